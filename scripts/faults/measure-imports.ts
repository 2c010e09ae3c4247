/**
 * Issue 29's "one upload stalls a process", measured from outside (`npx tsx scripts/faults/measure-imports.ts
 * [sqlite|postgres]`): one real server process; while `/healthz` is pinged by 8 clients at once, it is sent
 * a 3 MB wide workbook with a wrong header (refused), a 5 MB CSV of commas (refused), and a wide workbook with
 * a valid header (10,000 categories imported by the job). Prints the request time, `/healthz` p99 and max,
 * and the server's RSS before, at its peak and after each. Not a pass/fail test: `npm run test:faults` is.
 */
import os from 'node:os';
import { sampleMemory } from '../bench/lib/server-process';
import { scratchPostgres, scratchSqlite } from './lib/databases';
import { fmtStats, pingHealthz } from './lib/healthz';
import { api, signIn, uploadImport } from './lib/http';
import { runDir, startServerProcess, type ServerProcess } from './lib/server';
import { wideWorkbook } from './lib/wide-workbook';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const load = () => os.loadavg()[0].toFixed(2);

async function waitForJob(server: ServerProcess, token: string, id: number): Promise<{ status: string }> {
  for (;;) {
    const { body } = await api<{ data: { status: string } }>(server.origin, token, `/jobs/${id}`);
    if (body.data.status === 'done' || body.data.status === 'failed') return body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function measure(server: ServerProcess, label: string, run: () => Promise<string>): Promise<void> {
  global.gc?.();
  const before = server.rss();
  const memory = sampleMemory(server.pid);
  const pings = pingHealthz(server.origin);
  const started = performance.now();
  const outcome = await run();
  const ms = performance.now() - started;
  const stats = await pings.stop();
  const peak = memory.stop().peak;
  await new Promise((r) => setTimeout(r, 3000));
  console.log(
    `${label}: ${outcome} in ${(ms / 1000).toFixed(2)} s; healthz ${fmtStats(stats)}; RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} → ${server.rss().toFixed(0)} MB 3 s later; load ${load()}`,
  );
}

async function main(): Promise<void> {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const dir = runDir();
  const db = dialect === 'postgres' ? await scratchPostgres() : scratchSqlite(dir);
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ name: 'server', databaseUrl: db.url, seed: true, dataDir: dir });
    const token = await signIn(server.origin);
    const wrong = await wideWorkbook();
    const valid = await wideWorkbook({ header: ['name'], firstCell: (r) => `Wide category ${r}` });
    const commas = Buffer.alloc(5 * 1024 * 1024 - 1024, ',');
    console.log(
      `${dialect}: wide workbook ${(wrong.length / 1e6).toFixed(2)} MB, valid one ${(valid.length / 1e6).toFixed(2)} MB`,
    );
    const s = server;
    await measure(s, 'idle (2 s)', async () => {
      await new Promise((r) => setTimeout(r, 2000));
      return 'nothing';
    });
    await measure(s, 'wide xlsx, wrong header', async () => {
      const res = await uploadImport(s.origin, token, 'categories', { name: 'wide.xlsx', type: XLSX, content: wrong });
      return `${res.status} ${String(res.json.message ?? '').slice(0, 60)}`;
    });
    await measure(s, '5 MB CSV of commas', async () => {
      const res = await uploadImport(s.origin, token, 'categories', {
        name: 'commas.csv',
        type: 'text/csv',
        content: commas,
      });
      return `${res.status} ${String(res.json.message ?? '').slice(0, 60)}`;
    });
    await measure(s, 'wide xlsx, valid header, 10,000 rows imported', async () => {
      const t0 = performance.now();
      const res = await uploadImport(s.origin, token, 'categories', { name: 'valid.xlsx', type: XLSX, content: valid });
      const answered = performance.now() - t0;
      if (res.status !== 202) return `${res.status} ${res.body.slice(0, 100)}`;
      const job = await waitForJob(s, token, res.json.data!.job_id);
      return `202 in ${(answered / 1000).toFixed(2)} s, job ${job.status}`;
    });
  } finally {
    await server?.stop();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
