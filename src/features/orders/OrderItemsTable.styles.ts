import { makeStyles, tokens } from '@fluentui/react-components';

/** Phones: each item stacks into a small card (product, then its figures in two columns, then actions). */
const STACKED = '@media (max-width: 639.98px)';

/** The order items table's classes: a table above 640 px, a small card per item below. */
export const useOrderItemsTableStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  scroller: { overflowX: 'auto' },
  // Columns as wide as their content needs (Fluent's tables are fixed, equal columns): the figures keep
  // to one line and the product takes the rest, wrapping between words.
  table: {
    minWidth: '520px',
    tableLayout: 'auto',
    [STACKED]: { minWidth: 0, display: 'block', '& > tbody': { display: 'block' } },
  },
  wide: { minWidth: '560px' },
  headerRow: { [STACKED]: { display: 'none' } },
  row: {
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalM,
      padding: `${tokens.spacingVerticalS} 0`,
    },
  },
  product: {
    minWidth: '10em',
    overflowWrap: 'normal',
    [STACKED]: { gridColumn: '1 / -1', height: 'auto', fontWeight: tokens.fontWeightSemibold },
  },
  num: {
    whiteSpace: 'nowrap',
    [STACKED]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: tokens.spacingHorizontalXS,
      height: 'auto',
      minHeight: '24px',
      '::before': { content: 'attr(data-label)', color: tokens.colorNeutralForeground3 },
    },
  },
  actions: {
    whiteSpace: 'nowrap',
    [STACKED]: {
      gridColumn: '1 / -1',
      display: 'flex',
      justifyContent: 'flex-end',
      height: 'auto',
      '& button': { minWidth: '44px', minHeight: '44px' },
    },
  },
  muted: { color: tokens.colorNeutralForeground3 },
});
