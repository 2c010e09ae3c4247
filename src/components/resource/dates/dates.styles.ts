import { makeStyles, tokens } from '@fluentui/react-components';

/** The date and time inputs: full width, with a visible focus ring around the whole control. */
export const useDateInputStyles = makeStyles({
  control: {
    width: '100%',
    minWidth: 0,
    // Finger-sized on phones and touch screens, whatever the size asked for.
    '@media (max-width: 639.98px), (pointer: coarse)': { minHeight: '44px' },
    ':focus-within': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThin,
    },
  },
  // The month picker's 40 px buttons: a two-word month (Lebanon's 'كانون الثاني') takes two short lines
  // inside its button instead of two 40 px lines spilling over the next row.
  calendar: { '& .fui-CalendarPicker__itemButton': { lineHeight: tokens.lineHeightBase200 } },
  dateTime: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
  datePart: { flex: '1 1 150px', minWidth: '140px' },
  timePart: { flex: '1 1 120px', minWidth: '120px' },
  // The typed text shrinks with its control: the clock icon after it stays inside the field at any width.
  timeText: { minWidth: 0, width: '100%' },
  zone: { flexBasis: '100%', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});
