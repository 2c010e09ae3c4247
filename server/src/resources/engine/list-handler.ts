import { createHash } from 'node:crypto';
import { imageScope, imageSigner, signImages } from '../../access/image-urls';
import { prepareBody, sendPrepared, type PreparedBody } from '../../http/prepared-body';
import { nowMs, type OperationHandler } from '../../http/operation';
import { etagMatches, readMarker, sendNotModified, shownTables } from './change-markers';
import { parseListQuery } from './list-query';
import { countTables } from './list-sql';
import { listRecords } from './service';
import type { ResourceDef } from './types';

/** Per database handle: a list's key (query and change marker) → its body, serialised (LRU, bounded). */
const responses = new WeakMap<object, Map<string, PreparedBody>>();
const RESPONSES_KEPT = 200;
/** Bodies larger than this are not kept (a 100-row page is a few tens of kB). */
const LARGEST_KEPT = 512 * 1024;

/** The query string as sent: the query is parsed from it alone, so equal strings ask the same question. */
const queryString = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};

/**
 * The list operation of a resource. Its answer depends only on the query and on the rows of the tables
 * it reads and shows, whose change counters (bumped by triggers on every write, by any process) are read
 * first: the marker. Its images are signed for the caller (access/image-urls.ts): the same URLs for every
 * caller of the same signing scope (the signing window, the image folders the caller may see). The last
 * answers are kept by query, marker and scope, serialised and compressed, so asking again while nothing
 * changed costs one query: the session check, which reads the counters too (`req.changeCounters`,
 * access/access-guard.ts); the access checks still run on every call.
 * With `def.etag`, the response carries a weak ETag made from the same key; the API's cache
 * policy (plugins/cache-policy.ts) gives an ETag'd answer `private, no-cache`, and a request whose
 * If-None-Match names the ETag gets a bodiless 304.
 */
export function listHandler(def: ResourceDef): OperationHandler {
  return async (req, reply, ctx) => {
    const { db } = ctx;
    const query = (req.query ?? {}) as Record<string, unknown>;
    const now = nowMs(ctx);
    // (Handlers called directly, without an HTTP request, just list.)
    if (!req.headers || db.isTransaction) return { data: await listRecords(db, def, query, undefined, now) };
    const plan = parseListQuery(def, query); // a bad query is a 400, never a 304
    // The counters came with the caller's session (one query for both): no read of its own here.
    const counters = req.changeCounters;
    const marker = await readMarker(db, [...shownTables(def), ...countTables(def, plan.conditions)], counters);
    if (!marker) return { data: await listRecords(db, def, query, counters, now) };
    // The ETag changes when the signing window turns, so a client's copy never keeps expired image URLs; and when
    // what the records depend on besides their rows does (`asOf`: the day an invoice falls overdue).
    const asOf = def.asOf ? `\n${await def.asOf(db, now)}` : '';
    const key = `${def.name}\n${queryString(req.url)}\n${marker}\n${imageScope(ctx)}${asOf}`;
    if (def.etag) {
      const etag = `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
      reply.header('ETag', etag);
      if (etagMatches(req.headers['if-none-match'], etag)) return sendNotModified(reply);
    }
    let kept = responses.get(db);
    if (!kept) responses.set(db, (kept = new Map()));
    let body = kept.get(key);
    if (body) kept.delete(key);
    else
      body = prepareBody(reply, {
        data: signImages(await listRecords(db, def, query, counters, now), imageSigner(ctx)),
      });
    if (body.json.length <= LARGEST_KEPT) {
      kept.set(key, body);
      if (kept.size > RESPONSES_KEPT) kept.delete(kept.keys().next().value as string);
    }
    return sendPrepared(req, reply, body);
  };
}
