import { makeStyles, tokens } from '@fluentui/react-components';

/** The Recall list's classes: the dialog, each finished order's row and its large Recall button. */
export const useRecallDialogStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  number: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  name: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  when: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
  },
  late: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  items: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  recall: { minHeight: '52px', minWidth: '140px', fontSize: tokens.fontSizeBase400 },
  error: { gridColumn: '1 / -1' },
  close: { minHeight: '52px', minWidth: '140px', fontSize: tokens.fontSizeBase400 },
});
