import {
  describeOnTime,
  describePrep,
  formatMinutes,
  formatRate,
  hourLabel,
  statusLabel,
} from '../../../src/features/dashboard/stats/format';

/** The dashboard's figures as words: what the tiles and the charts' tables say. */
describe('dashboard stats text', () => {
  test('a rate is a whole percent, a dash when nothing was delivered', () => {
    expect(formatRate(6 / 7)).toBe('86%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBe('–');
    expect(describeOnTime({ delivered: 7, on_time: 6, rate: 6 / 7 })).toBe('6 of 7 delivered orders on time');
    expect(describeOnTime({ delivered: 1, on_time: 1, rate: 1 })).toBe('1 of 1 delivered order on time');
    expect(describeOnTime({ delivered: 0, on_time: 0, rate: null })).toBe('No delivered orders yet');
  });

  test('minutes are rounded, a dash when no order was timed', () => {
    expect(formatMinutes(23.46)).toBe('23 min');
    expect(formatMinutes(0.4)).toBe('0 min');
    expect(formatMinutes(null)).toBe('–');
    expect(describePrep({ orders: 4, average_minutes: 12 })).toBe('Average of 4 orders');
    expect(describePrep({ orders: 0, average_minutes: null })).toBe('No order has been ready yet');
  });

  test('hours and statuses read as on the production sheet and in the settings', () => {
    expect(hourLabel(0)).toBe('00:00');
    expect(hourLabel(13)).toBe('13:00');
    expect(statusLabel('ready_for_pickup', undefined)).toBe('Ready For Pickup');
    expect(statusLabel('pending', [{ value: 'pending', label: 'Waiting' }])).toBe('Waiting');
  });
});
