import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/schema';
import {
  MOST_CHECKS_PER_QUERY,
  SESSION_CHECKS_SQL,
  SessionCheckBatcher,
  type TokenClaims,
} from '../../../server/src/auth/session-check-batch';
import { isKeptPrepared } from '../../../server/src/db/prepared-statements';

/*
 * Session checks on PostgreSQL go together: one query in flight at a time, and the checks asked while it runs
 * share the next one. What callers depend on: each request is answered as itself, never by a query sent
 * before it was asked (so it sees every write committed before it arrived), and a failed query fails only
 * the requests it was answering. Here against a database stand-in whose queries answer when the test says
 * (the real query runs in round-trips.test.ts on both databases).
 */

interface SentQuery {
  claims: TokenClaims[];
  answer: (liveUserIds: number[], counters?: Record<string, number>) => void;
  fail: (err: Error) => void;
}

function standIn() {
  const sent: SentQuery[] = [];
  const db = {
    executeQuery: (query: { sql: string; parameters: unknown[][] }) =>
      new Promise((resolve, reject) => {
        expect(query.sql).toBe(SESSION_CHECKS_SQL);
        const [userIds, sessionIds, jtis] = query.parameters as [number[], string[], string[]];
        const claims = userIds.map((userId, i) => ({ userId, sessionId: sessionIds[i], jti: jtis[i] }));
        sent.push({
          claims,
          // Rows as the SQL gives them: one per live claim, `k` its 1-based position, the counters as text.
          answer: (live, counters = { orders: 1 }) =>
            resolve({
              rows: claims
                .map((c, i) => ({ c, k: i + 1 }))
                .filter(({ c }) => live.includes(c.userId))
                .map(({ c, k }) => ({
                  k,
                  id: c.userId,
                  email: `u${c.userId}@x`,
                  change_counters: JSON.stringify(counters),
                })),
            }),
          fail: reject,
        });
      }),
  };
  return { batcher: new SessionCheckBatcher(db as unknown as Kysely<Database>), sent };
}

const claim = (userId: number): TokenClaims => ({ userId, sessionId: `s${userId}`, jti: `j${userId}` });
/** Lets the batcher's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('session checks grouped into one query (PostgreSQL)', () => {
  test('its text is one prepared statement, whatever the number of checks', () => {
    standIn();
    expect(isKeptPrepared(SESSION_CHECKS_SQL)).toBe(true);
  });

  test('a lone check is sent at once, alone', async () => {
    const { batcher, sent } = standIn();
    const check = batcher.check(claim(1));
    expect(sent.map((q) => q.claims)).toEqual([[claim(1)]]);
    sent[0].answer([1], { orders: 7 });
    const { user, counters } = await check;
    expect(user).toMatchObject({ id: 1, email: 'u1@x' });
    expect(counters.get('orders')).toBe(7);
  });

  test('checks asked while a query runs are not in it: they go together in the next, each answered as itself', async () => {
    const { batcher, sent } = standIn();
    const first = batcher.check(claim(1));
    const later = [2, 3, 4].map((id) => batcher.check(claim(id)));
    expect(sent).toHaveLength(1);
    expect(sent[0].claims).toEqual([claim(1)]);

    sent[0].answer([1], { orders: 1 });
    await first;
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1].claims).toEqual([claim(2), claim(3), claim(4)]);

    // User 3's session ended: only 2 and 4 come back, and each answer goes to its own request.
    sent[1].answer([2, 4], { orders: 2 });
    const [two, three, four] = await Promise.all(later);
    expect(two.user?.id).toBe(2);
    expect(three.user).toBeUndefined();
    expect(four.user?.id).toBe(4);
    expect(four.counters.get('orders')).toBe(2);
  });

  test('a failed query fails only the checks it answers; the next ones still run', async () => {
    const { batcher, sent } = standIn();
    const failing = batcher.check(claim(1));
    const next = batcher.check(claim(2));
    sent[0].fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    expect(sent[1].claims).toEqual([claim(2)]);
    sent[1].answer([2]);
    expect((await next).user?.id).toBe(2);
  });

  test(`at most ${MOST_CHECKS_PER_QUERY} checks share a query`, async () => {
    const { batcher, sent } = standIn();
    const first = batcher.check(claim(1));
    const many = Array.from({ length: MOST_CHECKS_PER_QUERY + 5 }, (_, i) => batcher.check(claim(100 + i)));
    sent[0].answer([1]);
    await first;
    await settle();
    expect(sent[1].claims).toHaveLength(MOST_CHECKS_PER_QUERY);
    sent[1].answer(sent[1].claims.map((c) => c.userId));
    await settle();
    expect(sent[2].claims).toHaveLength(5);
    sent[2].answer(sent[2].claims.map((c) => c.userId));
    expect((await Promise.all(many)).every((check, i) => check.user?.id === 100 + i)).toBe(true);
  });
});
