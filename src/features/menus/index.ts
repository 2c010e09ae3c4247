import { resourceScreens } from '../../components/resource';
import { menusConfig } from './config';
import { MenuItemCreate, MenuItemEdit } from './MenuItemScreens';

export const screens = resourceScreens(menusConfig);
/** The hidden menu-item routes (`/menus/:menuId/menu-items/create`, `…/:id`), in the same chunk. */
export const itemScreens = { List: () => null, Create: MenuItemCreate, Show: MenuItemEdit };
export { menusConfig };
