import { makeStyles, tokens } from '@fluentui/react-components';

/** The board's controls: the filter toolbar, its segments and pickers, the phone filter drawer, the sound button. */
export const useBoardControlsStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  groupLabel: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  // A dropdown among the filters (the station, the outlets), labelled (groupLabel) and sized like the groups.
  picker: { minWidth: '220px', maxWidth: '360px' },
  pickerLabel: { paddingBottom: tokens.spacingVerticalXXS },
  pickerDropdown: { minWidth: '220px', minHeight: '52px' },
  segments: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  segment: {
    minHeight: '52px',
    minWidth: '112px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusLarge,
  },
  custom: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  dateInput: { minHeight: '52px', fontSize: tokens.fontSizeBase400, minWidth: '180px' },
  enable: {
    minHeight: '52px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    backgroundColor: tokens.colorPaletteMarigoldBackground3,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorPaletteMarigoldForeground1, color: tokens.colorNeutralForeground1 },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteMarigoldForeground2,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
  soundOn: { minHeight: '44px' },
  filtersButton: {
    minHeight: '44px',
    flexShrink: 0,
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalM,
  },
  compactSound: { minHeight: '44px', minWidth: '44px' },
  drawerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  recall: { minHeight: '52px', alignSelf: 'flex-start', fontSize: tokens.fontSizeBase400 },
  drawerDone: { minHeight: '52px', flexGrow: 1, fontSize: tokens.fontSizeBase400 },
  muted: { color: tokens.colorNeutralForeground3 },
});
