import { makeStyles, tokens } from '@fluentui/react-components';

/** Phones: the items stack into cards instead of a table wider than the drawer. */
const STACKED = '@media (max-width: 639.98px)';

export const useMenuItemsListStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  footer: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  muted: { color: tokens.colorNeutralForeground3 },
  // While rows are selected: how many, Delete Selected, Clear selection (as the kit's lists show it).
  selection: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  check: { width: '36px', [STACKED]: { width: 'auto', height: 'auto', padding: 0 } },
  table: { minWidth: '440px', [STACKED]: { minWidth: 0, display: 'block', '& > tbody': { display: 'block' } } },
  headerRow: { [STACKED]: { display: 'none' } },
  // Phones: each item is a small card: the product between its checkbox and actions, then labelled lines.
  row: {
    [STACKED]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      padding: `${tokens.spacingVerticalS} 0`,
    },
  },
  product: {
    [STACKED]: { flex: '1 1 0', minWidth: 0, height: 'auto', padding: 0, fontWeight: tokens.fontWeightSemibold },
  },
  line: {
    [STACKED]: {
      order: 1,
      flexBasis: '100%',
      display: 'flex',
      gap: tokens.spacingHorizontalS,
      height: 'auto',
      minHeight: '28px',
      padding: 0,
      '::before': { content: 'attr(data-label)', flex: '0 0 38%', color: tokens.colorNeutralForeground3 },
    },
  },
  rowActions: {
    whiteSpace: 'nowrap',
    [STACKED]: { height: 'auto', padding: 0, '& button': { minWidth: '44px', minHeight: '44px' } },
  },
});
