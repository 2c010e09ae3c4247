import { DateTime } from 'luxon';
import {
  canBeCredited,
  creditableLines,
  invoiceBadges,
  lastMonth,
  lockedReason,
  periodProblem,
  statementPeriod,
} from '../../../src/features/invoices/period';

/** Billing's words and periods (issue 31): what "last month" is, and how an invoice's state reads. */

describe('statementPeriod: the period a statement starts from', () => {
  it('runs from the first day of the month three months ago to today, in the business zone', () => {
    expect(statementPeriod('Asia/Beirut', DateTime.fromISO('2026-11-28T10:00:00Z'))).toEqual({
      from: '2026-08-01',
      to: '2026-11-28',
    });
    expect(statementPeriod('Asia/Beirut', DateTime.fromISO('2026-02-10T10:00:00Z'))).toEqual({
      from: '2025-11-01',
      to: '2026-02-10',
    });
    // 00:30 on 1 March in Beirut is still 28 February in UTC.
    const now = DateTime.fromISO('2026-02-28T22:30:00Z');
    expect(statementPeriod('Asia/Beirut', now)).toEqual({ from: '2025-12-01', to: '2026-03-01' });
    expect(statementPeriod('UTC', now)).toEqual({ from: '2025-11-01', to: '2026-02-28' });
  });
});

describe('lastMonth: the period "Bill this client" starts from', () => {
  it('is the whole previous month of the business zone', () => {
    expect(lastMonth('Asia/Beirut', DateTime.fromISO('2026-11-28T10:00:00Z'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(lastMonth('Asia/Beirut', DateTime.fromISO('2026-01-15T10:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it("counts the business's days, not the browser's: 1 March 00:30 in Beirut is still 28 February in UTC", () => {
    const now = DateTime.fromISO('2026-02-28T22:30:00Z'); // 00:30 on 1 March in Beirut (UTC+2)
    expect(lastMonth('Asia/Beirut', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth('UTC', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });
});

describe('periodProblem', () => {
  it('wants both days, the last not before the first', () => {
    expect(periodProblem({ from: '2026-10-01', to: '2026-10-31' })).toBeNull();
    expect(periodProblem({ from: '2026-10-01', to: '2026-10-01' })).toBeNull();
    expect(periodProblem({ from: null, to: '2026-10-31' })).toBe('from');
    expect(periodProblem({ from: '2026-10-01', to: '' as unknown as null })).toBe('to');
    expect(periodProblem({ from: '2026-10-31', to: '2026-10-01' })).toBe('order');
  });
});

const line = (id: number, credited = false) => ({
  id,
  order: id,
  order_number: id,
  order_date: '2026-10-05T09:00:00.000Z',
  name: `Lunch ${id}`,
  amount: 10,
  credited,
});

describe("an invoice's state", () => {
  it('reads Draft; then Paid, Partly paid or Unpaid, and Overdue; a credit note says so', () => {
    const base = { kind: 'invoice' as const, payment_status: 'unpaid' as const, overdue: false };
    expect(invoiceBadges({ ...base, status: 'draft' })).toEqual(['draft']);
    expect(invoiceBadges({ ...base, status: 'issued' })).toEqual(['unpaid']);
    expect(invoiceBadges({ ...base, status: 'issued', overdue: true })).toEqual(['unpaid', 'overdue']);
    expect(invoiceBadges({ ...base, status: 'issued', payment_status: 'partly_paid', overdue: true })).toEqual([
      'partly_paid',
      'overdue',
    ]);
    expect(invoiceBadges({ ...base, status: 'issued', payment_status: 'paid' })).toEqual(['paid']);
    expect(invoiceBadges({ ...base, kind: 'credit_note', status: 'issued', payment_status: 'paid' })).toEqual([
      'credit_note',
    ]);
  });

  it('is locked once issued, with the reason the drawer shows', () => {
    expect(lockedReason({ kind: 'invoice', status: 'draft' })).toBeUndefined();
    expect(lockedReason({ kind: 'invoice', status: 'issued' })).toBe('billing:invoices.locked');
    expect(lockedReason({ kind: 'credit_note', status: 'issued' })).toBe('billing:invoices.creditNoteLocked');
  });

  it('is credited only while issued, an invoice, with a line not yet credited', () => {
    const lines = [line(1, true), line(2)];
    expect(creditableLines({ lines }).map((l) => l.id)).toEqual([2]);
    expect(canBeCredited({ kind: 'invoice', status: 'issued', lines })).toBe(true);
    expect(canBeCredited({ kind: 'invoice', status: 'issued', lines: [line(1, true)] })).toBe(false);
    expect(canBeCredited({ kind: 'invoice', status: 'draft', lines })).toBe(false);
    expect(canBeCredited({ kind: 'credit_note', status: 'issued', lines })).toBe(false);
  });
});
