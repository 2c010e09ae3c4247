import { makeStyles, tokens } from '@fluentui/react-components';

/** The order item dialog's classes: its two-column form and the live totals. */
export const useOrderItemDialogStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '12px 16px',
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  totals: {
    gridColumn: '1 / -1',
    display: 'flex',
    gap: '24px',
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});
