import {
  BOARD_PAGE_SIZE,
  boardQuery,
  boardZone,
  dayRange,
  filtersFromSearch,
  localDate,
  pageCount,
  searchFromFilters,
  type BoardFilters,
  type StatusFilter,
} from '../../../src/features/kitchen/filters';

const ZONE = 'Asia/Beirut';
const at = (iso: string) => new Date(iso);

const STATUS_IN: Record<StatusFilter, string> = {
  open: 'pending,processing',
  completed: 'ready_for_pickup,on_the_way,delivered',
  cancelled: 'cancelled',
};

describe('the outlet-local day', () => {
  it('is the Beirut calendar date, not the UTC one, around midnight (winter, UTC+2)', () => {
    expect(localDate(at('2026-11-21T21:59:59.999Z'), ZONE)).toBe('2026-11-21'); // 23:59:59 in Beirut
    expect(localDate(at('2026-11-21T22:00:00.000Z'), ZONE)).toBe('2026-11-22'); // 00:00 in Beirut, still the 21st in UTC
    expect(localDate(at('2026-11-21T22:00:00.000Z'), ZONE, 1)).toBe('2026-11-23');
    expect(localDate(at('2026-11-21T21:59:59.999Z'), ZONE, 1)).toBe('2026-11-22');
  });

  it('around midnight in summer (UTC+3) and across the end of a month and year', () => {
    expect(localDate(at('2026-07-31T20:59:00Z'), ZONE)).toBe('2026-07-31');
    expect(localDate(at('2026-07-31T21:00:00Z'), ZONE)).toBe('2026-08-01');
    expect(localDate(at('2026-12-31T22:30:00Z'), ZONE)).toBe('2027-01-01');
    expect(localDate(at('2026-12-31T21:30:00Z'), ZONE, 1)).toBe('2027-01-01');
  });

  it('falls back to Asia/Beirut for an unknown zone', () => {
    expect(boardZone('Not/AZone')).toBe('Asia/Beirut');
    expect(boardZone(undefined)).toBe('Asia/Beirut');
    expect(boardZone('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('filters → GET /kitchen-orders query', () => {
  const justBeforeMidnight = at('2026-11-21T21:59:00Z'); // 23:59 Beirut on the 21st
  const justAfterMidnight = at('2026-11-21T22:01:00Z'); // 00:01 Beirut on the 22nd

  const cases: [StatusFilter, BoardFilters['date'], Date, Partial<BoardFilters>, string][] = [];
  for (const status of ['open', 'completed', 'cancelled'] as StatusFilter[]) {
    cases.push([status, 'today', justBeforeMidnight, {}, '2026-11-21,2026-11-21']);
    cases.push([status, 'today', justAfterMidnight, {}, '2026-11-22,2026-11-22']);
    cases.push([status, 'tomorrow', justBeforeMidnight, {}, '2026-11-22,2026-11-22']);
    cases.push([status, 'tomorrow', justAfterMidnight, {}, '2026-11-23,2026-11-23']);
    cases.push([status, 'custom', justAfterMidnight, { from: '2026-11-20', to: '2026-11-24' }, '2026-11-20,2026-11-24']);
  }

  it.each(cases)('%s × %s at %s %j → date_between %s', (status, date, now, extra, between) => {
    expect(boardQuery({ status, date, page: 1, ...extra }, now, ZONE)).toEqual({
      statusIn: STATUS_IN[status],
      dateBetween: between,
      perPage: BOARD_PAGE_SIZE,
      page: 1,
      orderBy: 'date,order_number',
      order: 'ASC,ASC',
    });
  });

  it('asks for 20 a page and the requested page', () => {
    expect(boardQuery({ status: 'open', date: 'today', page: 3 }, justBeforeMidnight, ZONE)).toMatchObject({ perPage: 20, page: 3 });
    expect(boardQuery({ status: 'open', date: 'today', page: 0 }, justBeforeMidnight, ZONE)).toMatchObject({ page: 1 });
  });

  it('custom ranges: backwards ranges are swapped, one end means one day, no end means no query yet', () => {
    expect(dayRange({ date: 'custom', from: '2026-11-25', to: '2026-11-20' }, justAfterMidnight, ZONE)).toEqual({ from: '2026-11-20', to: '2026-11-25' });
    expect(dayRange({ date: 'custom', from: '2026-11-25' }, justAfterMidnight, ZONE)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(dayRange({ date: 'custom', to: '2026-11-25' }, justAfterMidnight, ZONE)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(dayRange({ date: 'custom', from: '2026-02-30' }, justAfterMidnight, ZONE)).toBeNull();
    expect(boardQuery({ status: 'open', date: 'custom', page: 1 }, justAfterMidnight, ZONE)).toBeNull();
  });

  it('counts pages of 20', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(500)).toBe(25);
  });
});

describe('filters in the address bar', () => {
  it('defaults to Open · Today, page 1, and leaves defaults out', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ status: 'open', date: 'today', page: 1 });
    expect(searchFromFilters({ status: 'open', date: 'today', page: 1 }).toString()).toBe('');
  });

  it('round-trips every filter and ignores junk', () => {
    const f: BoardFilters = { status: 'completed', date: 'custom', from: '2026-11-20', to: '2026-11-22', page: 2 };
    expect(searchFromFilters(f).toString()).toBe('status=completed&date=custom&from=2026-11-20&to=2026-11-22&current=2');
    expect(filtersFromSearch(searchFromFilters(f))).toEqual(f);
    expect(filtersFromSearch(new URLSearchParams('status=bogus&date=yesterday&current=-3&from=x'))).toEqual({ status: 'open', date: 'today', page: 1 });
    expect(filtersFromSearch(new URLSearchParams('date=tomorrow&from=2026-11-20'))).toEqual({ status: 'open', date: 'tomorrow', page: 1 });
  });
});
