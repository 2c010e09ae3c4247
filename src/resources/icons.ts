import {
  ArrowRepeatAllFilled,
  ArrowRepeatAllRegular,
  AddSquareMultipleFilled,
  AddSquareMultipleRegular,
  BoxFilled,
  BoxMultipleFilled,
  BoxMultipleRegular,
  BoxRegular,
  MoneyFilled,
  MoneyRegular,
  DocumentTextFilled,
  DocumentTextRegular,
  BuildingFilled,
  CalendarClockFilled,
  CalendarClockRegular,
  BuildingRegular,
  BuildingShopFilled,
  BuildingShopRegular,
  ClipboardTaskListLtrFilled,
  ClipboardTaskListLtrRegular,
  FoodFilled,
  FoodRegular,
  OvenFilled,
  OvenRegular,
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
import type { QuickLinkKey, SidebarKey } from './registry';

/** An icon in its two weights: regular, and filled for the active sidebar entry. */
export interface ResourceIcon {
  regular: FluentIcon;
  filled: FluentIcon;
}

/**
 * The icon of every resource shown in the sidebar or on the dashboard (the type demands one for each).
 * Apart from the registry because icons are heavy: only the signed-in shell and the dashboard import this.
 */
export const RESOURCE_ICONS: Record<SidebarKey | QuickLinkKey, ResourceIcon> = {
  organizations: { regular: BuildingRegular, filled: BuildingFilled },
  outlets: { regular: BuildingShopRegular, filled: BuildingShopFilled },
  employees: { regular: PeopleRegular, filled: PeopleFilled },
  products: { regular: BoxRegular, filled: BoxFilled },
  productVariations: { regular: BoxMultipleRegular, filled: BoxMultipleFilled },
  categories: { regular: TagRegular, filled: TagFilled },
  addons: { regular: AddSquareMultipleRegular, filled: AddSquareMultipleFilled },
  menus: { regular: FoodRegular, filled: FoodFilled },
  orders: { regular: ReceiptRegular, filled: ReceiptFilled },
  kitchenOrders: { regular: GridKanbanRegular, filled: GridKanbanFilled },
  production: { regular: ClipboardTaskListLtrRegular, filled: ClipboardTaskListLtrFilled },
  stations: { regular: OvenRegular, filled: OvenFilled },
  invoices: { regular: DocumentTextRegular, filled: DocumentTextFilled },
  payments: { regular: MoneyRegular, filled: MoneyFilled },
  ageing: { regular: CalendarClockRegular, filled: CalendarClockFilled },
  standingOrders: { regular: ArrowRepeatAllRegular, filled: ArrowRepeatAllFilled },
  kitchenStaff: { regular: PeopleTeamRegular, filled: PeopleTeamFilled },
  users: { regular: PersonAccountsRegular, filled: PersonAccountsFilled },
};
