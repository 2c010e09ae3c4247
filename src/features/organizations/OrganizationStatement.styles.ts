import { makeStyles, tokens } from '@fluentui/react-components';

const NARROW = '@media (max-width: 479.98px)';

/** The drawer's statement card: the period, Print, and the documents with their running balance. */
export const useOrganizationStatementStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  days: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  // Never clipped: on a phone the table scrolls sideways sooner than cut the balance off.
  scroll: { overflowX: 'auto', minWidth: 0 },
  table: { width: '100%', borderCollapse: 'collapse' },
  cell: {
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalXS,
    textAlign: 'start',
    verticalAlign: 'top',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  nowrap: { whiteSpace: 'nowrap' },
  money: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  balanceRow: { fontWeight: tokens.fontWeightSemibold },
  // On a phone the Date column folds into the document's cell, under its name, so the amounts keep their room.
  dateColumn: { [NARROW]: { display: 'none' } },
  dateInline: {
    display: 'none',
    [NARROW]: {
      display: 'block',
      whiteSpace: 'nowrap',
      fontWeight: tokens.fontWeightRegular,
      fontSize: tokens.fontSizeBase200,
      color: tokens.colorNeutralForeground2,
    },
  },
});
