import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { buildTestApp, TEST_PASSWORD, TEST_USERS, type TestApp } from '../helpers/app';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/**
 * Clients a developer generates from the contract with third-party generators (test/clients/generate.ts:
 * @hey-api/openapi-ts, openapi-typescript + openapi-fetch) sign in and list orders against a real server.
 */
describe('third-party clients generated from the contract', () => {
  let t: TestApp;
  let baseUrl: string;
  let work: string;

  beforeAll(async () => {
    const generated = run(TSX, ['test/clients/generate.ts', '--keep'], { cwd: ROOT });
    t = await buildTestApp({ seed: 'demo', config: { apiKey: 'client-key-1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.api}`;
    work = (await generated).stdout.trim().split('\n').pop()!;
    expect(fs.existsSync(path.join(work, 'generated/hey-api/sdk.gen.ts'))).toBe(true);
  }, 120_000);

  afterAll(async () => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
    await t?.close();
  });

  async function expectedOrders() {
    const session = await t.login(TEST_USERS.manager);
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?per_page=5&order_by=order_number&order=DESC`,
      headers: session.headers,
    });
    const body = res.json().data;
    return {
      total: body.meta.total_count,
      orderNumbers: body.results.map((o: { order_number: unknown }) => String(o.order_number)),
    };
  }

  test.each(['hey-api-orders.ts', 'openapi-fetch-orders.ts'])(
    '%s signs in and lists orders newest first',
    async (script) => {
      const { stdout } = await run(TSX, [path.join(work, script)], {
        cwd: ROOT,
        env: {
          ...process.env,
          API_URL: baseUrl,
          API_USER: TEST_USERS.manager,
          API_PASSWORD: TEST_PASSWORD,
          API_KEY: 'client-key-1',
        },
      });
      const result = JSON.parse(stdout.trim().split('\n').pop()!);
      const expected = await expectedOrders();
      expect(expected.total).toBeGreaterThan(0);
      expect(result).toEqual({ user: TEST_USERS.manager, ...expected });
    },
    60_000,
  );

  test('a wrong password makes the generated client fail, not list anything', async () => {
    await expect(
      run(TSX, [path.join(work, 'openapi-fetch-orders.ts')], {
        cwd: ROOT,
        env: {
          ...process.env,
          API_URL: baseUrl,
          API_USER: TEST_USERS.manager,
          API_PASSWORD: 'wrong',
          API_KEY: 'client-key-1',
        },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('sign-in failed: 401') });
  }, 60_000);
});
