/**
 * `npm run bench:server -- [--orders 1000000] [--db sqlite,postgres] [--requests 1500] [--seconds 10] [--quick] [--only ids]`
 *
 * (`--vs ../base-checkout`: every list figure is also measured on the server of that checkout (e.g. a `git worktree`
 * of the commit before a change), on the same database, right beside this one's, alternating which goes first; each
 * figure's note gives the baseline's p95 and req/s and the ratio. `--only orders.status_date,orders.sort_date,export`:
 * just those figures, for investigating; BENCH_DATA_DIR,
 * BENCH_PG_DATABASE and BENCH_PORTS: where the scale databases live and which ports the server may take.)
 *
 * Builds (once, then cached under bench/.data/) a scale database per engine with seed:scale, starts the real
 * server on it as a child process (127.0.0.1, production mode, request logs at warn), and measures with a
 * bounded closed-loop load generator on loopback (concurrency 10):
 * - every list query the screens make (orders: first page, status_in + date_between, sort by date, search,
 *   deep pages; the kitchen board and its new-order watch; an order's items; small lists; the production sheet
 *   and the dashboard's stats; billing's 24-month statement and ageing report), p95 incl. total_count;
 * - generating a month's invoice of 20,000 delivered orders (billing.generate, ≤ 2 s; lib/billing.ts);
 * - the kitchen board polls answered 304 from their ETag;
 * - a 100k-row export (until the mail is in the outbox, with the server's peak resident memory) and a
 *   10k-row import, each on a freshly started server;
 * - an order update's p95 with its change history written, against the same update on a second server
 *   started with HISTORY_WRITES=off, in alternating rounds (`history`): the history may add at most 20%.
 * Every figure is printed beside its target (PASS/FAIL) and its ratio to two floors measured in the same
 * run: the /healthz round trip at the same concurrency (in blocks alternating with the figure's, for as long), and
 * the same SQL run directly on the database.
 * Results go to bench/results/<timestamp>-server.json (and into `npm run bench`'s combined file).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompiledQuery } from 'kysely';
import { views, resourceDef } from '../../server/src/resources/definitions';
import { parseListQuery } from '../../server/src/resources/engine/list-query';
import { countQuery, pageQuery } from '../../server/src/resources/engine/list-sql';
import { shownTables } from '../../server/src/resources/engine/change-markers';
import type { ResourceDef } from '../../server/src/resources/engine/types';
import { productionPlan } from '../../server/src/resources/production/query';
import { productionCountsQuery } from '../../server/src/resources/production/repository';
import { statsPeriod } from '../../server/src/resources/stats/period';
import { dayStatsQueries, topProductsQuery } from '../../server/src/resources/stats/repository';
import { stationItemsQuery, timedOrdersQuery } from '../../server/src/resources/stats/timing-repository';
import { outletTimeZoneCountsQuery } from '../../server/src/settings/settings-repository';
import { TOP_PRODUCTS } from '../../server/src/resources/stats/handler';
import { DEFAULT_DEMO_PASSWORD } from '../../server/src/config';
import { billingCases, generateFigure } from './lib/billing';
import { load, loadSamples, request } from './lib/load';
import { openRaw, type RawDb } from './lib/raw-sql';
import { judge, table, type Figure } from './lib/report';
import { ensureScaleDb, type Dialect, type ScaleDb } from './lib/scale-db';
import { cpuMsOf, login, memoryOf, ROOT, sampleMemory, startServer, type RunningServer } from './lib/server-process';
import { statsOf, type Stats } from './lib/stats';

export interface ServerBenchOptions {
  orders: number;
  dbs: Dialect[];
  requests: number;
  seconds: number;
  concurrency: number;
  exportRows: number;
  importRows: number;
  /** Only these figures (list case ids, or `cold`, `writes`, `export`, `import`, `history`); all when unset. */
  only?: string[];
  /** A baseline checkout: its server is measured beside this one on every list figure. */
  vs?: string;
  log: (line: string) => void;
}

export interface ServerBenchResult {
  dialect: Dialect;
  orders: number;
  today: string;
  seed: ScaleDb['seed'];
  figures: Figure[];
  checks: Record<string, boolean | string>;
}

const LIST_TARGET_MS = 50;
const POLL_TARGET_MS = 20;
const EXPORT_TARGET_S = 10;
const EXPORT_RSS_TARGET_MB = 200;
const IMPORT_TARGET_S = 10;
/** History writes may add at most this share to an update's p95. */
const HISTORY_OVERHEAD = 0.2;
/** Unmeasured updates before the history figure (both servers). */
const HISTORY_WARMUP = 40;
const ADMIN = 'admin@demo.test';
/** The zone seed:scale's outlets use, so the kitchen's zone. */
const KITCHEN_ZONE = 'Asia/Beirut';

type Query = Record<string, string>;
interface ListCase {
  id: string;
  label: string;
  resource: string;
  kind: 'target' | 'info';
  target: number;
  /** The i-th request's query (rotating cases vary it). */
  query: (i: number) => Query;
  /** Send If-None-Match with the ETag of the first response: expect 304s. */
  conditional?: boolean;
  /** The SQL floor's queries, for a case that is not a resource list (the production sheet). */
  floorQueries?: (raw: RawDb, i: number) => CompiledQuery[];
  note?: string;
}

const defOf = (resource: string): ResourceDef =>
  resourceDef(resource) ?? (views as Record<string, ResourceDef>)[resource];
const qs = (q: Query) => new URLSearchParams(q).toString();
const dayOffset = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);

/** Runs the same page's SQL (the count, then the page's rows) straight on the database, serially; p50/p95 of the sum. */
async function sqlFloor(raw: RawDb, c: ListCase, samples: number, seconds: number): Promise<Stats> {
  const ctx = { dialect: raw.dialect };
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; i < samples && performance.now() < deadline; i++) {
    let ms = 0;
    const timed = async (q: CompiledQuery) => {
      const t0 = performance.now();
      const rows = await raw.run(q);
      ms += performance.now() - t0;
      return rows;
    };
    if (c.floorQueries) {
      for (const q of c.floorQueries(raw, i)) await timed(q);
      times.push(ms);
      continue;
    }
    const def = defOf(c.resource);
    const plan = parseListQuery(def, c.query(i));
    if (c.conditional) {
      // A 304 reads the change counters of the tables the board shows, nothing else.
      await timed(
        raw.kysely
          .selectFrom('change_counters')
          .select(['name', 'value'])
          .where('name', 'in', shownTables(def))
          .compile(),
      );
    } else {
      const total = Number((await timed(countQuery(raw.kysely, def, plan.conditions, ctx)))[0]?.total ?? 0);
      const page = await pageQuery(raw.kysely, def, plan, total, ctx);
      if (page) await timed(page.query);
    }
    times.push(ms);
  }
  return statsOf(times);
}

/**
 * A list figure is measured in this many blocks, each followed by a /healthz block of the same length at the same
 * concurrency: both see the machine as it is over the same stretch of time, and a p95 over a short floor (which
 * misses the tail a longer run meets) cannot flatter or penalise the ratio between them.
 */
const FLOOR_ROUNDS = 5;

/**
 * Before a list figure is measured, its requests are sent unmeasured until this many have been answered or this
 * long has passed, whichever first: a server just started runs the list's code unoptimised. On the orders first
 * page, a fresh server spent 0.49 ms of CPU per request over its first 1,000 requests, 0.16 ms by the 4,000th
 * and 0.10–0.12 ms from about the 10,000th on; a figure that pooled those first thousands with the rest measured
 * the JIT's warm-up, not the request. (Cold starts are measured on their own: `cold`.)
 */
const WARMUP = { requests: 10_000, seconds: 5 };

/** The /healthz round trip as a list case (with `--vs`: the two servers' floors side by side). */
const HEALTHZ_CASE: ListCase = {
  id: 'healthz.vs',
  label: '/healthz round trip',
  resource: '',
  kind: 'info',
  target: LIST_TARGET_MS,
  query: () => ({}),
  floorQueries: () => [],
};

const rpsOf = (f: Figure) => ((f.detail?.stats as Stats | undefined)?.rps ?? 0) as number;

/** A figure is "worse" than its baseline below this share of the baseline's requests per second (run-to-run noise). */
const WORSE_BELOW = 0.9;
const REQUEST_COST_RPS_GAIN = 2;
const REQUEST_COST_X_HEALTHZ = 2;

/**
 * The request-cost verdicts of a side-by-side run: the orders first page serves at least twice the baseline's
 * requests per second, its p95 is at most 2× the /healthz p95 measured alongside it, and no list the baseline
 * also answers is slower than it (a figure the baseline answered with errors, e.g. an operation it lacks, is not
 * compared).
 */
function requestCostFigures(figures: Figure[]): Figure[] {
  const firstPage = figures.find((f) => f.id === 'orders.first_page');
  if (!firstPage || firstPage.detail?.rpsRatio === undefined) return [];
  const compared = figures.filter((f) => {
    const baseline = f.detail?.baseline as { stats?: Stats & { errors?: number } } | undefined;
    return f.detail?.rpsRatio !== undefined && f.id !== 'healthz.vs' && !baseline?.stats?.errors;
  });
  const worse = compared.filter((f) => (f.detail!.rpsRatio as number) < WORSE_BELOW);
  return [
    judge({
      id: 'orders.first_page.rps_gain',
      label: 'orders · first page: req/s ÷ baseline',
      kind: 'target',
      unit: '×',
      value: firstPage.detail.rpsRatio as number,
      target: REQUEST_COST_RPS_GAIN,
      atLeast: true,
    }),
    judge({
      id: 'orders.first_page.x_healthz',
      label: 'orders · first page: p95 ÷ /healthz p95',
      kind: 'target',
      unit: '×',
      value: firstPage.xHealthz ?? NaN,
      target: REQUEST_COST_X_HEALTHZ,
    }),
    judge({
      id: 'lists.worse_than_baseline',
      label: `lists below ${WORSE_BELOW}× the baseline's req/s`,
      kind: 'target',
      unit: 'count',
      value: worse.length,
      target: 0,
      note: `${compared.length} compared${worse.length ? `: ${worse.map((f) => `${f.id} ${(f.detail!.rpsRatio as number).toFixed(2)}×`).join(', ')}` : ''}`,
    }),
  ];
}

/** A figure of this server with its baseline's beside it (an info row), the ratios in the note. */
function besideBaseline(now: Figure, was: Figure): Figure[] {
  const ratio = rpsOf(was) ? rpsOf(now) / rpsOf(was) : NaN;
  return [
    {
      ...now,
      note: `${now.note}; baseline p95 ${was.value.toFixed(1)} ms, ${Math.round(rpsOf(was))} req/s → ${ratio.toFixed(2)}× req/s`,
      detail: { ...now.detail, baseline: was.detail, rpsRatio: ratio },
    },
    { ...was, id: `${was.id}.baseline`, label: `${was.label} · baseline`, kind: 'info', pass: undefined },
  ];
}

async function measureList(
  server: RunningServer,
  token: string,
  raw: RawDb,
  c: ListCase,
  o: ServerBenchOptions,
  healthzP95: number,
): Promise<Figure> {
  const auth = { authorization: `Bearer ${token}` };
  const url = (i: number) => (c.resource ? `${server.api}/${c.resource}?${qs(c.query(i))}` : '/healthz');
  let etag: string | undefined;
  if (c.conditional) {
    const first = await request(server.origin, url(0), { headers: auth });
    etag = first.headers.etag as string | undefined;
    if (first.status !== 200 || !etag) throw new Error(`${c.id}: no ETag (${first.status})`);
  }
  const headers = etag ? { ...auth, 'if-none-match': etag } : auth;
  await loadSamples({
    origin: server.origin,
    concurrency: o.concurrency,
    ...WARMUP,
    expect: c.conditional ? [304] : [200],
    next: (i) => ({ path: url(i), headers }),
  });
  const load1 = os.loadavg()[0];
  const times: number[] = [];
  const floorTimes: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let seconds = 0;
  let cpu = 0;
  for (let round = 0; round < FLOOR_ROUNDS; round++) {
    const warmup = 20;
    let cpu0 = 0;
    const block = await loadSamples({
      origin: server.origin,
      concurrency: o.concurrency,
      requests: Math.ceil(o.requests / FLOOR_ROUNDS),
      seconds: o.seconds / FLOOR_ROUNDS,
      warmup,
      expect: c.conditional ? [304] : [200],
      next: (i) => {
        if (i === warmup) cpu0 = cpuMsOf(server.pid);
        return { path: url(i), headers };
      },
    });
    cpu += cpuMsOf(server.pid) - cpu0;
    times.push(...block.samples);
    seconds += block.seconds;
    errors += block.errors ?? 0;
    for (const [status, n] of Object.entries(block.statuses)) statuses[+status] = (statuses[+status] ?? 0) + n;
    const floorBlock = await loadSamples({
      origin: server.origin,
      concurrency: o.concurrency,
      requests: Number.MAX_SAFE_INTEGER,
      seconds: block.seconds,
      warmup: 20,
      next: () => ({ path: '/healthz' }),
    });
    floorTimes.push(...floorBlock.samples);
  }
  const stats = { ...statsOf(times, { rps: times.length / seconds, errors }), statuses };
  const floor = statsOf(floorTimes, { rps: floorTimes.length / seconds });
  const cpuMs = cpu / Math.max(1, stats.n);
  const sql = await sqlFloor(raw, c, Math.min(200, o.requests), Math.min(5, o.seconds));
  return judge({
    id: c.id,
    label: c.label,
    kind: c.kind,
    unit: 'ms',
    value: stats.p95,
    p50: stats.p50,
    target: c.target,
    xHealthz: stats.p95 / floor.p95,
    sqlP95: sql.p95,
    xSql: stats.p95 / sql.p95,
    load1: (load1 + os.loadavg()[0]) / 2,
    cpuMs,
    note: [
      c.note,
      stats.errors ? `${stats.errors} errors ${JSON.stringify(stats.statuses)}` : '',
      `${Math.round(stats.rps ?? 0)} req/s`,
      `healthz p95 ${floor.p95.toFixed(1)} ms`,
    ]
      .filter(Boolean)
      .join('; '),
    detail: { stats, sql, healthz: floor, runHealthzP95: healthzP95 },
  });
}

/** Picks realistic search terms from the data: customers' names and emails, order numbers. */
async function searchTerms(raw: RawDb): Promise<string[]> {
  const people = await raw.run(
    raw.kysely
      .selectFrom('employees')
      .select(['first_name', 'last_name', 'email'])
      .orderBy('id', 'desc')
      .limit(10)
      .compile(),
  );
  const numbers = await raw.run(
    raw.kysely.selectFrom('orders').select('order_number').orderBy('id', 'desc').offset(12345).limit(10).compile(),
  );
  return [
    ...people.map((p: any) => `${p.first_name} ${p.last_name}`.toLowerCase()),
    ...people.map((p: any) => String(p.email).split('@')[0]),
    ...numbers.map((r: any) => String(r.order_number)),
  ];
}

async function listCases(raw: RawDb, db: ScaleDb): Promise<ListCase[]> {
  const total = Number(
    (
      await raw.run(
        raw.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .compile(),
      )
    )[0].n,
  );
  const terms = await searchTerms(raw);
  const recent = (
    await raw.run(raw.kysely.selectFrom('orders').select('id').orderBy('id', 'desc').offset(100).limit(50).compile())
  ).map((r: any) => String(r.id));
  const menu = String(
    (await raw.run(raw.kysely.selectFrom('menus').select('id').orderBy('id', 'desc').limit(1).compile()))[0].id,
  );
  const today = db.today;
  const board: Query = {
    status_in: 'pending,processing',
    date_between: `${today},${today}`,
    per_page: '20',
    page: '1',
    order_by: 'date,order_number',
    order: 'ASC,ASC',
  };
  const production: Query = { date_between: `${today},${today}` };
  const stats: Query = { date: today };
  const watch: Query = { order_by: '__date_created', order: 'DESC', per_page: '20', page: '1' };
  const lastPage = Math.ceil(total / 10);
  const fixed = (q: Query) => () => q;
  return [
    {
      id: 'orders.first_page',
      label: 'orders · first page',
      resource: 'orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({ per_page: '10', page: '1' }),
    },
    {
      id: 'orders.status_date',
      label: 'orders · status_in + date_between (30 days)',
      resource: 'orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({
        per_page: '10',
        page: '1',
        status_in: 'pending,processing,delivered',
        date_between: `${dayOffset(today, -30)},${today}`,
      }),
    },
    {
      id: 'orders.sort_date',
      label: 'orders · sort by date',
      resource: 'orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({ per_page: '10', page: '1', order_by: 'date', order: 'DESC' }),
    },
    {
      id: 'orders.search',
      label: `orders · search (${terms.length} names, emails, numbers)`,
      resource: 'orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: (i) => ({ per_page: '10', page: '1', search: terms[i % terms.length] }),
    },
    {
      id: 'orders.deep_page',
      label: 'orders · deep page (5,000 × 10)',
      resource: 'orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({ per_page: '10', page: '5000' }),
    },
    {
      id: 'orders.last_page',
      label: `orders · last page (${lastPage.toLocaleString('en')})`,
      resource: 'orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({ per_page: '10', page: String(lastPage) }),
    },
    {
      id: 'kitchen.board',
      label: 'kitchen board · open today (200)',
      resource: 'kitchen-orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed(board),
    },
    {
      id: 'kitchen.watch',
      label: 'kitchen board · new-order watch (200)',
      resource: 'kitchen-orders',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed(watch),
    },
    {
      id: 'kitchen.board_304',
      label: 'kitchen board poll · 304 from ETag',
      resource: 'kitchen-orders',
      kind: 'target',
      target: POLL_TARGET_MS,
      query: fixed(board),
      conditional: true,
    },
    {
      id: 'kitchen.watch_304',
      label: 'kitchen watch poll · 304 from ETag',
      resource: 'kitchen-orders',
      kind: 'target',
      target: POLL_TARGET_MS,
      query: fixed(watch),
      conditional: true,
    },
    {
      id: 'production.day',
      label: 'production sheet · one day, open orders',
      resource: 'production',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed(production),
      // The sheet's grouped sum itself; the names of the products, variations, outlets and addons it shows are
      // three small lookups by id on top.
      floorQueries: (r) => [
        productionCountsQuery(r.kysely, productionPlan(production, KITCHEN_ZONE, Date.now())).compile(),
      ],
    },
    {
      id: 'stats.day',
      label: "dashboard stats · today's figures",
      resource: 'stats/day',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed(stats),
      // Per status and hour (today, a week ago), on-time and accepted→ready over the week: five grouped sums;
      // and the day's timed orders (their accepted, ready and delivered times) and their items' stations and bump
      // times, for the timing figures.
      floorQueries: (r) => {
        const { day, ...period } = statsPeriod(stats, KITCHEN_ZONE, Date.now());
        return [
          ...dayStatsQueries(r.kysely, { day, ...period }).map((q) => q.compile()),
          timedOrdersQuery(r.kysely, day.start, day.end).compile(),
          stationItemsQuery(r.kysely, day.start, day.end).compile(),
        ];
      },
    },
    {
      id: 'kitchen.timing',
      label: "kitchen board header · today's timing figures",
      resource: 'kitchen/timing',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed(stats),
      // The day's timed orders with their accepted, ready and delivered times (kept until a write, as stats.day).
      floorQueries: (r) => {
        const { day } = statsPeriod(stats, KITCHEN_ZONE, Date.now());
        return [timedOrdersQuery(r.kysely, day.start, day.end).compile()];
      },
    },
    {
      id: 'stats.top_products',
      label: 'dashboard stats · top 10 products of the week',
      resource: 'stats/top-products',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed(stats),
      floorQueries: (r) => [
        topProductsQuery(r.kysely, statsPeriod(stats, KITCHEN_ZONE, Date.now()).week, TOP_PRODUCTS).compile(),
      ],
    },
    {
      id: 'settings',
      label: 'app settings · read on every page load',
      resource: 'misc/settings',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({}),
      // The kitchen's zone (outlets counted by zone); the rest, the zones' list among it, is the same every time.
      floorQueries: (r) => [outletTimeZoneCountsQuery(r.kysely).compile()],
    },
    {
      id: 'order_items.of_order',
      label: 'order items · of one order (50 orders)',
      resource: 'order-items',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: (i) => ({ parent_order: recent[i % recent.length], per_page: '100', page: '1' }),
    },
    {
      id: 'menu_items.of_menu',
      label: 'menu items · of one menu',
      resource: 'menu-items',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({ menu, per_page: '10', page: '1' }),
    },
    {
      id: 'products.first_page',
      label: 'products · first page',
      resource: 'products',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: fixed({ per_page: '10', page: '1' }),
    },
    {
      id: 'employees.search',
      label: 'employees · search',
      resource: 'employees',
      kind: 'target',
      target: LIST_TARGET_MS,
      query: (i) => ({ per_page: '10', page: '1', search: terms[i % 10].split(' ')[1] ?? 'haddad' }),
    },
    {
      id: 'orders.middle_page',
      label: `orders · middle page (${Math.floor(lastPage / 2).toLocaleString('en')})`,
      resource: 'orders',
      kind: 'info',
      target: LIST_TARGET_MS,
      query: fixed({ per_page: '10', page: String(Math.floor(lastPage / 2)) }),
      note: 'offset ~n/2: read from neither end',
    },
    {
      id: 'orders.search_broad',
      label: 'orders · broad search ("lunch")',
      resource: 'orders',
      kind: 'info',
      target: LIST_TARGET_MS,
      query: fixed({ per_page: '10', page: '1', search: 'lunch' }),
      note: 'matches ~40% of orders',
    },
  ];
}

/** Each request right after a write to orders: the count cache and ETags are stale, every count is computed. */
async function coldFigures(
  server: RunningServer,
  token: string,
  cases: ListCase[],
  healthzP95: number,
  samples: number,
): Promise<Figure[]> {
  const auth = { authorization: `Bearer ${token}` };
  const victim = (
    JSON.parse((await request(server.origin, `${server.api}/orders?per_page=1&page=1`, { headers: auth })).body) as any
  ).data.results[0].id;
  const figures: Figure[] = [];
  for (const c of cases.filter((x) =>
    ['orders.first_page', 'orders.status_date', 'orders.search', 'kitchen.board', 'kitchen.watch'].includes(x.id),
  )) {
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const w = await request(server.origin, `${server.api}/orders/update/${victim}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ note: `bench ${Date.now()} ${i}` }),
      });
      if (w.status !== 200) throw new Error(`write: ${w.status} ${w.body}`);
      const r = await request(server.origin, `${server.api}/${c.resource}?${qs(c.query(i))}`, { headers: auth });
      if (r.status !== 200) throw new Error(`${c.id}: ${r.status}`);
      times.push(r.ms);
    }
    const s = statsOf(times);
    figures.push(
      judge({
        id: `${c.id}.cold`,
        label: `${c.label} · cold, 1 client`,
        kind: 'info',
        unit: 'ms',
        value: s.p95,
        p50: s.p50,
        target: c.target,
        xHealthz: s.p95 / healthzP95,
        load1: os.loadavg()[0],
        note: 'each right after a write: counts recomputed',
        detail: { stats: s },
      }),
    );
  }
  return figures;
}

/** The orders list at concurrency 10 while orders are written 2×/s through the API (counts recomputed after each). */
async function withWrites(
  server: RunningServer,
  token: string,
  raw: RawDb,
  cases: ListCase[],
  o: ServerBenchOptions,
  healthzP95: number,
): Promise<Figure[]> {
  const auth = { authorization: `Bearer ${token}` };
  const ids = (
    await raw.run(raw.kysely.selectFrom('orders').select('id').orderBy('id', 'desc').limit(200).compile())
  ).map((r: any) => r.id);
  let stop = false;
  let writes = 0;
  const writer = (async () => {
    while (!stop) {
      await request(server.origin, `${server.api}/orders/update/${ids[writes % ids.length]}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ note: `bench write ${writes}` }),
      });
      writes++;
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  const figures: Figure[] = [];
  try {
    for (const c of cases.filter((x) => ['orders.first_page', 'orders.status_date', 'kitchen.board'].includes(x.id))) {
      const f = await measureList(server, token, raw, c, o, healthzP95);
      figures.push({ ...f, id: `${c.id}.with_writes`, label: `${c.label} · with 2 writes/s`, kind: 'info' });
    }
  } finally {
    stop = true;
    await writer;
  }
  return figures;
}

/** Checks the board's ETag: 304 while unchanged, a new ETag after a write to an order on it. */
async function etagCheck(
  server: RunningServer,
  token: string,
  raw: RawDb,
  board: ListCase,
): Promise<Record<string, boolean | string>> {
  const auth = { authorization: `Bearer ${token}` };
  const url = `${server.api}/kitchen-orders?${qs(board.query(0))}`;
  const first = await request(server.origin, url, { headers: auth });
  const etag = first.headers.etag as string;
  const again = await request(server.origin, url, { headers: { ...auth, 'if-none-match': etag } });
  const order = (JSON.parse(first.body) as any).data.results[0];
  if (!order)
    return { 'etag.304_when_unchanged': again.status === 304, 'etag.changes_on_write': 'no open order today' };
  const before = (await raw.run(raw.kysely.selectFrom('orders').select('note').where('id', '=', order.id).compile()))[0]
    .note;
  await request(server.origin, `${server.api}/orders/update/${order.id}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ note: 'bench: etag check' }),
  });
  const after = await request(server.origin, url, { headers: { ...auth, 'if-none-match': etag } });
  await request(server.origin, `${server.api}/orders/update/${order.id}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ note: before }),
  });
  return {
    'etag.304_when_unchanged': again.status === 304,
    'etag.changes_on_write': after.status === 200 && after.headers.etag !== etag,
  };
}

async function waitForJob(raw: RawDb, id: number, timeoutMs: number): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await raw.run(raw.kysely.selectFrom('jobs').selectAll().where('id', '=', id).compile()))[0];
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A 100k-row orders export on a fresh server: seconds until the mail is written, and the server's peak RSS. */
async function exportFigures(db: ScaleDb, raw: RawDb, o: ServerBenchOptions): Promise<Figure[]> {
  // The delivery dates from which the newest `exportRows` orders start.
  const from = (
    await raw.run(
      raw.kysely
        .selectFrom('orders')
        .select('date')
        .where('date', 'is not', null)
        .orderBy('date', 'desc')
        .offset(o.exportRows - 1)
        .limit(1)
        .compile(),
    )
  )[0]?.date;
  const filters = { date_between: `${String(from ?? db.today).slice(0, 10)},${dayOffset(db.today, 2)}` };
  const server = await startServer(db.databaseUrl);
  try {
    const token = await login(server, ADMIN, DEFAULT_DEMO_PASSWORD);
    const baseline = memoryOf(server.pid).rss;
    const memory = sampleMemory(server.pid, 10);
    const cpu0 = cpuMsOf(server.pid);
    const t0 = performance.now();
    const res = await request(server.origin, `${server.api}/export/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    if (res.status !== 202) throw new Error(`export: ${res.status} ${res.body}`);
    const job = await waitForJob(raw, (JSON.parse(res.body) as any).data.job_id, 120_000);
    const seconds = (performance.now() - t0) / 1000;
    const { peak } = memory.stop();
    const cpuSeconds = (cpuMsOf(server.pid) - cpu0) / 1000;
    const result = JSON.parse(job.result ?? '{}');
    if (job.status !== 'done') throw new Error(`export failed: ${job.result}`);
    const mailBytes = result.mail && fs.existsSync(result.mail) ? fs.statSync(result.mail).size : 0;
    return [
      judge({
        id: 'export.seconds',
        label: `export · ${Number(result.rows).toLocaleString('en')} orders → mail`,
        kind: 'target',
        unit: 's',
        value: seconds,
        target: EXPORT_TARGET_S,
        load1: os.loadavg()[0],
        note: `${(mailBytes / 1e6).toFixed(1)} MB .eml in the outbox; server CPU ${cpuSeconds.toFixed(1)} s`,
        detail: { filters, result, cpuSeconds },
      }),
      judge({
        id: 'export.peak_rss',
        label: 'export · server peak resident memory',
        kind: 'target',
        unit: 'MB',
        value: peak,
        target: EXPORT_RSS_TARGET_MB,
        load1: os.loadavg()[0],
        note: `${baseline.toFixed(0)} MB before the export`,
      }),
    ];
  } finally {
    await server.stop();
  }
}

/**
 * An order update's p95 (one client, two fields changed, so two history rows) on a server writing the change
 * history, against a second server on the same database with HISTORY_WRITES=off: updates in pairs, one on
 * each server, so both see the same machine load. Target: at most HISTORY_OVERHEAD more than the baseline measured in this run.
 */
async function historyFigures(db: ScaleDb, raw: RawDb, o: ServerBenchOptions): Promise<Figure[]> {
  const ids = (
    await raw.run(raw.kysely.selectFrom('orders').select('id').orderBy('id', 'desc').limit(200).compile())
  ).map((r: any) => r.id);
  const [withHistory, without] = [
    await startServer(db.databaseUrl),
    await startServer(db.databaseUrl, { HISTORY_WRITES: 'off' }),
  ];
  try {
    const servers = [withHistory, without];
    const tokens = await Promise.all(servers.map((s) => login(s, ADMIN, DEFAULT_DEMO_PASSWORD)));
    const samples: number[][] = [[], []];
    const update = async (k: number, i: number) => {
      const res = await request(servers[k].origin, `${servers[k].api}/orders/update/${ids[i % ids.length]}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[k]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ note: `bench history ${i}`, address: `Bench street ${i}` }),
      });
      if (res.status !== 200) throw new Error(`history bench: ${res.status} ${res.body}`);
      return res.ms;
    };
    for (let i = 0; i < HISTORY_WARMUP; i++) await update(i % 2, i);
    // Pairs of updates, one on each server, which goes first alternating: both see the same machine load.
    const pairs = Math.max(100, Math.floor(o.requests / 2));
    const cpu0 = servers.map((s) => cpuMsOf(s.pid));
    for (let p = 0; p < pairs; p++)
      for (const k of p % 2 ? [1, 0] : [0, 1]) samples[k].push(await update(k, HISTORY_WARMUP + 2 * p + k));
    // Server CPU per update (load-independent, unlike latencies on a shared machine).
    const [cpuOn, cpuOff] = servers.map((s, k) => (cpuMsOf(s.pid) - cpu0[k]) / pairs);
    const [on, off] = samples.map((s) => statsOf(s));
    const load1 = os.loadavg()[0];
    return [
      {
        id: 'update.no_history',
        label: 'order update · history writes off (baseline)',
        kind: 'info',
        unit: 'ms',
        value: off.p95,
        p50: off.p50,
        load1,
        cpuMs: cpuOff,
        note: `${off.n} updates, 1 client, paired with the figure below`,
        detail: { stats: off },
      },
      judge({
        id: 'update.history',
        label: 'order update · with change history',
        kind: 'target',
        unit: 'ms',
        value: on.p95,
        p50: on.p50,
        target: off.p95 * (1 + HISTORY_OVERHEAD),
        load1,
        cpuMs: cpuOn,
        note: `${((on.p95 / off.p95 - 1) * 100).toFixed(1)}% over the baseline p95 (target ≤ ${HISTORY_OVERHEAD * 100}%); p50 ${((on.p50 / off.p50 - 1) * 100).toFixed(1)}%, server CPU ${((cpuOn / cpuOff - 1) * 100).toFixed(1)}%`,
        detail: { stats: on, baseline: off },
      }),
    ];
  } finally {
    await Promise.all([withHistory.stop(), without.stop()]);
  }
}

/** A 10k-row products import (CSV, multipart) on a fresh server: seconds until the job is done; the rows are removed after. */
async function importFigure(db: ScaleDb, raw: RawDb, o: ServerBenchOptions): Promise<Figure> {
  const category = (await raw.run(raw.kysely.selectFrom('categories').select('id').orderBy('id').limit(1).compile()))[0]
    .id;
  const addons = (await raw.run(raw.kysely.selectFrom('addons').select('id').orderBy('id').limit(3).compile())).map(
    (r: any) => r.id,
  );
  const prefix = `Bench import ${Date.now()}`;
  const lines = ['name,description,price,status,stock_status,category,addons'];
  for (let i = 0; i < o.importRows; i++)
    lines.push(
      `${prefix} #${i},"Imported dish ${i}, fresh",${(2 + (i % 20)).toFixed(2)},${i % 3 ? 'publish' : 'draft'},available,${category},${i % 2 ? addons.join(';') : ''}`,
    );
  const form = new FormData();
  form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'products.csv');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const server = await startServer(db.databaseUrl);
  try {
    const token = await login(server, ADMIN, DEFAULT_DEMO_PASSWORD);
    const cpu0 = cpuMsOf(server.pid);
    const t0 = performance.now();
    const res = await request(server.origin, `${server.api}/import/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
      body,
    });
    if (res.status !== 202) throw new Error(`import: ${res.status} ${res.body}`);
    const job = await waitForJob(raw, (JSON.parse(res.body) as any).data.job_id, 300_000);
    const seconds = (performance.now() - t0) / 1000;
    const cpuSeconds = (cpuMsOf(server.pid) - cpu0) / 1000;
    const result = JSON.parse(job.result ?? '{}');
    return judge({
      id: 'import.seconds',
      label: `import · ${o.importRows.toLocaleString('en')} products (CSV)`,
      kind: 'target',
      unit: 's',
      value: job.status === 'done' ? seconds : Infinity,
      target: IMPORT_TARGET_S,
      load1: os.loadavg()[0],
      note: `${job.status === 'done' ? `${result.created} created` : `failed: ${result.error}`}; server CPU ${cpuSeconds.toFixed(1)} s`,
      detail: { result, cpuSeconds },
    });
  } finally {
    await server.stop();
    const ids = raw.kysely.selectFrom('products').select('id').where('name', 'like', `${prefix} #%`);
    await raw.run(raw.kysely.deleteFrom('product_addons').where('product_id', 'in', ids).compile());
    await raw.run(raw.kysely.deleteFrom('products').where('name', 'like', `${prefix} #%`).compile());
  }
}

/**
 * The baseline checkout's server on the same database. The database carries this checkout's migrations, which an
 * older checkout refuses as unknown: say how to give it those files instead of failing obscurely.
 */
async function startBaseline(databaseUrl: string, root: string): Promise<RunningServer> {
  try {
    return await startServer(databaseUrl, {}, root);
  } catch (err) {
    if (err instanceof Error && /corrupted migrations/.test(err.message))
      throw new Error(
        `The baseline at ${root} does not know this database's newer migrations. Copy them into it (uncommitted): ` +
          `cp server/src/db/migrations/*.ts ${path.join(root, 'server/src/db/migrations')}/\n${err.message}`,
      );
    throw err;
  }
}

export async function benchServer(o: ServerBenchOptions): Promise<ServerBenchResult[]> {
  const results: ServerBenchResult[] = [];
  for (const dialect of o.dbs) {
    const db = await ensureScaleDb(dialect, o.orders, o.log);
    const raw = openRaw(dialect, db.databaseUrl);
    const figures: Figure[] = [];
    let checks: Record<string, boolean | string> = {};
    const wanted = (id: string) => !o.only || o.only.includes(id);
    try {
      const server = await startServer(db.databaseUrl);
      try {
        const token = await login(server, ADMIN, DEFAULT_DEMO_PASSWORD);
        o.log(`${dialect}: server up (pid ${server.pid}, ${memoryOf(server.pid).rss.toFixed(0)} MB); measuring…`);
        const healthz = await load({
          origin: server.origin,
          concurrency: o.concurrency,
          requests: o.requests,
          seconds: o.seconds,
          warmup: 100,
          next: () => ({ path: '/healthz' }),
        });
        figures.push({
          id: 'healthz',
          label: '/healthz round trip (floor)',
          kind: 'floor',
          unit: 'ms',
          value: healthz.p95,
          p50: healthz.p50,
          load1: os.loadavg()[0],
          note: `${Math.round(healthz.rps ?? 0)} req/s; ÷ healthz below divides by a floor measured alongside each figure`,
          detail: { stats: healthz },
        });
        // Billing's statement and ageing report are measured as lists (their ledger is written once into the data).
        const cases = [...(await listCases(raw, db)), ...(await billingCases(raw, db.today, o.log))];
        const base = o.vs ? await startBaseline(db.databaseUrl, o.vs) : undefined;
        try {
          const baseToken = base && (await login(base, ADMIN, DEFAULT_DEMO_PASSWORD));
          const listed = cases.filter((x) => wanted(x.id));
          if (base) listed.unshift(HEALTHZ_CASE);
          for (const [i, c] of listed.entries()) {
            if (!base) {
              const f = await measureList(server, token, raw, c, o, healthz.p95);
              o.log(`  ${f.label}: p95 ${f.value.toFixed(1)} ms`);
              figures.push(f);
              continue;
            }
            // Side by side: the baseline first on even cases, this server first on odd ones.
            const pair = async (first: boolean) =>
              first === (i % 2 === 0)
                ? measureList(base, baseToken!, raw, c, o, healthz.p95)
                : measureList(server, token, raw, c, o, healthz.p95);
            const [a, b] = [await pair(true), await pair(false)];
            const [was, now] = i % 2 === 0 ? [a, b] : [b, a];
            figures.push(...besideBaseline(now, was));
            o.log(`  ${now.label}: p95 ${now.value.toFixed(1)} ms (baseline ${was.value.toFixed(1)} ms)`);
          }
          figures.push(...requestCostFigures(figures));
        } finally {
          await base?.stop();
        }
        if (wanted('cold'))
          figures.push(
            ...(await coldFigures(
              server,
              token,
              cases,
              healthz.p95,
              Math.max(10, Math.min(40, Math.floor(o.requests / 40))),
            )),
          );
        if (wanted('writes')) figures.push(...(await withWrites(server, token, raw, cases, o, healthz.p95)));
        if (wanted('billing.generate')) figures.push(await generateFigure(server, token, raw, o.log));
        checks = await etagCheck(
          server,
          token,
          raw,
          cases.find((c) => c.id === 'kitchen.board')!,
        );
        figures.push({
          id: 'server.rss_after_load',
          label: 'server resident memory after the load',
          kind: 'info',
          unit: 'MB',
          value: memoryOf(server.pid).rss,
          note: `peak ${memoryOf(server.pid).hwm.toFixed(0)} MB`,
        });
      } finally {
        await server.stop();
      }
      o.log(`${dialect}: export and import (fresh server each)…`);
      if (wanted('export')) figures.push(...(await exportFigures(db, raw, o)));
      if (wanted('import')) figures.push(await importFigure(db, raw, o));
      if (wanted('history')) figures.push(...(await historyFigures(db, raw, o)));
    } finally {
      await raw.close();
    }
    figures.push({
      id: 'seed.rows_per_second',
      label: `seed:scale ${db.seed.rows.toLocaleString('en')} rows${db.seed.reused ? ' (cached)' : ''}`,
      kind: 'info',
      unit: 'count',
      value: Math.round(db.seed.rowsPerSecond),
      note: `rows/s; ${db.seed.seconds.toFixed(0)} s, built ${db.seed.builtAt}`,
    });
    results.push({ dialect, orders: o.orders, today: db.today, seed: db.seed, figures, checks });
    o.log(serverTable(results.at(-1)!));
  }
  return results;
}

export function serverTable(r: ServerBenchResult): string {
  const name = r.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const checks = Object.entries(r.checks)
    .map(([k, v]) => `${k}: ${v === true ? 'yes' : v === false ? 'NO' : v}`)
    .join(' · ');
  return `${table(`Server · ${name} · ${r.orders.toLocaleString('en')} orders · today ${r.today} · concurrency 10`, r.figures)}\n${checks}`;
}

export function argValue(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(name.length + 1) : args[i + 1];
}

export function serverOptions(args: string[]): ServerBenchOptions {
  const quick = args.includes('--quick');
  const orders = Number(argValue(args, '--orders') ?? (quick ? 100_000 : 1_000_000));
  const dbs = (argValue(args, '--db') ?? 'sqlite,postgres').split(',').map((d) => d.trim()) as Dialect[];
  for (const d of dbs)
    if (d !== 'sqlite' && d !== 'postgres') throw new Error(`--db: sqlite and/or postgres, not ${d}`);
  return {
    orders,
    dbs,
    requests: Number(argValue(args, '--requests') ?? (quick ? 400 : 1500)),
    seconds: Number(argValue(args, '--seconds') ?? (quick ? 4 : 10)),
    concurrency: 10,
    exportRows: Math.min(100_000, Math.floor(orders / 2)),
    importRows: Number(argValue(args, '--import-rows') ?? 10_000),
    vs: argValue(args, '--vs') ? path.resolve(argValue(args, '--vs')!) : undefined,
    only: argValue(args, '--only')
      ?.split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    log: (line) => console.log(line),
  };
}

export function saveResults(kind: string, payload: unknown): string {
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}${kind ? `-${kind}` : ''}.json`);
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}

if (require.main === module) {
  const options = serverOptions(process.argv.slice(2));
  benchServer(options).then(
    (results) => {
      const file = saveResults('server', {
        kind: 'server',
        at: new Date().toISOString(),
        options: { ...options, log: undefined },
        results,
      });
      const failed = results.flatMap((r) =>
        r.figures.filter((f) => f.kind === 'target' && f.pass === false).map((f) => `${r.dialect}: ${f.label}`),
      );
      console.log(
        `\nSaved ${path.relative(ROOT, file)}. ${failed.length ? `FAIL: ${failed.join('; ')}` : 'Every server target met.'}`,
      );
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.stack : err);
      process.exit(1);
    },
  );
}
