import { CompiledQuery, type Kysely, type Selectable } from 'kysely';
import { keepPrepared } from '../db/prepared-statements';
import type { Database } from '../db/schema';

/** What an access token claims: the session check looks these up. */
export interface TokenClaims {
  userId: number;
  sessionId: string;
  jti: string;
}

/** The user behind a live session, as the session check reads it. */
export type TokenUserRow = Pick<
  Selectable<Database['users']>,
  'id' | 'email' | 'role' | 'first_name' | 'middle_name' | 'last_name' | 'photo'
>;

/** A check's answer: its user (none when the session is over or the token denied) and every change counter. */
export interface SessionCheck {
  user: TokenUserRow | undefined;
  counters: ReadonlyMap<string, number>;
}

/** The most checks one query answers. */
export const MOST_CHECKS_PER_QUERY = 64;

/**
 * Every waiting check at once: the claims as parallel arrays (one SQL text, whatever the count, so it stays a
 * prepared statement), each matched row carrying its claim's position `k`. The counters are an uncorrelated
 * subquery, read once per query, as text so the process parses them once.
 */
export const SESSION_CHECKS_SQL = `select c.k::int as k, u.id, u.email, u.role, u.first_name, u.middle_name, u.last_name, u.photo,
  (select json_object_agg(name, value) from change_counters)::text as change_counters
from unnest($1::int[], $2::text[], $3::text[]) with ordinality as c(user_id, session_id, jti, k)
join users u on u.id = c.user_id
join auth_sessions s on s.id = c.session_id and s.user_id = c.user_id and s.revoked_at is null
where not exists (select 1 from revoked_tokens r where r.jti = c.jti)`;

interface Waiting {
  claims: TokenClaims;
  resolve: (check: SessionCheck) => void;
  reject: (err: unknown) => void;
}

let lastCounters: { raw: string; counters: ReadonlyMap<string, number> } | undefined;

/**
 * The change counters from their JSON text (`{table: value}`). Read-only and unchanged until the next write,
 * so while the text is the last one read, its map is shared rather than parsed again.
 */
export function countersOf(raw: unknown): ReadonlyMap<string, number> {
  if (typeof raw !== 'string') return countersFrom(raw ?? {});
  if (lastCounters?.raw !== raw) lastCounters = { raw, counters: countersFrom(JSON.parse(raw)) };
  return lastCounters.counters;
}

function countersFrom(values: unknown): ReadonlyMap<string, number> {
  return new Map(Object.entries(values as Record<string, unknown>).map(([name, value]) => [name, Number(value)]));
}

/**
 * Session checks on PostgreSQL, grouped: one query is in flight at a time, and the checks that arrive while it
 * runs wait for it and then go together in the next one (up to MOST_CHECKS_PER_QUERY). A lone request is
 * checked at once; under load, many requests share one round trip, so the server and PostgreSQL each do a
 * fraction of the work per request. Every check is answered by a query sent after it was asked, so a request
 * sees every write committed before it arrived (its own included, whichever process made it), and a session
 * revoked before it arrived is refused, exactly as with a query of its own.
 */
export class SessionCheckBatcher {
  private waiting: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Kysely<Database>) {
    keepPrepared(SESSION_CHECKS_SQL);
  }

  check(claims: TokenClaims): Promise<SessionCheck> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ claims, resolve, reject });
      if (!this.running) void this.runNext();
    });
  }

  private async runNext(): Promise<void> {
    const batch = this.waiting.splice(0, MOST_CHECKS_PER_QUERY);
    this.running = batch.length > 0;
    if (!this.running) return;
    try {
      const { rows } = await this.db.executeQuery<TokenUserRow & { k: number; change_counters: string | null }>(
        CompiledQuery.raw(SESSION_CHECKS_SQL, [
          batch.map((w) => w.claims.userId),
          batch.map((w) => w.claims.sessionId),
          batch.map((w) => w.claims.jti),
        ]),
      );
      const counters = countersOf(rows[0]?.change_counters);
      const users = new Map(rows.map(({ k, change_counters: _, ...user }) => [k, user]));
      batch.forEach((w, i) => w.resolve({ user: users.get(i + 1), counters }));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
    void this.runNext();
  }
}

const batchers = new WeakMap<object, SessionCheckBatcher>();

/** The batcher of a PostgreSQL database handle. */
export function sessionChecksOf(db: Kysely<Database>): SessionCheckBatcher {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new SessionCheckBatcher(db)));
  return batcher;
}
