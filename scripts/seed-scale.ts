/**
 * `npm run seed:scale -- --orders 1000000 [--database-url URL] [--days 730] [--seed 7]`
 *
 * Fills a database (migrated first; the demo data and users are seeded when it is empty) with a large,
 * realistic catering business around N orders: organizations, outlets, employees and kitchen staff,
 * categories, addons and products (with links and per-outlet variations), monthly menus with items, and
 * N orders (about 3 items each, and each order's status history) spread over ~2 years up to tomorrow,
 * with today's and tomorrow's orders in every status. Everything is proportional to N.
 *
 * Fast on purpose: rows are generated in memory in batches and written in one transaction per batch with
 * prepared multi-row INSERTs (SQLite) or `INSERT … SELECT FROM unnest($1::int[], …)` (PostgreSQL, one
 * round trip per table per batch). The secondary indexes and triggers of the order tables are dropped for
 * the load and re-created after it (the same DDL, read back from the database's catalogue), the search index
 * is rebuilt, the change counters bumped and the planner statistics refreshed. Prints rows/s.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DateTime } from 'luxon';
import pg from 'pg';
import { DEFAULT_DEMO_PASSWORD } from '../server/src/config';
import { createDb, isPostgresUrl, sqlitePath } from '../server/src/db/connect';
import { migrateToLatest } from '../server/src/db/migrate';
import {
  ORDERS_SEARCH_COLUMNS,
  ORDERS_SEARCH_TABLE,
  ordersSearchValues,
  resetRowCountsSql,
  ROW_COUNTED_TABLES,
} from '../server/src/db/scale-schema';
import { DEMO_ADDONS, DEMO_CATEGORIES, DEMO_PEOPLE, DEMO_PRODUCTS, REJECT_REASONS } from '../server/src/seed/data';
import { seedDemoData } from '../server/src/seed/demo';

export interface ScaleOptions {
  databaseUrl: string;
  orders: number;
  /** Days of history before today (default 730). */
  days?: number;
  seed?: number;
  /** "Now" (default: the current time); today and tomorrow are taken in `timeZone`. */
  now?: Date;
  timeZone?: string;
  demoPassword?: string;
  log?: (line: string) => void;
}

export interface ScaleResult {
  rows: Record<string, number>;
  totalRows: number;
  seconds: number;
  rowsPerSecond: number;
  /** The business day the data treats as today (YYYY-MM-DD, in the time zone). */
  today: string;
}

type Value = string | number | null;
type Rows = Value[][];

interface TableSpec {
  name: string;
  columns: string[];
  /** PostgreSQL array types of the columns, for unnest. */
  types: string[];
}

const T = (name: string, spec: Array<[string, string]>): TableSpec => ({
  name,
  columns: spec.map((c) => c[0]),
  types: spec.map((c) => c[1]),
});

const TABLES = {
  organizations: T('organizations', [
    ['id', 'int4'],
    ['name', 'text'],
    ['email', 'text'],
    ['address', 'text'],
    ['__date_created', 'text'],
  ]),
  outlets: T('outlets', [
    ['id', 'int4'],
    ['name', 'text'],
    ['organization_id', 'int4'],
    ['special_code', 'text'],
    ['opening_hours_from', 'text'],
    ['opening_hours_to', 'text'],
    ['holidays', 'text'],
    ['time_zone', 'text'],
    ['phone_number', 'text'],
    ['address', 'text'],
    ['__date_created', 'text'],
  ]),
  employees: T('employees', [
    ['id', 'int4'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['email', 'text'],
    ['phone_number', 'text'],
    ['whatsapp_number', 'text'],
    ['date_of_birth', 'text'],
    ['address', 'text'],
    ['organization_id', 'int4'],
    ['outlet_id', 'int4'],
    ['__date_created', 'text'],
  ]),
  kitchen_staff: T('kitchen_staff', [
    ['id', 'int4'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['email', 'text'],
    ['phone_number', 'text'],
    ['address', 'text'],
    ['outlet_id', 'int4'],
    ['__date_created', 'text'],
  ]),
  categories: T('categories', [
    ['id', 'int4'],
    ['name', 'text'],
    ['order', 'int4'],
    ['status', 'text'],
    ['__date_created', 'text'],
  ]),
  addons: T('addons', [
    ['id', 'int4'],
    ['name', 'text'],
    ['extra_charge', 'int4'],
    ['type', 'text'],
    ['__date_created', 'text'],
  ]),
  products: T('products', [
    ['id', 'int4'],
    ['name', 'text'],
    ['description', 'text'],
    ['price', 'int4'],
    ['status', 'text'],
    ['stock_status', 'text'],
    ['category_id', 'int4'],
    ['__date_created', 'text'],
  ]),
  product_addons: T('product_addons', [
    ['product_id', 'int4'],
    ['addon_id', 'int4'],
  ]),
  product_variations: T('product_variations', [
    ['id', 'int4'],
    ['name', 'text'],
    ['price', 'int4'],
    ['stock_status', 'text'],
    ['stock_quantity', 'int4'],
    ['product_id', 'int4'],
    ['outlet_id', 'int4'],
    ['__date_created', 'text'],
  ]),
  menus: T('menus', [
    ['id', 'int4'],
    ['name', 'text'],
    ['outlet_id', 'int4'],
    ['__date_created', 'text'],
  ]),
  menu_items: T('menu_items', [
    ['id', 'int4'],
    ['name', 'text'],
    ['product_id', 'int4'],
    ['category_id', 'int4'],
    ['date', 'text'],
    ['menu_id', 'int4'],
    ['__date_created', 'text'],
  ]),
  orders: T('orders', [
    ['id', 'int4'],
    ['order_number', 'int4'],
    ['name', 'text'],
    ['employee_id', 'int4'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['email', 'text'],
    ['phone_number', 'text'],
    ['outlet_id', 'int4'],
    ['organization_id', 'int4'],
    ['note', 'text'],
    ['reject_reason', 'text'],
    ['discount', 'int4'],
    ['subtotal', 'int4'],
    ['total', 'int4'],
    ['address', 'text'],
    ['status', 'text'],
    ['type', 'text'],
    ['date', 'text'],
    ['completed_at', 'text'],
    ['summary', 'text'],
    ['payment_method', 'text'],
    ['__date_created', 'text'],
    ['__version', 'int4'],
  ]),
  order_items: T('order_items', [
    ['id', 'int4'],
    ['name', 'text'],
    ['product_id', 'int4'],
    ['order_id', 'int4'],
    ['unit_price', 'int4'],
    ['quantity', 'int4'],
    ['subtotal', 'int4'],
    ['discount', 'float8'],
    ['total', 'int4'],
    ['note', 'text'],
    ['__date_created', 'text'],
    ['product_variation_id', 'int4'],
  ]),
  order_item_addons: T('order_item_addons', [
    ['id', 'int4'],
    ['order_item_id', 'int4'],
    ['addon_id', 'int4'],
    ['name', 'text'],
    ['extra_charge', 'int4'],
  ]),
  order_status_changes: T('order_status_changes', [
    ['id', 'int4'],
    ['order_id', 'int4'],
    ['from_status', 'text'],
    ['to_status', 'text'],
    ['reject_reason', 'text'],
    ['user_id', 'int4'],
    ['at', 'text'],
  ]),
} satisfies Record<string, TableSpec>;

type TableName = keyof typeof TABLES;
/** Tables whose secondary indexes and triggers are set aside during the load. */
const BULK_TABLES: TableName[] = ['orders', 'order_items', 'order_item_addons', 'order_status_changes', 'menu_items'];
const ORDER_BATCH = 5000;

/** The database side of the load: same calls for both dialects. */
interface Loader {
  maxId(table: string): Promise<number>;
  begin(): Promise<void>;
  commit(): Promise<void>;
  insert(table: TableSpec, rows: Rows): Promise<void>;
  scalar(sqlText: string): Promise<number>;
  exec(sqlText: string): Promise<void>;
  /** Drops secondary indexes and triggers of the tables; returns what restores them. */
  setAside(tables: string[]): Promise<() => Promise<void>>;
  finish(log: (line: string) => void): Promise<void>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------- SQLite

function sqliteLoader(file: string): Loader {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  db.pragma('foreign_keys = OFF');
  const statements = new Map<string, SQLite.Statement>();
  const CHUNK = 200;
  const statementFor = (table: TableSpec, rows: number) => {
    const key = `${table.name}:${rows}`;
    let s = statements.get(key);
    if (!s) {
      const one = `(${table.columns.map(() => '?').join(',')})`;
      s = db.prepare(
        `insert into "${table.name}" (${table.columns.map((c) => `"${c}"`).join(',')}) values ${Array(rows).fill(one).join(',')}`,
      );
      statements.set(key, s);
    }
    return s;
  };
  return {
    async maxId(table) {
      return Number(
        (
          db
            .prepare(
              `select coalesce(max(${table === 'product_addons' ? 'product_id' : 'id'}), 0) as m from "${table}"`,
            )
            .get() as { m: number }
        ).m,
      );
    },
    async begin() {
      db.exec('begin');
    },
    async commit() {
      db.exec('commit');
    },
    async insert(table, rows) {
      let i = 0;
      for (; i + CHUNK <= rows.length; i += CHUNK) statementFor(table, CHUNK).run(rows.slice(i, i + CHUNK).flat());
      if (i < rows.length) statementFor(table, rows.length - i).run(rows.slice(i).flat());
    },
    async scalar(sqlText) {
      return Number(Object.values(db.prepare(sqlText).get() as Record<string, unknown>)[0]);
    },
    async exec(sqlText) {
      db.exec(sqlText);
    },
    async setAside(tables) {
      const list = tables.map((t) => `'${t}'`).join(',');
      const items = db
        .prepare(
          `select type, name, sql from sqlite_master where type in ('index', 'trigger') and sql is not null and tbl_name in (${list})`,
        )
        .all() as Array<{ type: string; name: string; sql: string }>;
      for (const item of items) db.exec(`drop ${item.type} "${item.name}"`);
      return async () => {
        for (const item of items.filter((i) => i.type === 'index')) db.exec(item.sql);
        for (const item of items.filter((i) => i.type === 'trigger')) db.exec(item.sql);
      };
    },
    async finish(log) {
      log('analyze…');
      // Sampled statistics: enough for the planner, seconds instead of minutes at millions of rows.
      db.pragma('analysis_limit = 2000');
      db.exec('analyze');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}

// ------------------------------------------------------------------------------------------ PostgreSQL

function postgresLoader(url: string): Loader {
  const client = new pg.Client({ connectionString: url });
  let connected: Promise<void> | undefined;
  const q = async (text: string, values?: unknown[]) => {
    connected ??= client.connect().then(async () => {
      await client.query(`set maintenance_work_mem = '512MB'`);
      await client.query('set synchronous_commit = off');
    });
    await connected;
    return client.query(text, values);
  };
  return {
    async maxId(table) {
      return Number(
        (await q(`select coalesce(max(${table === 'product_addons' ? 'product_id' : 'id'}), 0) as m from "${table}"`))
          .rows[0].m,
      );
    },
    async begin() {
      await q('begin');
    },
    async commit() {
      await q('commit');
    },
    async insert(table, rows) {
      if (!rows.length) return;
      const columns = table.columns.map((_, c) => rows.map((r) => r[c]));
      const unnest = table.types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
      await q(
        `insert into "${table.name}" (${table.columns.map((c) => `"${c}"`).join(', ')}) select * from unnest(${unnest})`,
        columns,
      );
    },
    async scalar(sqlText) {
      return Number(Object.values((await q(sqlText)).rows[0] as Record<string, unknown>)[0]);
    },
    async exec(sqlText) {
      await q(sqlText);
    },
    async setAside(tables) {
      const list = tables.map((t) => `'${t}'`).join(',');
      const indexes = (
        await q(`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename in (${list})
        and indexname not in (select conname from pg_constraint)`)
      ).rows as Array<{ indexname: string; indexdef: string }>;
      for (const i of indexes) await q(`drop index "${i.indexname}"`);
      for (const t of tables) await q(`alter table "${t}" disable trigger user`);
      return async () => {
        for (const i of indexes) await q(i.indexdef);
        for (const t of tables) await q(`alter table "${t}" enable trigger user`);
      };
    },
    async finish(log) {
      for (const table of Object.values(TABLES)) {
        if (!table.columns.includes('id')) continue;
        await q(
          `select setval(pg_get_serial_sequence('"${table.name}"', 'id'), greatest((select max(id) from "${table.name}"), 1))`,
        );
      }
      log('vacuum analyze…');
      await q('vacuum analyze');
    },
    async close() {
      await client.end();
    },
  };
}

// -------------------------------------------------------------------------------------------- data

/** A small deterministic generator: the same options give the same database. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const FIRST_NAMES = [
  'Nadine',
  'Georges',
  'Lara',
  'Omar',
  'Tarek',
  'Yasmine',
  'Fadi',
  'Rita',
  'Samer',
  'Joelle',
  'Hadi',
  'Carla',
  'Ziad',
  'Nour',
  'Walid',
  'Dima',
  'Marwan',
  'Sarah',
  'Bassel',
  'Hiba',
  'Rami',
  'Maya',
  'Karim',
  'Rania',
  'Elie',
  'Mira',
  'Jad',
  'Tala',
  'Charbel',
  'Lea',
  'Ali',
  'Zeina',
  'Anthony',
  'Maria',
  'Hassan',
  'Layal',
  'Wissam',
  'Rola',
  'Nabil',
  'Cynthia',
  'Sami',
  'Reem',
  'Fouad',
  'Grace',
  'Khalil',
  'Nada',
  'Roy',
  'Christelle',
  'Mahmoud',
  'Pamela',
  'Youssef',
  'Diana',
  'Antoine',
  'Hala',
  'Imad',
  'Nathalie',
  'Bilal',
  'Sandra',
  'Mazen',
  'Yara',
  'Chadi',
  'Farah',
  'Tony',
  'Lina',
  'Ghassan',
  'Dalia',
  'Michel',
  'Noura',
  'Raed',
  'Stephanie',
];
const LAST_NAMES = [
  ...new Set([
    ...DEMO_PEOPLE.map((p) => p[1]),
    'Haddad',
    'Khoury',
    'Saadeh',
    'Nassar',
    'Frem',
    'Gemayel',
    'Salameh',
    'Hobeika',
    'Maalouf',
    'Srour',
    'Hijazi',
    'Najjar',
    'Awad',
    'Sfeir',
    'Chamoun',
    'Yazbeck',
    'Harb',
    'Zoghbi',
    'Rizk',
    'Abboud',
    'Ibrahim',
    'Younes',
    'Saab',
    'Feghali',
    'Kanaan',
    'Baz',
    'Mikati',
    'Sabbagh',
    'Hakim',
    'Tabet',
    'Dagher',
    'Assaf',
    'Akiki',
    'Bejjani',
    'Chidiac',
    'Daou',
    'Eid',
    'Fakhoury',
    'Ghanem',
    'Hajjar',
    'Issa',
    'Jreige',
    'Kassis',
    'Lahoud',
    'Makhlouf',
    'Nehme',
    'Obeid',
    'Rahal',
    'Sarkis',
    'Tohme',
    'Wehbe',
    'Zakhour',
    'Achkar',
    'Bitar',
    'Choueiri',
    'Doumit',
    'Estephan',
    'Fares',
    'Geha',
    'Helou',
    'Jabbour',
    'Khalife',
    'Matar',
    'Nader',
    'Rahme',
    'Salem',
    'Tannous',
    'Zein',
  ]),
];
const ORG_KINDS = [
  ['Bank', 'Banque', 'bank'],
  ['School', 'Lycée', 'school'],
  ['Tech', 'Technologies', 'tech'],
  ['Clinic', 'Medical Center', 'health'],
  ['Law', 'Law Firm', 'law'],
  ['Hotel', 'Hotel', 'hotel'],
  ['Media', 'Media Group', 'media'],
  ['Retail', 'Stores', 'retail'],
  ['Insurance', 'Assurances', 'insurance'],
  ['University', 'University', 'edu'],
] as const;
const PLACES = [
  'Hamra',
  'Achrafieh',
  'Verdun',
  'Gemmayzeh',
  'Mar Mikhael',
  'Badaro',
  'Sin El Fil',
  'Jounieh',
  'Byblos',
  'Dbayeh',
  'Antelias',
  'Baabda',
  'Hazmieh',
  'Zalka',
  'Jdeideh',
  'Kaslik',
  'Batroun',
  'Saida',
  'Tripoli',
  'Zahle',
  'Aley',
  'Broummana',
  'Ras Beirut',
  'Downtown',
  'Mkalles',
  'Furn El Chebbak',
  'Dekwaneh',
  'Bourj Hammoud',
  'Sodeco',
  'Clemenceau',
];
const BRANDS = [
  'Cedar',
  'Phoenicia',
  'Levant',
  'Byblos',
  'Olive',
  'Sunrise',
  'Harbor',
  'Mount',
  'Jasmine',
  'Atlas',
  'Orient',
  'Sannine',
  'Qadisha',
  'Litani',
  'Azure',
  'Crescent',
  'Meridian',
  'Horizon',
  'Pinecrest',
  'Riviera',
];
const ORDER_NAMES = [
  'Team lunch',
  'Board meeting coffee break',
  'Staff breakfast',
  'Client workshop lunch',
  'Teachers’ lounge lunch',
  'Night shift dinner',
  'Sprint review catering',
  'Birthday celebration',
  'Training day buffet',
  'Department meeting lunch',
  'Welcome lunch for new hires',
  'Quarterly review dinner',
  'Farewell party',
  'Product launch reception',
  'Ramadan iftar',
  'Christmas party',
  'Conference coffee break',
  'Open day snacks',
  'Parents’ evening refreshments',
  'Weekly standup breakfast',
  'Audit team lunch',
  'Interview day lunch',
];
const DEPARTMENTS = [
  'Treasury',
  'HR',
  'IT',
  'Finance',
  'Sales',
  'Marketing',
  'Legal',
  'Operations',
  'Admissions',
  'Nursing',
  'Front desk',
  'Engineering',
];
const NOTES = [
  'Please include vegetarian options and extra napkins.',
  'Deliver to the 3rd floor reception.',
  'No nuts please: one guest is allergic.',
  'Call on arrival.',
  'Set up by 11:45 at the latest.',
  'Extra bread on the side.',
  'Plates and cutlery for everyone, please.',
];
const EXTRA_CATEGORIES = [
  'Breakfast',
  'Soups',
  'Platters',
  'Vegan',
  'Kids',
  'Hot Dishes',
  'Pastries',
  'Coffee Break',
  'Fruits',
  'Boxes',
  'Seafood',
  'Bakery',
  'Cold Cuts',
];
const DISH_WORDS = [
  'Chicken',
  'Beef',
  'Lamb',
  'Halloumi',
  'Falafel',
  'Zaatar',
  'Labneh',
  'Fattoush',
  'Tabbouleh',
  'Kibbeh',
  'Shawarma',
  'Kafta',
  'Musakhan',
  'Moujaddara',
  'Freekeh',
  'Sayadieh',
  'Mloukhieh',
  'Batata',
  'Foul',
  'Fatteh',
  'Samke Harra',
  'Ouzi',
  'Mansaf',
  'Sfiha',
  'Kaak',
];
const DISH_FORMS = [
  'Platter',
  'Wrap',
  'Bowl',
  'Box',
  'Tray (10 pcs)',
  'Salad',
  'Skewers',
  'Pie',
  'Plate',
  'Sandwich',
  'Mezze',
  'Roll',
];
const ADDON_WORDS = ['Extra', 'Side of', 'Spicy', 'Garlic', 'Lemon', 'Mint', 'Pickled', 'Grilled', 'Fresh', 'Toasted'];
const ADDON_THINGS = [
  'toum',
  'tahini',
  'fries',
  'halloumi',
  'pickles',
  'bread',
  'olives',
  'vegetables',
  'cheese',
  'rice',
  'yoghurt',
  'salad',
];
const ORDER_TYPES = ['pick_up', 'delivery', 'dine_in'];
const PAYMENT_METHODS = ['cash', 'card', 'on_account'];
const PATHS: Record<string, string[]> = {
  pending: ['pending'],
  processing: ['pending', 'processing'],
  ready_for_pickup: ['pending', 'processing', 'ready_for_pickup'],
  on_the_way: ['pending', 'processing', 'ready_for_pickup', 'on_the_way'],
  delivered: ['pending', 'processing', 'ready_for_pickup', 'delivered'],
  cancelled: ['pending', 'cancelled'],
};
const STATUSES = Object.keys(PATHS);

const clean = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
const iso = (ms: number) => new Date(ms).toISOString();

export async function seedScale(options: ScaleOptions): Promise<ScaleResult> {
  const out = options.log ?? ((line: string) => console.log(line));
  const t0 = performance.now();
  const log = (line: string) => out(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);
  const N = Math.max(1, Math.floor(options.orders));
  const s = N / 1_000_000;
  const days = options.days ?? 730;
  const zone = options.timeZone ?? 'Asia/Beirut';
  const now = DateTime.fromJSDate(options.now ?? new Date()).setZone(zone);
  const todayStart = now.startOf('day');
  const rand = prng(options.seed ?? 20261121);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <X>(list: readonly X[]): X => list[int(list.length)];

  // 1. Schema and the demo data (users, the demo caterer) through the app's own code.
  const kdb = createDb(options.databaseUrl);
  try {
    await migrateToLatest(kdb);
    await seedDemoData(kdb, {
      demoPassword: options.demoPassword ?? process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    });
  } finally {
    await kdb.destroy();
  }

  const loader = isPostgresUrl(options.databaseUrl)
    ? postgresLoader(options.databaseUrl)
    : sqliteLoader(sqlitePath(options.databaseUrl));
  const started = performance.now();
  const counts: Record<string, number> = {};
  const write = async (table: TableName, rows: Rows) => {
    await loader.insert(TABLES[table], rows);
    counts[table] = (counts[table] ?? 0) + rows.length;
  };
  const nextIds: Partial<Record<TableName, number>> = {};
  for (const t of Object.keys(TABLES) as TableName[])
    if (t !== 'product_addons') nextIds[t] = (await loader.maxId(t)) + 1;
  const newId = (t: TableName) => nextIds[t]!++;
  const kitchenUser =
    (await loader.scalar(`select coalesce(min(id), 0) as id from users where role = 'kitchen_staff'`)) || null;
  const created = (daysAgo: number) => iso(now.minus({ days: daysAgo, minutes: int(600) }).toMillis());

  try {
    // 2. Clients and catalogue, proportional to N.
    log('clients and catalogue…');
    await loader.begin();
    const orgCount = Math.max(4, Math.round(200 * s));
    const orgs: Array<{ id: number; domain: string; address: string }> = [];
    const orgRows: Rows = [];
    for (let i = 0; i < orgCount; i++) {
      const [kind, suffix, word] = ORG_KINDS[i % ORG_KINDS.length];
      const brand = BRANDS[Math.floor(i / ORG_KINDS.length) % BRANDS.length];
      const n = Math.floor(i / (ORG_KINDS.length * BRANDS.length));
      const name = `${brand} ${suffix}${n ? ` ${n + 1}` : ''}`;
      const domain = `${clean(brand)}${word}${n || ''}.demo.test`;
      const address = `${pick(PLACES)}, Beirut`;
      const id = newId('organizations');
      orgs.push({ id, domain, address });
      orgRows.push([id, name, `office@${domain}`, address, created(days + 30)]);
      void kind;
    }
    await write('organizations', orgRows);

    const outlets: Array<{ id: number; org: number; place: string }> = [];
    const outletRows: Rows = [];
    const codeBase = await loader.maxId('outlets');
    for (const org of orgs) {
      const k = 1 + int(3);
      for (let j = 0; j < k; j++) {
        const id = newId('outlets');
        const place = pick(PLACES);
        outlets.push({ id, org: org.id, place });
        outletRows.push([
          id,
          `${place} ${['Cafeteria', 'Pantry', 'Canteen', 'Kitchen', 'Lounge'][j % 5]} #${id}`,
          org.id,
          `SC-${(codeBase + outlets.length).toString(36).toUpperCase().padStart(5, '0')}-${id}`,
          '07:30',
          '17:00',
          '[0,6]',
          zone,
          `+961 1 ${100 + int(900)} ${100 + int(900)}`,
          `${place}, Beirut`,
          created(days + 20),
        ]);
      }
    }
    await write('outlets', outletRows);
    const outletsOf = new Map<number, number[]>();
    for (const o of outlets) outletsOf.set(o.org, [...(outletsOf.get(o.org) ?? []), o.id]);

    const employeeCount = Math.max(20, Math.round(5000 * s));
    const employees: Array<{
      id: number;
      first: string;
      last: string;
      email: string;
      phone: string;
      org: number;
      outlet: number;
      address: string;
    }> = [];
    const employeeRows: Rows = [];
    for (let i = 0; i < employeeCount; i++) {
      const org = orgs[i % orgs.length];
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      const id = newId('employees');
      const email = `${clean(first)}.${clean(last)}.${id}@${org.domain}`;
      const phone = `+961 ${pick(['3', '70', '71', '76', '81'])} ${String(100000 + ((id * 7919) % 900000)).slice(0, 3)} ${String(1000 + ((id * 104729) % 9000)).slice(0, 3)}`;
      const outlet = pick(outletsOf.get(org.id)!);
      employees.push({ id, first, last, email, phone, org: org.id, outlet, address: org.address });
      employeeRows.push([
        id,
        first,
        last,
        email,
        phone,
        i % 2 ? phone : null,
        `19${70 + int(30)}-${String(1 + int(12)).padStart(2, '0')}-${String(1 + int(28)).padStart(2, '0')}`,
        org.address,
        org.id,
        outlet,
        created(days + 10 - int(days)),
      ]);
    }
    await write('employees', employeeRows);

    const kitchenRows: Rows = [];
    for (const o of outlets) {
      for (let j = 0; j < 2; j++) {
        const id = newId('kitchen_staff');
        const first = pick(FIRST_NAMES);
        const last = pick(LAST_NAMES);
        kitchenRows.push([
          id,
          first,
          last,
          `${clean(first)}.${clean(last)}.k${id}@kitchen.demo.test`,
          `+961 76 ${100 + int(900)} ${100 + int(900)}`,
          `${o.place}, Beirut`,
          o.id,
          created(days),
        ]);
      }
    }
    await write('kitchen_staff', kitchenRows);

    const categoryNames = [...DEMO_CATEGORIES, ...EXTRA_CATEGORIES].slice(
      0,
      Math.max(DEMO_CATEGORIES.length, Math.round(20 * Math.min(1, s * 4))),
    );
    const categoryIds: number[] = [];
    await write(
      'categories',
      categoryNames.map((name, i) => {
        const id = newId('categories');
        categoryIds.push(id);
        return [id, `${name} · ${id}`, 100 + i, 'publish', created(days + 30)];
      }),
    );

    const addonCount = Math.max(DEMO_ADDONS.length, Math.round(40 * Math.min(1, s * 4)));
    const addonIds: number[] = [];
    const addonInfo = new Map<number, { name: string; charge: number }>();
    await write(
      'addons',
      Array.from({ length: addonCount }, (_, i) => {
        const id = newId('addons');
        addonIds.push(id);
        const name = `${ADDON_WORDS[i % ADDON_WORDS.length]} ${ADDON_THINGS[Math.floor(i / ADDON_WORDS.length) % ADDON_THINGS.length]} #${id}`;
        const charge = 25 * (1 + int(12));
        addonInfo.set(id, { name, charge });
        return [id, name, charge, pick(['extra', 'side', 'sauce', 'drink']), created(days + 30)];
      }),
    );

    const productCount = Math.max(DEMO_PRODUCTS.length, Math.round(400 * s));
    const products: Array<{
      id: number;
      name: string;
      price: number;
      category: number;
      published: boolean;
      addons: number[];
      variations: number[];
    }> = [];
    const productRows: Rows = [];
    const links: Rows = [];
    for (let i = 0; i < productCount; i++) {
      const id = newId('products');
      const name = `${DISH_WORDS[i % DISH_WORDS.length]} ${DISH_FORMS[Math.floor(i / DISH_WORDS.length) % DISH_FORMS.length]} #${id}`;
      const price = 100 * (2 + int(20)) + 25 * int(4);
      const category = pick(categoryIds);
      const published = rand() < 0.9;
      const product = { id, name, price, category, published, addons: [] as number[], variations: [] as number[] };
      products.push(product);
      productRows.push([
        id,
        name,
        `${name}: prepared fresh in our central kitchen, serves one.`,
        price,
        published ? 'publish' : 'draft',
        rand() < 0.95 ? 'available' : 'unavailable',
        category,
        created(days + 25),
      ]);
      const linked = new Set<number>();
      for (let k = int(4); k > 0; k--) linked.add(pick(addonIds));
      for (const a of linked) links.push([id, a]);
      product.addons = [...linked];
    }
    await write('products', productRows);
    await write('product_addons', links);
    const published = products.filter((p) => p.published);

    const variationRows: Rows = [];
    const variationCount = Math.round(2000 * s) || 20;
    for (let i = 0; i < variationCount; i++) {
      const p = products[i % products.length];
      const o = outlets[int(outlets.length)];
      const quantity = int(40);
      const variationId = newId('product_variations');
      p.variations.push(variationId);
      variationRows.push([
        variationId,
        `${p.name} – ${o.place} #${o.id}`,
        Math.round(p.price * 1.1),
        quantity ? 'available' : 'unavailable',
        quantity,
        p.id,
        o.id,
        created(days),
      ]);
    }
    await write('product_variations', variationRows);
    await loader.commit();

    // 3. The order tables (and menu items): secondary indexes and triggers set aside for the load.
    const restore = await loader.setAside(BULK_TABLES);
    try {
      log('menus…');
      await loader.begin();
      // Monthly menus per outlet over the period, each with five dishes on every weekday.
      const menuRows: Rows = [];
      const menuItemRows: Rows = [];
      const months = Math.ceil(days / 30.4);
      const menuOutlets = outlets.slice(0, Math.min(outlets.length, Math.max(4, Math.round(100 * s))));
      // Plain UTC date arithmetic: luxon with a zone costs ~0.5 ms a step, too slow for a million steps.
      const firstOfMonth = todayStart.startOf('month');
      for (let m = months; m >= 0; m--) {
        const month = firstOfMonth.minus({ months: m });
        const monthName = month.toFormat('LLLL yyyy');
        const createdIso = iso(month.minus({ days: 5 }).toMillis());
        const first = Date.UTC(month.year, month.month - 1, 1);
        const end = Date.UTC(month.year, month.month, 1);
        const weekdays: string[] = [];
        for (let ms = first; ms < end; ms += 86400_000) {
          const wd = new Date(ms).getUTCDay();
          if (wd !== 0 && wd !== 6) weekdays.push(new Date(ms).toISOString().slice(0, 10));
        }
        for (const o of menuOutlets) {
          const menuId = newId('menus');
          menuRows.push([menuId, `${monthName} – ${o.place} #${o.id}`, o.id, createdIso]);
          for (const day of weekdays) {
            const chosen = new Set<number>();
            while (chosen.size < 5) chosen.add(int(published.length));
            for (const k of chosen) {
              const p = published[k];
              menuItemRows.push([newId('menu_items'), p.name, p.id, p.category, day, menuId, createdIso]);
            }
          }
        }
        if (menuItemRows.length > 20000) {
          await write('menus', menuRows.splice(0));
          await write('menu_items', menuItemRows.splice(0));
        }
      }
      await write('menus', menuRows);
      await write('menu_items', menuItemRows);
      await loader.commit();
      log('orders…');

      // Orders: created in time order over `days` days up to now; delivery date a few hours to 3 days later.
      // The last ones (today and tomorrow) are spread over every status; older ones are mostly delivered.
      const firstNumber = (await loader.scalar(`select value from counters where name = 'order_number'`)) + 1;
      const startMs = todayStart.minus({ days }).toMillis();
      const endMs = now.toMillis();
      const todayMs = todayStart.toMillis();
      const dayAfterTomorrowMs = todayStart.plus({ days: 2 }).toMillis();
      // Guarantee every status on today's and tomorrow's boards, whatever N.
      const forced = Math.min(N, 24);
      let made = 0;
      while (made < N) {
        const batch = Math.min(ORDER_BATCH, N - made);
        const orderRows: Rows = [];
        const itemRows: Rows = [];
        const itemAddonRows: Rows = [];
        const historyRows: Rows = [];
        for (let b = 0; b < batch; b++, made++) {
          const k = made;
          const forcedIndex = k - (N - forced);
          let createdMs = startMs + ((endMs - startMs) * (k + rand())) / N;
          let dateMs = createdMs + 3600_000 * (2 + int(70));
          let status: string;
          if (forcedIndex >= 0) {
            const day = forcedIndex % 2;
            status = STATUSES[Math.floor(forcedIndex / 2) % STATUSES.length];
            createdMs = Math.min(endMs, Math.max(createdMs, endMs - 3600_000 * 2));
            dateMs = todayMs + day * 86400_000 + 3600_000 * (8 + int(10));
          } else if (dateMs >= dayAfterTomorrowMs) {
            dateMs = todayMs + 86400_000 + 3600_000 * (8 + int(10));
            status = rand() < 0.7 ? 'pending' : 'processing';
          } else status = '';
          if (!status) {
            const r = rand();
            if (dateMs < todayMs) status = r < 0.88 ? 'delivered' : r < 0.98 ? 'cancelled' : pick(STATUSES);
            else if (dateMs < todayMs + 86400_000)
              status =
                r < 0.3
                  ? 'pending'
                  : r < 0.55
                    ? 'processing'
                    : r < 0.65
                      ? 'ready_for_pickup'
                      : r < 0.72
                        ? 'on_the_way'
                        : r < 0.94
                          ? 'delivered'
                          : 'cancelled';
            else status = r < 0.6 ? 'pending' : r < 0.9 ? 'processing' : pick(STATUSES);
          }
          const e = employees[int(employees.length)];
          const id = newId('orders');
          const createdIso = iso(createdMs);
          const type = pick(ORDER_TYPES);
          let subtotal = 0;
          const summary: string[] = [];
          for (let n = 1 + int(3) + int(3); n > 0; n--) {
            const p = published[int(published.length)];
            const quantity = 1 + int(rand() < 0.2 ? 30 : 6);
            const discount = rand() < 0.15 ? 10 : 0;
            const lineSubtotal = p.price * quantity;
            const lineTotal = Math.round((lineSubtotal * (100 - discount)) / 100);
            subtotal += lineTotal;
            summary.push(`${quantity} × ${p.name}`);
            // A quarter of the items are a variation; a third carry one or two of the product's addons.
            const variation = p.variations.length && rand() < 0.25 ? p.variations[int(p.variations.length)] : null;
            const itemId = newId('order_items');
            if (p.addons.length && rand() < 0.33)
              for (const a of new Set([pick(p.addons), pick(p.addons)].slice(0, 1 + int(2)))) {
                const addon = addonInfo.get(a)!;
                itemAddonRows.push([newId('order_item_addons'), itemId, a, addon.name, addon.charge]);
              }
            itemRows.push([
              itemId,
              p.name,
              p.id,
              id,
              p.price,
              quantity,
              lineSubtotal,
              discount,
              lineTotal,
              rand() < 0.05 ? 'No onions' : null,
              createdIso,
              variation,
            ]);
          }
          const discount = rand() < 0.1 ? 100 * (1 + int(5)) : 0;
          const path = PATHS[status];
          const reject = status === 'cancelled' ? pick(REJECT_REASONS) : null;
          orderRows.push([
            id,
            firstNumber + k,
            `${pick(ORDER_NAMES)} – ${pick(DEPARTMENTS)}`,
            e.id,
            e.first,
            e.last,
            e.email,
            e.phone,
            e.outlet,
            e.org,
            rand() < 0.2 ? pick(NOTES) : null,
            reject,
            discount,
            subtotal,
            Math.max(0, subtotal - discount),
            type === 'delivery' ? e.address : null,
            status,
            type,
            iso(dateMs),
            status === 'delivered' ? iso(Math.min(dateMs + 2400_000, Math.max(createdMs, endMs))) : null,
            summary.join(', '),
            pick(PAYMENT_METHODS),
            createdIso,
            path.length,
          ]);
          for (let h = 1; h < path.length; h++)
            historyRows.push([
              newId('order_status_changes'),
              id,
              path[h - 1],
              path[h],
              path[h] === 'cancelled' ? reject : null,
              kitchenUser,
              iso(Math.min(endMs, createdMs + 300_000 * h)),
            ]);
        }
        await loader.begin();
        await write('orders', orderRows);
        await write('order_items', itemRows);
        await write('order_item_addons', itemAddonRows);
        await write('order_status_changes', historyRows);
        await loader.commit();
        if (made % 100_000 < ORDER_BATCH || made === N) {
          const total = Object.values(counts).reduce((a, b) => a + b, 0);
          log(
            `  ${made.toLocaleString('en')} orders · ${total.toLocaleString('en')} rows · ${Math.round(total / ((performance.now() - started) / 1000)).toLocaleString('en')} rows/s`,
          );
        }
      }
      await loader.exec(`update counters set value = ${firstNumber + N - 1} where name = 'order_number'`);
    } finally {
      log('re-creating indexes and triggers…');
      await restore();
    }
    if (!isPostgresUrl(options.databaseUrl)) {
      log('rebuilding the search index…');
      const columns = ORDERS_SEARCH_COLUMNS.join(', ');
      await loader.exec(`delete from ${ORDERS_SEARCH_TABLE}`);
      await loader.exec(
        `insert into ${ORDERS_SEARCH_TABLE} (rowid, ${columns}) select id, ${ordersSearchValues('orders')} from orders`,
      );
    }
    if (isPostgresUrl(options.databaseUrl)) {
      // The row-count triggers were disabled for the load: set the counts to what the tables hold.
      log('resetting the row counts…');
      for (const statement of resetRowCountsSql(ROW_COUNTED_TABLES)) await loader.exec(statement);
    }
    await loader.exec(`update change_counters set value = value + 1`);
    await loader.finish(log);
  } finally {
    await loader.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const totalRows = Object.values(counts).reduce((a, b) => a + b, 0);
  return { rows: counts, totalRows, seconds, rowsPerSecond: totalRows / seconds, today: todayStart.toISODate()! };
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(name.length + 1) : args[i + 1];
}

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const orders = Number(argValue(args, '--orders') ?? 1_000_000);
  if (!Number.isInteger(orders) || orders < 1) throw new Error('--orders must be a positive whole number');
  const databaseUrl =
    argValue(args, '--database-url') ?? process.env.DATABASE_URL ?? `sqlite:${path.resolve('data/scale.sqlite')}`;
  const days = argValue(args, '--days');
  const seed = argValue(args, '--seed');
  console.log(`seed:scale ${orders.toLocaleString('en')} orders into ${databaseUrl.replace(/\/\/[^@/]*@/, '//')}`);
  const result = await seedScale({
    databaseUrl,
    orders,
    days: days ? Number(days) : undefined,
    seed: seed ? Number(seed) : undefined,
  });
  console.log(
    Object.entries(result.rows)
      .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
      .join(' · '),
  );
  console.log(
    `${result.totalRows.toLocaleString('en')} rows in ${result.seconds.toFixed(1)} s = ${Math.round(result.rowsPerSecond).toLocaleString('en')} rows/s (today = ${result.today})`,
  );
}

if (require.main === module)
  cli().catch((err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
