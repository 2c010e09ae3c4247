import type { LightMyRequestResponse } from 'fastify';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { multipartRequest } from '../security/image-values';

let t: TestApp;
let manager: TestSession;
let viewer: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp();
  [manager, viewer, admin] = await Promise.all([
    t.login(TEST_USERS.manager),
    t.login(TEST_USERS.viewer),
    t.login(TEST_USERS.administrator),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function importCsv(session: TestSession, filename: string, csv: string): Promise<number> {
  const { contentType, payload } = await multipartRequest({
    file: { data: Buffer.from(csv), name: filename, type: 'text/csv' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.api}/import/outlets`,
    headers: { ...session.headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(202);
  await drainJobs();
  return res.json().data.job_id as number;
}

const get = (session: TestSession, url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: session.headers });

describe(`import and export job results (${TEST_DB})`, () => {
  let failedId: number;
  let doneId: number;
  let exportId: number;

  test('a failed import records every problem, one per line, and its file name', async () => {
    failedId = await importCsv(
      manager,
      'bad-outlets.csv',
      'name,opening_hours_from,holidays,time_zone\r\n,25:00,9,Mars/Olympus\r\nGood,08:00,,Asia/Beirut\r\nAlso bad,,,Nowhere/Land\r\n',
    );
    const res = await get(manager, `/jobs/${failedId}`);
    expect(res.statusCode).toBe(200);
    const job = res.json().data;
    expect(job).toMatchObject({
      id: failedId,
      kind: 'import',
      resource: 'outlets',
      status: 'failed',
      filename: 'bad-outlets.csv',
      created: null,
      updated: null,
      owner_email: TEST_USERS.manager,
    });
    // Every problem of every row in the file's column order, not only the first; the good row in between has none.
    expect(job.errors).toEqual([
      'Line 2: name is required',
      'Line 2: opening_hours_from must be a time HH:mm',
      'Line 2: holidays must be a list of weekday indexes 0..6',
      'Line 2: time_zone must be an IANA time zone, e.g. Asia/Beirut',
      'Line 4: time_zone must be an IANA time zone, e.g. Asia/Beirut',
    ]);
    expect(Date.parse(job.finished_at)).toBeGreaterThanOrEqual(Date.parse(job.created_at));
    const outlets = await t.db.selectFrom('outlets').select('id').execute();
    expect(outlets).toHaveLength(0);
  });

  test('a good import records its counts', async () => {
    doneId = await importCsv(
      manager,
      'outlets.csv',
      'name,time_zone\r\nBeirut Central,Asia/Beirut\r\nJounieh,Asia/Beirut\r\n',
    );
    const job = (await get(manager, `/jobs/${doneId}`)).json().data;
    expect(job).toMatchObject({ status: 'done', filename: 'outlets.csv', created: 2, updated: 0, errors: [] });
  });

  test('an export records the rows mailed and the file name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/export/outlets`,
      headers: manager.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(202);
    exportId = res.json().data.job_id;
    await drainJobs();
    const job = (await get(manager, `/jobs/${exportId}`)).json().data;
    expect(job).toMatchObject({
      kind: 'export',
      status: 'done',
      rows: 2,
      filename: expect.stringMatching(/^outlets-.*\.csv$/),
    });
  });

  test('the owner lists their jobs newest first, paged', async () => {
    const res = await get(manager, '/jobs?per_page=2');
    expect(res.statusCode).toBe(200);
    const { results, meta } = res.json().data;
    expect(meta.total_count).toBe(3);
    expect(results.map((j: { id: number }) => j.id)).toEqual([exportId, doneId]);
    const second = (await get(manager, '/jobs?per_page=2&page=2')).json().data.results;
    expect(second.map((j: { id: number }) => j.id)).toEqual([failedId]);
    const farAway = await get(manager, '/jobs?page=1e308');
    expect(farAway.statusCode).toBe(200);
    expect(farAway.json().data).toEqual({ results: [], meta: { total_count: 3 } });
  });

  test('another user neither lists nor reads them', async () => {
    const listed = (await get(viewer, '/jobs')).json().data;
    expect(listed).toEqual({ results: [], meta: { total_count: 0 } });
    const res = await get(viewer, `/jobs/${failedId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  test('an administrator lists and reads everyone’s jobs', async () => {
    const { results } = (await get(admin, '/jobs')).json().data;
    expect(results.map((j: { id: number }) => j.id)).toEqual([exportId, doneId, failedId]);
    expect((await get(admin, `/jobs/${failedId}`)).json().data.owner_email).toBe(TEST_USERS.manager);
  });

  test('without a token it is a 401; an unknown job a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${t.api}/jobs` })).statusCode).toBe(401);
    expect((await get(admin, '/jobs/999999')).statusCode).toBe(404);
  });
});
