import {
  BOARD_PAGE_SIZE,
  boardQuery,
  boardZone,
  dayBounds,
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

  // Beirut's 21st runs from 22:00Z on the 20th to 22:00Z on the 21st (winter, UTC+2).
  const DAY_21 = '2026-11-21T00:00:00+02:00,2026-11-22T00:00:00+02:00';
  const DAY_22 = '2026-11-22T00:00:00+02:00,2026-11-23T00:00:00+02:00';
  const DAY_23 = '2026-11-23T00:00:00+02:00,2026-11-24T00:00:00+02:00';
  const cases: [StatusFilter, BoardFilters['date'], Date, Partial<BoardFilters>, string][] = [];
  for (const status of ['open', 'completed', 'cancelled'] as StatusFilter[]) {
    cases.push([status, 'today', justBeforeMidnight, {}, DAY_21]);
    cases.push([status, 'today', justAfterMidnight, {}, DAY_22]);
    cases.push([status, 'tomorrow', justBeforeMidnight, {}, DAY_22]);
    cases.push([status, 'tomorrow', justAfterMidnight, {}, DAY_23]);
    cases.push([
      status,
      'custom',
      justAfterMidnight,
      { from: '2026-11-20', to: '2026-11-24' },
      '2026-11-20T00:00:00+02:00,2026-11-25T00:00:00+02:00',
    ]);
  }

  it.each(cases)('%s × %s at %s %j → date_between %s', (status, date, now, extra, between) => {
    expect(boardQuery({ status, date, page: 1, ...extra }, now, ZONE)).toEqual({
      statusIn: STATUS_IN[status],
      dateBetween: between,
      // Only Open · Today keeps the open orders of earlier days.
      ...(status === 'open' && date === 'today' ? { carryOver: true } : {}),
      perPage: BOARD_PAGE_SIZE,
      page: 1,
      // Urgent orders first, then the one to start first.
      orderBy: 'urgent,fire_at,date,order_number',
      order: 'DESC,ASC,ASC,ASC',
    });
  });

  /** The [start, end) instants in ms a query's date_between covers. */
  const window = (between: string) => between.split(',').map((t) => Date.parse(t)) as [number, number];
  const covers = (between: string, iso: string) => {
    const [start, end] = window(between);
    return start <= Date.parse(iso) && Date.parse(iso) < end;
  };

  it('Today covers the orders of the Beirut day, not the UTC one: 00:30 Beirut is today, 23:30 the day before is not', () => {
    const today = boardQuery({ status: 'open', date: 'today', page: 1 }, justAfterMidnight, ZONE)!.dateBetween!;
    expect(covers(today, '2026-11-22T00:30:00+02:00')).toBe(true); // 22:30Z on the 21st
    expect(covers(today, '2026-11-22T00:00:00+02:00')).toBe(true);
    expect(covers(today, '2026-11-21T23:30:00+02:00')).toBe(false);
    expect(covers(today, '2026-11-22T23:59:59.999+02:00')).toBe(true);
    expect(covers(today, '2026-11-23T00:00:00+02:00')).toBe(false); // Tomorrow's first instant
    const tomorrow = boardQuery({ status: 'open', date: 'tomorrow', page: 1 }, justAfterMidnight, ZONE)!.dateBetween!;
    expect(window(tomorrow)[0]).toBe(window(today)[1]);
  });

  it('across the spring change (Beirut skips 00:00–01:00 on 29 March 2026) the day is 23 hours', () => {
    const sat = at('2026-03-28T21:30:00Z'); // 23:30 Beirut on Saturday 28th (UTC+2)
    const sun = at('2026-03-28T22:30:00Z'); // 01:30 Beirut on Sunday 29th (UTC+3)
    expect(boardQuery({ status: 'open', date: 'today', page: 1 }, sat, ZONE)!.dateBetween).toBe(
      '2026-03-28T00:00:00+02:00,2026-03-29T01:00:00+03:00',
    );
    const sunday = boardQuery({ status: 'open', date: 'tomorrow', page: 1 }, sat, ZONE)!.dateBetween!;
    expect(sunday).toBe('2026-03-29T01:00:00+03:00,2026-03-30T00:00:00+03:00');
    expect(boardQuery({ status: 'open', date: 'today', page: 1 }, sun, ZONE)!.dateBetween).toBe(sunday);
    const [start, end] = window(sunday);
    expect(new Date(start).toISOString()).toBe('2026-03-28T22:00:00.000Z'); // = 00:00 at the old offset
    expect((end - start) / 3_600_000).toBe(23);
  });

  it('across the autumn change (23:00–24:00 on 24 October happens twice) the day is 25 hours', () => {
    const between = boardQuery(
      { status: 'open', date: 'custom', from: '2026-10-24', to: '2026-10-24', page: 1 },
      justAfterMidnight,
      ZONE,
    )!.dateBetween!;
    expect(between).toBe('2026-10-24T00:00:00+03:00,2026-10-25T00:00:00+02:00');
    const [start, end] = window(between);
    expect((end - start) / 3_600_000).toBe(25);
    expect(covers(between, '2026-10-24T23:30:00+03:00')).toBe(true);
    expect(covers(between, '2026-10-24T23:30:00+02:00')).toBe(true); // the repeated hour
    expect(covers(between, '2026-10-25T00:30:00+02:00')).toBe(false);
  });

  it('counts days in the zone it is given', () => {
    expect(dayBounds({ from: '2026-11-22', to: '2026-11-22' }, 'America/New_York')).toEqual({
      start: '2026-11-22T00:00:00-05:00',
      end: '2026-11-23T00:00:00-05:00',
    });
    expect(dayBounds({ from: '2026-11-22', to: '2026-11-22' }, 'UTC')).toEqual({
      start: '2026-11-22T00:00:00Z',
      end: '2026-11-23T00:00:00Z',
    });
    expect(dayBounds({ from: '2026-11-22', to: '2026-11-22' }, 'Not/AZone').start).toBe('2026-11-22T00:00:00+02:00');
  });

  it('asks for 20 a page and the requested page', () => {
    expect(boardQuery({ status: 'open', date: 'today', page: 3 }, justBeforeMidnight, ZONE)).toMatchObject({
      perPage: 20,
      page: 3,
    });
    expect(boardQuery({ status: 'open', date: 'today', page: 0 }, justBeforeMidnight, ZONE)).toMatchObject({ page: 1 });
  });

  it('custom ranges: backwards ranges are swapped, one end means one day, no end means no query yet', () => {
    expect(dayRange({ date: 'custom', from: '2026-11-25', to: '2026-11-20' }, justAfterMidnight, ZONE)).toEqual({
      from: '2026-11-20',
      to: '2026-11-25',
    });
    expect(dayRange({ date: 'custom', from: '2026-11-25' }, justAfterMidnight, ZONE)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(dayRange({ date: 'custom', to: '2026-11-25' }, justAfterMidnight, ZONE)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
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
    expect(searchFromFilters(f).toString()).toBe(
      'status=completed&date=custom&from=2026-11-20&to=2026-11-22&current=2',
    );
    expect(filtersFromSearch(searchFromFilters(f))).toEqual(f);
    expect(filtersFromSearch(new URLSearchParams('status=bogus&date=yesterday&current=-3&from=x'))).toEqual({
      status: 'open',
      date: 'today',
      page: 1,
    });
    expect(filtersFromSearch(new URLSearchParams('date=tomorrow&from=2026-11-20'))).toEqual({
      status: 'open',
      date: 'tomorrow',
      page: 1,
    });
  });

  it("keeps the board's station, which the filters do not own, and drops other strangers", () => {
    const current = new URLSearchParams('station=3&status=cancelled&utm=x');
    expect(searchFromFilters({ status: 'open', date: 'tomorrow', page: 1 }, current).toString()).toBe(
      'station=3&date=tomorrow',
    );
  });
});
