import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgeingRow } from '../../../src/api/generated/billing';
import { ResourceList } from '../../../src/components/resource';
import { ageingConfig } from '../../../src/features/ageing/config';
import { json, mockFetch, useTestConfig } from '../helpers';
import { paramsOf, renderKit } from '../resource/utils';

/**
 * The ageing report (/ageing, issue 31): each organization owing, linked to its drawer, with what is not yet
 * due, the four past-due buckets and the open balance; sorted by the server; exported under ageing::export.
 */

jest.setTimeout(60_000);
beforeEach(() => useTestConfig());

const row = (id: number, name: string, buckets: Partial<AgeingRow>): AgeingRow => ({
  organization: { id, name, logo: null },
  current: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  over_90: 0,
  overdue: 0,
  total: 0,
  credit_limit: null,
  oldest_due_date: null,
  ...buckets,
});

const ROWS = [
  row(3, 'Acme Foods', { current: 1110, days_31_60: 520.5, overdue: 520.5, total: 1630.5 }),
  row(4, 'Zeta Bank', { days_1_30: 40, over_90: 60, current: -20, overdue: 100, total: 80 }),
];

// Over every organization owing (the server's, not only the page's).
const TOTALS = {
  current: 1090,
  days_1_30: 40,
  days_31_60: 520.5,
  days_61_90: 0,
  over_90: 60,
  overdue: 620.5,
  total: 1710.5,
};

function renderReport(capabilities = ['ageing::list', 'ageing::export']) {
  const fetched = mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/export/ageing')) return json(202, { data: { job_id: 7, message: 'queued' } });
    return json(200, {
      data: {
        results: ROWS,
        meta: { total_count: 2, date: '2026-11-28', time_zone: 'Asia/Beirut', totals: TOTALS },
      },
    });
  });
  renderKit(<ResourceList config={ageingConfig} />, { route: '/ageing', path: '/ageing/*', capabilities });
  return fetched;
}

const table = () => screen.findByRole('table');

describe('the ageing report', () => {
  it('shows each organization’s buckets and open balance, its name linking to its drawer', async () => {
    renderReport();
    const grid = await table();
    const acme = await within(grid).findByRole('link', { name: 'Acme Foods' });
    expect(acme).toHaveAttribute('href', '/organizations/3');
    expect(within(grid).getByRole('link', { name: 'Zeta Bank' })).toHaveAttribute('href', '/organizations/4');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Organization',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    const acmeRow = acme.closest<HTMLElement>('[role="row"], tr')!;
    const cells = [...acmeRow.querySelectorAll('[role="gridcell"], [role="cell"], td')].map((c) => c.textContent);
    expect(cells).toEqual(['Acme Foods', '$1,110.00', '$0.00', '$520.50', '$0.00', '$0.00', '$1,630.50']);
    const zetaRow = within(grid).getByRole('link', { name: 'Zeta Bank' }).closest<HTMLElement>('[role="row"], tr')!;
    // Money received beyond what is owed is a negative "current".
    expect(zetaRow).toHaveTextContent('-$20.00');
    expect(screen.getByText('2 organizations owing in total')).toBeInTheDocument();
  });

  it('says under the table the day it is as of and what each column totals over every organization', async () => {
    renderReport();
    const summary = await screen.findByRole('region', { name: 'Totals of every organization owing' });
    expect(within(summary).getByText('As of 28/11/2026 (Asia/Beirut)')).toBeInTheDocument();
    const totals = [...summary.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`);
    expect(totals).toEqual([
      'Current: $1,090.00',
      '1–30 days: $40.00',
      '31–60 days: $520.50',
      '61–90 days: $0.00',
      'Over 90 days: $60.00',
      'Total: $1,710.50',
    ]);
  });

  it('is a report: no Add New, no selection, no edit or delete', async () => {
    renderReport();
    const grid = await table();
    await within(grid).findByRole('link', { name: 'Acme Foods' });
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
    expect(within(grid).queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it('sorts on the server by the column chosen', async () => {
    const { calls } = renderReport();
    const grid = await table();
    await within(grid).findByRole('link', { name: 'Acme Foods' });
    expect(paramsOf(calls[0]).get('order_by')).toBeNull(); // the server's default: largest balance first
    await userEvent.click(screen.getByRole('button', { name: 'Over 90 days' }));
    await waitFor(() => expect(paramsOf(calls.at(-1)!).get('order_by')).toBe('over_90'));
    expect(paramsOf(calls.at(-1)!).get('order')).toBe('ASC');
  });

  it('exports the report under ageing::export, and offers no export without it', async () => {
    const { calls } = renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls.some((c) => new URL(c.url).pathname.endsWith('/export/ageing'))).toBe(true));
  });

  it('offers no export to those who may only read it', async () => {
    renderReport(['ageing::list']);
    const grid = await table();
    await within(grid).findByRole('link', { name: 'Acme Foods' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
