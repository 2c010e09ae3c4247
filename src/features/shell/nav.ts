import { BoardFilled, BoardRegular, bundleIcon, type FluentIcon } from '@fluentui/react-icons';
import { paths } from '../../resources/paths';
import { RESOURCE_ICONS } from '../../resources/icons';
import {
  hasSidebar,
  RESOURCE_KEYS,
  RESOURCES,
  type ResourceEntry,
  type SidebarGroup,
  type SidebarKey,
} from '../../resources/registry';

export interface NavEntry {
  /** The English label (the catalogue's source text); the sidebar shows `labelKey` translated. */
  label: string;
  /** Catalogue key of the label (`words:resources.outlets.label`, `shell:nav.entries.orders`). */
  labelKey: NavKey;
  to: string;
  /** Capability resource whose `list` permission shows the entry; none = always shown. */
  resource?: string;
  icon: FluentIcon;
  /** Active only on an exact path match (the dashboard). */
  end?: boolean;
}

export interface NavGroup {
  /** Sub-menu title (English); a group without a title is a plain top-level entry. */
  title?: string;
  /** Catalogue key of the title (`shell:nav.groups.clients`). */
  titleKey?: NavKey;
  entries: NavEntry[];
}

/** A catalogue key of the shell's navigation words. */
export type NavKey = `shell:nav.${string}` | `words:resources.${string}`;

const GROUP_KEYS: Record<SidebarGroup, NavKey> = {
  Clients: 'shell:nav.groups.clients',
  Products: 'shell:nav.groups.products',
  Orders: 'shell:nav.groups.orders',
  Billing: 'shell:nav.groups.billing',
  'User Management': 'shell:nav.groups.userManagement',
};

const sidebarOf = (key: SidebarKey): NonNullable<ResourceEntry['sidebar']> => RESOURCES[key].sidebar;

function resourceEntry(key: SidebarKey): NavEntry {
  const { filled, regular } = RESOURCE_ICONS[key];
  return {
    label: sidebarOf(key).label ?? RESOURCES[key].label,
    // The resource's own name (as the kit's screens name it), or the entry's own word ('List', 'Grid').
    labelKey: sidebarOf(key).label ? `shell:nav.entries.${key}` : `words:resources.${key}.label`,
    to: paths[key].list,
    resource: RESOURCES[key].name,
    icon: bundleIcon(filled, regular),
  };
}

/**
 * The sidebar: the dashboard, then every registry resource with a `sidebar` entry in registry
 * order, under its group's sub-menu (groups in order of their first resource; no group = top-level).
 */
function buildNav(): NavGroup[] {
  const nav: NavGroup[] = [
    {
      entries: [
        {
          label: 'Dashboard',
          labelKey: 'shell:nav.entries.dashboard',
          to: paths.home,
          icon: bundleIcon(BoardFilled, BoardRegular),
          end: true,
        },
      ],
    },
  ];
  for (const key of RESOURCE_KEYS.filter(hasSidebar)) {
    const title = sidebarOf(key).group;
    const group = title ? nav.find((g) => g.title === title) : undefined;
    if (group) group.entries.push(resourceEntry(key));
    else nav.push({ title, titleKey: title ? GROUP_KEYS[title] : undefined, entries: [resourceEntry(key)] });
  }
  return nav;
}

/** The sidebar: Clients, Products, Menus, Orders (List, Grid), User Management. */
export const NAV: NavGroup[] = buildNav();

/** Entries the user may list; groups left empty disappear. */
export function visibleNav(nav: NavGroup[], mayList: (resource: string) => boolean): NavGroup[] {
  return nav
    .map((group) => ({ ...group, entries: group.entries.filter((e) => !e.resource || mayList(e.resource)) }))
    .filter((group) => group.entries.length > 0);
}
