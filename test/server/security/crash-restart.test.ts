import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../../server/src/db/password';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { namesCsv, queueImportJob } from '../helpers/jobs';

/*
 * Jobs survive crashes: real server processes (node --import tsx server/src/server.ts) on one database. An import
 * is killed (SIGKILL) in the middle of its transaction; the next process resumes it once its lease
 * has run out: every row exactly once, nothing half-written, one result mail. A graceful stop
 * (SIGTERM) hands a running import back: the next process runs it at once, exactly once. An export is killed between two of its batches; the next
 * process produces it again: one mail, every row once. Two processes started at once run a queued job once.
 */

const ROOT = path.resolve(__dirname, '../../..');
const PASSWORD = 'crash-test-password';
const ROWS = 8;
const DELAY_MS = 250;

jest.setTimeout(120_000);

let db: TestDb;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-crash-'));
const outbox = path.join(dir, 'outbox');
const running = new Set<ChildProcess>();

beforeAll(async () => {
  db = await createTestDb();
  await db.db
    .insertInto('users')
    .values({
      first_name: 'Crash',
      last_name: 'Tester',
      email: 'crash@demo.test',
      password_hash: await hashPassword(PASSWORD),
      role: 'administrator',
    })
    .execute();
});
afterAll(async () => {
  for (const proc of running) proc.kill('SIGKILL');
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Server {
  proc: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Resolves once the server has announced `n` more job steps (its test pauses, `job-test-step`) than now. */
function jobSteps(server: Server, n: number): Promise<void> {
  const count = () => server.output().split('job-test-step').length - 1;
  const target = count() + n;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (count() < target) return;
      server.proc.stdout!.off('data', check);
      resolve();
    };
    server.proc.stdout!.on('data', check);
    void server.exited.then(() => reject(new Error(`the server exited before ${n} job steps`)));
    check();
  });
}

async function startServer(extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  // One process (node with tsx's loader), so that a signal reaches the server itself, not a wrapper.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      DATABASE_URL: db.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      CLIENT_DIR: path.join(dir, 'no-client'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MAIL_OUTBOX_DIR: outbox,
      LOG_LEVEL: 'warn',
      JOB_TEST_DELAY_MS: String(DELAY_MS),
      JOB_LEASE_MS: '1500',
      JOB_POLL_MS: '200',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    proc.on('exit', (code) => {
      running.delete(proc);
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const ready = () => {
      if (!/ready at/.test(out)) return;
      clearTimeout(timer);
      resolve();
    };
    proc.stdout!.on('data', ready);
    proc.stderr!.on('data', ready);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server did not start:\n${out}`));
    });
  });
  return { proc, url: `http://127.0.0.1:${port}/cms/json-api/catering/v1`, output: () => out, exited };
}

async function token(server: Server): Promise<string> {
  const res = await fetch(`${server.url}/jwt/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'crash@demo.test', password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function startImport(server: Server, prefix: string): Promise<number> {
  const csv = ['name,order', ...Array.from({ length: ROWS }, (_, i) => `${prefix}-${i + 1},${i + 1}`)].join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), `${prefix}.csv`);
  const res = await fetch(`${server.url}/import/categories`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(server)}` },
    body: form,
  });
  if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { job_id: number } }).data.job_id;
}

const job = (id: number) => db.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const imported = async (prefix: string) =>
  (await db.db.selectFrom('categories').select('name').where('name', 'like', `${prefix}-%`).execute())
    .map((r) => r.name)
    .sort();
const mailsFor = (id: number) =>
  fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.startsWith(`job-${id}-`)) : [];
/** A mail written whole (the mailer writes a `.part` file, then renames it). */
const mailSent = (id: number) => mailsFor(id).some((f) => !f.endsWith('.part'));

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const expected = (prefix: string) => Array.from({ length: ROWS }, (_, i) => `${prefix}-${i + 1}`).sort();

describe(`jobs survive a crash of the server (${TEST_DB})`, () => {
  test('SIGKILL in the middle of an import: nothing half-written; the next process finishes it exactly once', async () => {
    const a = await startServer();
    const id = await startImport(a, 'Crash');
    await jobSteps(a, 3); // three rows written in the import's transaction
    expect((await job(id)).status).toBe('running');
    a.proc.kill('SIGKILL');
    await a.exited;

    // Killed mid-transaction: not one row of it is there, and the job is still marked running.
    expect(await imported('Crash')).toEqual([]);
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 1 });

    const b = await startServer();
    try {
      const done = await waitFor('the job to finish', async () => {
        const j = await job(id);
        return j.status === 'done' || j.status === 'failed' ? j : undefined;
      });
      expect(done.status).toBe('done');
      expect(done.attempts).toBe(2);
      expect(JSON.parse(done.result!)).toMatchObject({ created: ROWS, updated: 0 });
      expect(await imported('Crash')).toEqual(expected('Crash'));
      await waitFor('the result mail', async () => mailSent(id));
      expect(mailsFor(id)).toHaveLength(1);

      // A graceful stop (SIGTERM) while an import runs hands the job back: its run stops before writing
      // anything, the job is queued again, and the next process takes it at once (its lease is long: only
      // the hand-back makes it claimable) and runs it exactly once.
      const id2 = await startImport(b, 'Graceful');
      await waitFor('the second job to run', async () => (await job(id2)).status === 'running');
      b.proc.kill('SIGTERM');
      expect(await b.exited).toBe(0);
      expect(await job(id2)).toMatchObject({ status: 'queued', attempts: 1, finished_at: null });
      expect(await imported('Graceful')).toEqual([]);
      const c = await startServer({ JOB_LEASE_MS: '600000' });
      try {
        const done = await waitFor('the handed-back job to finish', async () => {
          const j = await job(id2);
          return j.status === 'done' || j.status === 'failed' ? j : undefined;
        });
        expect(done).toMatchObject({ status: 'done', attempts: 2 });
        expect(await imported('Graceful')).toEqual(expected('Graceful'));
        // Its result mail follows the commit: out before this process is killed (a kill while it is written
        // would leave its `.part` file, and no mail).
        await waitFor('the result mail of the handed-back job', async () => mailSent(id2));
        expect(mailsFor(id2)).toHaveLength(1);
      } finally {
        c.proc.kill('SIGKILL');
      }
    } finally {
      b.proc.kill('SIGKILL');
    }
    // Nothing ran twice.
    expect(await imported('Crash')).toEqual(expected('Crash'));
  });

  test('two processes starting at once with a queued job: it runs once', async () => {
    const id = await queueImportJob(db.db, {
      email: 'crash@demo.test',
      filename: 'twice.csv',
      csv: namesCsv('Twice-', ROWS),
    });
    const [c, d] = await Promise.all([
      startServer({ JOB_TEST_DELAY_MS: '50' }),
      startServer({ JOB_TEST_DELAY_MS: '50' }),
    ]);
    try {
      const done = await waitFor('the job to finish', async () => {
        const j = await job(id);
        return j.status === 'done' || j.status === 'failed' ? j : undefined;
      });
      expect(done).toMatchObject({ status: 'done', attempts: 1 });
      // Both processes stopped (graceful: a job either finishes or is handed back): neither can run it again.
      c.proc.kill('SIGTERM');
      d.proc.kill('SIGTERM');
      await Promise.all([c.exited, d.exited]);
      expect(await imported('Twice')).toEqual(expected('Twice'));
      expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      c.proc.kill('SIGKILL');
      d.proc.kill('SIGKILL');
    }
  });

  test('SIGKILL in the middle of an export: the next process sends it once, every row exactly once', async () => {
    // Enough rows for several export batches (EXPORT_BATCH = 100), each followed by the test pause.
    const EXPORT_ROWS = 350;
    await db.db
      .insertInto('categories')
      .values(Array.from({ length: EXPORT_ROWS }, (_, i) => ({ name: `Export-${String(i + 1).padStart(3, '0')}` })))
      .execute();
    const a = await startServer();
    const res = await fetch(`${a.url}/export/categories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(a)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name_like: 'Export-' }),
    });
    expect(res.status).toBe(202);
    const id = ((await res.json()) as { data: { job_id: number } }).data.job_id;
    await jobSteps(a, 1); // one batch exported, the next not yet
    a.proc.kill('SIGKILL');
    await a.exited;
    // Killed between two batches: no mail yet, and the job is still marked running.
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 1 });
    expect(mailsFor(id)).toEqual([]);

    const b = await startServer();
    try {
      const done = await waitFor('the export to finish', async () => {
        const j = await job(id);
        return j.status === 'done' || j.status === 'failed' ? j : undefined;
      });
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
      expect(JSON.parse(done.result!)).toMatchObject({ rows: EXPORT_ROWS });
      expect(mailsFor(id)).toHaveLength(1);
      expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.part'))).toEqual([]);
      const mail = fs.readFileSync(path.join(outbox, mailsFor(id)[0]), 'utf8');
      const attachment =
        /Content-Disposition: attachment; filename=\S+\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1] ?? '';
      const csv = Buffer.from(attachment.replace(/\s/g, ''), 'base64')
        .toString('utf8')
        .replace(/^\ufeff/, '');
      const names = csv
        .split(/\r?\n/)
        .slice(1)
        .filter(Boolean)
        .map((line) => /Export-\d{3}/.exec(line)?.[0]);
      // Every row once, none twice, none cut short.
      expect(names).toHaveLength(EXPORT_ROWS);
      expect(new Set(names).size).toBe(EXPORT_ROWS);
      expect(names.every((n) => n !== undefined)).toBe(true);
    } finally {
      b.proc.kill('SIGKILL');
      await b.exited;
    }
  });
});
