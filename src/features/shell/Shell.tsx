import { Button, makeStyles, mergeClasses, OverlayDrawer, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../resources/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectProfile } from '../../api/sessionSlice';
import { SkipLink } from '../../components/a11y/SkipLink';
import { OfflineBanner } from '../../components/OfflineBanner';
import { keepBodyDummiesOutOfTabOrder } from '../../components/a11y/tabsterDummies';
import { useAppChromeHidden } from '../../lib/appChrome';
import { useNavigationPending } from '../../lib/navigationPending';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { kitchenZone } from '../../lib/zones';
import { useCanFn } from '../access';
import { useSignOut } from '../auth';
import { selectSidebarCollapsed, sidebarToggled, useAppName, useAppSettings } from '../settings';
import { AccountMenu } from './AccountMenu';
import { NavigationProgress } from './NavigationProgress';
import { NAV, visibleNav } from './nav';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';
import { useTopOnNewScreen } from './useTopOnNewScreen';

const useStyles = makeStyles({
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

/** Pages that show their own offline notice (the board as it was): the shell's banner stays off there. */
const OWN_OFFLINE_NOTICE = [paths.kitchenOrders.list, paths.production.list];
const showsOwnOfflineNotice = (pathname: string) =>
  OWN_OFFLINE_NOTICE.some((path) => pathname === path || pathname.startsWith(`${path}/`));

const MAIN_ID = 'main-content';

/**
 * The signed-in frame: sidebar (collapsible rail; a drawer below 768 px), a header with the account
 * popover, the offline banner while the server is out of reach, and the page. A page may hide the sidebar
 * and header (full screen on a wall display).
 */
export function Shell({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const profile = useAppSelector(selectProfile);
  const appName = useAppName();
  const settings = useAppSettings();
  const { app_logo } = settings;
  const { pathname } = useLocation();
  const canDo = useCanFn();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const chromeHidden = useAppChromeHidden();
  const mainRef = useRef<HTMLElement>(null);
  const moving = useNavigationPending();
  useTopOnNewScreen(mainRef);

  const groups = visibleNav(NAV, (resource) => canDo(resource, 'list'));
  useEffect(() => keepBodyDummiesOutOfTabOrder(), []);

  return (
    <div className={styles.root}>
      <SkipLink target={MAIN_ID} />
      {chromeHidden ? null : small ? (
        <OverlayDrawer
          open={drawerOpen}
          onOpenChange={(_, data) => setDrawerOpen(data.open)}
          className={styles.drawer}
          aria-label={t('nav.drawer')}
        >
          <Sidebar
            groups={groups}
            appName={appName}
            logo={app_logo}
            variant="drawer"
            onNavigate={() => setDrawerOpen(false)}
          />
        </OverlayDrawer>
      ) : (
        <Sidebar
          groups={groups}
          appName={appName}
          logo={app_logo}
          collapsed={collapsed}
          onToggleCollapsed={() => dispatch(sidebarToggled())}
        />
      )}
      <div className={styles.column}>
        <NavigationProgress />
        {chromeHidden ? null : (
          <header className={styles.header}>
            {small ? (
              <>
                <Button
                  appearance="subtle"
                  className={styles.navButton}
                  icon={<NavigationRegular />}
                  aria-label={t('nav.open')}
                  onClick={() => setDrawerOpen(true)}
                />
                <Text weight="semibold" className={styles.title}>
                  {appName}
                </Text>
              </>
            ) : null}
            <div className={styles.spacer} />
            <AccountMenu
              name={profile?.display_name ?? ''}
              email={profile?.email ?? ''}
              avatarUrl={profile?.avatar_url}
              onLogout={signOut}
              onOpenJobs={() => navigate(paths.jobs)}
            />
          </header>
        )}
        {showsOwnOfflineNotice(pathname) ? null : (
          <OfflineBanner zone={kitchenZone(settings)} className={styles.offline} />
        )}
        <main
          ref={mainRef}
          className={mergeClasses(styles.main, chromeHidden && styles.bare)}
          id={MAIN_ID}
          tabIndex={-1}
          aria-busy={moving || undefined}
        >
          {children}
        </main>
      </div>
    </div>
  );
}
