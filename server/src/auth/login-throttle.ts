/**
 * Failed-login throttling, stored in the database (tables `login_throttle` and `login_successes`,
 * migration 20261121000300_login_throttle) so that it holds across server processes.
 *
 * Policy
 * - Three failure counters are kept per login attempt:
 *   - `pair`    (email + client IP): after 5 failures the pair is blocked for 1 s, then 2 s, 4 s, …
 *               doubling with every further failure, at most 15 min;
 *   - `ip`      (client IP, any email; stops password spraying): the same back-off after 20 failures;
 *   - `account` (email, any IP; stops a botnet guessing one password): the same back-off after 10
 *               failures.
 *   The `ip` and `account` counters neither count nor block attempts for an account from an IP that
 *   signed in to it successfully in the last 30 days: an attacker who trips them cannot lock the real
 *   users out of their usual sign-in, whether from another place or from behind the same office NAT.
 * - A blocked attempt is answered 429 `too_many_requests` with `Retry-After` (whole seconds) before the
 *   password is even checked (so a block is no password oracle), and does not count as a failure.
 * - The `pair` and `account` counters count an attempt as a failure BEFORE the password is checked, by one
 *   atomic conditional upsert per counter that also sets the block it earns, so a burst of parallel guesses
 *   at one account (in any number of processes) gets no more password checks than the threshold. A success
 *   then takes it back: it deletes those two counters and records the IP as usual for the account.
 * - The `ip` counter counts a failure only once the password is found wrong: a right password is never a
 *   failure of its IP, so people signing in behind one address are not blocked by one another's success.
 * - Every block is time-bounded (15 min at most), and a counter whose last failure is older than 24 h
 *   starts again from zero. Expired rows are purged on successful logins.
 * Time comes from the app's clock (injectable in tests).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/operation';
import {
  clearAfterLoginSuccess,
  countFailureUnlessBlocked,
  findBlock,
  findLiveBlocks,
  hasRecentLoginSuccess,
  type FailureCount,
} from './login-throttle-repository';

export type ThrottleScope = 'pair' | 'ip' | 'account';

export const THROTTLE_POLICY = {
  /** Failures before the first block, per scope. */
  threshold: { pair: 5, ip: 20, account: 10 } satisfies Record<ThrottleScope, number>,
  /** First block, doubled for each failure past the threshold. */
  baseBlockMs: 1000,
  /** Longest block. */
  maxBlockMs: 15 * 60 * 1000,
  /** A counter whose last failure is older than this starts again. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
  /** An IP with a successful login for an account this recent is exempt from that account's block. */
  usualIpMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed sign-in attempts. Please wait before trying again.';

/** How long a counter at `failures` blocks: 0 below the threshold, then 1 s · 2^(n − threshold), capped. */
export function blockMs(scope: ThrottleScope, failures: number): number {
  const over = failures - THROTTLE_POLICY.threshold[scope];
  if (over < 0) return 0;
  return Math.min(THROTTLE_POLICY.baseBlockMs * 2 ** Math.min(over, 30), THROTTLE_POLICY.maxBlockMs);
}

interface Subjects {
  pair: string;
  ip: string;
  account: string;
}

function subjectsOf(email: string, ip: string): Subjects {
  return { pair: `${email}\n${ip}`, ip, account: email };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Refuses (429 with Retry-After) an attempt that a live block applies to. Otherwise counts the attempt
 * as a failure in each scope (taken back by {@link recordLoginSuccess}). Counting is an atomic
 * compare-and-increment that also sets the block, so a burst of parallel guesses gets no more password
 * checks than the threshold allows.
 */
export async function beginLoginAttempt(db: Kysely<Database>, email: string, ip: string, now: number): Promise<void> {
  const subjects = subjectsOf(email, ip);
  const usual = await isUsualIp(db, email, ip, now);
  const checked: ThrottleScope[] = usual ? ['pair'] : ['pair', 'ip', 'account'];
  const rows = await findLiveBlocks(
    db,
    checked.map((scope) => ({ scope, subject: subjects[scope] })),
    iso(now),
  );
  if (rows.length) throw tooManyAttempts(rows, now);
  const counted: ThrottleScope[] = usual ? ['pair'] : ['pair', 'account'];
  for (const scope of counted) {
    if (!(await countFailureUnlessBlocked(db, failureCount(scope, subjects[scope], now)))) {
      // Blocked by a concurrent attempt between our check and our count.
      const row = await findBlock(db, scope, subjects[scope]);
      throw tooManyAttempts(row ? [row] : [], now);
    }
  }
}

/** Whether `email` signed in successfully from `ip` recently enough for its IP and account blocks to spare it. */
function isUsualIp(db: Kysely<Database>, email: string, ip: string, now: number): Promise<boolean> {
  return hasRecentLoginSuccess(db, email, ip, iso(now - THROTTLE_POLICY.usualIpMs));
}

/** A wrong password: one more failure of the IP (counted while it is not blocked). */
export async function recordLoginFailure(db: Kysely<Database>, email: string, ip: string, now: number): Promise<void> {
  if (await isUsualIp(db, email, ip, now)) return;
  await countFailureUnlessBlocked(db, failureCount('ip', ip, now));
}

function tooManyAttempts(rows: Array<{ blocked_until: string | null }>, now: number): HttpError {
  const until = Math.max(now + 1000, ...rows.map((r) => (r.blocked_until ? Date.parse(r.blocked_until) : 0)));
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  return new HttpError(429, 'too_many_requests', TOO_MANY_ATTEMPTS_MESSAGE, undefined, undefined, {
    'Retry-After': String(seconds),
  });
}

/** One more failure of `subject` in `scope` at `now`, with the block each count earns under the policy. */
function failureCount(scope: ThrottleScope, subject: string, now: number): FailureCount {
  // The block for each count from the threshold up to the cap.
  const threshold = THROTTLE_POLICY.threshold[scope];
  const steps: Array<[number, string]> = [];
  for (let n = threshold; blockMs(scope, n) < THROTTLE_POLICY.maxBlockMs; n++)
    steps.push([n, iso(now + blockMs(scope, n))]);
  return {
    scope,
    subject,
    now: iso(now),
    forgetBefore: iso(now - THROTTLE_POLICY.forgetAfterMs),
    threshold,
    steps,
    capped: iso(now + THROTTLE_POLICY.maxBlockMs),
    firstBlock: blockMs(scope, 1) ? iso(now + blockMs(scope, 1)) : null,
  };
}

/** A successful login: resets the pair and account counters and remembers the IP as usual for the account. */
export async function recordLoginSuccess(db: Kysely<Database>, email: string, ip: string, now: number): Promise<void> {
  const subjects = subjectsOf(email, ip);
  await clearAfterLoginSuccess(db, {
    ...subjects,
    email,
    now: iso(now),
    forgetBefore: iso(now - THROTTLE_POLICY.forgetAfterMs),
  });
}
