import {
  AddSquareMultipleRegular,
  BoxRegular,
  BuildingRegular,
  BuildingShopRegular,
  FoodRegular,
  GridKanbanRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonAccountsRegular,
  ReceiptRegular,
  TagRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { paths, RESOURCES } from '../../app/paths';

export interface QuickLink {
  title: string;
  description: string;
  to: string;
  resource: string;
  icon: FluentIcon;
}

/** Dashboard shortcuts, most used first; each shows only if the user may list its resource. */
export const QUICK_LINKS: QuickLink[] = [
  {
    title: 'Kitchen board',
    description: 'Accept, prepare and dispatch today’s orders.',
    to: paths.kitchenOrders.list,
    resource: RESOURCES.kitchenOrders.name,
    icon: GridKanbanRegular,
  },
  {
    title: 'Orders',
    description: 'Every order with its items, status and totals.',
    to: paths.orders.list,
    resource: RESOURCES.orders.name,
    icon: ReceiptRegular,
  },
  {
    title: 'Menus',
    description: 'Plan the week’s menus for each outlet.',
    to: paths.menus.list,
    resource: RESOURCES.menus.name,
    icon: FoodRegular,
  },
  {
    title: 'Products',
    description: 'Dishes, prices, stock and addons.',
    to: paths.products.list,
    resource: RESOURCES.products.name,
    icon: BoxRegular,
  },
  {
    title: 'Categories',
    description: 'How products are grouped on menus.',
    to: paths.categories.list,
    resource: RESOURCES.categories.name,
    icon: TagRegular,
  },
  {
    title: 'Addons',
    description: 'Extras, sides, sauces and drinks.',
    to: paths.addons.list,
    resource: RESOURCES.addons.name,
    icon: AddSquareMultipleRegular,
  },
  {
    title: 'Organizations',
    description: 'The companies you cater for.',
    to: paths.organizations.list,
    resource: RESOURCES.organizations.name,
    icon: BuildingRegular,
  },
  {
    title: 'Outlets',
    description: 'Sites, opening hours and time zones.',
    to: paths.outlets.list,
    resource: RESOURCES.outlets.name,
    icon: BuildingShopRegular,
  },
  {
    title: 'Employees',
    description: 'People who order from your menus.',
    to: paths.employees.list,
    resource: RESOURCES.employees.name,
    icon: PeopleRegular,
  },
  {
    title: 'Kitchen staff',
    description: 'Who works the kitchen board.',
    to: paths.kitchenStaff.list,
    resource: RESOURCES.kitchenStaff.name,
    icon: PeopleTeamRegular,
  },
  {
    title: 'Users',
    description: 'Back-office accounts and their roles.',
    to: paths.users.list,
    resource: RESOURCES.users.name,
    icon: PersonAccountsRegular,
  },
];
