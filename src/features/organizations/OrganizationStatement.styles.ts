import { makeStyles, tokens } from '@fluentui/react-components';

const NARROW = '@media (max-width: 479.98px)';

/**
 * What the drawer's statement card (useDrawerCardStyles) adds: the period and Print in its head, and the
 * documents with their running balance, figures in columns.
 */
export const useOrganizationStatementStyles = makeStyles({
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
  nowrap: { whiteSpace: 'nowrap' },
  figures: { fontVariantNumeric: 'tabular-nums' },
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
