import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Schemas } from '../../http/contract-types';
import { NAME_ONLY, readTranslations } from '../catalogue/translations';
import { changeCache } from '../engine/change-cache';
import { productionPlan, type ProductionPlan } from './query';
import {
  ADDON_KEY_SEPARATOR,
  ADDON_NAME_MARK,
  countCarriedOver,
  namesByIds,
  productionCounts,
  productionLateChanges,
  translationsByIds,
  type ProductionCount,
} from './repository';

export type ProductionRow = Schemas['ProductionRow'];
export type ProductionMeta = Schemas['ProductionMeta'];
type Ref = Schemas['ProductionRef'];

/** Shown for the items of a product deleted since it was ordered. */
export const UNKNOWN_PRODUCT = 'Deleted product';

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The ids an addon key names (a part marked as a name is an addon deleted since). */
function addonIds(key: string | null): number[] {
  if (!key) return [];
  return key
    .split(ADDON_KEY_SEPARATOR)
    .filter((p) => !p.startsWith(ADDON_NAME_MARK))
    .map(Number);
}

interface Names {
  products: Map<number, string>;
  variations: Map<number, string>;
  outlets: Map<number, string>;
  addons: Map<number, string>;
  /** Stored translations (JSON text) of the products, variations and addons. */
  productTranslations: Map<number, string | null>;
  variationTranslations: Map<number, string | null>;
  addonTranslations: Map<number, string | null>;
}

async function loadNames(db: Kysely<Database>, counts: ProductionCount[]): Promise<Names> {
  const present = (list: Array<number | null>) => list.filter((id): id is number => id !== null);
  const productIds = present(counts.map((c) => c.product_id));
  const variationIds = present(counts.map((c) => c.variation_id));
  const addonIdList = counts.flatMap((c) => addonIds(c.addon_key));
  const [products, variations, outlets, addons, productTranslations, variationTranslations, addonTranslations] =
    await Promise.all([
      namesByIds(db, 'products', productIds),
      namesByIds(db, 'product_variations', variationIds),
      namesByIds(db, 'outlets', present(counts.map((c) => c.outlet_id))),
      namesByIds(db, 'addons', addonIdList),
      translationsByIds(db, 'products', productIds),
      translationsByIds(db, 'product_variations', variationIds),
      translationsByIds(db, 'addons', addonIdList),
    ]);
  return { products, variations, outlets, addons, productTranslations, variationTranslations, addonTranslations };
}

function addonRefs(key: string | null, names: Names): Ref[] {
  if (!key) return [];
  return key
    .split(ADDON_KEY_SEPARATOR)
    .map((part) =>
      part.startsWith(ADDON_NAME_MARK)
        ? { id: null, name: part.slice(ADDON_NAME_MARK.length), translations: null }
        : {
            id: Number(part),
            name: names.addons.get(Number(part)) ?? '',
            translations: readTranslations(names.addonTranslations.get(Number(part)), NAME_ONLY),
          },
    )
    .sort(byName);
}

/** Adds `quantity` to the entry of `key` in `map`, creating it with `make` the first time. */
function add<T extends { quantity: number }>(map: Map<string, T>, key: string, quantity: number, make: () => T) {
  const entry = map.get(key) ?? make();
  entry.quantity += quantity;
  map.set(key, entry);
}

interface Building {
  product: Ref;
  quantity: number;
  combos: Map<string, Schemas['ProductionCombo']>;
  outlets: Map<string, Schemas['ProductionOutlet']>;
  hours: Map<number, Schemas['ProductionHour']>;
}

/** The counts as one row per product, by product name; combos largest first, outlets by name, hours in order. */
export function sheetRows(counts: ProductionCount[], names: Names): ProductionRow[] {
  const rows = new Map<string, Building>();
  for (const c of counts) {
    const productKey = String(c.product_id);
    const row = rows.get(productKey) ?? {
      product: {
        id: c.product_id,
        name: c.product_id === null ? UNKNOWN_PRODUCT : (names.products.get(c.product_id) ?? UNKNOWN_PRODUCT),
        translations:
          c.product_id === null ? null : readTranslations(names.productTranslations.get(c.product_id), NAME_ONLY),
      },
      quantity: 0,
      combos: new Map(),
      outlets: new Map(),
      hours: new Map(),
    };
    rows.set(productKey, row);
    row.quantity += c.quantity;
    add(row.combos, `${c.variation_id}|${c.addon_key ?? ''}`, c.quantity, () => ({
      variation:
        c.variation_id === null
          ? null
          : {
              id: c.variation_id,
              name: names.variations.get(c.variation_id) || `Variation ${c.variation_id}`,
              translations: readTranslations(names.variationTranslations.get(c.variation_id), NAME_ONLY),
            },
      addons: addonRefs(c.addon_key, names),
      quantity: 0,
    }));
    add(row.outlets, String(c.outlet_id), c.quantity, () => ({
      outlet: c.outlet_id === null ? null : { id: c.outlet_id, name: names.outlets.get(c.outlet_id) ?? '' },
      quantity: 0,
    }));
    const hours = row.hours.get(c.hour) ?? { hour: hourText(c.hour), quantity: 0 };
    hours.quantity += c.quantity;
    row.hours.set(c.hour, hours);
  }
  const comboName = (combo: Schemas['ProductionCombo']) =>
    [combo.variation?.name ?? '', ...combo.addons.map((a) => a.name)].join(' + ');
  return [...rows.values()]
    .map((r) => ({
      product: r.product,
      quantity: r.quantity,
      combos: [...r.combos.values()].sort(
        (a, b) => b.quantity - a.quantity || comboName(a).localeCompare(comboName(b)),
      ),
      outlets: [...r.outlets.values()].sort((a, b) =>
        a.outlet && b.outlet ? byName(a.outlet, b.outlet) : a.outlet ? -1 : b.outlet ? 1 : 0,
      ),
      hours: [...r.hours.values()].sort((a, b) => a.hour.localeCompare(b.hour)),
    }))
    .sort((a, b) => byName(a.product, b.product) || Number(a.product.id) - Number(b.product.id));
}

export function sheetMeta(plan: ProductionPlan, rows: ProductionRow[], carriedOver = 0): ProductionMeta {
  return {
    carried_over: carriedOver,
    date_from: plan.dateFrom,
    date_to: plan.dateTo,
    start: plan.startLocal,
    end: plan.endLocal,
    time_zone: plan.timeZone,
    statuses: plan.statuses as ProductionMeta['statuses'],
    total_quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    total_count: rows.length,
  };
}

/** Each row's late change mark: what changed after the cut-off in any order it counts, and when the last did. */
function markLateChanges(rows: ProductionRow[], late: Array<{ product_id: number | null; late_change: string }>) {
  const KINDS = ['created', 'items', 'date', 'outlet'] as const;
  for (const row of rows) {
    const marks = late
      .filter((l) => l.product_id === row.product.id)
      .map((l) => JSON.parse(l.late_change) as { changes: string[]; at: string });
    if (!marks.length) continue;
    row.late_change = {
      changes: KINDS.filter((k) => marks.some((m) => m.changes.includes(k))),
      at: marks.map((m) => m.at).sort()[marks.length - 1],
    };
  }
}

/** The production sheet of a validated plan. */
export async function productionSheetOf(db: Kysely<Database>, plan: ProductionPlan) {
  const [counts, carriedOver, late] = await Promise.all([
    productionCounts(db, plan),
    countCarriedOver(db, plan),
    productionLateChanges(db, plan),
  ]);
  const rows = sheetRows(counts, await loadNames(db, counts));
  markLateChanges(rows, late);
  return { results: rows, meta: sheetMeta(plan, rows, carriedOver) };
}

type Sheet = Awaited<ReturnType<typeof productionSheetOf>>;
/** A kept sheet and its weak ETag (made from its plan and the change counters it was read under). */
export interface KeptSheet {
  sheet: Sheet;
  etag: string;
}

/** The tables whose changes change a sheet: its rows and every name it shows. */
export const SHEET_TABLES = [
  'orders',
  'order_items',
  'order_item_addons',
  'products',
  'product_variations',
  'addons',
  'outlets',
];
const keptSheet = changeCache<KeptSheet>(SHEET_TABLES);

/**
 * The production sheet for a query (400 on a bad one) in the kitchen's time zone at `now`, with its ETag.
 * A sheet is kept until a write to one of SHEET_TABLES (counted by the database's change counters, so a
 * write by any process) makes it stale; its ETag changes with it, and with the plan (a new day included).
 */
export async function productionSheet(
  db: Kysely<Database>,
  query: Record<string, unknown>,
  zone: string,
  now: number,
): Promise<KeptSheet> {
  const plan = productionPlan(query, zone, now);
  return keptSheet(db, plan, async (key) => ({
    sheet: await productionSheetOf(db, plan),
    etag: `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`,
  }));
}
