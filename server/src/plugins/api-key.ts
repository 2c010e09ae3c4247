import type { FastifyInstance } from 'fastify';
import { constantTimeEqual } from '../auth/secrets';
import { HttpError } from '../http/operation';

/**
 * When an API key is configured, every request the API scope serves (each operation and the scope's own
 * 404) must send it as `X-API-Key`. Register inside the API routes plugin: the hook then runs on the routed
 * request, so every spelling the router accepts (percent-escapes, a trailing slash) is checked, and a
 * spelling it does not accept never reaches an operation.
 */
export function requireApiKey(apiScope: FastifyInstance, apiKey: string): void {
  if (!apiKey) return;
  apiScope.addHook('onRequest', async (req) => {
    const sent = req.headers['x-api-key'];
    if (typeof sent !== 'string' || !constantTimeEqual(sent, apiKey))
      throw new HttpError(401, 'invalid_api_key', 'A valid X-API-Key header is required.');
  });
}
