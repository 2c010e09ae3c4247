import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../plugins/error-handling';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `header` is `Bearer <token>`; compared in constant time (digests of equal length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match ? match[1] : ''), digest(token)) && !!match;
}

/**
 * `GET /metrics`: the Prometheus text format. Off (404) unless METRICS=on or METRICS_TOKEN is set; with a
 * token, a scrape without `Authorization: Bearer <token>` is a 401. Never cached.
 */
export async function metricsEndpoint(app: FastifyInstance): Promise<void> {
  const config = app.config.metrics;
  const { metrics } = app;
  app.get('/metrics', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!config.enabled || !metrics)
      return sendError(reply, 404, { message: 'Not found: GET /metrics.', code: 'not_found' });
    if (config.token && !bearerMatches(req.headers.authorization, config.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendError(reply, 401, {
        message: 'Metrics need the METRICS_TOKEN: send it as "Authorization: Bearer <token>".',
        code: 'invalid_token',
      });
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
