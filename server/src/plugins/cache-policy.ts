import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiUrl } from './api-paths';

/** Tokens (jwt/*) and per-user data: no cache, the browser's included, may keep a copy. */
export const API_NO_STORE = 'no-store';

/**
 * A list answered with an ETag (the kitchen board's poll, see list-handler.ts). Not `no-store`: that would
 * forbid the browser to keep the copy it revalidates against, so every poll would download the whole board
 * again instead of getting a bodiless 304. `no-cache` makes the browser ask the server every time (so the
 * caller's access is checked on each poll and the board is never stale); `private` keeps shared caches out.
 */
export const API_REVALIDATE = 'private, no-cache';

function revalidates(reply: FastifyReply): boolean {
  return (reply.statusCode === 200 || reply.statusCode === 304) && reply.hasHeader('etag');
}

/** Cache-Control of every response under the API base, errors included: `no-store`, or API_REVALIDATE for ETag'd lists. */
export function addApiCachePolicy(app: FastifyInstance, apiBase: string): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApiUrl(req.url, apiBase)) reply.header('Cache-Control', revalidates(reply) ? API_REVALIDATE : API_NO_STORE);
    return payload;
  });
}
