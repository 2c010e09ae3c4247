import http from 'node:http';
import net from 'node:net';
import { allHandlers } from '../../../server/src/handler-registry';
import type { OperationHandler } from '../../../server/src/http/operation';
import { drainServer } from '../../../server/src/observe/drain';
import { handBackJobs, scheduleJob } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';
import { namesCsv, queueImportJob } from '../helpers/jobs';
import { openSse } from '../helpers/sse';

/*
 * A graceful stop (SIGTERM runs drainServer): /readyz turns 503 at once, the server accepts no new connection,
 * a request already running finishes, an open event stream is told to reconnect (SSE `retry`) and ends, and a
 * job running here is handed back (queued again, its run stopped before it wrote anything) for another process
 * to take at once.
 */

// The import's rows are written slowly (one per 100 ms), so it is still running when the server stops.
process.env.JOB_TEST_DELAY_MS = '100';

/** A gate the slow list waits on: `entered` resolves once the request is inside its handler. */
function gate() {
  let open!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  return { open, opened, entered, inside };
}
const slow = gate();

/** listCategories, held at the gate when the request asks for it (`x-test-slow`). */
const listCategories: OperationHandler = async (req, reply, ctx) => {
  if (req.headers['x-test-slow']) {
    slow.entered();
    await slow.opened;
  }
  return allHandlers()('listCategories')!(req, reply, ctx);
};

function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to `port` is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A queued import of 50 categories named `prefix`1..50, as the administrator. */
function queueImport(app: TestApp, prefix: string): Promise<number> {
  return queueImportJob(app.db, {
    email: TEST_USERS.administrator,
    filename: 'drained.csv',
    csv: namesCsv(prefix, 50),
  });
}

const jobRow = (app: TestApp, id: number) =>
  app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ handlers: { listCategories } });
});
afterAll(async () => {
  await t.close();
});

describe(`graceful stop (${TEST_DB})`, () => {
  test('/readyz 200 while serving; 503 once draining, before anything else stops', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  test('SIGTERM: a running request finishes, new connections are refused, the event stream gets a retry hint and ends, the running job is handed back', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const session = await t.login(TEST_USERS.administrator);
    const base = `${address}${t.api}`;

    // An open event stream.
    const stream = await openSse(`${base}/events`, session.headers);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');

    // A request inside its handler.
    const inFlight = get(`${base}/categories?per_page=5`, { ...session.headers, 'x-test-slow': '1' });
    await slow.inside;

    // A running import job.
    const jobId = await queueImport(t, 'Drained-');
    const jobs = { db: t.db, config: t.config };
    scheduleJob(jobs, jobId);
    const job = () => jobRow(t, jobId);
    await until('the job to run', async () => (await job()).status === 'running');

    const drained = drainServer(t.app, {
      readiness: t.app.readiness,
      graceMs: 10_000,
      handBack: () => handBackJobs(jobs),
    });

    // At once: not ready.
    const readyz = await t.app.readiness.report();
    expect(readyz).toMatchObject({ ready: false, status: 'draining' });

    // The stream is told to reconnect (after a short while, to another process) and ends.
    await stream.ended;
    expect(stream.text()).toMatch(/\nretry: \d+\n\n$/);
    const retryMs = Number(/retry: (\d+)\n\n$/.exec(stream.text())![1]);
    expect(retryMs).toBeGreaterThanOrEqual(500);
    expect(retryMs).toBeLessThanOrEqual(3000);

    // No new connection is accepted while the running request is still running.
    await until('the server to stop listening', () => !t.app.server.listening);
    expect(await connects(port)).toBe(false);

    // The running request completes with its answer.
    slow.open();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { meta: { total_count: expect.any(Number) } } });

    await drained;
    // The job is queued again for another process, and its run wrote nothing.
    expect(await job()).toMatchObject({ status: 'queued', attempts: 1, finished_at: null });
    const imported = await t.db.selectFrom('categories').select('id').where('name', 'like', 'Drained-%').execute();
    expect(imported).toEqual([]);
  });

  test('a job whose claim is still on its way to the database when the stop begins is handed back too', async () => {
    // Its own app: a database whose jobs were handed back takes no more in this process.
    const other = await buildTestApp();
    try {
      const jobId = await queueImport(other, 'Claimed-');
      const jobs = { db: other.db, config: other.config };
      scheduleJob(jobs, jobId); // the claim is sent, its answer not read yet
      expect(await handBackJobs(jobs)).toBe(1);
      expect(await jobRow(other, jobId)).toMatchObject({ status: 'queued', attempts: 1, finished_at: null });
      const imported = await other.db
        .selectFrom('categories')
        .select('id')
        .where('name', 'like', 'Claimed-%')
        .execute();
      expect(imported).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
