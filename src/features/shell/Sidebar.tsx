import { Button, Caption1Strong, mergeClasses, Text } from '@fluentui/react-components';
import { PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { useMirrorInRtl } from '../../i18n';
import type { NavGroup } from './nav';
import { useSidebarStyles } from './Sidebar.styles';
import { SidebarGroup } from './SidebarGroup';
import { useSidebar } from './useSidebar';

export { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './Sidebar.styles';

interface SidebarProps {
  groups: NavGroup[];
  appName: string;
  logo?: string | null;
  /** Desktop rail only: 80 px wide, icons with tooltips. */
  collapsed?: boolean;
  /** Desktop only: shows the collapse/expand button. */
  onToggleCollapsed?: () => void;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  /** In the mobile drawer the sidebar fills the drawer. */
  variant?: 'rail' | 'drawer';
}

/** The main navigation: 256 px, a collapsible 80 px rail on desktop, full width inside the mobile drawer. */
export function Sidebar({
  groups,
  appName,
  logo,
  collapsed = false,
  onToggleCollapsed,
  onNavigate,
  variant = 'rail',
}: SidebarProps) {
  const styles = useSidebarStyles();
  const { t } = useTranslation('shell');
  const mirrored = useMirrorInRtl();
  const { narrow, monogram } = useSidebar({ appName, collapsed, variant });
  return (
    <nav
      aria-label={t('nav.label')}
      className={mergeClasses(styles.root, variant === 'drawer' ? styles.fill : narrow ? styles.narrow : styles.wide)}
    >
      <div className={mergeClasses(styles.brand, narrow && styles.brandNarrow)}>
        <span className={styles.mark} aria-hidden="true">
          {logo ? <img src={logo} alt="" className={styles.markImage} /> : monogram}
        </span>
        {narrow ? null : (
          <Text weight="semibold" size={300} className={styles.appName}>
            {appName}
          </Text>
        )}
      </div>
      <div className={styles.scroll}>
        {groups.map((group, i) => (
          <SidebarGroup key={group.title ?? `top-${i}`} group={group} collapsed={narrow} onNavigate={onNavigate} />
        ))}
      </div>
      {onToggleCollapsed ? (
        <div className={mergeClasses(styles.footer, narrow && styles.footerNarrow)}>
          <Button
            appearance="subtle"
            className={mergeClasses(styles.toggle, narrow && styles.toggleNarrow)}
            icon={
              narrow ? (
                <PanelLeftExpandRegular className={mirrored} />
              ) : (
                <PanelLeftContractRegular className={mirrored} />
              )
            }
            aria-label={narrow ? t('nav.expand') : t('nav.collapse')}
            onClick={onToggleCollapsed}
          >
            {narrow ? null : <Caption1Strong>{t('nav.collapseShort')}</Caption1Strong>}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
