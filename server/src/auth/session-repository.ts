import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import {
  countersOf,
  sessionChecksOf,
  type SessionCheck,
  type TokenClaims,
  type TokenUserRow,
} from './session-check-batch';
import { SQLITE_VERSION_COLUMNS, sqliteSessionChecksOf } from './session-check-memo';

/** All SQL for sign-in sessions and the access-token denylist. Timestamps are ISO-8601 UTC text. */

export interface SessionWithUser {
  id: string;
  user_id: number;
  email: string;
}

export async function createSession(
  db: Kysely<Database>,
  session: { id: string; userId: number; refreshKeyHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      refresh_key_hash: session.refreshKeyHash,
      expires_at: session.expiresAt,
      refreshed_at: null,
      revoked_at: null,
    })
    .execute();
}

/** The live (not revoked, not expired) session holding this refresh key, with its user's email. */
export async function findLiveSessionByRefreshKey(
  db: Kysely<Database>,
  refreshKeyHash: string,
  now: string,
): Promise<SessionWithUser | undefined> {
  return db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['auth_sessions.id', 'auth_sessions.user_id', 'users.email'])
    .where('auth_sessions.refresh_key_hash', '=', refreshKeyHash)
    .where('auth_sessions.revoked_at', 'is', null)
    .where('auth_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Replaces the session's refresh key, only if it still holds `oldHash` (single use even when two
 * refreshes race: the second one updates no row). True when this call won.
 */
export async function rotateRefreshKey(
  db: Kysely<Database>,
  rotation: { sessionId: string; oldHash: string; newHash: string; expiresAt: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ refresh_key_hash: rotation.newHash, expires_at: rotation.expiresAt, refreshed_at: rotation.now })
    .where('id', '=', rotation.sessionId)
    .where('refresh_key_hash', '=', rotation.oldHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Puts an access token on the denylist until it would have expired anyway. */
export async function denyAccessToken(db: Kysely<Database>, jti: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Drops denylist rows and sessions that can no longer be used. */
export async function purgeExpired(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<=', now).execute();
  await db.deleteFrom('auth_sessions').where('expires_at', '<=', now).execute();
}

function tokenUserQuery(db: Kysely<Database>, claims: TokenClaims) {
  return db
    .selectFrom('users')
    .innerJoin('auth_sessions', 'auth_sessions.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.first_name',
      'users.middle_name',
      'users.last_name',
      'users.photo',
    ])
    .where('users.id', '=', claims.userId)
    .where('auth_sessions.id', '=', claims.sessionId)
    .where('auth_sessions.revoked_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('revoked_tokens').select('revoked_tokens.jti').where('revoked_tokens.jti', '=', claims.jti),
        ),
      ),
    );
}

/** Placeholders the query is compiled with once; each call puts its own values in their places. */
const PLACEHOLDER = { userId: -2_147_483_000, sessionId: '\u0000session', jti: '\u0000jti' } as const;
const sqliteCheckQueries = new WeakMap<object, CompiledQuery>();

/** Every change counter as one JSON object `{table: value}` (a scalar subquery, so it rides along any select). */
const allCounters = sql<unknown>`(select json_group_object(name, value) from change_counters)`;

type SqliteCheckRow = TokenUserRow & { change_counters: unknown; version: string };

/**
 * SQLite: the session check with, in the same statement (one snapshot), the change counters and the
 * database's version; compiled once per database handle, since Kysely's building cost more than running it.
 * No version when the session is over or the token denied: that answer is not kept.
 */
async function readSqliteCheck(
  db: Kysely<Database>,
  claims: TokenClaims,
): Promise<{ check: SessionCheck; version: string | undefined }> {
  let compiled = sqliteCheckQueries.get(db);
  if (!compiled) {
    compiled = tokenUserQuery(db, PLACEHOLDER)
      .select([allCounters.as('change_counters'), sql.raw<string>(SQLITE_VERSION_COLUMNS).as('version')])
      .compile();
    sqliteCheckQueries.set(db, compiled);
  }
  const values = new Map<unknown, unknown>([
    [PLACEHOLDER.userId, claims.userId],
    [PLACEHOLDER.sessionId, claims.sessionId],
    [PLACEHOLDER.jti, claims.jti],
  ]);
  const parameters = compiled.parameters.map((p) => (values.has(p) ? values.get(p) : p));
  const row = (await db.executeQuery<SqliteCheckRow>({ ...compiled, parameters })).rows[0];
  if (!row) return { check: { user: undefined, counters: new Map() }, version: undefined };
  const { change_counters: raw, version, ...user } = row;
  return { check: { user: Object.freeze(user), counters: countersOf(raw) }, version };
}

/**
 * The user behind an access token, provided its session is live and its jti is not denied, and, in the same
 * query (one round trip, one snapshot), the value of every change counter by table: what a read needs before
 * it reads (the list's change marker, its ETag). Counters read here are read before anything the request
 * reads after, so a marker made of them is exact. Run on every authenticated call (the role is read fresh
 * each time). On PostgreSQL, the checks asked while one is in flight share the next query
 * (session-check-batch.ts); on SQLite, while the database is unchanged, a repeated check reads only its
 * version (session-check-memo.ts).
 */
export function checkSession(db: Kysely<Database>, claims: TokenClaims): Promise<SessionCheck> {
  if (dialectOf(db) === 'postgres') return sessionChecksOf(db).check(claims);
  return sqliteSessionChecksOf(db, readSqliteCheck).check(claims);
}

/** Remembers a refresh key the session has rotated away from (its sha-256), to recognise its reuse. */
export async function rememberUsedRefreshKey(
  db: Kysely<Database>,
  used: { keyHash: string; sessionId: string; rotatedAt: string },
): Promise<void> {
  await db
    .insertInto('auth_refresh_history')
    .values({ key_hash: used.keyHash, session_id: used.sessionId, rotated_at: used.rotatedAt })
    .onConflict((oc) => oc.column('key_hash').doNothing())
    .execute();
}

/** The session an already-rotated refresh key belonged to, when it was rotated, and whether the session is still live. */
export async function findUsedRefreshKey(db: Kysely<Database>, keyHash: string) {
  return db
    .selectFrom('auth_refresh_history')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'auth_refresh_history.session_id')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select([
      'auth_sessions.id',
      'auth_sessions.user_id',
      'auth_sessions.revoked_at',
      'auth_refresh_history.rotated_at',
      'users.email',
    ])
    .where('auth_refresh_history.key_hash', '=', keyHash)
    .executeTakeFirst();
}

/**
 * Ends every live session of a user (their access tokens stop at once: authentication joins the
 * session), except `keepSessionId`. Returns how many were ended.
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
  keepSessionId?: string,
): Promise<number> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Of the given sessions, those still live (not revoked) with their user's role now, and which of the given
 * access tokens (jti) are denied. Two queries whatever the number of sessions.
 */
export async function findLiveSessions(
  db: Kysely<Database>,
  sessions: ReadonlyArray<{ sessionId: string; jti: string }>,
): Promise<{ live: Map<string, { role: string }>; deniedJtis: Set<string> }> {
  const live = new Map<string, { role: string }>();
  if (!sessions.length) return { live, deniedJtis: new Set() };
  const rows = await db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['auth_sessions.id', 'users.role'])
    .where('auth_sessions.id', 'in', [...new Set(sessions.map((s) => s.sessionId))])
    .where('auth_sessions.revoked_at', 'is', null)
    .execute();
  for (const row of rows) live.set(row.id, { role: row.role });
  const denied = await db
    .selectFrom('revoked_tokens')
    .select('jti')
    .where('jti', 'in', [...new Set(sessions.map((s) => s.jti))])
    .execute();
  return { live, deniedJtis: new Set(denied.map((r) => r.jti)) };
}
