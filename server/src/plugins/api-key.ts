import type { FastifyInstance } from 'fastify';
import { constantTimeEqual } from '../auth/secrets';
import { HttpError } from '../http/operation';
import { isApiUrl } from './api-paths';

/** When an API key is configured, every call under the API base must send it as `X-API-Key`. */
export function requireApiKey(app: FastifyInstance, apiBase: string, apiKey: string): void {
  if (!apiKey) return;
  app.addHook('onRequest', async (req) => {
    if (!isApiUrl(req.url, apiBase)) return;
    const sent = req.headers['x-api-key'];
    if (typeof sent !== 'string' || !constantTimeEqual(sent, apiKey))
      throw new HttpError(401, 'invalid_api_key', 'A valid X-API-Key header is required.');
  });
}
