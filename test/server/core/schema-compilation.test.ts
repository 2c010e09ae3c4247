import { loadOperations, DEFAULT_OPENAPI_FILE } from '../../../server/src/http/openapi-operations';
import {
  compiledWhenAsked,
  compileQueuedSchemas,
  queueSchemaCompilation,
} from '../../../server/src/http/schema-compilation';
import { buildTestApp, TEST_USERS } from '../helpers/app';

/*
 * A server that listens compiles every route's schemas soon after it starts, one per turn of the event loop,
 * so no user's first request to a route waits on a compile that holds every other request meanwhile; an app
 * built by a test compiles a route's schemas only when the route is first asked.
 */

test('an app built without queueing compiles nothing ahead of the requests', async () => {
  const testApp = await buildTestApp({ seed: 'none' });
  try {
    await expect(compileQueuedSchemas()).resolves.toBe(0);
  } finally {
    await testApp.close();
  }
});

describe('once queueing is on (as startServer turns it on)', () => {
  beforeAll(() => queueSchemaCompilation());

  test('a schema is built when compiled from the queue, once, and not before', async () => {
    const build = jest.fn(() => ({ built: true }));
    const get = compiledWhenAsked(build);
    expect(build).not.toHaveBeenCalled();
    await compileQueuedSchemas();
    expect(build).toHaveBeenCalledTimes(1);
    expect(get()).toEqual({ built: true });
    expect(build).toHaveBeenCalledTimes(1);
  });

  test('a schema asked for first is not built again from the queue', async () => {
    const build = jest.fn(() => 1);
    compiledWhenAsked(build)();
    await compileQueuedSchemas();
    expect(build).toHaveBeenCalledTimes(1);
  });

  test('the queue gives the event loop back between two compiles', async () => {
    const order: string[] = [];
    compiledWhenAsked(() => order.push('first'));
    compiledWhenAsked(() => order.push('second'));
    setImmediate(() => order.push('another request'));
    await compileQueuedSchemas();
    expect(order).toEqual(['first', 'another request', 'second']);
  });

  test("every route's request and response schemas are queued, and the routes still validate", async () => {
    const testApp = await buildTestApp();
    const { app, api } = testApp;
    try {
      const operations = loadOperations(DEFAULT_OPENAPI_FILE);
      // At least one response serialiser per operation, besides request and body schemas.
      await expect(compileQueuedSchemas()).resolves.toBeGreaterThan(operations.length);
      const { headers } = await testApp.login(TEST_USERS.administrator);
      const res = await app.inject({ method: 'GET', url: `${api}/organizations?page=0`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: expect.anything() });
    } finally {
      await testApp.close();
    }
  });
});
