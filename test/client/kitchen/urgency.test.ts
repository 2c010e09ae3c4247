import { dueState, formatDuration, START_LEAD_MIN } from '../../../src/features/kitchen/urgency';

/** The card's start line at the edges, with an injected clock (`now`). */
describe('when to start an open order', () => {
  const now = Date.parse('2026-11-21T10:00:00.000Z');
  const MIN = 60_000;
  const at = (minutesFromNow: number) => new Date(now + minutesFromNow * MIN).toISOString();
  /** The words and urgency of an order due in `due` minutes that fires in `fire` minutes. */
  const read = (fire: number | null, due: number) => {
    const s = dueState(fire === null ? null : at(fire), at(due), now);
    return s && [s.text, s.urgency];
  };

  it('reads "Due in …" while the fire time is an hour or more away', () => {
    expect(read(60, 80)).toEqual(['Due in 1 h 20 min', 'normal']);
    expect(read(START_LEAD_MIN, 75)).toEqual(['Due in 1 h 15 min', 'normal']);
    expect(read(20 * 60, 20 * 60 + 30)).toEqual(['Due in 20 h 30 min', 'normal']);
  });

  it('an order due tomorrow is not urgent today', () => {
    expect(read(24 * 60 - 45, 24 * 60)).toEqual(['Due in 1 d', 'normal']);
    expect(read(26 * 60 - 30, 26 * 60)).toEqual(['Due in 1 d 2 h', 'normal']);
  });

  it('reads "Start in …" within the hour before the fire time, rounding up to whole minutes', () => {
    expect(read(START_LEAD_MIN - 1, 90)).toEqual(['Start in 59 min', 'normal']);
    expect(read(35, 65)).toEqual(['Start in 35 min', 'normal']);
    expect(read(0.5, 30)).toEqual(['Start in 1 min', 'normal']);
  });

  it('reads "Start now" from the fire time until the due time', () => {
    expect(read(0, 30)).toEqual(['Start now', 'warning']);
    expect(read(-15, 15)).toEqual(['Start now', 'warning']); // a 30-minute dish due in 15 minutes
    expect(read(-30, 0)).toEqual(['Start now', 'warning']); // due this very instant
  });

  it('reads "Overdue …" once the due time has passed', () => {
    expect(read(-30, -0.5)).toEqual(['Overdue 1 min', 'urgent']);
    expect(read(-40, -12)).toEqual(['Overdue 12 min', 'urgent']);
    expect(read(-200, -125)).toEqual(['Overdue 2 h 05 min', 'urgent']);
  });

  it('without a fire time the due time is the start; without a due time there is nothing to say', () => {
    expect(read(null, 30)).toEqual(['Start in 30 min', 'normal']);
    expect(read(null, 90)).toEqual(['Due in 1 h 30 min', 'normal']);
    expect(dueState(at(-10), null, now)).toBeNull();
    expect(dueState(null, 'soon', now)).toBeNull();
  });

  it('formats durations as minutes, hours and days', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(59)).toBe('59 min');
    expect(formatDuration(65)).toBe('1 h 05 min');
    expect(formatDuration(24 * 60 + 180)).toBe('1 d 3 h');
    expect(formatDuration(48 * 60)).toBe('2 d');
  });
});
