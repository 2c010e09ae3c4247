import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, type TestDb } from '../helpers/db';
import { openSse, resourcesOf } from '../helpers/sse';

/**
 * Two real server processes on one PostgreSQL database: an order created through one reaches a stream
 * open on the other, through LISTEN/NOTIFY alone (the counters' safety poll is off). Always PostgreSQL:
 * several processes need it (SQLite runs one).
 */
const ROOT = path.resolve(__dirname, '../../..');
const PASSWORD = 'two-processes-0123';
const API = '/cms/json-api/catering/v1';

let db: TestDb;
const servers: ChildProcess[] = [];

function startServer(databaseUrl: string, seed: boolean, port = 0): Promise<string> {
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: String(seed),
      DEMO_PASSWORD: PASSWORD,
      EVENTS_POLL_MS: '0',
      CLIENT_DIR: '/nonexistent-client-dir',
      UPLOAD_DIR: path.join(os.tmpdir(), 'cbo-test-uploads'),
      MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'cbo-test-outbox'),
      LOG_LEVEL: 'warn',
      JOB_POLL_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

beforeAll(async () => {
  db = await createTestDb('postgres');
}, 30_000);

afterAll(async () => {
  await Promise.all(servers.map(stop));
  await db.destroy();
}, 30_000);

test('an order created through one process produces an event on a stream connected to another, also after a restart', async () => {
  const one = await startServer(db.databaseUrl, true);
  const two = await startServer(db.databaseUrl, false);
  expect(one).not.toBe(two);

  const login = await fetch(`${one}${API}/jwt/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.test', password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };

  const stream = await openSse(`${two}${API}/events`, auth);
  try {
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('ready');

    const created = await fetch(`${one}${API}/orders/add`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Written through process one' }),
    });
    expect(created.status).toBe(200);
    const change = await stream.next((e) => e.event === 'change', 10_000);
    expect(resourcesOf(change)).toEqual(expect.arrayContaining(['orders', 'kitchen-orders']));

    // Process two restarts: its open stream ends (it does not hold the shutdown), and a browser that
    // reconnects with its last id hears of what was written meanwhile, then of new writes, live.
    await stop(servers[1]);
    await stream.ended;
    const order = (name: string) =>
      fetch(`${one}${API}/orders/add`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    expect((await order('Written while two was down')).status).toBe(200);
    const again = await startServer(db.databaseUrl, false, Number(new URL(two).port));
    const resumed = await openSse(`${again}${API}/events`, { ...auth, 'last-event-id': change.id! });
    try {
      const missed = await resumed.next();
      expect(missed.event).toBe('change');
      expect(resourcesOf(missed)).toContain('orders');
      expect((await order('Written after the restart')).status).toBe(200);
      expect(resourcesOf(await resumed.next((e) => e.event === 'change', 10_000))).toContain('orders');
    } finally {
      resumed.close();
    }
  } finally {
    stream.close();
  }
}, 120_000);
