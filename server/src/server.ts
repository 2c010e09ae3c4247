import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { configProblems, loadConfig, type ServerConfig } from './config';
import { createDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { compileQueuedSchemas, queueSchemaCompilation } from './http/schema-compilation';
import { drainServer } from './observe/drain';
import {
  handBackJobs,
  resumeQueuedJobs,
  scheduleDailyBackup,
  scheduleStandingOrders,
  startJobPoller,
} from './resources/data/runner';
import { seedDemoData } from './seed/demo';
import { DEMO_USERS } from './seed/data';

/** How often each process looks for jobs to take over (queued elsewhere, or whose process died). */
function jobPollMs(): number {
  const ms = Number(process.env.JOB_POLL_MS);
  return Number.isFinite(ms) && ms >= 50 ? ms : 30_000;
}

/** Thrown when the configuration is unsafe to run with; `problems` are the human reasons. */
export class ConfigurationError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
}

function browserUrl(config: ServerConfig, address: string): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const port = new URL(address).port || String(config.port);
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Checks the configuration, opens and migrates the database, seeds the demo data into an empty
 * database (when SEED_DEMO_DATA is on), builds the app and listens. Prints where to go and how to
 * sign in.
 */
export async function startServer(config: ServerConfig = loadConfig()): Promise<RunningServer> {
  const problems = configProblems(config);
  if (problems.length) throw new ConfigurationError(problems);

  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    if (config.seedDemoData) {
      const result = await seedDemoData(db, { demoPassword: config.demoPassword, vatRate: config.vatRate });
      if (result.seeded)
        console.log(
          `Seeded demo data into the empty database: ${Object.entries(result.counts)
            .map(([t, n]) => `${n} ${t}`)
            .join(', ')}.`,
        );
    }
  } catch (err) {
    await db.destroy();
    throw err;
  }

  queueSchemaCompilation();
  const app = await buildApp({ config, db, logger: true });
  const jobs = { db, config };
  let stopPolling = () => {};
  // Shutting down, jobs running here are handed back (queued again, for another process to take now rather
  // than after their lease runs out); the database closes once their runs have stopped.
  app.addHook('onClose', async () => {
    stopPolling();
    const handedBack = await handBackJobs(jobs);
    if (handedBack) app.log.info(`Handed ${handedBack} running job${handedBack === 1 ? '' : 's'} back to the queue.`);
    await db.destroy();
  });
  const address = await app.listen({ port: config.port, host: config.host });
  // A schema that fails to compile fails its route's requests, as it would without this: logged, not fatal.
  compileQueuedSchemas().catch((err: unknown) => app.log.error({ err }, 'A route schema failed to compile'));
  const resumed = await resumeQueuedJobs(jobs);
  if (resumed) app.log.info(`Resumed ${resumed} job${resumed === 1 ? '' : 's'} left by a previous process.`);
  await scheduleDailyBackup(jobs);
  await scheduleStandingOrders(jobs);
  stopPolling = startJobPoller(jobs, jobPollMs());
  const url = browserUrl(config, address);

  const showPassword = config.nodeEnv !== 'production';
  const login = config.seedDemoData
    ? `  —  demo login ${DEMO_USERS[0].email} / ${showPassword ? config.demoPassword : '(DEMO_PASSWORD)'}`
    : '';
  console.log(`${config.appName} ready at ${url}${login}`);
  if (config.seedDemoData)
    console.log(
      `Other demo users (same password): ${DEMO_USERS.slice(1)
        .map((u) => `${u.email} (${u.role})`)
        .join(', ')}`,
    );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down (not ready, no new connections, running requests finish)`);
      stopPolling();
      const handBack = () => handBackJobs(jobs);
      drainServer(app, { readiness: app.readiness, graceMs: config.shutdownGraceMs, handBack }).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  return { app, url };
}

/** Runs startServer, turning a refused configuration or a start-up failure into a clear exit. */
export function main(config?: ServerConfig): void {
  startServer(config).catch((err: unknown) => {
    if (err instanceof ConfigurationError) console.error(err.message);
    else console.error('The server failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

if (require.main === module) main();
