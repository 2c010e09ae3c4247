import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { newExportFile, removeExpiredExportFiles } from '../../../server/src/resources/data/export-files';
import { finishJob, insertJob } from '../../../server/src/resources/data/jobs-repository';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { multipartRequest } from '../security/image-values';

let t: TestApp;
let manager: TestSession;
let viewer: TestSession;
let admin: TestSession;
let kitchen: TestSession;

const WEEK_MS = 7 * 24 * 3_600_000;

beforeAll(async () => {
  // A folder of its own: the sweep below deletes every file past its keep period in it.
  t = await buildTestApp({ config: { exportDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-job-files-')) } });
  [manager, viewer, admin, kitchen] = await Promise.all([
    t.login(TEST_USERS.manager),
    t.login(TEST_USERS.viewer),
    t.login(TEST_USERS.administrator),
    t.login(TEST_USERS.kitchen_staff),
  ]);
  for (const name of ['Beirut Central', 'Jounieh Marina'])
    await t.app.inject({
      method: 'POST',
      url: `${t.api}/outlets/add`,
      headers: manager.headers,
      payload: { name, time_zone: 'Asia/Beirut' },
    });
}, 90_000); // four sign-ins (password hashing) and a fresh database, on a busy machine
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.exportDir, { recursive: true, force: true });
});

const get = (session: TestSession | null, url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: session?.headers ?? {} });

async function exportOutlets(session: TestSession, format = 'csv'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.api}/export/outlets?format=${format}`,
    headers: session.headers,
    payload: {},
  });
  expect(res.statusCode).toBe(202);
  await drainJobs();
  return res.json().data.job_id as number;
}

const userId = async (email: string) =>
  Number((await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);

describe(`a finished export's file, for the user who asked (${TEST_DB})`, () => {
  let exportId: number;

  test('the owner downloads the CSV that was mailed, named as in the mail', async () => {
    exportId = await exportOutlets(manager);
    const job = (await get(manager, `/jobs/${exportId}`)).json().data;
    expect(job.status).toBe('done');

    const res = await get(manager, `/jobs/${exportId}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${job.filename}"`);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toMatch(/^id,name,/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(['Beirut Central', 'Jounieh Marina']);
  });

  test('an Excel export downloads as the workbook', async () => {
    const id = await exportOutlets(manager, 'xlsx');
    const res = await get(manager, `/jobs/${id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('nobody else gets it: another user, an administrator included, finds no such job', async () => {
    for (const other of [viewer, admin]) {
      const res = await get(other, `/jobs/${exportId}/file`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await get(null, `/jobs/${exportId}/file`)).statusCode).toBe(401);
    expect((await get(manager, '/jobs/999999/file')).statusCode).toBe(404);
  });

  test('an export not finished, a failed one and an import have no file', async () => {
    const owner = await userId(TEST_USERS.manager);
    const queued = await insertJob(t.db, { kind: 'export', resource: 'outlets', payload: {}, user_id: owner });
    let res = await get(manager, `/jobs/${queued}/file`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Export ${queued} is not finished yet: its file can be downloaded once it is done.`,
    );

    await finishJob(t.db, queued, 'failed', { error: 'boom' }, undefined, { errors: ['boom'] });
    res = await get(manager, `/jobs/${queued}/file`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Export ${queued} failed: it has no file.`);

    const { contentType, payload } = await multipartRequest({
      file: { data: Buffer.from('name,time_zone\r\nByblos,Asia/Beirut\r\n'), name: 'outlets.csv', type: 'text/csv' },
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: `${t.api}/import/outlets`,
      headers: { ...manager.headers, 'content-type': contentType },
      payload,
    });
    await drainJobs();
    const importId = imported.json().data.job_id;
    res = await get(manager, `/jobs/${importId}/file`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Job ${importId} is an import: it has no file to download.`);
  });

  test('the owner must still hold the export capability of what was exported', async () => {
    // A kitchen user's finished outlets export (kitchen staff may not export outlets).
    const owner = await userId(TEST_USERS.kitchen_staff);
    const id = await insertJob(t.db, { kind: 'export', resource: 'outlets', payload: {}, user_id: owner });
    const kept = await newExportFile(t.config, id, 'csv');
    fs.writeFileSync(kept.file, 'id,name\r\n');
    await finishJob(t.db, id, 'done', { file: kept.name }, undefined, { rows: 0, filename: 'outlets.csv' });
    const res = await get(kitchen, `/jobs/${id}/file`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Missing Required AUthorization');
  });

  test('past its keep period (7 days after it finished) the file has expired, with a message saying so', async () => {
    const id = await exportOutlets(manager);
    const sixDaysAgo = new Date(Date.now() - WEEK_MS + 24 * 3_600_000).toISOString();
    await t.db.updateTable('jobs').set({ finished_at: sixDaysAgo }).where('id', '=', id).execute();
    expect((await get(manager, `/jobs/${id}/file`)).statusCode).toBe(200);
    const eightDaysAgo = new Date(Date.now() - WEEK_MS - 24 * 3_600_000).toISOString();
    await t.db.updateTable('jobs').set({ finished_at: eightDaysAgo }).where('id', '=', id).execute();
    const res = await get(manager, `/jobs/${id}/file`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      code: 'file_expired',
      message:
        'The file of this export has expired: exported files are kept for 7 days. Export again to get a new one.',
    });
  });

  test('the sweep deletes files past their keep period, which then answer 410 too', async () => {
    const id = await exportOutlets(manager);
    const kept = JSON.parse(
      (await t.db.selectFrom('jobs').select('result').where('id', '=', id).executeTakeFirstOrThrow()).result!,
    ).file as string;
    const file = path.join(t.config.exportDir, kept);
    expect(fs.existsSync(file)).toBe(true);
    // Not yet: a fresh file stays.
    await removeExpiredExportFiles(t.config);
    expect(fs.existsSync(file)).toBe(true);
    await removeExpiredExportFiles(t.config, Date.now() + WEEK_MS + 60_000);
    expect(fs.existsSync(file)).toBe(false);
    const res = await get(manager, `/jobs/${id}/file`);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('file_expired');
  });
});
