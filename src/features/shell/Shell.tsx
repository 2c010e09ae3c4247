import { Button, makeStyles, OverlayDrawer, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectProfile } from '../../api/sessionSlice';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { useCanFn } from '../access';
import { useSignOut } from '../auth';
import { selectSidebarCollapsed, sidebarToggled, useAppName, useAppSettings } from '../settings';
import { AccountMenu } from './AccountMenu';
import { NAV, visibleNav } from './nav';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  column: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
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
  main: {
    flexGrow: 1,
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 767.98px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
  },
  drawer: { width: `${SIDEBAR_WIDTH}px` },
});

/**
 * The signed-in frame: sidebar (collapsible rail; a drawer below 768 px), a header with the account
 * popover, and the page.
 */
export function Shell({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const profile = useAppSelector(selectProfile);
  const appName = useAppName();
  const { app_logo } = useAppSettings();
  const canDo = useCanFn();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const groups = visibleNav(NAV, (resource) => canDo(resource, 'list'));

  return (
    <div className={styles.root}>
      {small ? (
        <OverlayDrawer
          open={drawerOpen}
          onOpenChange={(_, data) => setDrawerOpen(data.open)}
          className={styles.drawer}
          aria-label="Navigation"
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
        <header className={styles.header}>
          {small ? (
            <>
              <Button
                appearance="subtle"
                icon={<NavigationRegular />}
                aria-label="Open navigation"
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
          />
        </header>
        <main className={styles.main} id="main-content">
          {children}
        </main>
      </div>
    </div>
  );
}
