import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/src/config';
import { hashPassword } from '../../../server/src/db/password';
import { categories } from '../../../server/src/resources/definitions/catalogue';
import { IMPORT_BATCH, importFile } from '../../../server/src/resources/data/import-job';
import * as jobsRepository from '../../../server/src/resources/data/jobs-repository';
import { runJob } from '../../../server/src/resources/data/runner';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';

/*
 * A long import must not hold the event loop. better-sqlite3 answers synchronously, so an import that
 * only awaits its queries never lets a timer run: the job's heartbeat would not beat until the import
 * ended, and another process could take the job for dead and run it a second time. The import gives
 * the loop a turn every IMPORT_BATCH rows, while preparing the rows and while writing them.
 */

jest.setTimeout(120_000);

const ROWS = 2_000;
let t: TestDb;
let userId: number;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-heartbeat-'));

beforeAll(async () => {
  t = await createTestDb();
  const user = await t.db
    .insertInto('users')
    .values({
      first_name: 'Heart',
      last_name: 'Beat',
      email: 'heartbeat@demo.test',
      password_hash: await hashPassword('heartbeat-password-1'),
      role: 'administrator',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = Number(user.id);
});
afterAll(async () => {
  delete process.env.JOB_LEASE_MS;
  await t.destroy();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const csvOf = (prefix: string) =>
  ['name', ...Array.from({ length: ROWS }, (_, i) => `${prefix}-${i + 1}`)].join('\r\n');

/** Counts the turns the event loop gets (macrotasks) while `work` runs. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; result: T }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
}

describe(`a long import keeps the event loop turning (${TEST_DB})`, () => {
  test(`${ROWS} rows: the loop gets a turn at least every ${IMPORT_BATCH} rows, prepared and written`, async () => {
    const { turns, result } = await turnsDuring(() =>
      importFile(t.db, categories, { format: 'csv', text: csvOf('Loop') }, { user: null }),
    );
    expect(result).toEqual({ created: ROWS, updated: 0 });
    // Preparing and writing, each at least one turn per batch (before the change: 0 turns on SQLite).
    expect(turns).toBeGreaterThanOrEqual(2 * (ROWS / IMPORT_BATCH - 1));
  });

  test("the job runner's heartbeat beats while a long import job runs", async () => {
    // Heartbeat every 100 ms (a third of the lease). A 2 000-row import lasts a second or more here; only
    // the turns between batches let the heartbeat timer fire during it (before: once, after the import).
    process.env.JOB_LEASE_MS = '300';
    const heartbeat = jest.spyOn(jobsRepository, 'heartbeatJob');
    const id = await jobsRepository.insertJob(t.db, {
      kind: 'import',
      resource: 'categories',
      user_id: userId,
      payload: { filename: 'beat.csv', csv: csvOf('Beat'), email: 'heartbeat@demo.test', user_id: userId },
    });
    const started = Date.now();
    await runJob({ db: t.db, config: loadConfig({ MAIL_OUTBOX_DIR: outbox }) }, id);
    const elapsed = Date.now() - started;
    const job = await jobsRepository.findJob(t.db, id);
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(JSON.parse(job!.result!)).toMatchObject({ created: ROWS });
    // It beat (about once per 100 ms of the run; at least a third of that on a loaded machine). The
    // bound needs the run to outlast a few heartbeats, which 2 000 rows do on any machine we run.
    expect(elapsed).toBeGreaterThanOrEqual(300);
    expect(heartbeat.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(elapsed / 300));
    expect(heartbeat.mock.calls.every(([, jobId]) => jobId === id)).toBe(true);
    heartbeat.mockRestore();
  });
});
