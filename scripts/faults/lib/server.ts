import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, memoryOf, ROOT } from '../../bench/lib/server-process';

export const API = '/cms/json-api/catering/v1';
/** The demo password the servers seed with (a test database only). */
export const PASSWORD = 'faults-password-0123';

export interface ServerProcess {
  name: string;
  origin: string;
  pid: number;
  proc: ChildProcess;
  /** Resident memory now, MB. */
  rss: () => number;
  output: () => string;
  /** `kill -9`: the process dies at once, in the middle of whatever it was doing. */
  kill9: () => Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

export interface ServerOptions {
  name: string;
  databaseUrl: string;
  seed: boolean;
  /** Shared by every process of one run (mail outbox, uploads, exports). */
  dataDir: string;
  env?: Record<string, string>;
  /** A port to listen on (a restart on the same one); default a free one. */
  port?: number;
  /** More node flags (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

/**
 * One real server process (`node --require tsx/cjs server/src/server.ts`, as `npm run serve` runs it) on
 * 127.0.0.1, in test mode (so `JOB_TEST_DELAY_MS` applies) with the demo data seeded when `seed`. Resolves once
 * it prints that it is ready.
 */
export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  let out = '';
  const args = ['--require', 'tsx/cjs', '--expose-gc', ...(options.nodeArgs ?? []), 'server/src/server.ts'];
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: 'faults-jwt-secret-0123456789abcdef0123456789abcdef',
      SEED_DEMO_DATA: String(options.seed),
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: path.join(options.dataDir, 'outbox'),
      UPLOAD_DIR: path.join(options.dataDir, 'uploads'),
      EXPORT_DIR: path.join(options.dataDir, 'exports'),
      CLIENT_DIR: '/nonexistent-client-dir',
      RATE_LIMIT_PER_USER: '1000000000',
      RATE_LIMIT_PER_IP: '1000000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${options.name} did not start in 120 s:\n${out}`)), 120_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/ready at http:\/\/\S+/.test(out)) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited (${code}):\n${out}`));
    });
  });
  return {
    name: options.name,
    origin,
    pid: proc.pid!,
    proc,
    rss: () => memoryOf(proc.pid!).rss,
    output: () => out,
    async kill9() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** A fresh directory for one run's shared files. */
export function runDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-faults-'));
}
