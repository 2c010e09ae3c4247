import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A list of items edited in a form (a new order's items, a standing order's): the section, its heading row
 * with Add, and each item as a bordered grid whose columns fold into one below 600 px. The grid's columns are
 * the form's own (a class with `gridTemplateColumns` merged after `item`).
 */
export const useItemRowsStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  item: {
    display: 'grid',
    gap: '8px 12px',
    padding: '12px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  /** A control across the whole row. */
  wide: { gridColumn: '1 / -1' },
  muted: { color: tokens.colorNeutralForeground3 },
});
