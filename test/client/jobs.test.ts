import type { DataJob } from '../../src/api/generated/data';
import { announceJobStarted, onJobStarted } from '../../src/lib/jobEvents';
import { jobNotice, jobOutcome } from '../../src/features/jobs/jobText';

const job = (overrides: Partial<DataJob>): DataJob => ({
  id: 1,
  kind: 'import',
  resource: 'outlets',
  status: 'done',
  filename: 'outlets.csv',
  created: 12,
  updated: 3,
  rows: null,
  errors: [],
  owner_email: 'manager@demo.test',
  created_at: '2026-11-24T01:00:00.000Z',
  finished_at: '2026-11-24T01:00:02.000Z',
  ...overrides,
});

describe('job notices', () => {
  it('say what an import created and updated', () => {
    expect(jobNotice(job({}))).toBe('Import of outlets.csv: 12 created, 3 updated');
  });

  it('say that an import failed with its first problem; the outcome counts them all', () => {
    const failed = job({
      status: 'failed',
      created: null,
      updated: null,
      errors: ['Line 2: name is required', 'Line 4: time_zone x'],
    });
    expect(jobNotice(failed)).toBe('Import of outlets.csv failed: Line 2: name is required');
    expect(jobOutcome(failed)).toBe('2 problems');
  });

  it('say that an export was sent by email', () => {
    expect(jobNotice(job({ kind: 'export', filename: 'outlets-x.csv', created: null, updated: null, rows: 1 }))).toBe(
      'Export of Outlets: 1 row sent to you by email',
    );
    expect(jobOutcome(job({ kind: 'export', status: 'running' }))).toBe('Running…');
  });

  it('say that an invoice was mailed to the client', () => {
    const sent = job({
      kind: 'export',
      resource: 'invoices',
      filename: 'INV-2026-00001.pdf',
      created: null,
      updated: null,
    });
    expect(jobNotice(sent)).toBe('Mailing of INV-2026-00001.pdf: sent to the client’s billing email');
    // An export of the invoices list stays an export.
    const listed = job({
      kind: 'export',
      resource: 'invoices',
      filename: 'invoices-x.csv',
      created: null,
      updated: null,
      rows: 2,
    });
    expect(jobNotice(listed)).toMatch(/^Export of .+: 2 rows sent to you by email$/);
  });
});

describe('job events', () => {
  it('tell every listener about each job started until it unsubscribes', () => {
    const heard: number[] = [];
    const stop = onJobStarted((id) => heard.push(id));
    announceJobStarted(7);
    announceJobStarted(8);
    stop();
    announceJobStarted(9);
    expect(heard).toEqual([7, 8]);
  });
});
