import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { configProblems, DEFAULT_DEMO_PASSWORD, loadConfig, type ServerConfig } from '../../../server/src/config';
import { buildTestApp } from '../helpers/app';

const SECRET = 's'.repeat(40);

describe('configProblems (the server refuses to start on these)', () => {
  test('development needs nothing', () => {
    expect(configProblems(loadConfig({}))).toEqual([]);
  });

  test('VAT_RATE is a percent, 11 by default', () => {
    expect(loadConfig({}).vatRate).toBe(11);
    expect(configProblems(loadConfig({ VAT_RATE: '11.5' }))).toEqual([]);
    expect(configProblems(loadConfig({ VAT_RATE: '150' }))).toEqual([expect.stringMatching(/VAT_RATE/)]);
  });

  test('production without JWT_SECRET and with the published demo password: two reasons', () => {
    const problems = configProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).toMatch(/JWT_SECRET/);
    expect(problems.join(' ')).toMatch(/DEMO_PASSWORD/);
  });

  test('production with a short secret', () => {
    const problems = configProblems(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', DEMO_PASSWORD: 'own-password-1' }),
    );
    expect(problems).toEqual([expect.stringMatching(/JWT_SECRET/)]);
  });

  test('production with the demo password explicitly set to the default', () => {
    const problems = configProblems(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_PASSWORD: DEFAULT_DEMO_PASSWORD }),
    );
    expect(problems).toEqual([expect.stringMatching(/DEMO_PASSWORD/)]);
  });

  test('production with a secret and its own demo password, or no demo data, is fine', () => {
    expect(
      configProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_PASSWORD: 'own-password-1' })),
    ).toEqual([]);
    expect(configProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, SEED_DEMO_DATA: 'false' }))).toEqual(
      [],
    );
  });

  test('production does not prefill the login form', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_PASSWORD: 'own-password-1' });
    expect(config.loginEmail).toBe('');
    expect(config.loginPassword).toBe('');
  });
});

describe('production hands out no demo secrets', () => {
  /** `.env.example` as an operator would load it (copied to .env, or into a process manager). */
  const exampleEnv = parseEnv(
    fs.readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8'),
  ) as NodeJS.ProcessEnv;
  const production = (extra: NodeJS.ProcessEnv = {}) =>
    loadConfig({
      ...exampleEnv,
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DEMO_PASSWORD: 'own-password-1',
      CLIENT_DIR: '/nonexistent-client-dir',
      UPLOAD_DIR: path.join(os.tmpdir(), 'cbo-test-uploads'),
      MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'cbo-test-outbox'),
      ...extra,
    });
  const configJson = async (config: ServerConfig) => {
    const t = await buildTestApp({ seed: 'none', config });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.statusCode).toBe(200);
      return res.json();
    } finally {
      await t.close();
    }
  };

  test('the example configuration in production prefills no login', () => {
    expect(exampleEnv.APP_SLUG).toBe('catering'); // the file was read
    const config = production();
    expect(configProblems(config)).toEqual([]);
    expect(config.loginEmail).toBe('');
    expect(config.loginPassword).toBe('');
  });

  test('/config.json in production carries no login prefill', async () => {
    const served = await configJson(production());
    expect(served.loginEmail).toBe('');
    expect(served.loginPassword).toBe('');
    expect(JSON.stringify(served)).not.toContain('own-password-1');
    expect(JSON.stringify(served)).not.toContain(DEFAULT_DEMO_PASSWORD);
  });

  test('unless the operator sets LOGIN_EMAIL / LOGIN_PASSWORD explicitly', async () => {
    const served = await configJson(
      production({ LOGIN_EMAIL: 'front-desk@caterer.example', LOGIN_PASSWORD: 'kiosk-pass' }),
    );
    expect(served.loginEmail).toBe('front-desk@caterer.example');
    expect(served.loginPassword).toBe('kiosk-pass');
  });

  test('outside production the demo login is prefilled (the demo works out of the box)', () => {
    const config = loadConfig({});
    expect(config.loginEmail).toBe('admin@demo.test');
    expect(config.loginPassword).toBe(DEFAULT_DEMO_PASSWORD);
  });
});
