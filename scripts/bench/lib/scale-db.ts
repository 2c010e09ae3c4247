import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedScale } from '../../seed-scale';
import { ROOT } from './server-process';

/** Bump when seed-scale's data changes shape: cached databases are rebuilt. */
const DATA_VERSION = 2;
/** Where the cached SQLite scale databases live (BENCH_DATA_DIR, e.g. under /tmp, keeps them out of the repo). */
export const DATA_DIR = process.env.BENCH_DATA_DIR
  ? path.resolve(process.env.BENCH_DATA_DIR)
  : path.join(ROOT, 'bench/.data');
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type Dialect = 'sqlite' | 'postgres';

export interface ScaleDb {
  dialect: Dialect;
  databaseUrl: string;
  orders: number;
  /** The business day the data treats as today (YYYY-MM-DD). */
  today: string;
  seed: { seconds: number; rows: number; rowsPerSecond: number; builtAt: string; reused: boolean };
}

interface Meta {
  key: string;
  today: string;
  seconds: number;
  rows: number;
  rowsPerSecond: number;
  builtAt: string;
}

// Later migrations are applied by the server when it starts on the cached database.
const keyOf = (orders: number) => `v${DATA_VERSION}|${orders}`;

async function adminQuery(text: string, values?: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * A database with `orders` orders of scale data, built with seed-scale the first time and cached (SQLite
 * file under bench/.data/, PostgreSQL database cbo_bench_<orders>), rebuilt when the data version changes
 * (new migrations are applied by the server on start).
 */
export async function ensureScaleDb(dialect: Dialect, orders: number, log: (line: string) => void): Promise<ScaleDb> {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const metaFile = path.join(DATA_DIR, `${dialect}-${orders}.json`);
  const meta: Meta | null = fs.existsSync(metaFile) ? (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as Meta) : null;
  const key = keyOf(orders);
  let databaseUrl: string;
  let exists: boolean;
  if (dialect === 'sqlite') {
    const file = path.join(DATA_DIR, `sqlite-${orders}.sqlite`);
    databaseUrl = `sqlite:${file}`;
    exists = fs.existsSync(file);
    if (!exists || meta?.key !== key)
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  } else {
    // BENCH_PG_DATABASE names the database (e.g. one of your own); the default is cbo_bench_<orders>.
    const name = process.env.BENCH_PG_DATABASE || `cbo_bench_${orders}`;
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    exists = (await adminQuery('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!exists || meta?.key !== key) {
      await adminQuery(`drop database if exists "${name}" with (force)`);
      await adminQuery(`create database "${name}"`);
    }
  }
  if (exists && meta?.key === key) {
    log(
      `${dialect}: reusing the ${orders.toLocaleString('en')}-order database built ${meta.builtAt} (today = ${meta.today})`,
    );
    return { dialect, databaseUrl, orders, today: meta.today, seed: { ...meta, reused: true } };
  }
  log(`${dialect}: building a ${orders.toLocaleString('en')}-order database with seed:scale…`);
  const result = await seedScale({ databaseUrl, orders, log: (line) => log(`  ${line}`) });
  const fresh: Meta = {
    key,
    today: result.today,
    seconds: result.seconds,
    rows: result.totalRows,
    rowsPerSecond: result.rowsPerSecond,
    builtAt: new Date().toISOString(),
  };
  fs.writeFileSync(metaFile, JSON.stringify(fresh, null, 2));
  return { dialect, databaseUrl, orders, today: fresh.today, seed: { ...fresh, reused: false } };
}
