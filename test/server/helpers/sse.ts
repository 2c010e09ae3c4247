import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** The first event after the ones already taken that matches `accept` (default: any). */
  next(accept?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Everything received so far, as sent (comments and `retry` fields included). */
  text(): string;
  close(): void;
}

/** Opens a server-sent event stream (real HTTP, so it streams) and parses its events as they arrive. */
export function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      let taken = 0;
      let buffer = '';
      let received = '';
      const waiters = new Set<() => void>();
      const wake = () => waiters.forEach((w) => w());
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') {
              event.data = value;
              isEvent = true;
            }
          }
          if (isEvent) events.push(event);
        }
        wake();
      });
      res.on('end', () => {
        endedResolve();
        wake();
      });
      res.on('close', () => {
        endedResolve();
        wake();
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        text: () => received,
        close: () => req.destroy(),
        next(accept = () => true, timeoutMs = 5000) {
          return new Promise<SseEvent>((done, fail) => {
            const look = () => {
              while (taken < events.length) {
                const e = events[taken++];
                if (accept(e)) {
                  finish();
                  done(e);
                  return;
                }
              }
              if (res.readableEnded || res.destroyed) {
                finish();
                fail(new Error(`stream ended; events: ${JSON.stringify(events)}`));
              }
            };
            const timer = setTimeout(() => {
              finish();
              fail(new Error(`no matching event in ${timeoutMs} ms; events: ${JSON.stringify(events)}`));
            }, timeoutMs);
            const finish = () => {
              clearTimeout(timer);
              waiters.delete(look);
            };
            waiters.add(look);
            look();
          });
        },
      });
    });
    req.on('error', reject);
  });
}

/** The resources a `change`/`ready`/`reset` event names. */
export function resourcesOf(e: SseEvent): string[] {
  return (JSON.parse(e.data) as { resources: string[] }).resources;
}
