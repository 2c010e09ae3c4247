import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

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

/**
 * `GET /healthz` (liveness: the process answers; it reads nothing), `GET /readyz` (readiness: the database,
 * and Redis when configured, answer and the process is not shutting down; else 503 naming what is not) and
 * `GET /config.json`.
 */
export async function runtimeEndpoints(app: FastifyInstance): Promise<void> {
  const { config, readiness } = app;
  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
    const { ready, status, checks } = await readiness.report();
    if (!ready && status !== 'draining') req.log.warn({ checks }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status, checks });
  });

  app.get('/config.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send(clientRuntimeConfig(config)),
  );
}
