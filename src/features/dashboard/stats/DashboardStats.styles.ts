import { makeStyles, tokens } from '@fluentui/react-components';

/** The dashboard's day in figures: its head, the tiles, the kitchen timing and the chart cards. */
export const useDashboardStatsStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    marginBottom: tokens.spacingVerticalL,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  tiles: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    marginBottom: tokens.spacingVerticalL,
    '@media (max-width: 1279.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tile: { gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalL },
  figure: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
  statuses: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  charts: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  },
  chartCard: { gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  timing: { marginBottom: tokens.spacingVerticalL },
  chartBox: { minHeight: '280px', minWidth: 0, overflow: 'hidden' },
});
