import type { FastifyInstance, FastifyReply } from 'fastify';

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

/**
 * Cache-Control of every response the API scope sends, errors and its 404 included: `no-store`, or
 * API_REVALIDATE for ETag'd lists. Register inside the API routes plugin, so it holds for every spelling
 * of a path the router accepts (`%63atering` reaches the login route too).
 */
export function addApiCachePolicy(apiScope: FastifyInstance): void {
  apiScope.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('Cache-Control', revalidates(reply) ? API_REVALIDATE : API_NO_STORE);
    done(null, payload);
  });
}
