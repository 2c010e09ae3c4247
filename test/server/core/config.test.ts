import { configProblems, DEFAULT_DEMO_PASSWORD, loadConfig } from '../../../server/src/config';

const SECRET = 's'.repeat(40);

describe('configProblems (the server refuses to start on these)', () => {
  test('development needs nothing', () => {
    expect(configProblems(loadConfig({}))).toEqual([]);
  });

  test('production without JWT_SECRET and with the published demo password: two reasons', () => {
    const problems = configProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).toMatch(/JWT_SECRET/);
    expect(problems.join(' ')).toMatch(/DEMO_PASSWORD/);
  });

  test('production with a short secret', () => {
    const problems = configProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', DEMO_PASSWORD: 'own-password-1' }));
    expect(problems).toEqual([expect.stringMatching(/JWT_SECRET/)]);
  });

  test('production with the demo password explicitly set to the default', () => {
    const problems = configProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_PASSWORD: DEFAULT_DEMO_PASSWORD }));
    expect(problems).toEqual([expect.stringMatching(/DEMO_PASSWORD/)]);
  });

  test('production with a secret and its own demo password, or no demo data, is fine', () => {
    expect(configProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_PASSWORD: 'own-password-1' }))).toEqual([]);
    expect(configProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, SEED_DEMO_DATA: 'false' }))).toEqual([]);
  });

  test('production does not prefill the login form', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_PASSWORD: 'own-password-1' });
    expect(config.loginEmail).toBe('');
    expect(config.loginPassword).toBe('');
  });
});
