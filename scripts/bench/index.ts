/**
 * `npm run bench -- [server options] [client options] [--no-push]`: the server bench on SQLite and PostgreSQL,
 * then the client bench, then push latency (`bench:push`); prints every table and writes one JSON file,
 * bench/results/<timestamp>.json, with every figure, its target and its ratios, plus the machine's state (load
 * average) so runs can be compared.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { benchClient, clientOptions, clientTable } from './client';
import { benchPush, pushTable } from './push';
import { ROOT } from './lib/server-process';
import { benchServer, saveResults, serverOptions, serverTable } from './server';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const machine = () => ({
    loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
    cpus: os.cpus().length,
    memoryMB: Math.round(os.totalmem() / 2 ** 20),
  });
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const startedAt = new Date().toISOString();
  const before = machine();
  const server = args.includes('--client-only') ? [] : await benchServer(serverOptions(args));
  const client = args.includes('--server-only') ? null : await benchClient(clientOptions(args));
  const push = args.includes('--server-only') || args.includes('--no-push') ? [] : await benchPush();
  for (const r of server) console.log(serverTable(r));
  if (client) console.log(clientTable(client));
  if (push.length) console.log(pushTable(push));
  const file = saveResults('', {
    kind: 'bench',
    startedAt,
    finishedAt: new Date().toISOString(),
    commit,
    node: process.version,
    machine: { before, after: machine() },
    server,
    client,
    push,
  });
  const failed = [
    ...server.flatMap((r) =>
      r.figures.filter((f) => f.kind === 'target' && f.pass === false).map((f) => `${r.dialect}: ${f.label}`),
    ),
    ...(client?.figures.filter((f) => f.kind === 'target' && f.pass === false).map((f) => `client: ${f.label}`) ?? []),
    ...push.filter((f) => f.pass === false).map((f) => `push: ${f.label}`),
  ];
  console.log(
    `\nSaved ${path.relative(ROOT, file)} (load average before ${before.loadavg.join(' ')}, after ${machine().loadavg.join(' ')}).`,
  );
  console.log(failed.length ? `FAIL (${failed.length}): ${failed.join('; ')}` : 'Every target met.');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
