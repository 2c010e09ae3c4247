import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { prepareLogin } from './auth/auth-service';
import { changeEvents } from './events/change-events';
import { streamEvents } from './events/stream-events-handler';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { allHandlers } from './handler-registry';
import { DEFAULT_OPENAPI_FILE, loadOperations } from './http/openapi-operations';
import type { ExtraHandlers } from './http/operation';
import { OneLinePerRequest, requestLogging, type LogStream } from './http/request-logging';
import { requestMetrics } from './observe/metrics';
import { metricsEndpoint } from './observe/metrics-endpoint';
import { apiDocs } from './plugins/api-docs';
import { apiRoutes } from './plugins/api-routes';
import { appContext } from './plugins/app-context';
import { clientApp } from './plugins/client-app';
import { errorHandling } from './plugins/error-handling';
import { runtimeEndpoints } from './plugins/runtime-endpoints';
import { securityHeaders } from './plugins/security-headers';
import { compression } from './plugins/small-body-compression';

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
  handlers?: ExtraHandlers;
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

  // Decorators first (db, config, now, readiness, …), then the root-wide hooks, then the routes.
  await app.register(appContext, { db, config, clock: options.clock });
  await app.register(errorHandling);
  await app.register(changeEvents);
  await app.register(requestMetrics);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(runtimeEndpoints);
  await app.register(metricsEndpoint);
  const openapiFile = options.openapiFile ?? DEFAULT_OPENAPI_FILE;
  await app.register(apiDocs, { openapiFile });
  await app.register(apiRoutes, {
    prefix: config.apiBase,
    operations: loadOperations(openapiFile),
    handlers: allHandlers(options.handlers, { streamEvents: streamEvents(app.events) }),
    bodyLimit: BODY_LIMIT,
    fileSizeLimit: FILE_SIZE_LIMIT,
  });
  await app.register(clientApp);
  prepareLogin();
  return app;
}
