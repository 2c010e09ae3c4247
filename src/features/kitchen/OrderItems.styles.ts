import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE } from './OrderCard.styles';

/** An item's ready state and its bump button (the line's grid comes from `item` in useOrderItemsStyles below). */
export const useItemStyles = makeStyles({
  bumpItem: { display: 'block' },
  // The whole line is a tap target: full width, at least 48 px high, the card's own text.
  bump: {
    width: '100%',
    minHeight: '48px',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: 'inherit',
    // The line's own sizes (the card's item class): a button would otherwise shrink its text.
    fontFamily: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    position: 'relative',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThin,
    },
  },
  doneLine: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorPaletteGreenBackground2 },
  },
  doneName: { textDecorationLine: 'line-through', textDecorationThickness: '2px' },
  marks: {
    gridColumn: '2',
    minWidth: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  // A long station name wraps inside its chip rather than widen the narrow card's item column.
  station: {
    minWidth: 0,
    overflowWrap: 'anywhere',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  readiness: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  ready: { color: tokens.colorPaletteGreenForeground2 },
  busy: { position: 'absolute', insetInlineEnd: tokens.spacingHorizontalS, top: tokens.spacingVerticalS },
});

/** An order card's items: the list, its compact summary and the Show items toggle, each item's lines. */
export const useOrderItemsStyles = makeStyles({
  items: {
    listStyleType: 'none',
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
    [PHONE]: { gap: tokens.spacingVerticalXS, paddingTop: tokens.spacingVerticalS },
  },
  itemsSummary: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalXXS,
    '& > ul': { alignSelf: 'stretch' },
  },
  summaryHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalS,
    alignSelf: 'stretch',
  },
  summaryCount: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  // The names in two lines at most; "Show items" lists them whole.
  summaryNames: {
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  showItems: {
    minHeight: '44px',
    minWidth: '44px',
    paddingInlineStart: tokens.spacingHorizontalS,
    paddingInlineEnd: tokens.spacingHorizontalS,
    marginInlineEnd: `calc(-1 * ${tokens.spacingHorizontalS})`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'baseline',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
  },
  qty: {
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    minWidth: '2.5em',
    textAlign: 'end',
  },
  itemName: { overflowWrap: 'anywhere' },
  itemChoices: {
    gridColumn: '2',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  itemNote: {
    gridColumn: '2',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontStyle: 'italic',
    color: tokens.colorPaletteDarkOrangeForeground2,
  },
});
