import { makeStyles, tokens } from '@fluentui/react-components';

/** A product's card on the production sheet: its heading and total, and its tables of parts. */
export const useProductSheetStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    breakInside: 'avoid',
  },
  heading: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  total: { fontSize: tokens.fontSizeHero700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  parts: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
    alignItems: 'start',
  },
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    paddingBottom: tokens.spacingVerticalXS,
  },
  qty: { width: '72px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  qtyCell: { display: 'flex', justifyContent: 'flex-end' },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    minWidth: '32px',
    minHeight: '32px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  plain: { color: tokens.colorNeutralForeground3 },
});
