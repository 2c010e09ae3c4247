import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { pingDatabase } from '../db/connect';
import type { Database } from '../db/schema';
import type { AppContext } from '../http/operation';
import '../http/request-user';
import { Readiness } from '../observe/readiness';

export interface AppContextOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Milliseconds since the epoch for auth decisions; tests inject one. */
  clock?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every plugin and handler works on (the app's caller owns and closes it). */
    db: Kysely<Database>;
    /** The server's configuration (config.ts). */
    config: ServerConfig;
    /** Milliseconds since the epoch: the injected clock, or the system's. */
    now: () => number;
    /** What handlers get as their context: db, config and clock. */
    appContext: AppContext;
    /** Whether the process should get traffic (`/readyz`); `startDraining()` at shutdown (observe/drain.ts). */
    readiness: Readiness;
  }
}

/**
 * The app's shared pieces as decorators of the root instance, registered first: `db`, `config`, `now`,
 * `appContext` and `readiness` (the database is its first dependency), plus the request's `user` and
 * `changeCounters` slots. Every other plugin reads them from its instance.
 */
export const appContext = fp<AppContextOptions>(
  async (app: FastifyInstance, { db, config, clock }) => {
    app.decorate('db', db);
    app.decorate('config', config);
    app.decorate('now', clock ?? Date.now);
    app.decorate('appContext', { db, config, clock });
    const readiness = new Readiness();
    readiness.add('database', () => pingDatabase(db));
    app.decorate('readiness', readiness);
    app.decorateRequest('user', null);
    app.decorateRequest('changeCounters', null);
  },
  { name: 'app-context', fastify: '5.x' },
);
