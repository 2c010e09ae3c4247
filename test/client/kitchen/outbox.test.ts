import { waitFor } from '@testing-library/react';
import { createOutbox, memoryStorage, type OutboxEntry, type SendOutcome } from '../../../src/lib/offline';
import { newIdempotencyKey } from '../../../src/lib/offline/idempotencyKey';

const entry = (key: string, user = 'kitchen@demo.test', payload: unknown = { key }): OutboxEntry => ({
  key,
  user,
  kind: 'test',
  payload,
  queuedAt: 0,
});

/** A sender that records the keys it was given and answers with `answer(key)`. */
function recorder(answer: (key: string) => SendOutcome | Promise<SendOutcome> = () => ({ result: 'sent' })) {
  const sent: string[] = [];
  return {
    sent,
    senders: {
      test: async (e: OutboxEntry) => {
        sent.push(e.key);
        return answer(e.key);
      },
    },
  };
}

describe('the outbox', () => {
  it('sends the queued actions in the order they were made, one at a time, each with its key', async () => {
    const outbox = createOutbox(memoryStorage());
    for (const key of ['a', 'b', 'c']) await outbox.enqueue(entry(key));
    // Each send stays out until the test answers it, which it does once it has seen that send go (waitFor
    // looks again only after the outbox's pending steps ran): a send started before the previous answer
    // would stand before that answer in the log.
    const log: string[] = [];
    const answers = new Map<string, () => void>();
    const senders = {
      test: (e: OutboxEntry) =>
        new Promise<SendOutcome>((resolve) => {
          log.push(`send ${e.key}`);
          answers.set(e.key, () => {
            log.push(`answer ${e.key}`);
            resolve({ result: 'sent' });
          });
        }),
    };
    const flushed = outbox.flush('kitchen@demo.test', senders);
    for (const key of ['a', 'b', 'c']) {
      await waitFor(() => expect(answers.has(key)).toBe(true));
      answers.get(key)!();
    }
    expect(await flushed).toBe('done');
    expect(log).toEqual(['send a', 'answer a', 'send b', 'answer b', 'send c', 'answer c']);
    expect(outbox.getState().entries).toEqual([]);
  });

  it('keeps the queue in storage: a reload (a new outbox on the same storage) still has it and sends it', async () => {
    const storage = memoryStorage();
    const before = createOutbox(storage);
    await before.enqueue(entry('accept-42'));
    await before.enqueue(entry('reject-43'));

    const afterReload = createOutbox(storage);
    await afterReload.load();
    expect(afterReload.getState().entries.map((e) => e.key)).toEqual(['accept-42', 'reject-43']);
    const { sent, senders } = recorder();
    await afterReload.flush('kitchen@demo.test', senders);
    expect(sent).toEqual(['accept-42', 'reject-43']);
    await createOutbox(storage).load();
    expect((await storage.get<OutboxEntry[]>('outbox')) ?? []).toEqual([]);
  });

  it('keeps an action until the server answered: a reload mid-send sends it again with the same key', async () => {
    const storage = memoryStorage();
    const tab = createOutbox(storage);
    await tab.enqueue(entry('k-1'));
    // The page goes away while the request is out: it never settles here.
    const first = recorder(() => new Promise<SendOutcome>(() => undefined));
    void tab.flush('kitchen@demo.test', first.senders);
    await waitFor(() => expect(first.sent).toEqual(['k-1']));

    const reloaded = createOutbox(storage);
    const again = recorder();
    await reloaded.flush('kitchen@demo.test', again.senders);
    expect(again.sent).toEqual(['k-1']);
    await reloaded.load();
    expect(reloaded.getState().entries).toEqual([]);
  });

  it('stops at an action that got no answer, keeps it first, and resumes from it', async () => {
    const outbox = createOutbox(memoryStorage());
    for (const key of ['a', 'b']) await outbox.enqueue(entry(key));
    let reachable = false;
    const { sent, senders } = recorder(() => (reachable ? { result: 'sent' } : { result: 'retry' }));
    expect(await outbox.flush('kitchen@demo.test', senders)).toBe('stopped');
    expect(sent).toEqual(['a']);
    expect(outbox.getState().entries.map((e) => e.key)).toEqual(['a', 'b']);
    reachable = true;
    expect(await outbox.flush('kitchen@demo.test', senders)).toBe('done');
    expect(sent).toEqual(['a', 'a', 'b']);
  });

  it('moves on past a refused action, reporting why until it is dismissed', async () => {
    const outbox = createOutbox(memoryStorage());
    for (const key of ['a', 'b']) await outbox.enqueue(entry(key));
    const { sent, senders } = recorder((key) =>
      key === 'a' ? { result: 'refused', detail: { why: 'cancelled by the office' } } : { result: 'sent' },
    );
    await outbox.flush('kitchen@demo.test', senders);
    expect(sent).toEqual(['a', 'b']);
    const { entries, reports } = outbox.getState();
    expect(entries).toEqual([]);
    expect(reports).toEqual([expect.objectContaining({ key: 'a', detail: { why: 'cancelled by the office' } })]);
    await outbox.dismiss('a');
    expect(outbox.getState().reports).toEqual([]);
  });

  it("sends only the signed-in user's actions, and nothing of a kind it cannot send", async () => {
    const outbox = createOutbox(memoryStorage());
    await outbox.enqueue(entry('other-user', 'viewer@demo.test'));
    await outbox.enqueue(entry('mine'));
    await outbox.enqueue({ ...entry('unknown-kind'), kind: 'later' });
    await outbox.enqueue(entry('after-it'));
    const { sent, senders } = recorder();
    expect(await outbox.flush('kitchen@demo.test', senders)).toBe('stopped');
    expect(sent).toEqual(['mine']);
    expect(outbox.getState().entries.map((e) => e.key)).toEqual(['other-user', 'unknown-kind', 'after-it']);
  });

  it('sends each action once when flushes overlap (the network comes back twice in a row)', async () => {
    const outbox = createOutbox(memoryStorage());
    for (const key of ['a', 'b']) await outbox.enqueue(entry(key));
    const { sent, senders } = recorder();
    await Promise.all([outbox.flush('kitchen@demo.test', senders), outbox.flush('kitchen@demo.test', senders)]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('tells its subscribers when it changes, and forgets everything when cleared (sign-out)', async () => {
    const outbox = createOutbox(memoryStorage());
    const seen: number[] = [];
    const stop = outbox.subscribe(() => seen.push(outbox.getState().entries.length));
    await outbox.enqueue(entry('a'));
    await outbox.enqueue(entry('b'));
    await outbox.clear();
    stop();
    expect(seen.slice(-3)).toEqual([1, 2, 0]);
    expect(outbox.getState()).toEqual({ loaded: true, entries: [], reports: [] });
  });
});

describe('idempotency keys', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are version 4 UUIDs, also where randomUUID is missing (a plain-http page)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
