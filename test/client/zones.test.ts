import { formatTime, parseDisplayDate, parseTimeOfDay } from '../../src/lib/dates';
import { greetingLine } from '../../src/features/dashboard/greeting';
import {
  businessZone,
  formatDateTimeInZone,
  formatTimeInZone,
  instantOf,
  kitchenZone,
  outletZone,
  todayIn,
  wallClock,
  zoneForOrder,
  zoneLabel,
} from '../../src/lib/zones';
import { DateTime } from 'luxon';

const settings = { kitchen_time_zone: 'Asia/Beirut', outlet_time_zones: [{ value: 'Europe/Paris', label: 'Paris' }] };

describe('zoneForOrder: the zone an order is shown and entered in', () => {
  it("takes the outlet's zone embedded in the order", () => {
    expect(zoneForOrder({ outlet: { id: 1, time_zone: 'America/New_York' } }, null, settings)).toBe('America/New_York');
  });

  it('falls back to the listed outlet, then to the kitchen zone', () => {
    const outlets = [{ id: 7, time_zone: 'Asia/Dubai' }];
    expect(zoneForOrder({ outlet: { id: 7 } }, outlets, settings)).toBe('Asia/Dubai');
    expect(zoneForOrder({ outlet: { id: 8, time_zone: null } }, outlets, settings)).toBe('Asia/Beirut');
    expect(zoneForOrder({ outlet: null }, outlets, settings)).toBe('Asia/Beirut');
    expect(zoneForOrder(null, null, settings)).toBe('Asia/Beirut');
  });

  it('ignores a zone the runtime does not know', () => {
    expect(zoneForOrder({ outlet: { id: 1, time_zone: 'Mars/Olympus' } }, null, settings)).toBe('Asia/Beirut');
  });

  it('kitchen zone: settings, else the first outlet zone, else Asia/Beirut', () => {
    expect(kitchenZone(settings)).toBe('Asia/Beirut');
    expect(kitchenZone({ outlet_time_zones: [{ value: 'Europe/Paris' }] })).toBe('Europe/Paris');
    expect(kitchenZone({ kitchen_time_zone: 'nowhere' })).toBe('Asia/Beirut');
    expect(kitchenZone(null)).toBe('Asia/Beirut');
  });
});

describe('formatting in a zone', () => {
  const instant = '2026-11-24T10:30:00.000Z'; // 12:30 in Beirut

  it('reads the same wall clock whatever the browser zone, named when it differs', () => {
    expect(formatTimeInZone(instant, 'Asia/Beirut', 'Asia/Beirut')).toBe('12:30 pm');
    expect(formatTimeInZone(instant, 'Asia/Beirut', 'UTC')).toBe('12:30 pm (Asia/Beirut)');
    expect(formatDateTimeInZone(instant, 'Asia/Beirut', 'America/New_York')).toBe(
      '24/11/2026 at 12:30 pm (Asia/Beirut)',
    );
    expect(formatDateTimeInZone(null, 'Asia/Beirut')).toBe('');
    expect(formatDateTimeInZone('not a date', 'Asia/Beirut')).toBe('');
  });

  it('labels only when the zone differs (UTC and Etc/UTC are one)', () => {
    expect(zoneLabel('Asia/Beirut', 'Asia/Beirut')).toBe('');
    expect(zoneLabel('UTC', 'Etc/UTC')).toBe('');
    expect(zoneLabel('Asia/Beirut', 'UTC')).toBe('(Asia/Beirut)');
  });

  it('puts an order near midnight on its day in the zone, not the UTC day', () => {
    // 23:45 in Beirut on 24/11 is 21:45 UTC; 00:15 on 25/11 is still 24/11 in UTC.
    expect(formatDateTimeInZone('2026-11-24T21:45:00.000Z', 'Asia/Beirut', 'Asia/Beirut')).toBe(
      '24/11/2026 at 11:45 pm',
    );
    expect(formatDateTimeInZone('2026-11-24T22:15:00.000Z', 'Asia/Beirut', 'Asia/Beirut')).toBe(
      '25/11/2026 at 12:15 am',
    );
    expect(wallClock('2026-11-24T22:15:00.000Z', 'Asia/Beirut')).toEqual({ date: '2026-11-25', time: '00:15' });
  });
});

describe('entering a wall clock in a zone', () => {
  it('12:30 in Beirut is 10:30 UTC in winter and 09:30 UTC in summer', () => {
    expect(instantOf('2026-11-24', '12:30', 'Asia/Beirut')).toBe('2026-11-24T10:30:00.000Z');
    expect(instantOf('2026-07-24', '12:30', 'Asia/Beirut')).toBe('2026-07-24T09:30:00.000Z');
    expect(instantOf('2026-11-24', '12:30', 'UTC')).toBe('2026-11-24T12:30:00.000Z');
  });

  it('just after midnight stays on the picked day', () => {
    expect(instantOf('2026-11-25', '00:15', 'Asia/Beirut')).toBe('2026-11-24T22:15:00.000Z');
    expect(wallClock(instantOf('2026-11-25', '00:15', 'Asia/Beirut'), 'Asia/Beirut')).toEqual({
      date: '2026-11-25',
      time: '00:15',
    });
  });

  it('a time skipped by the spring change moves forward by the gap (Beirut skips 00:00-01:00)', () => {
    const skipped = instantOf('2026-03-29', '00:30', 'Asia/Beirut');
    expect(skipped).toBe('2026-03-28T22:30:00.000Z');
    expect(wallClock(skipped, 'Asia/Beirut')).toEqual({ date: '2026-03-29', time: '01:30' });
    expect(instantOf('2026-03-29', '01:30', 'Asia/Beirut')).toBe(skipped);
  });

  it('a time that happens twice in the autumn is its later occurrence', () => {
    // Beirut goes back from 00:00 to 23:00 on 25/10/2026: 23:30 on 24/10 happens at +03:00 then +02:00.
    expect(instantOf('2026-10-24', '23:30', 'Asia/Beirut')).toBe('2026-10-24T21:30:00.000Z');
    expect(instantOf('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T01:30:00.000Z');
  });

  it('round-trips through the wall clock every quarter hour of a DST day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const instant = DateTime.fromISO('2026-10-24T18:00:00Z').plus({ minutes }).toUTC().toISO()!;
      const wall = wallClock(instant, 'Europe/Paris')!;
      const back = instantOf(wall.date, wall.time, 'Europe/Paris')!;
      // The repeated hour maps back to its later occurrence; every other instant comes back as it was.
      expect(Math.abs(Date.parse(back) - Date.parse(instant)) % 3_600_000).toBe(0);
    }
  });

  it('refuses malformed input', () => {
    expect(instantOf('24/11/2026', '12:30', 'Asia/Beirut')).toBeNull();
    expect(instantOf('2026-11-24', '12.30', 'Asia/Beirut')).toBeNull();
    expect(instantOf('2026-02-30', '12:30', 'Asia/Beirut')).toBeNull();
  });
});

describe('dates and times as typed', () => {
  it('reads DD/MM/YYYY, not MM/DD/YYYY', () => {
    expect(parseDisplayDate('24/11/2026')?.toISODate()).toBe('2026-11-24');
    expect(parseDisplayDate('3/7/2026')?.toISODate()).toBe('2026-07-03');
    expect(parseDisplayDate('11/23/2026')).toBeNull();
    expect(parseDisplayDate('2026-11-24')).toBeNull();
    expect(parseDisplayDate('31/02/2026')).toBeNull();
  });

  it("reads 'hh:mm a' and 24-hour times", () => {
    expect(parseTimeOfDay('12:30 pm')).toBe('12:30');
    expect(parseTimeOfDay('12:30pm')).toBe('12:30');
    expect(parseTimeOfDay('12:05 am')).toBe('00:05');
    expect(parseTimeOfDay('3 PM')).toBe('15:00');
    expect(parseTimeOfDay('0:30')).toBe('00:30');
    expect(parseTimeOfDay('23:59')).toBe('23:59');
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('13:00 pm')).toBeNull();
    expect(parseTimeOfDay('12:60')).toBeNull();
    expect(parseTimeOfDay('noon')).toBeNull();
    expect(parseTimeOfDay('12')).toBeNull();
  });

  it("shows times as 'hh:mm a' with a lowercase am/pm", () => {
    expect(formatTime(DateTime.fromISO('2026-11-24T00:05'))).toBe('12:05 am');
    expect(formatTime(DateTime.fromISO('2026-11-24T12:30'))).toBe('12:30 pm');
    expect(formatTime(DateTime.fromISO('2026-11-24T15:07'))).toBe('03:07 pm');
  });
});

describe("the business's clock for every record", () => {
  it("reads a record's dates in its outlet's zone, else the kitchen's", () => {
    expect(businessZone({ outlet: { id: 1, time_zone: 'Asia/Kolkata' } }, settings)).toBe('Asia/Kolkata');
    expect(businessZone({ outlet: { id: 1, time_zone: null } }, settings)).toBe('Asia/Beirut');
    expect(businessZone({ outlet: null }, settings)).toBe('Asia/Beirut');
    expect(businessZone({ name: 'An organization' }, { kitchen_time_zone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(businessZone(null, null)).toBe('Asia/Beirut');
  });

  it("reads an outlet's dates in its own zone", () => {
    expect(outletZone({ time_zone: 'Europe/Kyiv' }, settings)).toBe('Europe/Kyiv');
    expect(outletZone({ time_zone: '' }, settings)).toBe('Asia/Beirut');
  });

  it("counts today in the zone: near midnight in Beirut it is already tomorrow's UTC date", () => {
    const late = Date.parse('2026-11-26T23:30:00Z'); // 01:30 on Friday 27 in Beirut
    expect(todayIn('Asia/Beirut', late)).toBe('2026-11-27');
    expect(todayIn('UTC', late)).toBe('2026-11-26');
    expect(todayIn('Asia/Beirut', Date.parse('2026-11-26T21:59:00Z'))).toBe('2026-11-26');
  });

  it('follows the daylight-saving changes of Beirut, where the clocks change at midnight', () => {
    // 25 October 2026: at midnight (+03) the clocks go back to 23:00 (+02); the last hour of the 24th
    // happens twice and the 25th starts at 22:00 UTC.
    expect(todayIn('Asia/Beirut', Date.parse('2026-10-24T20:59:00Z'))).toBe('2026-10-24');
    expect(todayIn('Asia/Beirut', Date.parse('2026-10-24T21:30:00Z'))).toBe('2026-10-24');
    expect(todayIn('Asia/Beirut', Date.parse('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(formatDateTimeInZone('2026-10-24T20:30:00Z', 'Asia/Beirut', 'Asia/Beirut')).toBe('24/10/2026 at 11:30 pm');
    expect(formatDateTimeInZone('2026-10-24T21:30:00Z', 'Asia/Beirut', 'Asia/Beirut')).toBe('24/10/2026 at 11:30 pm');
    // 29 March 2026: at midnight (+02) the clocks go forward to 01:00 (+03); the 29th starts at 22:00 UTC.
    expect(todayIn('Asia/Beirut', Date.parse('2026-03-28T21:59:00Z'))).toBe('2026-03-28');
    expect(todayIn('Asia/Beirut', Date.parse('2026-03-28T22:00:00Z'))).toBe('2026-03-29');
    expect(formatDateTimeInZone('2026-03-28T22:00:00Z', 'Asia/Beirut', 'UTC')).toBe(
      '29/03/2026 at 01:00 am (Asia/Beirut)',
    );
  });

  it("greets on the kitchen's clock, naming the zone when the browser is elsewhere", () => {
    const late = Date.parse('2026-11-26T23:30:00Z');
    expect(greetingLine(late, 'Asia/Beirut', 'UTC')).toBe('Good morning · Friday, 27 November 2026 (Asia/Beirut)');
    expect(greetingLine(late, 'Asia/Beirut', 'Asia/Beirut')).toBe('Good morning · Friday, 27 November 2026');
    expect(greetingLine(Date.parse('2026-11-26T16:30:00Z'), 'Asia/Beirut', 'UTC')).toBe(
      'Good evening · Thursday, 26 November 2026 (Asia/Beirut)',
    );
  });
});
