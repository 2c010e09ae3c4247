import type { OperationHandler } from '../../http/operation';
import { etagMatches, listEtag } from './change-markers';
import { parseListQuery } from './list-query';
import { listRecords } from './service';
import type { ResourceDef } from './types';

type ListBody = { data: Awaited<ReturnType<typeof listRecords>> };

/** Per database handle: ETag → the response it tags (bounded, least recently used out first). */
const responses = new WeakMap<object, Map<string, ListBody>>();
const RESPONSES_KEPT = 100;

/**
 * The list operation of a resource. With `def.etag`, the response carries a weak ETag made from the query
 * and the change counters of every table the records show (read before the records); the API's cache
 * policy (plugins/cache-policy.ts) gives an ETag'd answer `private, no-cache`. A request whose If-None-Match
 * names the ETag gets a bodiless 304. The same
 * ETag always tags the same body, so the last bodies are kept by ETag: several kitchen screens polling the
 * same board cost one read of it per change.
 */
export function listHandler(def: ResourceDef): OperationHandler {
  return async (req, reply, ctx) => {
    const { db } = ctx;
    const query = (req.query ?? {}) as Record<string, unknown>;
    // (Handlers called directly, without an HTTP request, just list.)
    if (def.etag && req.headers) {
      parseListQuery(def, query); // a bad query is a 400, never a 304
      const etag = await listEtag(db, def, query);
      if (etag) {
        reply.header('ETag', etag);
        if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
        let kept = responses.get(db);
        if (!kept) responses.set(db, (kept = new Map()));
        const hit = kept.get(etag);
        if (hit) {
          kept.delete(etag);
          kept.set(etag, hit);
          return hit;
        }
        const body: ListBody = { data: await listRecords(db, def, query) };
        kept.set(etag, body);
        if (kept.size > RESPONSES_KEPT) kept.delete(kept.keys().next().value as string);
        return body;
      }
    }
    return { data: await listRecords(db, def, query) };
  };
}
