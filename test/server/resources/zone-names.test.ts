import { createMigrator, migrateToLatest } from '../../../server/src/db/migrate';
import { currentZoneName, RENAMED_ZONES } from '../../../server/src/settings/zone-names';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { createTestDb, TEST_DB } from '../helpers/db';

/**
 * Time zones go by their current IANA names: the settings list them, outlets store and answer them, and
 * an old name (Asia/Calcutta, Asia/Saigon, Europe/Kiev) is taken on write as an alias of the current one.
 */
describe(`current time zone names (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;

  const send = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${t.api}${path}`, headers: admin.headers, payload });
  const get = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${path}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names each renamed zone by its current name, whatever name or letter case it is given by', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(currentZoneName('asia/saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(currentZoneName('asia/beirut')).toBe('Asia/Beirut');
    expect(currentZoneName('Mars/Olympus_Mons')).toBeNull();
    // Each current name is a zone the runtime knows, and is its own current name.
    for (const current of Object.values(RENAMED_ZONES)) expect(currentZoneName(current)).toBe(current);
  });

  it('lists current names only, each once, Asia/Beirut first', async () => {
    const zones = ((await get('/misc/settings')).outlet_time_zones as { value: string; label: string }[]).map(
      (z) => z.value,
    );
    expect(zones[0]).toBe('Asia/Beirut');
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv', 'UTC']));
    for (const old of Object.keys(RENAMED_ZONES)) expect(zones).not.toContain(old);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.slice(1)).toEqual([...zones.slice(1)].sort());
  });

  it('stores and answers the current name when an outlet is written with an old one', async () => {
    const created = await send('/outlets/add', { name: 'Zone Mumbai', time_zone: 'Asia/Calcutta' });
    expect(created.statusCode).toBe(200);
    const outlet = created.json().data;
    expect(outlet.time_zone).toBe('Asia/Kolkata');
    expect((await get(`/outlets?id[]=${outlet.id}`)).results[0].time_zone).toBe('Asia/Kolkata');

    const updated = await send(`/outlets/update/${outlet.id}`, { time_zone: 'Europe/Kiev' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.time_zone).toBe('Europe/Kyiv');
    expect((await get(`/outlets?id[]=${outlet.id}`)).results[0].time_zone).toBe('Europe/Kyiv');

    // The old name of the zone it already has changes nothing: no new version.
    const version = updated.json().data.__version;
    const same = await send(`/outlets/update/${outlet.id}`, { time_zone: 'Europe/Kiev' });
    expect(same.json().data).toMatchObject({ time_zone: 'Europe/Kyiv', __version: version });
  });

  it('refuses a zone that is none with a 400 naming the field, and keeps the outlet as it was', async () => {
    const outlet = (await send('/outlets/add', { name: 'Zone Saigon', time_zone: 'Asia/Saigon' })).json().data;
    expect(outlet.time_zone).toBe('Asia/Ho_Chi_Minh');
    const refused = await send(`/outlets/update/${outlet.id}`, { time_zone: 'Mars/Olympus_Mons' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ time_zone: 'must be an IANA time zone, e.g. Asia/Beirut' });
    expect((await get(`/outlets?id[]=${outlet.id}`)).results[0].time_zone).toBe('Asia/Ho_Chi_Minh');
  });
});

describe(`the migration to current zone names (${TEST_DB})`, () => {
  it('renames the zones of existing outlets and leaves current names alone', async () => {
    const t = await createTestDb();
    try {
      const { error } = await createMigrator(t.db).migrateTo('20261125000200_stats_indexes');
      expect(error).toBeUndefined();
      const rows = [
        { name: 'Old Mumbai', special_code: 'OUT-ZN01', time_zone: 'Asia/Calcutta' },
        { name: 'Old Saigon', special_code: 'OUT-ZN02', time_zone: 'Asia/Saigon' },
        { name: 'Old Kyiv', special_code: 'OUT-ZN03', time_zone: 'Europe/Kiev' },
        { name: 'Beirut', special_code: 'OUT-ZN04', time_zone: 'Asia/Beirut' },
      ];
      await t.db.insertInto('outlets').values(rows).execute();
      await migrateToLatest(t.db);
      const stored = await t.db
        .selectFrom('outlets')
        .select(['special_code', 'time_zone', '__version'])
        .orderBy('special_code')
        .execute();
      expect(stored).toEqual([
        { special_code: 'OUT-ZN01', time_zone: 'Asia/Kolkata', __version: 2 },
        { special_code: 'OUT-ZN02', time_zone: 'Asia/Ho_Chi_Minh', __version: 2 },
        { special_code: 'OUT-ZN03', time_zone: 'Europe/Kyiv', __version: 2 },
        { special_code: 'OUT-ZN04', time_zone: 'Asia/Beirut', __version: 1 },
      ]);
    } finally {
      await t.destroy();
    }
  });
});
