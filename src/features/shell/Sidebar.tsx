import {
  Button,
  Caption1Strong,
  Divider,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  ChevronDownRegular,
  ChevronRightRegular,
  PanelLeftContractRegular,
  PanelLeftExpandRegular,
} from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { NavLink } from 'react-router';
import { useMirrorInRtl, useTranslateText } from '../../i18n';
import type { NavEntry, NavGroup } from './nav';

export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
    overflow: 'hidden',
    flexShrink: 0,
  },
  wide: { width: `${SIDEBAR_WIDTH}px` },
  narrow: { width: `${SIDEBAR_COLLAPSED_WIDTH}px` },
  fill: { width: '100%', borderInlineEndStyle: 'none' },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '64px',
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brandNarrow: { justifyContent: 'center', padding: 0 },
  mark: {
    width: '36px',
    height: '36px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    fontWeight: tokens.fontWeightBold,
    overflow: 'hidden',
  },
  markImage: { width: '100%', height: '100%', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground1 },
  appName: {
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    lineHeight: tokens.lineHeightBase300,
  },
  scroll: {
    flexGrow: 1,
    overflowY: 'auto',
    overflowX: 'hidden',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  groupButton: {
    width: '100%',
    justifyContent: 'space-between',
    // A long group name (French 'Gestion des utilisateurs') wraps flush with the entries, not centred.
    textAlign: 'start',
    color: tokens.colorNeutralForeground3,
    marginTop: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
    minWidth: 0,
  },
  sub: { paddingInlineStart: tokens.spacingHorizontalS },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    position: 'relative',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  linkNarrow: { justifyContent: 'center', padding: 0 },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
    '::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      top: '8px',
      bottom: '8px',
      width: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandForeground1,
    },
  },
  icon: { fontSize: '20px', flexShrink: 0, display: 'flex' },
  label: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  footer: {
    flexShrink: 0,
    padding: tokens.spacingHorizontalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
  },
  footerNarrow: { justifyContent: 'center' },
  toggle: { width: '100%', justifyContent: 'flex-start' },
  toggleNarrow: { width: 'auto', justifyContent: 'center' },
});

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

function EntryLink({ entry, collapsed, onNavigate }: { entry: NavEntry; collapsed: boolean; onNavigate?: () => void }) {
  const styles = useStyles();
  const translate = useTranslateText();
  const label = translate(entry.labelKey);
  const Icon = entry.icon;
  const link = (
    <NavLink
      to={entry.to}
      end={entry.end}
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      className={({ isActive }) => mergeClasses(styles.link, collapsed && styles.linkNarrow, isActive && styles.active)}
    >
      {({ isActive }) => (
        <>
          <span className={styles.icon} aria-hidden="true">
            <Icon filled={isActive} />
          </span>
          {collapsed ? null : <span className={styles.label}>{label}</span>}
        </>
      )}
    </NavLink>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip content={label} relationship="label" positioning="after" withArrow>
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

function Group({ group, collapsed, onNavigate }: { group: NavGroup; collapsed: boolean; onNavigate?: () => void }) {
  const styles = useStyles();
  const translate = useTranslateText();
  const mirrored = useMirrorInRtl();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const entries = (
    <ul className={mergeClasses(styles.list, group.title && !collapsed && styles.sub)} id={listId}>
      {group.entries.map((e) => (
        <EntryLink key={e.to} entry={e} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </ul>
  );
  if (!group.title) return entries;
  if (collapsed)
    return (
      <>
        <Divider appearance="subtle" />
        {entries}
      </>
    );
  return (
    <div>
      <Button
        appearance="subtle"
        className={styles.groupButton}
        aria-expanded={open}
        aria-controls={listId}
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular className={mirrored} />}
        iconPosition="after"
        onClick={() => setOpen((v) => !v)}
      >
        {group.titleKey ? translate(group.titleKey) : group.title}
      </Button>
      {open ? entries : null}
    </div>
  );
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
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const mirrored = useMirrorInRtl();
  const narrow = variant === 'rail' && collapsed;
  const monogram = appName
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
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
          <Group key={group.title ?? `top-${i}`} group={group} collapsed={narrow} onNavigate={onNavigate} />
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
