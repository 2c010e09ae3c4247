import { dateBetween, formatRange, rangeFromValue, withEnd } from '../../../src/components/resource/filters/dateRange';

describe('date range filter values', () => {
  it('reads a range from the URL value (two values or "from,to"), only whole and ordered', () => {
    expect(rangeFromValue(['2026-11-16', '2026-11-22'])).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeFromValue('2026-11-16,2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeFromValue(['2026-11-22', '2026-11-16'])).toBeNull();
    expect(rangeFromValue(['2026-11-16'])).toBeNull();
    expect(rangeFromValue(['16/11/2026', '22/11/2026'])).toBeNull();
    expect(rangeFromValue(undefined)).toBeNull();
  });

  it('sends date_between as YYYY-MM-DD,YYYY-MM-DD and shows DD/MM/YYYY', () => {
    expect(dateBetween({ from: '2026-11-16', to: '2026-11-22' })).toBe('2026-11-16,2026-11-22');
    expect(dateBetween(null)).toBeUndefined();
    expect(formatRange({ from: '2026-11-16', to: '2026-11-22' })).toBe('16/11/2026 – 22/11/2026');
    expect(formatRange({ from: '2026-11-16', to: '2026-11-16' })).toBe('16/11/2026');
  });

  it('keeps the range whole and ordered when one end changes', () => {
    expect(withEnd({}, 'from', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(withEnd({ from: '2026-11-16', to: '2026-11-16' }, 'to', '2026-11-22')).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(withEnd({ from: '2026-11-16', to: '2026-11-22' }, 'to', '2026-11-10')).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
    expect(withEnd({ from: '2026-11-16', to: '2026-11-22' }, 'from', '2026-11-30')).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
    expect(withEnd({ from: '2026-11-16', to: '2026-11-22' }, 'from', '2026-11-18')).toEqual({
      from: '2026-11-18',
      to: '2026-11-22',
    });
    expect(withEnd({ from: '2026-11-16', to: '2026-11-22' }, 'to', null)).toEqual({
      from: '2026-11-16',
      to: undefined,
    });
  });
});
