import { connectChangeEvents, type Changed } from '../../../src/api/events/changeEvents';
import { setRuntimeConfig } from '../../../src/lib/config';
import { API } from './server';

export interface SpaStream {
  /** Every change the SPA was told of, in order: the resources named, or 'all' (a reset). */
  changes: Array<{ at: number; changed: Changed }>;
  /** Each time the stream was opened: the Last-Event-ID it sent (none the first time). */
  opens: Array<{ at: number; lastEventId: string | null }>;
  /** Resolves when the SPA is told of a change naming `resource` after `since` (ms, performance.now()). */
  changeOf: (resource: string, since: number, timeoutMs?: number) => Promise<void>;
  /** Resolves once the stream is open (live) for the `n`th time. */
  live: (n: number, timeoutMs?: number) => Promise<void>;
  stop: () => void;
}

/**
 * The SPA's own change-event stream logic (`connectChangeEvents`, src/api/events) run in Node against
 * `origin` (the load balancer): it reconnects after the stream ends, sending the last event id it got.
 */
export function openSpaStream(origin: string, token: string): SpaStream {
  setRuntimeConfig({ apiUrl: `${origin}${API}`, authUrl: `${origin}${API}/jwt` });
  const changes: SpaStream['changes'] = [];
  const opens: SpaStream['opens'] = [];
  let lives = 0;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  const until = (done: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const stop = connectChangeEvents({
    dispatch: async () => token,
    onStatus: (status) => {
      if (status === 'live') lives++;
      wake();
    },
    onChange: (changed) => {
      changes.push({ at: performance.now(), changed });
      wake();
    },
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      opens.push({ at: performance.now(), lastEventId: headers.get('Last-Event-ID') });
      return fetch(input, init);
    },
  });
  return {
    changes,
    opens,
    changeOf: (resource, since, timeoutMs = 20_000) =>
      until(
        () => changes.some((c) => c.at >= since && (c.changed === 'all' || c.changed.includes(resource))),
        `a change of ${resource}`,
        timeoutMs,
      ),
    live: (n, timeoutMs = 20_000) => until(() => lives >= n, `the stream to open (${n})`, timeoutMs),
    stop,
  };
}
