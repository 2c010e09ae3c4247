import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPostgresUrl } from '../db/connect';
import { dialectOf } from '../db/dialect';
import { EventHub } from './event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's change events: `GET /events` streams them (events/stream-events-handler.ts). */
    events: EventHub;
  }
}

/**
 * The process's change events: a hub woken after every write this process answers (the handler has
 * committed by then) and, on PostgreSQL, by the database's notifications of writes by any process. Streams
 * end before the server stops listening, so an open one never holds a shutdown.
 */
export const changeEvents = fp(
  async (app: FastifyInstance) => {
    const { config, db } = app;
    const postgres = dialectOf(db) === 'postgres' && isPostgresUrl(config.databaseUrl);
    const hub = new EventHub({
      db,
      listenUrl: postgres ? config.databaseUrl : null,
      heartbeatMs: config.events.heartbeatSeconds * 1000,
      sessionCheckMs: config.events.sessionCheckMs,
      maxStreamsPerUser: config.events.maxStreamsPerUser,
      pollMs: config.events.pollMs,
      now: () => app.now(),
      log: (message) => app.log.warn(message),
    });
    app.decorate('events', hub);
    app.addHook('onResponse', (req, _reply, done) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') hub.feed.poke();
      done();
    });
    app.addHook('onReady', async () => hub.start());
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'change-events', fastify: '5.x', dependencies: ['app-context'] },
);
