import { ROLE_CAPABILITIES } from '../../../server/src/access/capabilities';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(email: string, url: string) {
  const session = await t.login(email);
  return t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: session.headers });
}

describe('GET /profile', () => {
  test('returns exactly id, capabilities, display_name (full name), email, avatar_url and role', async () => {
    const res = await get(TEST_USERS.viewer, '/profile');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([
      'avatar_url',
      'capabilities',
      'display_name',
      'email',
      'id',
      'language',
      'role',
    ]);
    expect(data.language).toBeNull();
    expect(data.display_name).toBe('Elie Georges Nassar');
    expect(data.email).toBe('viewer@demo.test');
    expect(data.role).toBe('viewer');
    expect(data.avatar_url).toBeNull();
    expect([...data.capabilities].sort()).toEqual([...ROLE_CAPABILITIES.viewer].sort());
  });

  test("kitchen staff's capabilities", async () => {
    const { data } = (await get(TEST_USERS.kitchen_staff, '/profile')).json();
    expect([...data.capabilities].sort()).toEqual([
      'kitchen_orders::edit',
      'kitchen_orders::list',
      'order_items::list',
      'order_items::view',
      'orders::view',
      'production::list',
      'stations::list',
      'stations::view',
    ]);
  });

  test('a stored photo (an upload URL) is the avatar URL, signed', async () => {
    const url = '/uploads/users/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e.png';
    await t.db.updateTable('users').set({ photo: url }).where('email', '=', TEST_USERS.administrator).execute();
    const { data } = (await get(TEST_USERS.administrator, '/profile')).json();
    expect(data.avatar_url).toMatch(new RegExp(`^${url.replace(/\./g, '\\.')}\\?exp=\\d+&sig=[\\w-]{43}$`));
  });

  test('a photo stored before image fields were checked (another site, javascript:) is no avatar', async () => {
    for (const photo of ['https://evil.test/x.png', 'javascript:alert(1)', 'avatars/rania.png']) {
      await t.db.updateTable('users').set({ photo }).where('email', '=', TEST_USERS.administrator).execute();
      const { data } = (await get(TEST_USERS.administrator, '/profile')).json();
      expect(data.avatar_url).toBeNull();
    }
  });
});

describe('PATCH /profile', () => {
  async function patch(email: string, payload: unknown, contentType = 'application/json') {
    const session = await t.login(email);
    return t.app.inject({
      method: 'PATCH',
      url: `${t.api}/profile`,
      headers: { ...session.headers, 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }
  const languageOf = async (email: string) =>
    (await t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;

  test('any signed-in user sets their own language and gets their profile back, as GET /profile answers it', async () => {
    for (const [email, language] of [
      [TEST_USERS.kitchen_staff, 'ar'],
      [TEST_USERS.viewer, 'fr'],
      [TEST_USERS.manager, 'en'],
    ] as const) {
      const res = await patch(email, { language });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.language).toBe(language);
      expect(data.email).toBe(email);
      expect(data).toEqual((await get(email, '/profile')).json().data);
      expect(await languageOf(email)).toBe(language);
    }
    // Only their own row changed.
    expect(await languageOf(TEST_USERS.administrator)).toBeNull();
  });

  test('null clears the choice', async () => {
    await patch(TEST_USERS.viewer, { language: 'ar' });
    const res = await patch(TEST_USERS.viewer, { language: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBeNull();
    expect(await languageOf(TEST_USERS.viewer)).toBeNull();
  });

  test('the change raises the row version and is in the users history', async () => {
    const before = await t.db
      .selectFrom('users')
      .select(['id', '__version'])
      .where('email', '=', TEST_USERS.manager)
      .executeTakeFirstOrThrow();
    await patch(TEST_USERS.manager, { language: 'fr' });
    const after = await t.db
      .selectFrom('users')
      .select('__version')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after.__version).toBe(before.__version + 1);
    const history = await t.db
      .selectFrom('change_history')
      .selectAll()
      .where('resource', '=', 'users')
      .where('record_id', '=', before.id)
      .where('field', '=', 'language')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.new_value).toBe('fr');
  });

  test('a language outside the enumeration, another field, a wrong type or no body is a 400 naming the field', async () => {
    const bad = await patch(TEST_USERS.viewer, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', errors: { language: expect.any(String) } });
    const extra = await patch(TEST_USERS.viewer, { language: 'ar', role: 'administrator' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'validation_error', errors: { role: 'is not an accepted field' } });
    const wrongType = await patch(TEST_USERS.viewer, { language: 3 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty('language');
    const empty = await patch(TEST_USERS.viewer, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_error', errors: { language: 'is required' } });
    const none = await patch(TEST_USERS.viewer, '');
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('validation_error');
    expect(await languageOf(TEST_USERS.viewer)).not.toBe('de');
  });

  test('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${t.api}/profile`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'ar' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });
});

describe("users resource: a user's language", () => {
  test('an administrator creates, updates, lists and views it; a value outside the enumeration is a 400', async () => {
    const admin = await t.login(TEST_USERS.administrator);
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `${t.api}${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
    const created = await call('POST', '/users/add', {
      first_name: 'Rana',
      last_name: 'Khoury',
      email: 'rana.language@demo.test',
      plaintext_password: 'long-enough-1',
      language: 'ar',
    });
    expect(created.statusCode).toBe(200);
    const { id, language } = created.json().data;
    expect(language).toBe('ar');
    const updated = await call('POST', `/users/update/${id}`, { language: 'fr' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.language).toBe('fr');
    const viewed = await call('GET', `/users?id[]=${id}`);
    expect(viewed.json().data.results[0].language).toBe('fr');
    const listed = await call('GET', '/users?per_page=100');
    for (const user of listed.json().data.results) expect(user).toHaveProperty('language');
    const cleared = await call('POST', `/users/update/${id}`, { language: null });
    expect(cleared.json().data.language).toBeNull();
    const bad = await call('POST', `/users/update/${id}`, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', errors: { language: expect.any(String) } });
  });
});

describe('GET /misc/settings', () => {
  let settings: Record<string, unknown>;
  beforeAll(async () => {
    const res = await get(TEST_USERS.kitchen_staff, '/misc/settings');
    expect(res.statusCode).toBe(200);
    settings = res.json().data;
  });

  test('branding from the configuration', () => {
    expect(settings.app_name).toBe(t.config.appName);
    expect(settings.primary_color).toBe(t.config.primaryColor);
    expect(settings.app_logo).toBeNull();
    expect(settings.primary_color_dark).toBeNull();
  });

  test('every enumeration, with its default values, as {value, label}', () => {
    const values = (key: string) => (settings[key] as Array<{ value: string }>).map((o) => o.value);
    expect(values('order_statuses')).toEqual([
      'pending',
      'processing',
      'ready_for_pickup',
      'on_the_way',
      'delivered',
      'cancelled',
    ]);
    expect(values('order_types')).toEqual(['pick_up', 'delivery', 'dine_in']);
    expect(values('order_payment_methods')).toEqual(['cash', 'card', 'on_account']);
    expect(values('product_statuses')).toEqual(['draft', 'publish']);
    expect(values('category_statuses')).toEqual(['draft', 'publish']);
    expect(values('product_stock_statuses')).toEqual(['available', 'unavailable']);
    expect(values('add_on_types')).toEqual(['extra', 'side', 'sauce', 'drink']);
    expect(values('user_roles')).toEqual(['administrator', 'manager', 'kitchen_staff', 'viewer']);
  });

  test('the languages, English first, each named in itself', () => {
    expect(settings.languages).toEqual([
      { value: 'en', label: 'English' },
      { value: 'ar', label: 'العربية' },
      { value: 'fr', label: 'Français' },
    ]);
  });

  test('human labels', () => {
    expect(settings.order_statuses).toContainEqual({ value: 'ready_for_pickup', label: 'Ready For Pickup' });
    expect(settings.order_types).toContainEqual({ value: 'dine_in', label: 'Dine In' });
    expect(settings.user_roles).toContainEqual({ value: 'kitchen_staff', label: 'Kitchen Staff' });
  });

  test('IANA time zones with Asia/Beirut first', () => {
    const zones = (settings.outlet_time_zones as Array<{ value: string; label: string }>).map((z) => z.value);
    expect(zones[0]).toBe('Asia/Beirut');
    expect(zones).toContain('Europe/Paris');
    expect(zones.filter((z) => z === 'Asia/Beirut')).toHaveLength(1);
    expect(zones.length).toBeGreaterThan(300);
  });

  test('kitchen_time_zone: the zone most outlets use, ties to the default zone, the default with no outlets', async () => {
    const app = await buildTestApp({ seed: 'none' });
    try {
      const zone = async () =>
        (await app.app.inject({ method: 'GET', url: `${app.api}/misc/settings` })).json().data.kitchen_time_zone;
      let n = 0;
      const outlet = (time_zone: string) =>
        app.db
          .insertInto('outlets')
          .values({ name: `O${++n}`, special_code: `TZ-${n}`, time_zone })
          .execute();
      expect(await zone()).toBe('Asia/Beirut');
      await outlet('Europe/Paris');
      expect(await zone()).toBe('Europe/Paris');
      await outlet('Asia/Beirut');
      expect(await zone()).toBe('Asia/Beirut'); // a tie goes to the default outlet zone
      await outlet('Europe/Paris');
      expect(await zone()).toBe('Europe/Paris');
      await outlet('America/New_York');
      await outlet('America/New_York');
      await outlet('Asia/Beirut');
      expect(await zone()).toBe('Asia/Beirut'); // 2 Paris, 2 New York, 2 Beirut
      await app.db.deleteFrom('outlets').where('time_zone', '=', 'Asia/Beirut').execute();
      expect(await zone()).toBe('America/New_York'); // a tie without the default: the first name
    } finally {
      await app.close();
    }
  });

  test('is public, so the login page can be branded before sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/misc/settings` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.app_name).toBe(t.config.appName);
  });

  test('still needs the API key when the server has one', async () => {
    const keyed = await buildTestApp({ seed: 'none', config: { apiKey: 'k-123' } });
    try {
      const without = await keyed.app.inject({ method: 'GET', url: `${keyed.api}/misc/settings` });
      expect(without.statusCode).toBe(401);
      const withKey = await keyed.app.inject({
        method: 'GET',
        url: `${keyed.api}/misc/settings`,
        headers: { 'x-api-key': 'k-123' },
      });
      expect(withKey.statusCode).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});
