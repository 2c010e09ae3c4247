import { makeStyles, tokens } from '@fluentui/react-components';

/** Phones: each table row stacks into a card. */
const STACKED = '@media (max-width: 639.98px)';

/** The list screen's classes, shared by its parts (header, toolbar, table, cards). */
export const useResourceListStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  crumbs: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  crumbLink: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForeground1 },
  },
  crumbCurrent: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  titleGroup: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: 0 },
  title: { margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 639.98px)': { width: '100%', justifyContent: 'flex-end' },
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  moreActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  folded: { display: 'none' },
  // Touch-sized on phones and touch screens.
  touchTarget: {
    '@media (max-width: 639.98px), (pointer: coarse)': { minWidth: '44px', minHeight: '44px' },
  },
  // A row's checkbox, finger-sized on phones and touch screens: the whole box takes the press.
  touchCheckbox: {
    '@media (max-width: 639.98px), (pointer: coarse)': {
      minWidth: '44px',
      minHeight: '44px',
      alignItems: 'center',
      justifyContent: 'center',
    },
  },
  touchCheckboxInput: { '@media (max-width: 639.98px), (pointer: coarse)': { width: '100%' } },
  card: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  search: {
    flexGrow: 1,
    maxWidth: '420px',
    minWidth: '200px',
    '@media (max-width: 639.98px)': { maxWidth: 'none', width: '100%', minWidth: 0 },
  },
  spacer: { flexGrow: 1 },
  selection: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  // Nothing selected yet: the bar stays, quiet, so the bulk action and why it waits can be found.
  selectionIdle: { backgroundColor: 'transparent', color: tokens.colorNeutralForeground2 },
  progressSlot: { height: '2px', overflow: 'hidden', position: 'relative' },
  progress: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '30%',
    backgroundColor: tokens.colorBrandBackground,
    animationName: { from: { insetInlineStart: '-30%' }, to: { insetInlineStart: '100%' } } as never,
    animationDuration: '1.2s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
  },
  viewToggle: { display: 'flex', gap: tokens.spacingHorizontalXS },
  bone: {
    height: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } } as never,
    animationDuration: '1.4s',
    animationIterationCount: 'infinite',
  },
  scroller: { overflowX: 'auto', minWidth: 0 },
  grid: {
    minWidth: '100%',
    tableLayout: 'auto',
    [STACKED]: { display: 'block', '& > thead, & > tbody': { display: 'block' } },
  },
  headerRow: {
    backgroundColor: tokens.colorNeutralBackground2,
    // Stacked: the headers become a bar of sort and filter buttons over the cards.
    [STACKED]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: tokens.spacingHorizontalXS,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    },
  },
  // Headers wrap between words so every column fits; a single word never breaks.
  // The filter button sits at the header's end, so it never wraps under the title.
  headerCell: {
    position: 'relative',
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'normal',
    verticalAlign: 'middle',
    [STACKED]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', whiteSpace: 'nowrap' },
  },
  headerFiltered: { paddingInlineEnd: '32px', [STACKED]: { paddingInlineEnd: '32px' } },
  headerInner: { display: 'inline-flex', width: 'auto', verticalAlign: 'middle', textAlign: 'start' },
  headerAside: {
    position: 'absolute',
    insetInlineEnd: tokens.spacingHorizontalXXS,
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
  },
  // No data under the Actions header in the stacked bar.
  actionsHeader: { [STACKED]: { display: 'none' } },
  expandHeader: { [STACKED]: { display: 'none' } },
  selectHeader: { [STACKED]: { display: 'inline-flex', alignItems: 'center' } },
  row: {
    [STACKED]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    },
  },
  cell: {
    whiteSpace: 'normal',
    // A long unbroken word (a code, a pasted URL) breaks rather than push the table wider than its card.
    overflowWrap: 'anywhere',
    // A badge (status, role, allergen) is one unit: it never breaks inside.
    '& .fui-Badge': { whiteSpace: 'nowrap' },
    [STACKED]: { display: 'flex', alignItems: 'center', minWidth: 0, height: 'auto', padding: 0 },
  },
  cellInner: { minWidth: 0, [STACKED]: { flexGrow: 1, overflowWrap: 'anywhere' } },
  // Stacked: the key column heads the card, next to the row's actions.
  stackTitle: { [STACKED]: { flexGrow: 1, flexBasis: 0, fontSize: tokens.fontSizeBase400 } },
  stackActions: { [STACKED]: { flexShrink: 0 } },
  // Stacked: every other column is a line of its own: its title, then its value.
  stackField: {
    [STACKED]: {
      order: 1,
      flexBasis: '100%',
      alignItems: 'flex-start',
      gap: tokens.spacingHorizontalS,
      minHeight: '28px',
      paddingInlineStart: tokens.spacingHorizontalXS,
      '::before': {
        content: 'attr(data-label)',
        flex: '0 0 38%',
        color: tokens.colorNeutralForeground3,
        fontWeight: tokens.fontWeightSemibold,
        fontSize: tokens.fontSizeBase200,
        lineHeight: '28px',
      },
    },
  },
  selectCell: {
    width: '44px',
    minWidth: '44px',
    paddingInlineStart: tokens.spacingHorizontalS,
    [STACKED]: { width: 'auto', minWidth: 0, height: 'auto', padding: 0 },
  },
  selectedRow: { backgroundColor: tokens.colorBrandBackground2 },
  alert: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    margin: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
  },
  alertIcon: { color: tokens.colorPaletteRedForeground1, fontSize: '20px', flexShrink: 0 },
  alertText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    // 4/3/2/1 columns by width; the ranges do not overlap, so the order of the rules does not matter.
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 576px) and (max-width: 991.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 992px) and (max-width: 1279.98px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  skeletonRow: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  footer: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});
