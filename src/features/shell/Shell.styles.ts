import { makeStyles, tokens } from '@fluentui/react-components';
import { SIDEBAR_WIDTH } from './Sidebar.styles';

/** The signed-in frame's classes: the sidebar and page column, the header, the page, the offline banner. */
export const useShellStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  column: { position: 'relative', flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  header: {
    height: '64px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  title: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  // A finger-sized target: the drawer's only way in on a phone.
  navButton: { minWidth: '44px', minHeight: '44px' },
  main: {
    flexGrow: 1,
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 767.98px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
    // Focused only by the skip link: no ring around the whole page.
    ':focus': { outlineStyle: 'none' },
  },
  // A page running full screen on a wall display: no chrome, and a narrower margin.
  bare: { padding: tokens.spacingHorizontalL },
  drawer: { width: `${SIDEBAR_WIDTH}px` },
  // Lined up with the page's own margins, above it.
  offline: {
    margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL} 0`,
    '@media (max-width: 767.98px)': { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
  },
});
