import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the test suite uses (trust auth); override with FAULTS_POSTGRES_URL. */
export const POSTGRES_ADMIN_URL = process.env.FAULTS_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDb {
  url: string;
  drop: () => Promise<void>;
}

/** An empty PostgreSQL database for one run (the servers migrate and seed it), dropped afterwards. */
export async function scratchPostgres(): Promise<ScratchDb> {
  const name = `cbo_faults_${process.pid}_${Date.now()}`;
  await admin(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/** A SQLite file for one run, in `dir`. */
export function scratchSqlite(dir: string): ScratchDb {
  return { url: `sqlite:${path.join(dir, 'faults.sqlite')}`, drop: async () => {} };
}

/** A query on the run's PostgreSQL database. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
