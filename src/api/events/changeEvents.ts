import { getRuntimeConfig } from '../../lib/config';
import { getNetworkStatus, subscribeNetworkStatus } from '../../lib/network';
import { resolveUrl } from '../urls';
import { accessTokenThunk } from './accessToken';
import { createSseParser, type ServerSentEvent } from './sseParser';

/** `live`: the stream is open; `connecting`: opening or waiting to reopen it (screens poll meanwhile); `off`: signed out. */
export type LiveStatus = 'connecting' | 'live' | 'off';

/** What changed: the resources an event names, or everything (`reset`: what changed cannot be told). */
export type Changed = readonly string[] | 'all';

type TokenDispatch = (thunk: ReturnType<typeof accessTokenThunk>) => Promise<string | null>;

export interface ChangeEventsOptions {
  dispatch: TokenDispatch;
  onStatus: (status: LiveStatus) => void;
  onChange: (changed: Changed) => void;
  fetch?: typeof fetch;
}

/** Reopening waits the server's `retry` (2 s) after a stream that was open, then doubles up to 30 s. */
const DEFAULT_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/** The wait before attempt `failures` (0 after a stream that was open), with jitter so browsers spread out. */
export function reconnectDelay(retryMs: number, failures: number, random = Math.random): number {
  const ms = Math.min(MAX_RETRY_MS, retryMs * 2 ** failures);
  return Math.round(ms * (0.75 + random() * 0.25));
}

/**
 * Keeps the signed-in user's change event stream (`GET /events`) open: fetch with the Bearer token (so the
 * token never sits in a URL), reopened with backoff whenever it ends or fails, resuming from the last event
 * id (`Last-Event-ID`), with a refreshed token after a 401 or when the token is due. When the network comes
 * back after a cut it reopens at once, without waiting out its backoff. Stops when signed out or when the
 * returned function is called.
 */
export function connectChangeEvents(options: ChangeEventsOptions): () => void {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let stopped = false;
  let controller: AbortController | null = null;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let wake: (() => void) | null = null;
  let lastEventId: string | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  /** The network came back: whatever the stream was doing (it may be a dead connection), reopen it now. */
  let reopenNow = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const handle = (event: ServerSentEvent) => {
    if (event.id !== undefined) lastEventId = event.id;
    if (event.event === 'reset') options.onChange('all');
    if (event.event !== 'change') return;
    try {
      const { resources } = JSON.parse(event.data) as { resources?: unknown };
      if (Array.isArray(resources)) options.onChange(resources.filter((r): r is string => typeof r === 'string'));
    } catch {
      options.onChange('all');
    }
  };

  /** Reads one stream to its end; 'refused' on a 401, 'failed' when it never opened, 'ended' after it was open. */
  const readStream = async (token: string): Promise<'refused' | 'failed' | 'ended'> => {
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    const { apiKey } = getRuntimeConfig();
    if (apiKey) headers['X-API-Key'] = apiKey;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetchImpl(resolveUrl('/events'), { headers, signal: controller.signal, cache: 'no-store' });
    if (response.status === 401) return 'refused';
    if (!response.ok || !response.body || !/^text\/event-stream/.test(response.headers.get('content-type') ?? ''))
      return 'failed';
    options.onStatus('live');
    const parser = createSseParser(handle, (ms) => (retryMs = ms));
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      parser.push(decoder.decode(value, { stream: true }));
    }
  };

  const run = async () => {
    let refused: string | undefined;
    while (!stopped) {
      const token = await options.dispatch(accessTokenThunk(refused));
      if (!token || stopped) break;
      let outcome: 'refused' | 'failed' | 'ended';
      reopenNow = false;
      try {
        outcome = await readStream(token);
      } catch {
        outcome = stopped ? 'ended' : 'failed';
      }
      if (stopped) break;
      options.onStatus('connecting');
      if (outcome === 'refused' && refused !== token) {
        // Refresh the token and try again at once; a second refusal of a fresh token waits like a failure.
        refused = token;
        continue;
      }
      refused = outcome === 'refused' ? token : undefined;
      failures = outcome === 'ended' ? 0 : failures + 1;
      if (reopenNow) {
        reopenNow = false;
        failures = 0;
        continue;
      }
      await sleep(reconnectDelay(retryMs, failures));
    }
    options.onStatus('off');
  };

  const stopWatching = subscribeNetworkStatus(() => {
    if (!getNetworkStatus().online || stopped) return;
    reopenNow = true;
    controller?.abort();
    reader?.cancel().catch(() => {});
    wake?.();
  });

  options.onStatus('connecting');
  void run();
  return () => {
    stopWatching();
    stopped = true;
    controller?.abort();
    reader?.cancel().catch(() => {});
    wake?.();
  };
}
