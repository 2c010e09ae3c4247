import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';

/*
 * At least one administrator remains, even when the last two demote each other at the same moment (on
 * PostgreSQL each request on its own connection, as two server processes would be).
 */

let t: TestApp;
let second: number;
const SECOND = 'second-admin@demo.test';

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.login(TEST_USERS.administrator);
  const made = await t.app.inject({
    method: 'POST',
    url: `${t.api}/users/add`,
    headers: admin.headers,
    payload: {
      first_name: 'Second',
      last_name: 'Admin',
      email: SECOND,
      role: 'administrator',
      plaintext_password: 'second-admin-pass-1',
    },
  });
  expect(made.statusCode).toBe(200);
  second = made.json().data.id;
});
afterAll(async () => {
  await t.close();
});

const administrators = async () =>
  (await t.db.selectFrom('users').select('id').where('role', '=', 'administrator').execute()).length;

describe(`the last administrator (${TEST_DB})`, () => {
  test('two administrators demoting each other at once: one is refused, one administrator remains (10 tries)', async () => {
    const first = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', TEST_USERS.administrator)
        .executeTakeFirstOrThrow()
    ).id;
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.db.updateTable('users').set({ role: 'administrator' }).where('id', 'in', [first, second]).execute();
      expect(await administrators()).toBe(2);
      const a = await t.login(TEST_USERS.administrator);
      const b = await t.login(SECOND, 'second-admin-pass-1');
      const demote = (headers: Record<string, string>, id: number) =>
        t.app.inject({ method: 'POST', url: `${t.api}/users/update/${id}`, headers, payload: { role: 'manager' } });
      const answers = await Promise.all([demote(a.headers, second), demote(b.headers, first)]);
      // The loser is refused with the rule, or, when the winner's demotion landed before the loser's request
      // was even signed in, with 401: a new role ends that user's sessions.
      const codes = answers.map((r) => r.statusCode).sort();
      expect([
        [200, 409],
        [200, 401],
      ]).toContainEqual(codes);
      const refused = answers.find((r) => r.statusCode !== 200)!;
      if (refused.statusCode === 409) expect(refused.json().message).toBe('At least one administrator must remain.');
      expect(await administrators()).toBe(1);
    }
  });
});
