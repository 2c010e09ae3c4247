import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of idempotency keys (table `idempotency_keys`); the rules are idempotency.ts. */
type Db = Kysely<Database>;

/** One user's key, as a request names it. */
export interface KeyRef {
  userId: number;
  key: string;
}

/**
 * Claims the key for a request being processed now: inserts the row without an answer. False when the
 * user already has the key (the primary key refuses the second insert, in any process): nothing changes.
 */
export async function insertClaim(db: Db, ref: KeyRef, requestHash: string, createdAt: string): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ user_id: ref.userId, key: ref.key, request_hash: requestHash, created_at: createdAt })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findKey(db: Db, ref: KeyRef) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body', 'created_at'])
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .executeTakeFirst();
}

/** Deletes the key if it is still the claim made at `createdAt` (not a newer one); true when it did. */
export async function deleteClaim(db: Db, ref: KeyRef, createdAt: string): Promise<boolean> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .where('created_at', '=', createdAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes over a claim still without an answer, made at `staleAt` by a request that never finished (its
 * process stopped): the claim becomes this request's, made at `createdAt`. True when this request won it.
 */
export async function takeOverClaim(db: Db, ref: KeyRef, staleAt: string, createdAt: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: createdAt })
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .where('created_at', '=', staleAt)
    .where('status_code', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stores the answer of the request that claimed the key at `createdAt`. */
export async function storeAnswer(
  db: Db,
  ref: KeyRef,
  createdAt: string,
  statusCode: number,
  responseBody: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: responseBody })
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .where('created_at', '=', createdAt)
    .execute();
}

/** Forgets every key claimed before `before` (ISO-8601). */
export async function purgeKeysBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
