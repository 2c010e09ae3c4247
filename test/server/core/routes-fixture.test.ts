import path from 'node:path';
import { HttpError, type ExtraHandlers } from '../../../server/src/http/operation';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

const FIXTURE = path.join(__dirname, 'fixtures', 'mini-openapi.yaml');

const received: unknown[] = [];
const handlers: ExtraHandlers = {
  getWidget: async (req) => ({
    data: {
      id: Number((req.params as { id: number }).id),
      name: 'Spoon',
      note: null,
      password_hash: 'secret',
      internal: 1,
    },
    leaked: true,
  }),
  uploadWidget: async (req) => {
    received.push(req.body);
    return { ok: true };
  },
  explode: async () => {
    throw new Error('database password is hunter2');
  },
};

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await buildTestApp({ openapiFile: FIXTURE, handlers });
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  received.length = 0;
});

test('routes come from the document: {id} becomes :id, under the API base', () => {
  expect(t.app.hasRoute({ method: 'GET', url: `${t.api}/widgets/:id` })).toBe(true);
  expect(t.app.hasRoute({ method: 'POST', url: `${t.api}/widgets/upload` })).toBe(true);
  expect(t.app.hasRoute({ method: 'GET', url: '/widgets/:id' })).toBe(false);
});

test('path params are coerced and validated; the response is serialised by its schema (no undeclared fields)', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${t.api}/widgets/7`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { id: 7, name: 'Spoon', note: null } });
  expect(res.body).not.toContain('secret');
});

test('boolean query parameters are coerced; unknown ones refused', async () => {
  expect(
    (await t.app.inject({ method: 'GET', url: `${t.api}/widgets/7?verbose=true`, headers: admin.headers })).statusCode,
  ).toBe(200);
  const bad = await t.app.inject({ method: 'GET', url: `${t.api}/widgets/7?verbose=maybe`, headers: admin.headers });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toEqual({ verbose: 'must be true or false' });
});

test('an operation without a handler answers 501 not_implemented', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${t.api}/widgets/missing`, headers: admin.headers });
  expect(res.statusCode).toBe(501);
  expect(res.json()).toMatchObject({ code: 'not_implemented' });
  expect(res.json().message).toContain('notImplementedYet');
});

test('a crashing handler answers 500 without leaking internals', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${t.api}/widgets/boom`, headers: admin.headers });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
  expect(res.body).not.toContain('hunter2');
});

test('a 5xx HttpError is not leaked either, a 4xx HttpError keeps its message and extra fields', async () => {
  const app2 = await buildTestApp({
    openapiFile: FIXTURE,
    seed: 'users',
    handlers: {
      getWidget: async (req) => {
        if ((req.params as { id: number }).id === 1) throw new HttpError(500, 'db_down', 'pg at 10.0.0.3 refused');
        throw new HttpError(409, 'conflict', 'Stale version', undefined, { current: { id: 2, name: 'Fork' } });
      },
    },
  });
  try {
    const session = await app2.login(TEST_USERS.administrator);
    const five = await app2.app.inject({ method: 'GET', url: `${app2.api}/widgets/1`, headers: session.headers });
    expect(five.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
    const conflict = await app2.app.inject({ method: 'GET', url: `${app2.api}/widgets/2`, headers: session.headers });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'Stale version', code: 'conflict', current: { id: 2, name: 'Fork' } });
  } finally {
    await app2.close();
  }
});

describe('multipart/form-data bodies', () => {
  /** Encodes form data the way a browser does (WHATWG FormData → multipart body). */
  async function form(build: (f: FormData) => void) {
    const f = new FormData();
    build(f);
    const encoded = new Response(f);
    const payload = Buffer.from(await encoded.arrayBuffer());
    return { payload, headers: { ...admin.headers, 'content-type': encoded.headers.get('content-type') as string } };
  }
  const file = (data: string, type: string) => new Blob([data], { type });

  test('fields are coerced to the schema types and files arrive as {filename, mimetype, buffer}', async () => {
    const { payload, headers } = await form((f) => {
      f.append('name', 'Spoon');
      f.append('count', '3');
      f.append('price', '');
      f.append('tags[0]', 'silver');
      f.append('tags[1]', 'set');
      f.append('photo', file('PNGDATA', 'image/png'), 'spoon.png');
      f.append('gallery[0]', file('A', 'image/jpeg'), 'a.jpg');
      f.append('gallery[1]', file('B', 'image/jpeg'), 'b.jpg');
    });
    const res = await t.app.inject({ method: 'POST', url: `${t.api}/widgets/upload`, headers, payload });
    expect(res.statusCode).toBe(200);
    const body = received[0] as Record<string, unknown>;
    expect(body.name).toBe('Spoon');
    expect(body.count).toBe(3);
    expect(body.price).toBeNull();
    expect(body.tags).toEqual(['silver', 'set']);
    expect(body.photo).toEqual({ filename: 'spoon.png', mimetype: 'image/png', buffer: Buffer.from('PNGDATA') });
    expect((body.gallery as Array<{ filename: string }>).map((g) => g.filename)).toEqual(['a.jpg', 'b.jpg']);
  });

  test('fields that break the schema → 400 naming them, before the handler runs', async () => {
    const { payload, headers } = await form((f) => {
      f.append('count', 'many');
      f.append('colour', 'red');
    });
    const res = await t.app.inject({ method: 'POST', url: `${t.api}/widgets/upload`, headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'is required',
      count: 'must be a whole number',
      colour: 'is not an accepted field',
    });
    expect(received).toHaveLength(0);
  });

  test('a file where text is expected → 400', async () => {
    const { payload, headers } = await form((f) => {
      f.append('name', file('x', 'text/plain'), 'name.txt');
    });
    const res = await t.app.inject({ method: 'POST', url: `${t.api}/widgets/upload`, headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'must be text, not a file' });
  });

  test('the same operation still takes JSON, validated against its JSON schema', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: `${t.api}/widgets/upload`,
      headers: admin.headers,
      payload: { name: 'Fork', count: 2 },
    });
    expect(ok.statusCode).toBe(200);
    expect(received[0]).toEqual({ name: 'Fork', count: 2 });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${t.api}/widgets/upload`,
      headers: admin.headers,
      payload: { name: 'Fork', count: '2' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ count: 'must be a whole number' });
  });

  test('an unauthenticated upload is refused before the body is read', async () => {
    const { payload, headers } = await form((f) => f.append('name', 'Spoon'));
    delete (headers as Record<string, string>).authorization;
    const res = await t.app.inject({ method: 'POST', url: `${t.api}/widgets/upload`, headers, payload });
    expect(res.statusCode).toBe(401);
    expect(received).toHaveLength(0);
  });
});
