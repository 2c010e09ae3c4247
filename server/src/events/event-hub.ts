import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { capabilitiesForRole } from '../access/capabilities';
import { findLiveSessions } from '../auth/session-repository';
import type { Database } from '../db/schema';
import { API_CSP } from '../plugins/security-headers';
import { HttpError, type RequestUser } from '../http/operation';
import { ChangeFeed } from './change-feed';
import { readableResources } from './event-resources';
import { EventStream } from './event-stream';
import { listenForNotifications, type PgListener } from './pg-listener';

export interface EventHubOptions {
  db: Kysely<Database>;
  /** PostgreSQL: the database to LISTEN on, so writes by other processes are heard; null: this process only. */
  listenUrl: string | null;
  /** Keep-alive comments, every this many ms. */
  heartbeatMs: number;
  /** Every open stream's session is checked this often: a revoked one ends within it. */
  sessionCheckMs: number;
  /** Open streams one user may hold in this process; opening one more ends their oldest. */
  maxStreamsPerUser: number;
  /** The change counters are also read this often while a stream is open (writes nobody announced). */
  pollMs: number;
  now: () => number;
  log: (message: string) => void;
}

/** The channel the change-counter trigger notifies (migration 20261124001000_change_notify). */
export const CHANGES_CHANNEL = 'cbo_changes';

/** The reconnection delay streams ended by a shutdown are given, picked in this range (ms) per stream. */
export const SHUTDOWN_RETRY_MS = [500, 3_000] as const;

/** The longest timer Node keeps (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The server's change event streams (`GET /events`): one ChangeFeed per process, woken after each write
 * this process answers and, on PostgreSQL, by `NOTIFY cbo_changes` from any process, fanned out to every
 * open stream. Each stream ends when its access token expires, its session is revoked, its user's role
 * changes, or the server closes; the browser then reconnects with its Last-Event-ID.
 */
export class EventHub {
  readonly feed: ChangeFeed;
  private readonly streams = new Map<EventStream, { user: RequestUser; stop: () => void }>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessionCheck: NodeJS.Timeout;
  private listener: PgListener | null = null;
  private closing = false;

  constructor(private readonly options: EventHubOptions) {
    this.feed = new ChangeFeed(options.db, options.pollMs, (error) =>
      options.log(`Change events: reading the change counters failed: ${String(error)}`),
    );
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
    this.sessionCheck = setInterval(() => void this.checkSessions(), options.sessionCheckMs);
    this.sessionCheck.unref();
  }

  /**
   * Starts listening for other processes' changes (PostgreSQL). Called once the server is ready, so an app
   * that fails to build or never starts leaves no connection reconnecting behind it.
   */
  start(): void {
    if (this.closing || this.listener || !this.options.listenUrl) return;
    this.listener = listenForNotifications(
      this.options.listenUrl,
      CHANGES_CHANNEL,
      () => this.feed.poke(),
      this.options.log,
    );
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** Answers `GET /events` for the authenticated `user` (406 unless the caller accepts text/event-stream). */
  async open(req: FastifyRequest, reply: FastifyReply, user: RequestUser): Promise<void> {
    if (!/\btext\/event-stream\b/i.test(req.headers.accept ?? ''))
      throw new HttpError(406, 'not_acceptable', 'This operation answers text/event-stream: send that in Accept.');
    if (this.closing) throw new HttpError(503, 'unavailable', 'The server is shutting down.');
    const lastHeader = req.headers['last-event-id'];
    const lastEventId = typeof lastHeader === 'string' && lastHeader ? lastHeader : undefined;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'content-security-policy': API_CSP,
    });
    const stream = new EventStream(res, readableResources(user.capabilities), this.options.now);
    const unsubscribe = this.feed.subscribe((counters) => stream.changed(counters));
    const expiry = user.tokenExpiresAt
      ? setTimeout(
          () => stream.end(),
          Math.min(MAX_TIMER_MS, Math.max(0, user.tokenExpiresAt * 1000 - this.options.now())),
        )
      : null;
    expiry?.unref();
    const stop = () => {
      unsubscribe();
      if (expiry) clearTimeout(expiry);
      this.streams.delete(stream);
    };
    this.endOldestBeyondCap(user.id);
    this.streams.set(stream, { user, stop });
    res.on('close', stop);
    try {
      stream.start(await this.feed.refresh(), lastEventId);
    } catch (error) {
      this.options.log(`Change events: could not start a stream: ${String(error)}`);
      stream.end();
    }
  }

  /**
   * Ends every stream (before the server stops listening: an open stream would hold it) and stops listening.
   * Each stream is told to reconnect after a short random delay (SSE `retry`, {@link SHUTDOWN_RETRY_MS}), so
   * the browsers of a process shutting down come back to the others spread out rather than all at once.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    const [least, most] = SHUTDOWN_RETRY_MS;
    for (const stream of [...this.streams.keys()]) stream.end(least + Math.random() * (most - least));
    this.feed.close();
    await this.listener?.close();
  }

  /** Keeps a user's open streams under the cap: a tab reopened, or one more device, ends their oldest stream. */
  private endOldestBeyondCap(userId: number): void {
    const mine = [...this.streams].filter(([, open]) => open.user.id === userId).map(([stream]) => stream);
    for (const stream of mine.slice(0, Math.max(0, mine.length - this.options.maxStreamsPerUser + 1))) stream.end();
  }

  /** A keep-alive comment on every stream. */
  private beat(): void {
    for (const stream of this.streams.keys()) stream.ping();
  }

  /** Ends the streams whose session was revoked, whose token was denied or whose user's role changed. */
  private async checkSessions(): Promise<void> {
    const open = [...this.streams].filter(([, { user }]) => user.sessionId);
    if (!open.length) return;
    try {
      const { live, deniedJtis } = await findLiveSessions(
        this.options.db,
        open.map(([, { user }]) => ({ sessionId: user.sessionId!, jti: user.jti })),
      );
      for (const [stream, { user }] of open) {
        const session = live.get(user.sessionId!);
        if (
          !session ||
          deniedJtis.has(user.jti) ||
          capabilitiesForRole(session.role).join() !== user.capabilities.join()
        )
          stream.end();
      }
    } catch {
      // The database is away for a moment: keep the streams, check again next time.
    }
  }
}
