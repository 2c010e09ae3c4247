import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from './error-response';
import {
  deleteClaim,
  findKey,
  insertClaim,
  purgeKeysBefore,
  storeAnswer,
  takeOverClaim,
  type KeyRef,
} from './idempotency-repository';
import { HttpError, nowMs, type AppContext, type OperationHandler } from './operation';

/**
 * Exactly-once requests. An operation opts in by declaring the `Idempotency-Key` header parameter in the
 * contract (components/parameters/IdempotencyKey); the routes then wrap its handler with
 * {@link withIdempotency}. The rules, for a signed-in caller who sends the header:
 * - the key is a UUID the client made (any other text is a 400 naming the header);
 * - keys are per user: another user's same key is another key;
 * - the first request with a key claims it (an insert the primary key (user_id, key) lets through once, in
 *   any number of processes), is processed, and its answer (status and body, refusals included) is stored;
 * - the same key again with the same request (method, path, query and body) answers the stored status and
 *   body with `Idempotent-Replayed: true`, and changes nothing;
 * - the same key with another request is a 422 `idempotency_key_reused`;
 * - while the first is still being processed, a repeat waits for its answer up to `waitMs`, then is a 409
 *   `idempotency_key_in_progress` (send it again later);
 * - a 5xx is not stored: the key is released, so a retry may succeed;
 * - a key is kept 24 h from its claim; after that it is forgotten and the same key is a new request.
 *   A claim left without an answer for a minute (its process stopped mid-request) may be taken over.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Response header on an answer replayed from a stored one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key and its answer are kept. */
export const KEY_KEEP_MS = 24 * 60 * 60 * 1000;
/** A claim still without an answer after this long was left by a request that never finished. */
export const STALE_CLAIM_MS = 60 * 1000;
/** How often a repeat looks again for the first request's answer while it waits. */
const POLL_MS = 20;
/** Expired keys are purged at most this often per process, on the way of a request with a key. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The request's key in lower case; null without the header; a 400 naming the header when it is not one UUID. */
export function readIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !UUID.test(value.trim()))
    throw new HttpError(
      400,
      'validation_error',
      `${IDEMPOTENCY_HEADER} must be one UUID made by the client, e.g. 0f8e6c1a-3b5d-4c2e-9a7f-1d2c3b4a5e6f.`,
      { [IDEMPOTENCY_HEADER]: 'must be a UUID' },
    );
  return value.trim().toLowerCase();
}

/** JSON with every object's keys sorted, so the same request always reads the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** sha-256 (hex) of what makes two requests the same: method, route, path parameters, query and body. */
export function requestFingerprint(req: FastifyRequest): string {
  const text = canonicalJson([req.method, req.routeOptions.url ?? req.url, req.params, req.query, req.body]);
  return createHash('sha256').update(text).digest('hex');
}

type Claim =
  | { kind: 'claimed'; createdAt: string }
  | { kind: 'replay'; statusCode: number; body: string }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

const isoAt = (ms: number) => new Date(ms).toISOString();
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** Claims the key for this request, or tells what the earlier request with it says (see the rules above). */
async function claimKey(ctx: AppContext, ref: KeyRef, requestHash: string, waitMs: number): Promise<Claim> {
  const waitUntil = Date.now() + waitMs;
  for (;;) {
    const now = nowMs(ctx);
    const createdAt = isoAt(now);
    if (await insertClaim(ctx.db, ref, requestHash, createdAt)) return { kind: 'claimed', createdAt };
    const row = await findKey(ctx.db, ref);
    if (!row) continue; // released (a 5xx) or purged since the insert: claim it again
    if (row.created_at < isoAt(now - KEY_KEEP_MS)) {
      await deleteClaim(ctx.db, ref, row.created_at); // expired: the key is new again
      continue;
    }
    if (row.request_hash !== requestHash) return { kind: 'reused' };
    if (row.status_code !== null && row.response_body !== null)
      return { kind: 'replay', statusCode: row.status_code, body: row.response_body };
    if (row.created_at < isoAt(now - STALE_CLAIM_MS)) {
      if (await takeOverClaim(ctx.db, ref, row.created_at, createdAt)) return { kind: 'claimed', createdAt };
      continue;
    }
    if (Date.now() >= waitUntil) return { kind: 'in_progress' };
    await pause();
  }
}

let lastPurgeMs = 0;

/** Forgets expired keys, at most every PURGE_EVERY_MS in this process (the index on created_at keeps it cheap). */
async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = nowMs(ctx);
  if (Math.abs(now - lastPurgeMs) < PURGE_EVERY_MS) return;
  lastPurgeMs = now;
  await purgeKeysBefore(ctx.db, isoAt(now - KEY_KEEP_MS));
}

/** Stores the answer (a 4xx too), or releases the key after a 5xx so that a retry is processed afresh. */
async function settle(
  ctx: AppContext,
  req: FastifyRequest,
  ref: KeyRef,
  createdAt: string,
  status: number,
  body: string,
) {
  try {
    if (status >= 500) await deleteClaim(ctx.db, ref, createdAt);
    else await storeAnswer(ctx.db, ref, createdAt, status, body);
  } catch (err) {
    // The change (if any) is made; its answer still goes out. The claim stays unanswered until it is stale.
    req.log.error({ err }, 'could not store the answer of an idempotent request');
  }
}

function replay(reply: FastifyReply, statusCode: number, body: string): string {
  reply.code(statusCode).type(JSON_TYPE).header(REPLAYED_HEADER, 'true');
  return body;
}

/**
 * The handler of an operation that takes an `Idempotency-Key`: without the header (or without a signed-in
 * user) it runs as is; with one it runs at most once per user and key, and repeats get its answer.
 * `waitMs`: how long a repeat waits for the first request's answer before a 409.
 */
export function withIdempotency(handler: OperationHandler, waitMs: number): OperationHandler {
  return async (req, reply, ctx) => {
    const key = readIdempotencyKey(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    if (key === null || !ctx.user) return handler(req, reply, ctx);
    const ref: KeyRef = { userId: ctx.user.id, key };
    await purgeExpired(ctx);
    const claim = await claimKey(ctx, ref, requestFingerprint(req), waitMs);
    if (claim.kind === 'replay') return replay(reply, claim.statusCode, claim.body);
    if (claim.kind === 'reused')
      throw new HttpError(
        422,
        'idempotency_key_reused',
        `This ${IDEMPOTENCY_HEADER} was already used for another request; make a new key for each action.`,
      );
    if (claim.kind === 'in_progress')
      throw new HttpError(
        409,
        'idempotency_key_in_progress',
        `A request with this ${IDEMPOTENCY_HEADER} is still being processed; send it again in a moment.`,
      );

    let body: unknown;
    try {
      body = await handler(req, reply, ctx);
    } catch (err) {
      const answer = errorResponse(err);
      await settle(ctx, req, ref, claim.createdAt, answer.statusCode, JSON.stringify(answer.body));
      throw err;
    }
    if (reply.sent) {
      await settle(ctx, req, ref, claim.createdAt, 500, ''); // answered by the handler itself: nothing to replay
      return body;
    }
    // The answer exactly as the route would send it (its response schema's serialiser), stored and sent.
    const text = reply.serialize(body) as string;
    await settle(ctx, req, ref, claim.createdAt, reply.statusCode, text);
    reply.type(JSON_TYPE);
    return text;
  };
}
