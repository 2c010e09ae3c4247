import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of failed-login throttling (tables `login_throttle`, `login_successes`); the policy is login-throttle.ts. */
type Db = Kysely<Database>;
type Scope = 'pair' | 'ip' | 'account';

/** The counters among `subjects` blocked past `now`. */
export async function findLiveBlocks(db: Db, subjects: Array<{ scope: Scope; subject: string }>, now: string) {
  return db
    .selectFrom('login_throttle')
    .select(['scope', 'blocked_until'])
    .where((eb) =>
      eb.or(subjects.map(({ scope, subject }) => eb.and([eb('scope', '=', scope), eb('subject', '=', subject)]))),
    )
    .where('blocked_until', '>', now)
    .execute();
}

export async function findBlock(db: Db, scope: Scope, subject: string) {
  return db
    .selectFrom('login_throttle')
    .select(['scope', 'blocked_until'])
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** True when `email` signed in successfully from `ip` after `since`. */
export async function hasRecentLoginSuccess(db: Db, email: string, ip: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_successes')
    .select('last_success_at')
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('last_success_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** One failure to count, with the blocks the policy sets (ISO-8601 times). */
export interface FailureCount {
  scope: Scope;
  subject: string;
  now: string;
  /** A counter whose last failure is older starts again from 1. */
  forgetBefore: string;
  /** Failures before the first block. */
  threshold: number;
  /** [count, blocked until] for each count from the threshold up to the cap. */
  steps: Array<[number, string]>;
  /** The block of any higher count. */
  capped: string;
  /** The block of a first failure (none unless the threshold is 1). */
  firstBlock: string | null;
}

/**
 * One more failure, unless the counter is blocked right now (then false and nothing changes). The new
 * count and the block it earns are written by the same statement (an upsert with a condition), so
 * concurrent attempts in any number of processes each see the block of the ones before them.
 */
export async function countFailureUnlessBlocked(db: Db, f: FailureCount): Promise<boolean> {
  const current = sql.ref('login_throttle.failures');
  const count = sql<number>`(case when ${sql.ref('login_throttle.last_failure_at')} < ${f.forgetBefore} then 1 else ${current} + 1 end)`;
  // The block for each count as literal-free bound parameters.
  const blockFor = (n: ReturnType<typeof sql>) =>
    sql<string | null>`(case when ${n} < ${f.threshold} then null ${sql.join(
      f.steps.map(([k, until]) => sql`when ${n} = ${k} then ${until}`),
      sql` `,
    )} else ${f.capped} end)`;
  const row = await db
    .insertInto('login_throttle')
    .values({ scope: f.scope, subject: f.subject, failures: 1, last_failure_at: f.now, blocked_until: f.firstBlock })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'subject'])
        .doUpdateSet({ failures: count, last_failure_at: f.now, blocked_until: blockFor(count) })
        .where((eb) =>
          eb.or([eb('login_throttle.blocked_until', 'is', null), eb('login_throttle.blocked_until', '<=', f.now)]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * After a successful login: deletes the pair and account counters, remembers the IP as usual for the
 * account, and purges counters forgotten and no longer blocking.
 */
export async function clearAfterLoginSuccess(
  db: Db,
  s: { pair: string; ip: string; account: string; email: string; now: string; forgetBefore: string },
): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'pair'), eb('subject', '=', s.pair)]),
        eb.and([eb('scope', '=', 'account'), eb('subject', '=', s.account)]),
      ]),
    )
    .execute();
  await db
    .insertInto('login_successes')
    .values({ email: s.email, ip: s.ip, last_success_at: s.now })
    .onConflict((oc) => oc.columns(['email', 'ip']).doUpdateSet({ last_success_at: s.now }))
    .execute();
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', s.forgetBefore)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', s.now)]))
    .execute();
}
