import type { ServerResponse } from 'node:http';
import type { Counters } from './change-feed';
import { eventId, parseEventId, tablesChangedSince } from './event-id';
import { resourcesShowing, tablesOf, type EventResource } from './event-resources';

/** How long a browser may leave written events unread before its stream is dropped (it reconnects). */
const MAX_BLOCKED_MS = 30_000;
/** What the browser waits before reconnecting after the stream ends (the SSE `retry` field). */
export const RETRY_MS = 2_000;

/**
 * One browser's stream: tells it which of the resources its user may read changed, each event carrying
 * the counters it is up to date with as its id. A browser that reads slowly is never queued for: while
 * its socket is full it is only marked behind, and once it drains it gets one event covering everything
 * since the last one it got.
 */
export class EventStream {
  private readonly tables: string[];
  /** The counters of the last event sent; null until the first. */
  private sent: Counters | null = null;
  /** The newest counters heard of while the socket was full. */
  private pending: Counters | null = null;
  private blockedSince = 0;
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    readonly readable: readonly EventResource[],
    private readonly now: () => number,
  ) {
    this.tables = tablesOf(readable);
    res.on('drain', () => this.drained());
  }

  get closed(): boolean {
    return this.ended || this.res.destroyed || this.res.writableEnded;
  }

  /**
   * The first event: `ready` for a new stream; on a resume (`Last-Event-ID`) a `change` naming what changed
   * since that id, `ready` when nothing did, or `reset` when the id cannot be compared (refetch everything).
   */
  start(counters: Counters, lastEventId: string | undefined): void {
    this.write(`retry: ${RETRY_MS}\n\n`);
    const id = eventId(counters, this.tables);
    const all = { resources: this.readable.map((r) => r.name) };
    if (!lastEventId) this.send('ready', all, id);
    else {
      const since = parseEventId(lastEventId);
      const changed = since && tablesChangedSince(since, counters, this.tables);
      if (!changed) this.send('reset', all, id);
      else {
        const names = resourcesShowing(this.readable, changed);
        this.send(names.length ? 'change' : 'ready', names.length ? { resources: names } : all, id);
      }
    }
    this.sent = counters;
  }

  /** New counter values: one `change` event naming the readable resources they concern, if any. */
  changed(counters: Counters): void {
    if (!this.sent || this.closed) return;
    if (this.blockedSince) {
      this.pending = counters;
      if (this.now() - this.blockedSince > MAX_BLOCKED_MS) this.res.destroy();
      return;
    }
    const tables = tablesChangedSince(this.sent, counters, this.tables);
    const id = eventId(counters, this.tables);
    if (!tables) this.send('reset', { resources: this.readable.map((r) => r.name) }, id);
    else {
      const names = resourcesShowing(this.readable, tables);
      if (!names.length) return;
      this.send('change', { resources: names }, id);
    }
    this.sent = counters;
  }

  /** A comment line that keeps proxies from closing an idle stream (skipped while the socket is full). */
  ping(): void {
    if (this.closed) return;
    if (this.blockedSince) {
      if (this.now() - this.blockedSince > MAX_BLOCKED_MS) this.res.destroy();
      return;
    }
    this.write(': ping\n\n');
  }

  /**
   * Ends the stream. With `retryMs` (the server is shutting down) it first tells the browser, in the SSE
   * `retry` field, to reconnect after that long: the reconnection reaches another process behind the
   * balancer (this one no longer accepts), and it resumes from its Last-Event-ID.
   */
  end(retryMs?: number): void {
    if (this.ended) return;
    if (retryMs !== undefined) this.write(`: server shutting down, reconnect\nretry: ${Math.round(retryMs)}\n\n`);
    this.ended = true;
    if (!this.res.destroyed && !this.res.writableEnded) this.res.end();
  }

  private send(event: string, data: unknown, id: string): void {
    this.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (!this.res.write(chunk) && !this.blockedSince) this.blockedSince = this.now();
  }

  private drained(): void {
    this.blockedSince = 0;
    const pending = this.pending;
    this.pending = null;
    if (pending) this.changed(pending);
  }
}
