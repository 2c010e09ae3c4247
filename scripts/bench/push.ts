/**
 * `npm run bench:push`: push latency, from an API write to the kitchen board showing it. A real server
 * (SQLite, one process), then two on one PostgreSQL database (the browser on one, the writes through the
 * other, so every event crosses processes by LISTEN/NOTIFY). For each: the kitchen user's board open in
 * Chromium (its poll left at 60 s, so only the push can be this fast), 20 orders created through the API one
 * after another, each timed from sending the write until its 'New Order' notice shows; then 20 items of a
 * processing order bumped one by one (`kitchen/update-item-status`), each timed until the open board (expo:
 * whole orders) has received the order with that item prepared. Target: p95 ≤ 2 s.
 * Needs the built SPA (`npm run build`) and PostgreSQL (BENCH_POSTGRES_URL, default the test server's).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import pg from 'pg';
import { judge, table, type Figure } from './lib/report';
import { buildSpa } from './lib/spa-build';
import { login, ROOT, startServer, type RunningServer } from './lib/server-process';
import { statsOf } from './lib/stats';
import { saveResults } from './server';

const ORDERS = 20;
const TARGET_MS = 2_000;
const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;
const POSTGRES = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = '/usr/bin/chromium';

async function openBoard(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill('kitchen@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Account' }).waitFor();
  await page.goto(`${origin}/kitchen-orders`);
  await page.getByRole('status', { name: 'Board updates' }).getByText('Live').waitFor({ timeout: 30_000 });
  await page.getByText(/Last refreshed/).waitFor();
}

/** Creates ORDERS orders through `writer`, timing each until the board in `page` announces it. */
async function measure(page: Page, writer: RunningServer): Promise<number[]> {
  const token = await login(writer, 'admin@demo.test', PASSWORD);
  const date = DateTime.now().setZone('Asia/Beirut').startOf('day').plus({ hours: 12 }).toUTC().toISO();
  const samples: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const started = performance.now();
    const res = await fetch(`${writer.origin}${writer.api}/orders/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Push ${i}`, type: 'pick_up', date }),
    });
    if (res.status !== 200) throw new Error(`orders/add: ${res.status} ${await res.text()}`);
    const label = `#${String(((await res.json()) as { data: { order_number: number } }).data.order_number).padStart(5, '0')}`;
    await page
      .getByRole('alert')
      .filter({ hasText: 'New Order' })
      .filter({ hasText: label })
      .waitFor({ timeout: 60_000 });
    samples.push(performance.now() - started);
    // Orders a second apart, as a kitchen receives them (not a burst that one refetch would cover).
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return samples;
}

/** Whether a board response (`GET /kitchen-orders`) holds the item with a `prepared_at`. */
async function showsPrepared(body: unknown, itemId: number): Promise<boolean> {
  const orders = (body as { data?: { results?: { items?: { id: number; prepared_at?: string | null }[] }[] } }).data
    ?.results;
  return !!orders?.some((o) => o.items?.some((i) => i.id === itemId && i.prepared_at));
}

/**
 * A processing order due today with ORDERS items, made through `writer`; then each item bumped ready, timed
 * from sending the bump until the board in `page` has fetched the order with that item prepared (what it
 * draws from). The board refetches only on the push: its poll is a minute away.
 */
async function measureBumps(page: Page, writer: RunningServer): Promise<number[]> {
  const token = await login(writer, 'admin@demo.test', PASSWORD);
  const call = async (pathName: string, body: object) => {
    const res = await fetch(`${writer.origin}${writer.api}${pathName}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${pathName}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const date = DateTime.now().setZone('Asia/Beirut').startOf('day').plus({ hours: 12 }).toUTC().toISO();
  const order = await call('/orders/add', { name: 'Push bumps', type: 'pick_up', date });
  const product = (await call('/products/add', { name: `Bench dish ${randomBytes(3).toString('hex')}`, price: 1 })).id;
  const items: number[] = [];
  for (let i = 0; i < ORDERS; i++) items.push((await call('/order-items/add', { order: order.id, product })).id);
  await call('/kitchen/update-order-status', { order_id: order.id, status: 'processing' });
  await new Promise((r) => setTimeout(r, 2_000)); // the board settles on the order as it is now
  const samples: number[] = [];
  for (const itemId of items) {
    const shown = page.waitForResponse(
      async (r) => r.url().includes('/kitchen-orders') && r.status() === 200 && showsPrepared(await r.json(), itemId),
      { timeout: 60_000 },
    );
    const started = performance.now();
    await call('/kitchen/update-item-status', { order_item_id: itemId, prepared: true });
    await shown;
    samples.push(performance.now() - started);
    // Bumps a second apart, as a cook taps them.
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return samples;
}

async function scenario(
  id: string,
  labels: { orders: string; bumps: string },
  browserServer: RunningServer,
  writer: RunningServer,
): Promise<Figure[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openBoard(page, browserServer.origin);
    const figure = (figureId: string, figureLabel: string, samples: number[]): Figure => {
      const stats = statsOf(samples);
      return judge({
        id: figureId,
        label: figureLabel,
        kind: 'target',
        unit: 'ms',
        value: stats.p95,
        p50: stats.p50,
        target: TARGET_MS,
        load1: os.loadavg()[0],
        detail: { ...stats },
      });
    };
    const orders = figure(id, labels.orders, await measure(page, writer));
    const bumps = figure(`${id}.item_bump`, labels.bumps, await measureBumps(page, writer));
    return [orders, bumps];
  } finally {
    await browser.close();
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Both push scenarios (one SQLite process; two processes on one PostgreSQL database), each judged against 2 s. */
export async function benchPush(): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-bench-push-'));
  const clientDir = buildSpa(path.join(dir, 'dist'), (line) => console.log(`push: ${line}`));
  const client = { CLIENT_DIR: clientDir };
  const seeded = { ...client, SEED_DEMO_DATA: 'true', DEMO_PASSWORD: PASSWORD };
  const figures: Figure[] = [];
  try {
    const single = await startServer(`sqlite:${path.join(dir, 'push.sqlite')}`, seeded);
    try {
      figures.push(
        ...(await scenario(
          'push.one_process',
          { orders: 'write → board, one process (SQLite)', bumps: 'item bump → expo board, one process (SQLite)' },
          single,
          single,
        )),
      );
    } finally {
      await single.stop();
    }
    figures.push(...(await twoProcesses(seeded, client)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/** Two server processes on one fresh PostgreSQL database: the write goes through one, the board is on the other. */
async function twoProcesses(seeded: Record<string, string>, client: Record<string, string>): Promise<Figure[]> {
  const name = `cbo_bench_push_${process.pid}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const secret = { JWT_SECRET: randomBytes(32).toString('hex') };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(url.toString(), { ...seeded, ...secret }));
    servers.push(await startServer(url.toString(), { ...client, ...secret }));
    return await scenario(
      'push.two_processes',
      {
        orders: 'write via one → board on another (PostgreSQL)',
        bumps: 'item bump via one → expo board on another (PostgreSQL)',
      },
      servers[1],
      servers[0],
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

export const pushTable = (figures: Figure[]) =>
  table(`Push latency: API write → kitchen board shows it (${ORDERS} orders, ${ORDERS} item bumps)`, figures);

async function main(): Promise<void> {
  const figures = await benchPush();
  console.log(pushTable(figures));
  const file = saveResults('push', { kind: 'push', at: new Date().toISOString(), loadavg: os.loadavg(), figures });
  console.log(
    `\nSaved ${path.relative(ROOT, file)} (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}).`,
  );
  const failed = figures.filter((f) => f.pass === false);
  console.log(failed.length ? `FAIL: ${failed.map((f) => f.label).join('; ')}` : 'Every target met.');
  if (failed.length) process.exitCode = 1;
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
