/** Row types of the catalogue and the menus: stations, categories, addons, products, variations, menus. */
import type { Created, Default, Id, Version } from './schema-columns';

export interface CategoriesTable {
  id: Id;
  name: string;
  order: Default<number>;
  status: Default<string>;
  /** default preparation minutes of its products */
  prep_minutes: number | null;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  /** the station its products' items go to; null: every station */
  station_id: number | null;
  __date_created: Created;
  __version: Version;
}

/** A kitchen station: its board shows the items of the categories that name it. */
export interface StationsTable {
  id: Id;
  name: string;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  __date_created: Created;
  __version: Version;
}

export interface AddonsTable {
  id: Id;
  name: string;
  /** cents */
  extra_charge: Default<number>;
  type: string | null;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  __date_created: Created;
  __version: Version;
}

export interface ProductsTable {
  id: Id;
  name: string;
  description: string | null;
  /** cents */
  price: Default<number>;
  /** null: its category's */
  prep_minutes: number | null;
  image: string | null;
  status: Default<string>;
  stock_status: Default<string>;
  category_id: number | null;
  /** JSON array of allergen codes, e.g. `["gluten","sesame"]` */
  allergens: Default<string>;
  /** JSON array of dietary flags, e.g. `["vegan"]` */
  dietary: Default<string>;
  /** JSON text: name and description in other languages, `{"fr":{"name":"…","description":"…"}}`; null for none */
  translations: string | null;
  __date_created: Created;
  __version: Version;
}

export interface ProductAddonsTable {
  product_id: number;
  addon_id: number;
}

export interface ProductVariationsTable {
  id: Id;
  name: string | null;
  /** cents */
  price: Default<number>;
  stock_status: Default<string>;
  stock_quantity: Default<number>;
  product_id: number | null;
  outlet_id: number | null;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  __date_created: Created;
  __version: Version;
}

export interface MenusTable {
  id: Id;
  name: string;
  outlet_id: number | null;
  __date_created: Created;
  __version: Version;
}

export interface MenuItemsTable {
  id: Id;
  name: string | null;
  product_id: number | null;
  category_id: number | null;
  /** YYYY-MM-DD */
  date: string;
  menu_id: number;
  __date_created: Created;
  __version: Version;
}

export interface CatalogueTables {
  categories: CategoriesTable;
  stations: StationsTable;
  addons: AddonsTable;
  products: ProductsTable;
  product_addons: ProductAddonsTable;
  product_variations: ProductVariationsTable;
  menus: MenusTable;
  menu_items: MenuItemsTable;
}
