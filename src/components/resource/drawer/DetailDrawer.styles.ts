import { makeStyles, tokens } from '@fluentui/react-components';
import { TOAST_SPACE } from '../feedback/toastSpace';

/** Detail drawer: 600 px over the list, at `/R/:id`. */
export const DRAWER_WIDTH = 600;

/** The detail drawer's classes, shared by its parts (title, fields, image). */
export const useDetailDrawerStyles = makeStyles({
  drawer: { width: `${DRAWER_WIDTH}px`, maxWidth: '100vw' },
  header: {
    gap: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  headerRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, width: '100%' },
  heading: { minWidth: 0, overflow: 'hidden', flexGrow: 1 },
  eyebrow: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase', letterSpacing: '0.06em' },
  titleText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  titleInput: { flexGrow: 1, minWidth: 0 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXL,
    // The body scrolls: its parts keep their height (a two-line read-only notice is not squeezed into one).
    '& > *': { flexShrink: 0 },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: `calc(${tokens.strokeWidthThick} * -1)`,
    },
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalL,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  // A read-only record: label and value pairs in the fields' grid.
  readOnlyList: { margin: 0 },
  readOnlyPair: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  readOnlyLabel: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  readOnlyValue: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  meta: { color: tokens.colorNeutralForeground3 },
  // Long labels ('Delete Product Variation') stay on one line; on a phone 'Done' moves below if need be.
  footer: {
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalS,
    '& > .fui-Button': { whiteSpace: 'nowrap' },
    '& > .fui-Button:last-child': { marginInlineStart: 'auto' },
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // Above the kit's toasts (an undo countdown), so they cover neither the footer nor the body.
    marginBottom: TOAST_SPACE,
  },
  state: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldsCard: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});
