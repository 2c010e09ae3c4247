import pg from 'pg';

export interface PgListener {
  close(): Promise<void>;
}

/** Backoff between reconnect attempts: 0.5 s doubling to 15 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

/**
 * A dedicated PostgreSQL connection that LISTENs on `channel` and calls `onNotify` for every notification,
 * and once after each (re)connect, since notifications sent while it was away are lost. A dropped connection
 * (server restart, network, pg_terminate_backend) is reopened with backoff until `close()`.
 */
export function listenForNotifications(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  log: (message: string) => void,
): PgListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      if (client === next) client = null;
      if (!closed) log(`Change notifications: connection lost (${error.message}); reconnecting.`);
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    onNotify();
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}
