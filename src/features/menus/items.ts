import { MenuItemCreate, MenuItemEdit } from './MenuItemScreens';

/**
 * The hidden menu-item routes (`/menus/:menuId/menu-items/create`, `…/:id`): their own chunk, so the menus
 * list does not load the item dialog's product picker (a 30 kB combobox) until an item is opened.
 */
export const screens = { List: () => null, Create: MenuItemCreate, Show: MenuItemEdit };
