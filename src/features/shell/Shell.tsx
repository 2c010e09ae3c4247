import { Button, mergeClasses, OverlayDrawer, Text } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { SkipLink } from '../../components/a11y/SkipLink';
import { OfflineBanner } from '../../components/OfflineBanner';
import { AccountMenu } from './AccountMenu';
import { NavigationProgress } from './NavigationProgress';
import { useShellStyles } from './Shell.styles';
import { Sidebar } from './Sidebar';
import { useShell } from './useShell';

const MAIN_ID = 'main-content';

/**
 * The signed-in frame: sidebar (collapsible rail; a drawer below 768 px), a header with the account
 * popover, the offline banner while the server is out of reach, and the page. A page may hide the sidebar
 * and header (full screen on a wall display).
 */
export function Shell({ children }: { children: ReactNode }) {
  const styles = useShellStyles();
  const { t } = useTranslation('shell');
  const shell = useShell();
  const { groups, appName, logo, small, chromeHidden, profile } = shell;

  return (
    <div className={styles.root}>
      <SkipLink target={MAIN_ID} />
      {chromeHidden ? null : small ? (
        <OverlayDrawer
          open={shell.drawerOpen}
          onOpenChange={(_, data) => shell.setDrawerOpen(data.open)}
          className={styles.drawer}
          aria-label={t('nav.drawer')}
        >
          <Sidebar
            groups={groups}
            appName={appName}
            logo={logo}
            variant="drawer"
            onNavigate={() => shell.setDrawerOpen(false)}
          />
        </OverlayDrawer>
      ) : (
        <Sidebar
          groups={groups}
          appName={appName}
          logo={logo}
          collapsed={shell.collapsed}
          onToggleCollapsed={shell.toggleCollapsed}
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
                  onClick={() => shell.setDrawerOpen(true)}
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
              onLogout={shell.signOut}
              onOpenJobs={shell.openJobs}
            />
          </header>
        )}
        {shell.showsOfflineBanner ? <OfflineBanner zone={shell.zone} className={styles.offline} /> : null}
        <main
          ref={shell.mainRef}
          className={mergeClasses(styles.main, chromeHidden && styles.bare)}
          id={MAIN_ID}
          tabIndex={-1}
          aria-busy={shell.moving || undefined}
        >
          {children}
        </main>
      </div>
    </div>
  );
}
