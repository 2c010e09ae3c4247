import { connectChangeEvents, type Changed, type LiveStatus } from '../../src/api/events/changeEvents';
import { changeTags } from '../../src/api/events/changeTags';
import { createSseParser, type ServerSentEvent } from '../../src/api/events/sseParser';
import { reportReachable, reportUnreachable, resetNetworkStatusForTests } from '../../src/lib/network';
import { API, freshStore, json, mockFetch, signedInSession, useTestConfig } from './helpers';

beforeEach(() => useTestConfig());
afterEach(() => resetNetworkStatusForTests());

const encoder = new TextEncoder();

/** An event-stream response that sends `chunks` and then ends, or stays open when `open`. */
function eventStream(chunks: string[], open = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(encoder.encode(c)));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function until(check: () => boolean, ms = 2000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - start > ms) return reject(new Error('timed out'));
      setTimeout(tick, 5);
    };
    tick();
  });
}

describe('createSseParser', () => {
  it('reads events split anywhere across chunks, with CRLF, comments, multi-line data and retry', () => {
    const events: ServerSentEvent[] = [];
    const retries: number[] = [];
    const parser = createSseParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    for (const chunk of [
      'retry: 1500\n\n: ping\n\nid: a:1\r\nev',
      'ent: change\r\ndata: {"a"',
      ':1}\r\n\r',
      '\ndata: x\ndata: y\n\n',
    ])
      parser.push(chunk);
    expect(retries).toEqual([1500]);
    expect(events).toEqual([
      { id: 'a:1', event: 'change', data: '{"a":1}' },
      { id: undefined, event: 'message', data: 'x\ny' },
    ]);
  });
});

describe('changeTags', () => {
  it('maps resource names to their tag types (outlets also to the settings), ignoring unknown names', () => {
    expect(changeTags(['orders', 'kitchen-orders', 'outlets', 'no-such']).sort()).toEqual(
      ['KitchenOrders', 'Orders', 'Outlets', 'Settings'].sort(),
    );
    expect(changeTags('all')).toEqual(expect.arrayContaining(['Orders', 'Users', 'Settings']));
  });
});

describe('connectChangeEvents', () => {
  it('reports changes, reconnects after the stream ends and resumes from the last event id', async () => {
    const store = freshStore({ session: signedInSession() });
    let call = 0;
    const { calls } = mockFetch(() =>
      ++call === 1
        ? eventStream([
            'retry: 1\n\nid: orders:1\nevent: ready\ndata: {"resources":["orders"]}\n\n',
            'id: orders:2\nevent: change\ndata: {"resources":["orders"]}\n\n',
          ])
        : eventStream(['id: orders:3\nevent: reset\ndata: {"resources":["orders"]}\n\n'], true),
    );
    const changes: Changed[] = [];
    const statuses: LiveStatus[] = [];
    const stop = connectChangeEvents({
      dispatch: (thunk) => store.dispatch(thunk),
      onStatus: (s) => statuses.push(s),
      onChange: (c) => changes.push(c),
    });
    await until(() => changes.length === 2);
    stop();
    expect(changes).toEqual([['orders'], 'all']);
    expect(calls).toHaveLength(2);
    expect(calls[0].url).toBe(`${API}/events`);
    expect(calls[0].headers.get('authorization')).toBe('Bearer old-token');
    expect(calls[0].headers.get('accept')).toBe('text/event-stream');
    expect(calls[0].headers.has('last-event-id')).toBe(false);
    expect(calls[1].headers.get('last-event-id')).toBe('orders:2');
    expect(statuses).toEqual(['connecting', 'live', 'connecting', 'live']);
    await until(() => statuses.at(-1) === 'off');
  });

  it('refreshes the token after a 401 and opens the stream with the new one', async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls } = mockFetch((req) => {
      if (req.url.endsWith('/jwt/refresh'))
        return json(200, {
          data: { token: 'new-token', refresh_key: 'r2', user_login: 'admin@demo.test', token_signature: 's2' },
        });
      if (req.headers.get('authorization') === 'Bearer old-token')
        return json(401, { message: 'expired', code: 'token_expired' });
      return eventStream(['id: orders:1\nevent: ready\ndata: {"resources":[]}\n\n'], true);
    });
    const statuses: LiveStatus[] = [];
    const stop = connectChangeEvents({
      dispatch: (t) => store.dispatch(t),
      onStatus: (s) => statuses.push(s),
      onChange: () => {},
    });
    await until(() => statuses.includes('live'));
    stop();
    expect(calls.map((c) => c.url.replace(API, ''))).toEqual(['/events', '/jwt/refresh', '/events']);
    expect(calls[2].headers.get('authorization')).toBe('Bearer new-token');
  });

  it('stops when signed out', async () => {
    const store = freshStore();
    const { calls } = mockFetch(() => eventStream([], true));
    const statuses: LiveStatus[] = [];
    connectChangeEvents({ dispatch: (t) => store.dispatch(t), onStatus: (s) => statuses.push(s), onChange: () => {} });
    await until(() => statuses.at(-1) === 'off');
    expect(calls).toHaveLength(0);
  });

  it('reopens at once when the network comes back, without waiting out its backoff', async () => {
    const store = freshStore({ session: signedInSession() });
    let up = false;
    const { calls } = mockFetch((req) => {
      if (!req.url.endsWith('/events')) return json(404, {});
      if (!up) throw new TypeError('Failed to fetch');
      return eventStream(['id: orders:7\nevent: ready\ndata: {"resources":[]}\n\n'], true);
    });
    const statuses: LiveStatus[] = [];
    const stop = connectChangeEvents({
      dispatch: (t) => store.dispatch(t),
      onStatus: (s) => statuses.push(s),
      onChange: () => {},
    });
    // The first attempt fails: the next waits 3 s or more.
    await until(() => calls.length === 1);
    reportUnreachable();
    up = true;
    reportReachable();
    await until(() => statuses.at(-1) === 'live', 1500);
    expect(calls.filter((c) => c.url.endsWith('/events'))).toHaveLength(2);

    // An open stream may be a dead connection after a cut: it is reopened, resuming where it was.
    reportUnreachable();
    reportReachable();
    await until(() => calls.filter((c) => c.url.endsWith('/events')).length === 3, 1500);
    stop();
    expect(calls.filter((c) => c.url.endsWith('/events'))[2].headers.get('last-event-id')).toBe('orders:7');
  });
});
