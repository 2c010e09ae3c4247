import { configProblems, loadConfig } from '../../../server/src/config';
import { HSTS } from '../../../server/src/plugins/security-headers';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, testConfig, type TestApp } from '../helpers/app';

/*
 * Who the client is, for the per-IP request limit and the login throttle: the socket's peer unless
 * TRUST_PROXY names that peer as a proxy. A client talking to the server directly cannot pick its IP
 * by sending X-Forwarded-For.
 */

const PROXY = '10.0.0.5';
const PER_IP = 2;

async function appTrusting(trustProxy: string | undefined): Promise<TestApp> {
  const { trustProxy: parsed } = loadConfig({ TRUST_PROXY: trustProxy });
  return buildTestApp({
    config: { trustProxy: parsed, rateLimit: { ...testConfig().rateLimit, perIp: PER_IP, perUser: 0 } },
  });
}

/** Anonymous calls from `remoteAddress` claiming to come for each forwarded address in turn. */
async function statuses(t: TestApp, remoteAddress: string, forwarded: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const xff of forwarded) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.api}/misc/settings`,
      remoteAddress,
      headers: { 'x-forwarded-for': xff },
    });
    out.push(res.statusCode);
  }
  return out;
}

/** The Strict-Transport-Security of an answer to `remoteAddress` saying it came over HTTPS. */
async function hsts(t: TestApp, remoteAddress: string): Promise<string | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/healthz',
    remoteAddress,
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' },
  });
  expect(res.statusCode).toBe(200);
  return res.headers['strict-transport-security'] as string | undefined;
}

const FORGED = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];

describe(`TRUST_PROXY (${TEST_DB})`, () => {
  test('parsing: unset and false trust nobody, true trusts every hop, anything else is an address list', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ' }).trustProxy).toBe('10.0.0.5, 10.1.0.0/16');
  });

  test('a hop count is refused at start-up (Fastify would silently trust nobody)', () => {
    expect(configProblems(loadConfig({ TRUST_PROXY: '1' }))).toEqual([
      "TRUST_PROXY takes the proxies' addresses or CIDRs (e.g. 10.0.0.5 or 10.0.0.0/8), not a hop count.",
    ]);
    expect(configProblems(loadConfig({ TRUST_PROXY: '10.0.0.5' }))).toEqual([]);
  });

  describe('unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appTrusting(undefined);
    });
    afterAll(() => t.close());

    test('a direct client forging X-Forwarded-For still shares one per-IP budget', async () => {
      expect(await statuses(t, '203.0.113.7', FORGED)).toEqual([200, 200, 429, 429]);
    });

    test('a direct client saying X-Forwarded-Proto: https over plain HTTP gets no HSTS', async () => {
      expect(await hsts(t, '203.0.113.9')).toBeUndefined();
    });
  });

  describe('set to the proxy address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appTrusting(PROXY);
    });
    afterAll(() => t.close());

    test('clients behind the proxy each get their own budget', async () => {
      expect(await statuses(t, PROXY, FORGED)).toEqual([200, 200, 200, 200]);
      expect(await statuses(t, PROXY, [FORGED[0], FORGED[0]])).toEqual([200, 429]);
    });

    test('a client that is not the proxy cannot pick its IP', async () => {
      expect(await statuses(t, '203.0.113.8', FORGED)).toEqual([200, 200, 429, 429]);
    });

    test('behind the proxy terminating HTTPS, every answer says HTTPS only (HSTS); not to others', async () => {
      expect(await hsts(t, PROXY)).toBe(HSTS);
      expect(await hsts(t, '203.0.113.10')).toBeUndefined();
    });
  });
});
