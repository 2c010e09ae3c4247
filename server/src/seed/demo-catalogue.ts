/** The demo's catalogue: kitchen stations, categories, addons, products and their addons, variations per outlet. */
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { toCents } from '../resources/money';
import {
  DEMO_ADDONS,
  DEMO_CATEGORIES,
  DEMO_CATEGORY_PREP_MINUTES,
  DEMO_PRODUCT_PREP_MINUTES,
  DEMO_PRODUCTS,
  DEMO_STATIONS,
} from './data';
import type { DemoOrganizations } from './demo-people';
import type { DemoSeed } from './demo-seed';
import { demoProductFlags } from './product-flags';
import { insertProductAddons, insertReturningIds as insertMany } from './seed-repository';
import {
  DEMO_ADDON_TRANSLATIONS,
  DEMO_CATEGORY_TRANSLATIONS,
  DEMO_PRODUCT_TRANSLATIONS,
  DEMO_STATION_TRANSLATIONS,
  demoTranslations,
  demoVariationTranslations,
} from './translations';

/** The catalogue's new ids, by the demo data's order. */
export interface DemoCatalogue {
  categoryId(name: string): number;
  addonIds: number[];
  productIds: number[];
}

/** Kitchen stations, then the catalogue (each category names the station its items go to, if any). */
export async function seedCatalogue(s: DemoSeed): Promise<DemoCatalogue> {
  const stationIds = await insertMany(
    s.trx,
    'stations',
    DEMO_STATIONS.map((st) => ({ name: st.name, translations: demoTranslations(DEMO_STATION_TRANSLATIONS, st.name) })),
  );
  s.count('stations', stationIds.length);
  const stationOf = (category: (typeof DEMO_CATEGORIES)[number]) => {
    const index = DEMO_STATIONS.findIndex((st) => st.categories.includes(category));
    return index >= 0 ? stationIds[index] : null;
  };

  const categoryIds = await insertMany(
    s.trx,
    'categories',
    DEMO_CATEGORIES.map((name, i) => ({
      name,
      order: i + 1,
      status: 'publish',
      prep_minutes: DEMO_CATEGORY_PREP_MINUTES[name],
      translations: demoTranslations(DEMO_CATEGORY_TRANSLATIONS, name),
      station_id: stationOf(name),
    })),
  );
  s.count('categories', categoryIds.length);
  const categoryId = (name: string) => categoryIds[DEMO_CATEGORIES.indexOf(name as (typeof DEMO_CATEGORIES)[number])];

  const addonIds = await insertMany(
    s.trx,
    'addons',
    DEMO_ADDONS.map((a) => ({
      name: a.name,
      extra_charge: toCents(a.extra_charge),
      type: a.type,
      translations: demoTranslations(DEMO_ADDON_TRANSLATIONS, a.name),
    })),
  );
  s.count('addons', addonIds.length);
  const productIds = await seedProducts(s, categoryId, addonIds);
  return { categoryId, addonIds, productIds };
}

/** The products, and the addons each offers; returns the products' ids. */
async function seedProducts(s: DemoSeed, categoryId: (name: string) => number, addonIds: number[]): Promise<number[]> {
  const productIds = await insertMany(
    s.trx,
    'products',
    DEMO_PRODUCTS.map((p) => ({
      name: p.name,
      description: p.description,
      price: toCents(p.price),
      prep_minutes: DEMO_PRODUCT_PREP_MINUTES[p.name] ?? null,
      image: null,
      status: p.status ?? 'publish',
      stock_status: p.stock_status ?? 'available',
      category_id: categoryId(p.category),
      translations: demoTranslations(DEMO_PRODUCT_TRANSLATIONS, p.name),
      ...demoProductFlags(p.name),
    })),
  );
  s.count('products', productIds.length);
  const links = DEMO_PRODUCTS.flatMap((p, pi) =>
    (p.addons ?? []).map((name) => ({
      product_id: productIds[pi],
      addon_id: addonIds[DEMO_ADDONS.findIndex((a) => a.name === name)],
    })),
  );
  await insertProductAddons(s.trx, links);
  s.count('product_addons', links.length);
  return productIds;
}

/** A variation of a product at an outlet (`product_id@outlet_id`): its id and price in cents. */
export type VariationsAt = Map<string, { id: number; price: number }>;

/** Variations: every grill and sandwich at every outlet, slightly dearer downtown. */
export async function seedVariations(
  s: DemoSeed,
  catalogue: DemoCatalogue,
  orgs: DemoOrganizations,
): Promise<VariationsAt> {
  const variationRows: Insertable<Database['product_variations']>[] = [];
  DEMO_PRODUCTS.forEach((p, pi) => {
    if (p.category !== 'Grills' && p.category !== 'Sandwiches') return;
    orgs.outletRows.forEach((o, oi) => {
      const surcharge = o.orgIndex === 0 ? 1.1 : 1;
      const quantity = Math.floor(s.rand() * 40);
      variationRows.push({
        name: `${p.name} – ${o.name}`,
        price: Math.round(toCents(p.price) * surcharge),
        stock_quantity: quantity,
        stock_status: quantity === 0 ? 'unavailable' : 'available',
        product_id: catalogue.productIds[pi],
        outlet_id: orgs.outletIds[oi],
        translations: demoVariationTranslations(p.name, o.name),
      });
    });
  });
  const variationIds = await insertMany(s.trx, 'product_variations', variationRows);
  s.count('product_variations', variationIds.length);
  return new Map(
    variationRows.map((v, vi) => [`${v.product_id}@${v.outlet_id}`, { id: variationIds[vi], price: Number(v.price) }]),
  );
}

/** The products on sale (status `publish`), with their index in DEMO_PRODUCTS. */
export function publishedProducts() {
  return DEMO_PRODUCTS.map((p, i) => ({ p, i })).filter((x) => (x.p.status ?? 'publish') === 'publish');
}

export type PublishedProducts = ReturnType<typeof publishedProducts>;
