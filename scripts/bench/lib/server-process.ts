import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from './load';

export const ROOT = path.resolve(__dirname, '../../..');

export interface RunningServer {
  proc: ChildProcess;
  pid: number;
  origin: string;
  api: string;
  outbox: string;
  /** Everything the server printed (for errors). */
  output: () => string;
  stop: () => Promise<void>;
}

/** Whether `port` (0: any) can be listened on at 127.0.0.1; resolves the port actually bound, or 0. */
function tryPort(port: number): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(0));
    s.listen(port, '127.0.0.1', () => {
      const bound = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(bound));
    });
  });
}

/** A free port: the first free one of BENCH_PORTS ("3204-3209") when set (a shared machine), else any. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (range) {
    for (let p = Number(range[1]); p <= Number(range[2]); p++) if (await tryPort(p)) return p;
    throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
  }
  return legacyFreePort();
}

function legacyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * How `npm run serve` (and `npm start`) run the server: package.json's `serve` script without its `node`, so
 * the bench measures the process as shipped (its V8 flags included).
 */
export function serverNodeArgs(root = ROOT): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = pkg.scripts.serve.trim().split(/\s+/);
  if (node !== 'node' || args.at(-1) !== 'server/src/server.ts')
    throw new Error(`package.json "serve" must be "node [flags] server/src/server.ts", not "${pkg.scripts.serve}"`);
  return args;
}

/**
 * The real server (`server/src/server.ts`: config check, migrate, listen) as a child process on 127.0.0.1,
 * in production mode with request logging at `warn`, demo seeding off, mail to a temporary outbox.
 * `root`: the checkout whose server runs (another one for a baseline, e.g. a `git worktree` of main).
 */
export async function startServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  root = ROOT,
): Promise<RunningServer> {
  const port = await freePort();
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-bench-outbox-'));
  let out = '';
  const proc = spawn(process.execPath, serverNodeArgs(root), {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: outbox,
      UPLOAD_DIR: path.join(outbox, 'uploads'),
      CLIENT_DIR: path.join(ROOT, 'dist'),
      // A load generator is what the API request limits stop: they still count here, out of reach.
      RATE_LIMIT_PER_USER: '1000000000',
      RATE_LIMIT_PER_IP: '1000000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`The server exited (${proc.exitCode}):\n${out}`);
    try {
      if ((await request(origin, '/healthz')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`The server did not start in 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await untilIdle(proc.pid!);
  return {
    proc,
    pid: proc.pid!,
    origin,
    api: '/cms/json-api/catering/v1',
    outbox,
    output: () => out,
    async stop() {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until a server that answers is also done starting: it compiles its route schemas in the background
 * after it listens (seconds of CPU), and a figure measured meanwhile shares the cores with that work. Idle
 * means under 5% of a core over two half-second windows in a row (30 s at most).
 */
async function untilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = cpuMsOf(pid);
    await new Promise((r) => setTimeout(r, 500));
    quiet = cpuMsOf(pid) - before < 25 ? quiet + 1 : 0;
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat. */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100 Hz).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process (VmRSS) and its peak so far (VmHWM), in MB, from /proc. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples VmRSS every `everyMs` until stopped; returns the peak seen. */
export function sampleMemory(pid: number, everyMs = 20): { stop: () => { peak: number; samples: number } } {
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
      samples++;
    } catch {
      // process gone
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      try {
        peak = Math.max(peak, memoryOf(pid).rss);
      } catch {
        // process gone
      }
      return { peak, samples };
    },
  };
}

export async function login(server: RunningServer, email: string, password: string): Promise<string> {
  const res = await request(server.origin, `${server.api}/jwt/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}
