import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { pingDatabase } from '../db/connect';
import type { Database } from '../db/schema';

/** What the SPA reads at start-up (same origin, so one build serves every environment). */
export function clientRuntimeConfig(config: ServerConfig) {
  return {
    apiUrl: config.apiBase,
    authUrl: `${config.apiBase}/jwt`,
    apiKey: config.apiKey,
    appName: config.appName,
    loginEmail: config.loginEmail,
    loginPassword: config.loginPassword,
    companyName: config.companyName,
    contactEmail: config.contactEmail,
  };
}

/** `GET /healthz` (database reachable) and `GET /config.json`. */
export function addRuntimeEndpoints(app: FastifyInstance, config: ServerConfig, db: Kysely<Database>): void {
  app.get('/healthz', async (req, reply) => {
    try {
      await pingDatabase(db);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
    } catch (err) {
      req.log.error({ err }, 'health check failed');
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'unavailable' });
    }
  });

  app.get('/config.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send(clientRuntimeConfig(config)),
  );
}
