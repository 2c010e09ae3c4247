import { offlineStorage, type OfflineStorage } from './storage';

/**
 * The actions a user made that the server has not answered yet, kept in offline storage so they outlive a
 * reload or a closed tab, and sent in the order they were made, one at a time. Each carries the
 * `Idempotency-Key` made when the user acted: sending it again (after a reload mid-send, or from a second
 * tab) is safe, the server answers a repeat with its first answer. An action leaves the queue only once the
 * server has answered it: done, or refused (then a report says why, until the user dismisses it).
 */
export interface OutboxEntry<P = unknown> {
  /** The Idempotency-Key sent with the action: a UUID made when the user acted. */
  key: string;
  /** Who acted (the session's user_login): only their own session sends it. */
  user: string;
  /** What kind of action it is; the screen that sends it knows how. */
  kind: string;
  payload: P;
  /** When the user acted (epoch ms). */
  queuedAt: number;
}

/** An action the server refused (it was not applied), and why. */
export interface OutboxReport<P = unknown, D = unknown> extends OutboxEntry<P> {
  settledAt: number;
  detail: D;
}

/** What sending one action came to: done, not answered (try again later), or refused for good. */
export type SendOutcome<D = unknown> = { result: 'sent' } | { result: 'retry' } | { result: 'refused'; detail: D };

export type Send = (entry: OutboxEntry) => Promise<SendOutcome>;

/** How to send each kind of action. */
export type Senders = Readonly<Record<string, Send>>;

export interface OutboxState {
  loaded: boolean;
  entries: readonly OutboxEntry[];
  reports: readonly OutboxReport[];
}

const QUEUE_KEY = 'outbox';
const REPORTS_KEY = 'outbox-reports';
const CHANNEL = 'catering-outbox';

/** Web Locks, where the browser has them: one tab at a time sends a user's queue. */
type LockManager = { request(name: string, callback: () => Promise<unknown>): Promise<unknown> };
const locks = (): LockManager | undefined =>
  (globalThis.navigator as (Navigator & { locks?: LockManager }) | undefined)?.locks;

export interface Outbox {
  getState(): OutboxState;
  subscribe(listener: () => void): () => void;
  /** Reads the queue from storage (done once by the first subscriber). */
  load(): Promise<void>;
  enqueue(entry: OutboxEntry): Promise<void>;
  /**
   * Sends `user`'s queue in order until it is empty ('done') or an action could not be answered ('stopped':
   * it stays first, nothing after it is sent; so does an action of a kind `senders` cannot send). One flush
   * at a time per tab, and per browser where Web Locks exist.
   */
  flush(user: string, senders: Senders): Promise<'done' | 'stopped'>;
  dismiss(key: string): Promise<void>;
  /** Forgets every queued action and report (sign-out). */
  clear(): Promise<void>;
}

export function createOutbox(storage: OfflineStorage = offlineStorage()): Outbox {
  let state: OutboxState = { loaded: false, entries: [], reports: [] };
  let loading: Promise<void> | null = null;
  const flushing = new Map<string, Promise<'done' | 'stopped'>>();
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

  const publish = (next: OutboxState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const read = async () => {
    const [entries, reports] = await Promise.all([
      storage.get<OutboxEntry[]>(QUEUE_KEY),
      storage.get<OutboxReport[]>(REPORTS_KEY),
    ]);
    publish({ loaded: true, entries: entries ?? [], reports: reports ?? [] });
  };

  /** After a write: this tab reads it back, the others are told to. */
  const changed = async () => {
    await read();
    channel?.postMessage('changed');
  };

  if (channel) channel.onmessage = () => void read().catch(() => undefined);

  const load = () => (loading ??= read().catch(() => publish({ ...state, loaded: true })));

  const drain = async (user: string, senders: Senders): Promise<'done' | 'stopped'> => {
    for (;;) {
      const queue = (await storage.get<OutboxEntry[]>(QUEUE_KEY)) ?? [];
      const next = queue.find((entry) => entry.user === user);
      if (!next) return 'done';
      const send = Object.hasOwn(senders, next.kind) ? senders[next.kind] : undefined;
      if (!send) return 'stopped';
      let outcome: SendOutcome;
      try {
        outcome = await send(next);
      } catch {
        outcome = { result: 'retry' };
      }
      if (outcome.result === 'retry') return 'stopped';
      if (outcome.result === 'refused') {
        const report: OutboxReport = { ...next, settledAt: Date.now(), detail: outcome.detail };
        await storage.update<OutboxReport[]>(REPORTS_KEY, (old) => [...(old ?? []), report]);
      }
      await storage.update<OutboxEntry[]>(QUEUE_KEY, (old) => (old ?? []).filter((e) => e.key !== next.key));
      await changed();
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      void load();
      return () => listeners.delete(listener);
    },
    load,
    async enqueue(entry) {
      await storage.update<OutboxEntry[]>(QUEUE_KEY, (old) => [...(old ?? []), entry]);
      await changed();
    },
    flush(user, senders) {
      const running = flushing.get(user);
      if (running) return running;
      const work = async () => {
        const lockManager = locks();
        if (!lockManager) return drain(user, senders);
        let outcome: 'done' | 'stopped' = 'done';
        await lockManager.request(`${CHANNEL}:${user}`, async () => {
          outcome = await drain(user, senders);
        });
        return outcome;
      };
      const promise = work().finally(() => flushing.delete(user));
      flushing.set(user, promise);
      return promise;
    },
    async dismiss(key) {
      await storage.update<OutboxReport[]>(REPORTS_KEY, (old) => (old ?? []).filter((r) => r.key !== key));
      await changed();
    },
    async clear() {
      await storage.del(QUEUE_KEY);
      await storage.del(REPORTS_KEY);
      await changed();
    },
  };
}
