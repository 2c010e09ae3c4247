import {
  AddSquareMultipleFilled,
  AddSquareMultipleRegular,
  BoardFilled,
  BoardRegular,
  BoxFilled,
  BoxMultipleFilled,
  BoxMultipleRegular,
  BoxRegular,
  BuildingFilled,
  BuildingRegular,
  BuildingShopFilled,
  BuildingShopRegular,
  bundleIcon,
  FoodFilled,
  FoodRegular,
  GridKanbanFilled,
  GridKanbanRegular,
  PeopleFilled,
  PeopleRegular,
  PeopleTeamFilled,
  PeopleTeamRegular,
  PersonAccountsFilled,
  PersonAccountsRegular,
  ReceiptFilled,
  ReceiptRegular,
  TagFilled,
  TagRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { paths, RESOURCES } from '../../app/paths';

export interface NavEntry {
  label: string;
  to: string;
  /** Capability resource whose `list` permission shows the entry; none = always shown. */
  resource?: string;
  icon: FluentIcon;
  /** Active only on an exact path match (the dashboard). */
  end?: boolean;
}

export interface NavGroup {
  /** Sub-menu title; a group without a title is a plain top-level entry. */
  title?: string;
  entries: NavEntry[];
}

const entry = (label: string, to: string, resource: string | undefined, icon: FluentIcon): NavEntry => ({
  label,
  to,
  resource,
  icon,
});

/** The sidebar of spec §2: Clients, Products, Menus, Orders (List, Grid), User Management. */
export const NAV: NavGroup[] = [
  { entries: [{ ...entry('Dashboard', paths.home, undefined, bundleIcon(BoardFilled, BoardRegular)), end: true }] },
  {
    title: 'Clients',
    entries: [
      entry('Organizations', paths.organizations.list, RESOURCES.organizations.name, bundleIcon(BuildingFilled, BuildingRegular)),
      entry('Outlets', paths.outlets.list, RESOURCES.outlets.name, bundleIcon(BuildingShopFilled, BuildingShopRegular)),
      entry('Employees', paths.employees.list, RESOURCES.employees.name, bundleIcon(PeopleFilled, PeopleRegular)),
    ],
  },
  {
    title: 'Products',
    entries: [
      entry('Products', paths.products.list, RESOURCES.products.name, bundleIcon(BoxFilled, BoxRegular)),
      entry(
        'Product Variations',
        paths.productVariations.list,
        RESOURCES.productVariations.name,
        bundleIcon(BoxMultipleFilled, BoxMultipleRegular),
      ),
      entry('Categories', paths.categories.list, RESOURCES.categories.name, bundleIcon(TagFilled, TagRegular)),
      entry('Addons', paths.addons.list, RESOURCES.addons.name, bundleIcon(AddSquareMultipleFilled, AddSquareMultipleRegular)),
    ],
  },
  { entries: [entry('Menus', paths.menus.list, RESOURCES.menus.name, bundleIcon(FoodFilled, FoodRegular))] },
  {
    title: 'Orders',
    entries: [
      entry('List', paths.orders.list, RESOURCES.orders.name, bundleIcon(ReceiptFilled, ReceiptRegular)),
      entry('Grid', paths.kitchenOrders.list, RESOURCES.kitchenOrders.name, bundleIcon(GridKanbanFilled, GridKanbanRegular)),
    ],
  },
  {
    title: 'User Management',
    entries: [
      entry('Kitchen Staff', paths.kitchenStaff.list, RESOURCES.kitchenStaff.name, bundleIcon(PeopleTeamFilled, PeopleTeamRegular)),
      entry('Users', paths.users.list, RESOURCES.users.name, bundleIcon(PersonAccountsFilled, PersonAccountsRegular)),
    ],
  },
];

/** Entries the user may list; groups left empty disappear (spec §2). */
export function visibleNav(nav: NavGroup[], mayList: (resource: string) => boolean): NavGroup[] {
  return nav
    .map((group) => ({ ...group, entries: group.entries.filter((e) => !e.resource || mayList(e.resource)) }))
    .filter((group) => group.entries.length > 0);
}
