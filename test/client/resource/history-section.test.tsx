import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '../../../src/api/generated/data';
import { HistorySection } from '../../../src/components/resource/drawer/HistorySection';
import { statusAction } from '../../../src/features/orders/OrderTimeline';
import { mockFetch, useTestConfig } from '../helpers';
import { ALL_ORG_CAPS, listBody, renderKit, VIEWER_CAPS } from './utils';

jest.setTimeout(60_000);

beforeEach(() => useTestConfig());

const entry = (id: number, overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  resource: 'organizations',
  record_id: 5,
  action: 'update',
  field: 'address',
  old_value: null,
  new_value: null,
  reason: null,
  user: { id: 1, full_name: 'Rania Haddad' },
  made_by: 'Rania Haddad',
  at: '2026-11-24T08:32:00.000Z',
  __version: 1,
  __date_created: '2026-11-24T08:32:00.000Z',
  ...overrides,
});

const ENTRIES = [
  entry(3, { field: 'address', old_value: 'Hamra', new_value: 'Verdun Street 12' }),
  entry(2, { field: 'plaintext_password', new_value: 'changed', user: null, made_by: 'Karim Khoury' }),
  entry(1, { action: 'create', field: null }),
];

function renderSection(capabilities: string[]) {
  const fetched = mockFetch(() => listBody(ENTRIES));
  renderKit(
    <HistorySection
      resource="organizations"
      recordId={5}
      version={2}
      singular="Organization"
      labels={{ address: 'Address' }}
      zone="Asia/Beirut"
    />,
    { route: '/organizations/5', path: '/organizations/:id', capabilities },
  );
  return fetched;
}

const historyCalls = (calls: Request[]) => calls.filter((r) => new URL(r.url).pathname.endsWith('/history'));

describe('drawer History section', () => {
  it('is closed and fetches nothing until opened from the keyboard; then lists who changed what, when', async () => {
    const { calls } = renderSection(ALL_ORG_CAPS);
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(historyCalls(calls)).toHaveLength(0);

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'History of this organization' });
    const url = new URL(historyCalls(calls)[0].url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ resource: 'organizations', record_id: '5' });
    const items = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(
      [
        'Rania Haddad changed Address from “Hamra” to “Verdun Street 12”24/11/2026 at 10:32 am (Asia/Beirut)',
        'Karim Khoury changed Plaintext password24/11/2026 at 10:32 am (Asia/Beirut)',
        'Rania Haddad created this organization24/11/2026 at 10:32 am (Asia/Beirut)',
      ].map((t) =>
        Intl.DateTimeFormat().resolvedOptions().timeZone === 'Asia/Beirut' ? t.replace(' (Asia/Beirut)', '') : t,
      ),
    );
  });

  it('offers Export History only with history::export and the resource export', async () => {
    renderSection([...VIEWER_CAPS]);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await screen.findByRole('list', { name: 'History of this organization' });
    expect(screen.queryByRole('button', { name: 'Export History' })).not.toBeInTheDocument();
  });

  it('with both capabilities it mails the record history', async () => {
    const { calls } = renderSection([...ALL_ORG_CAPS, 'history::export']);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Export History' }));
    await waitFor(() => expect(calls.some((r) => new URL(r.url).pathname.endsWith('/export/history'))).toBe(true));
    const call = calls.find((r) => new URL(r.url).pathname.endsWith('/export/history'))!;
    expect(await call.clone().json()).toEqual({ resource: 'organizations', record_id: '5' });
  });
});

describe('order timeline wording', () => {
  const label = (s: string) => s.replace(/_/g, ' ');
  it('names the kitchen board actions and spells out any other change', () => {
    expect(statusAction('pending', 'processing', label)).toBe('accepted the order');
    expect(statusAction('pending', 'cancelled', label)).toBe('rejected the order');
    expect(statusAction('delivered', 'pending', label)).toBe('changed the status from delivered to pending');
  });
});
