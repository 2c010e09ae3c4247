import { Button, Divider, mergeClasses, Tooltip } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router';
import { useMirrorInRtl, useTranslateText } from '../../i18n';
import type { NavEntry, NavGroup } from './nav';
import { useSidebarStyles } from './Sidebar.styles';
import { useSidebarGroup } from './useSidebar';

interface EntryProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

function EntryLink({ entry, collapsed, onNavigate }: EntryProps & { entry: NavEntry }) {
  const styles = useSidebarStyles();
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

/** One group of the navigation: untitled entries as they are; a titled group folds behind its button. */
export function SidebarGroup({ group, collapsed, onNavigate }: EntryProps & { group: NavGroup }) {
  const styles = useSidebarStyles();
  const translate = useTranslateText();
  const mirrored = useMirrorInRtl();
  const { open, listId, toggle } = useSidebarGroup();
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
        onClick={toggle}
      >
        {group.titleKey ? translate(group.titleKey) : group.title}
      </Button>
      {open ? entries : null}
    </div>
  );
}
