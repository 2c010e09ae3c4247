import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A card in a record's drawer (an organization's statement and payments, an invoice's lines): a tinted panel
 * whose parts stack, and its small table with ruled rows and amounts at the end edge.
 */
export const useDrawerCardStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  table: { width: '100%', borderCollapse: 'collapse' },
  cell: {
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalXS,
    textAlign: 'start',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  /** With `cell`, in a table whose rows wrap onto more lines: each cell's text starts at the row's top. */
  top: { verticalAlign: 'top' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
});
