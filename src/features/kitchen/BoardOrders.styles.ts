import { makeStyles, tokens } from '@fluentui/react-components';

/** The orders region's classes: the card grid and the empty board. */
export const useBoardOrdersStyles = makeStyles({
  // 1/1/2/3/4/5 columns at the xs/sm/md/lg/xl/xxl breakpoints of the window, sidebar open or not: the
  // cards share what the sidebar leaves (about 210 px each at 1200 px with it open) and wrap their contents
  // instead of dropping a column. The ranges do not overlap, so the order Griffel writes them in does not matter.
  grid: {
    '--kb-cols': '1',
    '@media (min-width: 768px) and (max-width: 991.98px)': { '--kb-cols': '2' },
    '@media (min-width: 992px) and (max-width: 1199.98px)': { '--kb-cols': '3' },
    '@media (min-width: 1200px) and (max-width: 1599.98px)': { '--kb-cols': '4' },
    '@media (min-width: 1600px)': { '--kb-cols': '5' },
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    gridTemplateColumns: 'repeat(var(--kb-cols), minmax(0, 1fr))',
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  emptyIcon: { fontSize: tokens.fontSizeHero900, color: tokens.colorPaletteGreenForeground1 },
});
