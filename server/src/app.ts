import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { prepareLogin } from './auth/auth-service';
import { isPostgresUrl, pingDatabase } from './db/connect';
import { dialectOf } from './db/dialect';
import { EventHub } from './events/event-hub';
import { streamEvents } from './events/stream-events-handler';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { allHandlers } from './handler-registry';
import { DEFAULT_OPENAPI_FILE, loadOperations } from './http/openapi-operations';
import { nowMs, type HandlerMap } from './http/operation';
import { OneLinePerRequest, requestLogging, type LogStream } from './http/request-logging';
import './http/request-user';
import { AppMetrics, countRequests } from './observe/metrics';
import { addMetricsEndpoint } from './observe/metrics-endpoint';
import { Readiness } from './observe/readiness';
import { addApiDocs } from './plugins/api-docs';
import { apiRoutes } from './plugins/api-routes';
import { serveClientApp } from './plugins/client-app';
import { handleErrors } from './plugins/error-handling';
import { addRuntimeEndpoints } from './plugins/runtime-endpoints';
import { addSecurityHeaders } from './plugins/security-headers';
import { COMPRESS_THRESHOLD, compressSmallBodies } from './plugins/small-body-compression';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Fastify request logging (pino); off by default, on in server.ts. */
  logger?: boolean;
  /** Where the log goes when `logger` is on (standard output by default; tests read it). */
  logStream?: LogStream;
  /** With `config.logFormat` pretty: the file pino-pretty writes to (standard output by default; tests read it). */
  logFile?: string;
  /** The OpenAPI document the routes come from; openapi/openapi.yaml by default. */
  openapiFile?: string;
  /** Extra or replacement handlers by operationId (the core's auth/profile/settings always win). */
  handlers?: HandlerMap;
  /** Milliseconds since the epoch for auth decisions (token times, throttling, grace windows); tests inject one. */
  clock?: () => number;
}

/** Largest JSON body accepted (bulk calls carry up to 100 records): 1 MB, else a 413. */
export const BODY_LIMIT = 1024 * 1024;
/** Largest uploaded file (images, import files): 5 MB, else a 413. */
export const FILE_SIZE_LIMIT = 5 * 1024 * 1024;

/**
 * The whole server as a Fastify instance, ready for `listen` or `inject`: the JSON-API of the
 * OpenAPI document under `config.apiBase`, `/healthz`, `/config.json`, the contract and its reference
 * (`/openapi.json`, `/openapi.yaml`, `/api-docs`), uploads and the built SPA.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  if (!config.jwtSecret) throw new Error('JWT_SECRET is not configured');

  const serverOptions: FastifyServerOptions = {
    logger: options.logger
      ? requestLogging({ stream: options.logStream, format: config.logFormat, file: options.logFile })
      : false,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app = Fastify(serverOptions);
  app.decorateRequest('user', null);
  app.decorateRequest('changeCounters', null);

  handleErrors(app);
  const events = changeEvents(app, options);
  const readiness = new Readiness();
  readiness.add('database', () => pingDatabase(db));
  app.decorate('readiness', readiness);
  const metrics = config.metrics.enabled
    ? new AppMetrics({ db, openStreams: () => events.openStreams, log: (message) => app.log.warn(message) })
    : null;
  if (metrics) countRequests(app, metrics);
  addSecurityHeaders(app);
  compressSmallBodies(app);
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  addRuntimeEndpoints(app, config, readiness);
  addMetricsEndpoint(app, config.metrics, metrics);
  const openapiFile = options.openapiFile ?? DEFAULT_OPENAPI_FILE;
  addApiDocs(app, config, openapiFile);

  await app.register(apiRoutes, {
    prefix: config.apiBase,
    operations: loadOperations(openapiFile),
    handlers: { ...allHandlers(options.handlers), streamEvents: streamEvents(events) },
    context: { db, config, clock: options.clock },
    observe: {
      rateLimited: (scope) => metrics?.rateLimited(scope),
      dependency: (name, check) => readiness.add(name, check),
    },
    bodyLimit: BODY_LIMIT,
    fileSizeLimit: FILE_SIZE_LIMIT,
  });

  await serveClientApp(app, config, () => nowMs(options));
  prepareLogin();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process should get traffic (`/readyz`); `startDraining()` at shutdown (observe/drain.ts). */
    readiness: Readiness;
  }
}

/**
 * The process's change events: a hub woken after every write this process answers (the handler has
 * committed by then) and, on PostgreSQL, by the database's notifications of writes by any process. Streams
 * end before the server stops listening, so an open one never holds a shutdown.
 */
function changeEvents(app: FastifyInstance, options: BuildAppOptions): EventHub {
  const { config, db } = options;
  const postgres = dialectOf(db) === 'postgres' && isPostgresUrl(config.databaseUrl);
  const hub = new EventHub({
    db,
    listenUrl: postgres ? config.databaseUrl : null,
    heartbeatMs: config.events.heartbeatSeconds * 1000,
    sessionCheckMs: config.events.sessionCheckMs,
    maxStreamsPerUser: config.events.maxStreamsPerUser,
    pollMs: config.events.pollMs,
    now: () => nowMs(options),
    log: (message) => app.log.warn(message),
  });
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') hub.feed.poke();
  });
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => hub.close());
  return hub;
}
