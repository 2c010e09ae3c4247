import { redactUrl } from '../../../server/src/http/request-logging';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';

/* Secrets never reach the log: a token sent in the address is refused, and its request line is logged redacted. */

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('redactUrl', () => {
  test('replaces the values of secret parameters, keeps the rest as sent', () => {
    expect(redactUrl('/v1/orders?access_token=eyJ.abc.def&page=2')).toBe('/v1/orders?access_token=[redacted]&page=2');
    expect(redactUrl('/x?Token=a&refresh_key=b&api_key=c&signature=d&q=token')).toBe(
      '/x?Token=[redacted]&refresh_key=[redacted]&api_key=[redacted]&signature=[redacted]&q=token',
    );
    // An encoded name is still the name; a bare name has no value to hide.
    expect(redactUrl('/x?access%5Ftoken=abc&password')).toBe('/x?access%5Ftoken=[redacted]&password');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

describe(`the request log (${TEST_DB})`, () => {
  test('a token in the address is refused and never written to the log; nor are credentials headers', async () => {
    const session = await t.login(TEST_USERS.administrator);
    const token = session.headers.authorization.slice('Bearer '.length);
    lines.length = 0;
    const inAddress = await t.app.inject({ method: 'GET', url: `${t.api}/orders?access_token=${token}&per_page=1` });
    expect(inAddress.statusCode).toBe(401);
    const withHeader = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?per_page=1`,
      headers: session.headers,
    });
    expect(withHeader.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('access_token=[redacted]&per_page=1');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });
});
