import { render, screen, within } from '@testing-library/react';
import type { DayStats, DayTiming } from '../../../src/api/generated/orders';
import { AppProviders } from '../../../src/app/providers';
import { minutesText, shareText } from '../../../src/lib/timing';
import { showIn } from '../i18nTesting';
import { freshStore, json, mockFetch, useTestConfig } from '../helpers';

// The charts' library (d3, ES modules) does not load under jest; their figures are in the tables beside them.
jest.mock('../../../src/features/dashboard/stats/charts', () => ({
  HourlyChart: () => null,
  TopProductsChart: () => null,
}));

jest.setTimeout(20_000);

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('timing numbers', () => {
  it('minutes keep one decimal, none when whole, in each language’s notation', () => {
    expect(minutesText(12.5, 'en-GB')).toBe('12.5');
    expect(minutesText(12, 'en-GB')).toBe('12');
    expect(minutesText(41.7, 'fr-LB')).toBe('41,7');
    // Western digits in Arabic (the app's number locale for it).
    expect(minutesText(17.3, 'ar-u-nu-latn')).toBe('17.3');
  });

  it('a share is a whole percent, a dash when there is none', () => {
    expect(shareText(5 / 6, 'en-GB')).toBe('83%');
    expect(shareText(0.75, 'fr-LB').replace(NNBSP, NBSP)).toBe(`75${NBSP}%`);
    expect(shareText(null, 'en-GB')).toBe('–');
  });
});

const spread = (orders: number, median: number, p90: number) => ({ orders, median, p90 });
const TIMING: DayTiming = {
  overall: {
    orders: 10,
    accept_to_ready: spread(9, 35, 72),
    ready_to_delivered: spread(6, 24, 41.7),
    ready_by_due_share: 0.8,
  },
  outlets: [
    {
      outlet: { id: 1, name: 'Hamra', time_zone: 'Asia/Beirut' },
      orders: 6,
      accept_to_ready: spread(5, 35, 72),
      ready_to_delivered: spread(3, 20, 30),
      ready_by_due_share: 5 / 6,
    },
    {
      outlet: { id: 3, name: 'Verdun', time_zone: 'Asia/Beirut' },
      orders: 1,
      accept_to_ready: spread(1, 17.3, 17.3),
      ready_to_delivered: null,
      ready_by_due_share: 1,
    },
  ],
  stations: [
    {
      station: { id: 5, name: 'Cold', translations: null },
      orders: 4,
      accept_to_ready: spread(4, 10, 30),
      ready_to_delivered: spread(2, 40, 45),
      ready_by_due_share: 1,
    },
    {
      station: { id: 4, name: 'Grill', translations: { ar: { name: 'المشاوي' }, fr: { name: 'Grillades' } } },
      orders: 6,
      accept_to_ready: spread(6, 30, 65),
      ready_to_delivered: spread(4, 35, 45),
      ready_by_due_share: 5 / 6,
    },
  ],
};

function stats(timing?: DayTiming): DayStats {
  return {
    date: '2026-11-25',
    time_zone: 'Asia/Beirut',
    week_start: '2026-11-23',
    week_end: '2026-11-29',
    last_week_date: '2026-11-18',
    total: 0,
    by_status: [],
    on_time: { today: { delivered: 0, on_time: 0, rate: null }, week: { delivered: 0, on_time: 0, rate: null } },
    prep_minutes: { today: { orders: 0, average_minutes: null }, week: { orders: 0, average_minutes: null } },
    hourly: Array.from({ length: 24 }, (_, hour) => ({ hour, today: 0, last_week: 0 })),
    ...(timing ? { timing } : {}),
  };
}

async function renderStats(body: DayStats) {
  const { DashboardStats } = await import('../../../src/features/dashboard/stats/DashboardStats');
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/stats/day')) return json(200, { data: body });
    return json(200, { data: { results: [], meta: { total_count: 0 } } });
  });
  render(
    <AppProviders store={freshStore()}>
      <DashboardStats />
    </AppProviders>,
  );
}

/** The table's rows as the cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => useTestConfig());
afterEach(async () => {
  await showIn('en');
});

describe('the dashboard’s kitchen times', () => {
  it('shows every outlet together, then each outlet: median, 90% within, ready by due', async () => {
    await renderStats(stats(TIMING));
    const card = await screen.findByRole('group', { name: 'Kitchen times today' });
    const table = within(card).getByRole('table', { name: 'Kitchen times today per outlet' });
    expect(rowsOf(table)).toEqual([
      ['Outlet', 'Orders ready', 'Accept → ready', 'Ready → delivered', 'Ready by due time'],
      ['All outlets', '10', '35 min90% within 72 min', '24 min90% within 41.7 min', '80%'],
      ['Hamra', '6', '35 min90% within 72 min', '20 min90% within 30 min', '83%'],
      ['Verdun', '1', '17.3 min90% within 17.3 min', '–', '100%'],
    ]);
  });

  it('then each station, named in the language shown', async () => {
    await renderStats(stats(TIMING));
    const card = await screen.findByRole('group', { name: 'Kitchen times today' });
    const table = within(card).getByRole('table', { name: 'Kitchen times today per station' });
    expect(rowsOf(table)).toEqual([
      ['Station', 'Orders ready', 'Accept → ready', 'Ready → delivered', 'Ready by due time'],
      ['Cold', '4', '10 min90% within 30 min', '40 min90% within 45 min', '100%'],
      ['Grill', '6', '30 min90% within 65 min', '35 min90% within 45 min', '83%'],
    ]);
    expect(within(card).getByText("A station's order is ready once every item it makes is bumped.")).toBeVisible();
  });

  it('shows the stations that are done even before any order is ready as a whole', async () => {
    const none = { orders: 0, accept_to_ready: null, ready_to_delivered: null, ready_by_due_share: null };
    await renderStats(stats({ overall: none, outlets: [], stations: TIMING.stations!.slice(0, 1) }));
    const card = await screen.findByRole('group', { name: 'Kitchen times today' });
    expect(within(card).getByText('No order has been ready yet today.')).toBeInTheDocument();
    expect(within(card).getAllByRole('table')).toHaveLength(1);
    expect(rowsOf(within(card).getByRole('table', { name: 'Kitchen times today per station' }))[1][0]).toBe('Cold');
  });

  it('says so when no order has been ready yet', async () => {
    const none = { orders: 0, accept_to_ready: null, ready_to_delivered: null, ready_by_due_share: null };
    await renderStats(stats({ overall: none, outlets: [] }));
    const card = await screen.findByRole('group', { name: 'Kitchen times today' });
    expect(within(card).getByText('No order has been ready yet today.')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('leaves the card out for a server that sends no timing', async () => {
    await renderStats(stats());
    expect(await screen.findByRole('group', { name: 'Orders today' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kitchen times today' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await showIn('ar');
    await renderStats(stats(TIMING));
    const stations = await screen.findByRole('table', { name: 'أوقات المطبخ اليوم حسب المحطة' });
    expect(rowsOf(stations)[2][0]).toBe('المشاوي');
    const table = screen.getByRole('table', { name: 'أوقات المطبخ اليوم حسب الفرع' });
    expect(rowsOf(table)[2]).toEqual([
      'Hamra',
      '6',
      '35 د90٪ خلال 72 د',
      '20 د90٪ خلال 30 د',
      expect.stringMatching(/^83.?%.?$/),
    ]);
  });

  it('reads in French', async () => {
    await showIn('fr');
    await renderStats(stats(TIMING));
    const stations = await screen.findByRole('table', { name: 'Temps de la cuisine aujourd’hui par poste' });
    expect(rowsOf(stations)[2][0]).toBe('Grillades');
    const table = screen.getByRole('table', { name: 'Temps de la cuisine aujourd’hui par point de vente' });
    expect(rowsOf(table)[1]).toEqual([
      'Tous les points de vente',
      '10',
      `35 min90${NBSP}% en 72 min au plus`,
      `24 min90${NBSP}% en 41,7 min au plus`,
      expect.stringMatching(/^80.%$/),
    ]);
  });
});
