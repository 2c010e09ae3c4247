import { makeStyles, tokens } from '@fluentui/react-components';

/** The account menu's classes: the avatar button, the popover, who is signed in, and the unsent warning. */
export const useAccountMenuStyles = makeStyles({
  trigger: { minWidth: 'auto', padding: tokens.spacingHorizontalXXS, borderRadius: tokens.borderRadiusCircular },
  surface: {
    width: '280px',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  email: { color: tokens.colorNeutralForeground3 },
  logout: { justifyContent: 'flex-start', textAlign: 'start' },
  unsent: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorderActive}`,
  },
  unsentActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});
