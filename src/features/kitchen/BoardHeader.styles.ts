import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE_MEDIA } from './boardMedia';

/** The board header's classes: title and status line, and the row of controls beside them. */
export const useBoardHeaderStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  title: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    [PHONE_MEDIA]: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  subtitle: {
    fontSize: tokens.fontSizeBase400,
    [PHONE_MEDIA]: { fontSize: tokens.fontSizeBase300 },
    color: tokens.colorNeutralForeground2,
    marginTop: tokens.spacingVerticalXXS,
  },
  headerSide: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    // Phones: sound, refresh and filters in one row, the refresh time in the space left.
    [PHONE_MEDIA]: {
      flexWrap: 'nowrap',
      width: '100%',
      gap: tokens.spacingHorizontalXS,
      '& > [role="status"]': { order: 1, flex: '1 1 0', minWidth: 0, fontSize: tokens.fontSizeBase200 },
      '& > [role="status"] > svg': { flexShrink: 0 },
    },
  },
  refreshed: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
  station: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightBold },
  fresh: { color: tokens.colorPaletteGreenForeground1 },
  staleText: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightBold },
  refresh: { minHeight: '44px', minWidth: '44px' },
});
