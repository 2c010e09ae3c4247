import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataJob } from '../../src/api/generated/data';
import { JobsPage } from '../../src/features/jobs/JobsPage';
import { attachmentFilename, fetchJobFile } from '../../src/features/jobs/jobFile';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, tokens, useTestConfig } from './helpers';
// Fluent's MessageBar needs a ResizeObserver, which jsdom lacks: the kit's test utilities stub it.
import './resource/utils';

const job = (overrides: Partial<DataJob>): DataJob => ({
  id: 7,
  kind: 'export',
  resource: 'outlets',
  status: 'done',
  filename: 'outlets-20261126-2330.csv',
  created: null,
  updated: null,
  rows: 2,
  errors: [],
  owner_email: 'admin@demo.test',
  created_at: '2026-11-26T23:30:00.000Z',
  finished_at: '2026-11-26T23:30:02.000Z',
  ...overrides,
});
const list = (jobs: DataJob[]) => json(200, { data: { results: jobs, meta: { total_count: jobs.length } } });
const CSV = '\ufeffid,name\r\n1,Beirut Central\r\n';
const csvFile = () =>
  new Response(CSV, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="outlets-20261126-2330.csv"',
    },
  });
const EXPIRED =
  'The file of this export has expired: exported files are kept for 7 days. Export again to get a new one.';

beforeEach(() => {
  useTestConfig();
  localStorage.clear();
});

describe('a finished export’s file', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(attachmentFilename('attachment; filename="outlets-20261126-2330.csv"', 'x')).toBe(
      'outlets-20261126-2330.csv',
    );
    expect(attachmentFilename(null, 'export-7')).toBe('export-7');
  });

  it('is fetched with the session’s token, refreshed once after a 401, as a file', async () => {
    const store = freshStore({ session: signedInSession() });
    let refreshed = false;
    const { calls, pathOf } = mockFetch((r) => {
      if (pathOf(r) === '/jwt/refresh') {
        refreshed = true;
        return json(200, { data: tokens('new-token') });
      }
      return refreshed ? csvFile() : json(401, { message: 'Token expired', code: 'token_expired' });
    });
    const result = await fetchJobFile(store, { id: 7 });
    expect(result.error).toBeUndefined();
    if (result.error !== undefined) return;
    expect(result.filename).toBe('outlets-20261126-2330.csv');
    // Byte for byte, the BOM included (Blob.text() would drop it).
    expect(Buffer.from(await result.file.arrayBuffer()).toString('utf8')).toBe(CSV);
    const fileCalls = calls.filter((c) => pathOf(c) === '/jobs/7/file');
    expect(fileCalls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('gives the server’s message when the file is gone', async () => {
    const store = freshStore({ session: signedInSession() });
    mockFetch(() => json(410, { message: EXPIRED, code: 'file_expired' }));
    expect(await fetchJobFile(store, { id: 7 })).toEqual({ error: EXPIRED });
  });
});

describe('the Jobs page', () => {
  it('offers Download on the user’s own finished exports only, and saves the file', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:job-7');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    mockFetch((r) =>
      new URL(r.url).pathname.endsWith('/jobs/7/file')
        ? csvFile()
        : list([
            job({}),
            job({ id: 8, owner_email: 'manager@demo.test', filename: 'orders-20261126-2331.csv' }),
            job({ id: 9, status: 'running', filename: null, rows: null }),
            job({ id: 10, kind: 'import', filename: 'outlets.csv', created: 2, updated: 0, rows: null }),
          ]),
    );
    renderWithProviders(<JobsPage />, { store: freshStore({ session: signedInSession() }) });
    const download = await screen.findByRole('button', { name: 'Download outlets-20261126-2330.csv' });
    // Another user's export (an administrator sees it), a running export and an import offer no file.
    expect(screen.getAllByRole('button', { name: /^Download/ })).toHaveLength(1);
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['outlets-20261126-2330.csv blob:job-7']));
    click.mockRestore();
  });

  it('says why when the file has expired', async () => {
    mockFetch((r) =>
      new URL(r.url).pathname.endsWith('/jobs/7/file')
        ? json(410, { message: EXPIRED, code: 'file_expired' })
        : list([job({})]),
    );
    renderWithProviders(<JobsPage />, { store: freshStore({ session: signedInSession() }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download outlets-20261126-2330.csv' }));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
  });
});
