import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolUse } from '../db/connect';
import type { Database } from '../db/schema';
import { countJobsByStatus } from '../resources/data/jobs-repository';

/** Which request limit refused a request (plugins/rate-limits.ts). */
export type LimitScope = 'user' | 'ip';

/** What the gauges read when Prometheus scrapes. */
export interface MetricSources {
  db: Kysely<Database>;
  /** Change event streams open in this process now. */
  openStreams: () => number;
  log: (message: string) => void;
}

/** The label of requests no route matched: never the raw URL (any client could mint label values with it). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Request latency buckets, seconds: from a cached list answer (a few ms) to a slow import upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's metrics, in a registry of its own (each app built in a test process has its own):
 * - `http_requests_total` and `http_request_duration_seconds` by method, route pattern and status;
 * - `cbo_event_streams_open`: change event streams open in this process;
 * - `cbo_jobs{status}`: import/export jobs queued, running and failed (the shared table, read on scrape);
 * - `cbo_db_pool_connections{state}` (total, idle, waiting) and `cbo_db_pool_max`: PostgreSQL's pool;
 *   SQLite reports its one embedded connection as total and max;
 * - `cbo_rate_limit_rejections_total{scope}`: requests refused 429 by the per-user or per-IP limit;
 * - Node's own (`process_*`, `nodejs_*`: CPU, memory, event loop delay, garbage collection).
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly rejections: Counter<'scope'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.rejections = new Counter({
      name: 'cbo_rate_limit_rejections_total',
      help: 'API requests refused with 429 by a request limit, by scope (user or ip).',
      labelNames: ['scope'],
      registers,
    });
    for (const scope of ['user', 'ip'] as const) this.rejections.inc({ scope }, 0);
    new Gauge({
      name: 'cbo_event_streams_open',
      help: 'Change event streams (GET /events) open in this process.',
      registers,
      collect() {
        this.set(sources.openStreams());
      },
    });
    new Gauge({
      name: 'cbo_jobs',
      help: 'Import and export jobs by status (queued, running, failed), across every process.',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        try {
          const counts = await countJobsByStatus(sources.db);
          for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
        } catch (err) {
          sources.log(`Metrics: could not count the jobs: ${err instanceof Error ? err.message : String(err)}`);
        }
      },
    });
    new Gauge({
      name: 'cbo_db_pool_connections',
      help: 'Database connections by state: total (open), idle, waiting (queries waiting for a connection).',
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse(sources.db);
        if (!use) {
          this.set({ state: 'total' }, 1);
          return;
        }
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'cbo_db_pool_max',
      help: 'The most database connections this process opens (SQLite: its one embedded connection).',
      registers,
      collect() {
        this.set(poolUse(sources.db)?.max ?? 1);
      },
    });
  }

  /** Counts one answered request under its route pattern (`/…/orders/:id`), never its URL. */
  observeRequest(req: FastifyRequest, reply: FastifyReply): void {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    this.requests.inc(labels);
    this.latency.observe(labels, reply.elapsedTime / 1000);
  }

  rateLimited(scope: LimitScope): void {
    this.rejections.inc({ scope });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics (`/metrics`), or null when METRICS is off. */
    metrics: AppMetrics | null;
  }
}

/**
 * Decorates the app with its metrics (null when off) and counts every request it answers (a hook on the root
 * instance, so every route and 404 is counted). Needs the change events (open streams are a gauge).
 */
export const requestMetrics = fp(
  async (app: FastifyInstance) => {
    const metrics = app.config.metrics.enabled
      ? new AppMetrics({ db: app.db, openStreams: () => app.events.openStreams, log: (m) => app.log.warn(m) })
      : null;
    app.decorate('metrics', metrics);
    if (metrics) app.addHook('onResponse', async (req, reply) => metrics.observeRequest(req, reply));
  },
  { name: 'request-metrics', fastify: '5.x', dependencies: ['app-context', 'change-events'] },
);
