import { makeStyles, tokens } from '@fluentui/react-components';

/** Phones: tighter spacing and a smaller number, so a whole card fits the first screen. */
export const PHONE = '@media (max-width: 639.98px)';

/** The order card's classes: the card by urgency, its head, facts, items, notes and actions. */
export const useOrderCardStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusXLarge,
    // One border width for every state, so urgency never changes a card's size.
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
    '& h2, & h3, & p, & ul': { margin: 0 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThickest} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThick,
    },
  },
  warning: { border: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteMarigoldBorderActive}` },
  urgent: {
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteRedBorderActive}`,
    boxShadow: tokens.shadow16,
  },
  fresh: {
    outline: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteGreenBorderActive}`,
    outlineOffset: tokens.strokeWidthThick,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    [PHONE]: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  number: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.01em',
    [PHONE]: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  status: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  newBadge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    whiteSpace: 'nowrap',
  },
  dueLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    [PHONE]: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
    color: tokens.colorNeutralForeground1,
  },
  dueLineWarning: {
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorPaletteMarigoldForeground2,
  },
  dueLineUrgent: { backgroundColor: tokens.colorPaletteRedBackground3, color: tokens.colorNeutralForegroundOnBrand },
  // Wraps inside itself beside its icon ('En retard de 1 h 01' on a narrow card), not as a block below it.
  dueText: { fontVariantNumeric: 'tabular-nums', flex: '1 1 0', minWidth: '8em' },
  carriedOver: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid currentColor`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    flexGrow: 1,
    [PHONE]: { gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  name: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
    [PHONE]: {
      columnGap: tokens.spacingHorizontalM,
      rowGap: 0,
      fontSize: tokens.fontSizeBase300,
      lineHeight: tokens.lineHeightBase300,
    },
  },
  fact: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  factStrong: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: tokens.fontSizeBase500, flexShrink: 0 },
  note: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorderActive}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
  },
  rejected: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorderActive}`,
  },
  time: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    [PHONE]: { gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  // A label never breaks ("On The Way" on two lines reads badly from afar): when two buttons do not fit
  // side by side, the second wraps to its own full-width row.
  action: {
    flexGrow: 1,
    flexBasis: '120px',
    // Fluent's Button sets a fixed min-width; its label's own width is the least it may shrink to.
    minWidth: 'fit-content',
    minHeight: '56px',
    [PHONE]: { minHeight: '48px' },
    whiteSpace: 'nowrap',
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    borderRadius: tokens.borderRadiusLarge,
  },
  // "Complete anyway" (expo, items not all ready): the one label longer than a narrow card, so it may take
  // two lines rather than run out of the card.
  anyway: {
    whiteSpace: 'normal',
    minWidth: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  // The urgent mark: beside the status actions, quieter than they are.
  urgencyAction: {
    minHeight: '56px',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase400,
    [PHONE]: { minHeight: '48px' },
  },
  // Beside the status actions, never stretched to look like one.
  printAction: {
    minHeight: '56px',
    whiteSpace: 'nowrap',
    marginInlineStart: 'auto',
    [PHONE]: { minHeight: '48px', minWidth: '48px' },
  },
  danger: {
    color: tokens.colorStatusDangerForeground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorStatusDangerBorderActive}`,
    ':hover': { color: tokens.colorStatusDangerForeground1, backgroundColor: tokens.colorStatusDangerBackground1 },
    ':hover:active': {
      color: tokens.colorStatusDangerForeground1,
      backgroundColor: tokens.colorStatusDangerBackground2,
    },
  },
  // Within the card however narrow its column: a long word wraps rather than pushing the dismiss button out.
  error: { margin: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`, minWidth: 0, overflowWrap: 'anywhere' },
});

/** Status colours: the card head is tinted (dark text on a light tint, contrast > 7:1) and the status is in words. */
export const useOrderCardStatusStyles = makeStyles({
  pending: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 },
  processing: { backgroundColor: tokens.colorPaletteBlueBackground2 },
  ready_for_pickup: { backgroundColor: tokens.colorPaletteTealBackground2 },
  on_the_way: { backgroundColor: tokens.colorPalettePurpleBackground2 },
  delivered: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  cancelled: { backgroundColor: tokens.colorPaletteRedBackground2 },
});
/** The status pill: coloured text and border on the tinted head. */
export const useOrderCardPillStyles = makeStyles({
  pending: {
    color: tokens.colorPaletteDarkOrangeForeground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteDarkOrangeBorderActive}`,
  },
  processing: {
    color: tokens.colorPaletteBlueForeground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteBlueBorderActive}`,
  },
  ready_for_pickup: {
    color: tokens.colorPaletteTealForeground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteTealBorderActive}`,
  },
  on_the_way: {
    color: tokens.colorPalettePurpleForeground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPalettePurpleBorderActive}`,
  },
  delivered: {
    color: tokens.colorPaletteGreenForeground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteGreenBorderActive}`,
  },
  cancelled: {
    color: tokens.colorPaletteRedForeground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorderActive}`,
  },
});
