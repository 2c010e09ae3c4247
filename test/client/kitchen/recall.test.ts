import {
  KITCHEN_RECALL_MINUTES,
  RECALL_LIST_SIZE,
  recallQuery,
  recallWindow,
} from '../../../src/features/kitchen/recall';
import { makeKitchenOrder } from './orderFixtures';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

describe('the Recall list', () => {
  it('asks a station for its last 20 finished orders still in the kitchen, newest first', () => {
    expect(recallQuery(4, '2')).toEqual({
      station: 4,
      stationDone: true,
      statusIn: 'processing',
      orderBy: 'station_done_at',
      order: 'DESC',
      perPage: RECALL_LIST_SIZE,
      page: 1,
      outlet: '2',
    });
    expect(RECALL_LIST_SIZE).toBe(20);
  });

  it('asks expo for its last 20 completed orders, by completion, newest first', () => {
    expect(recallQuery(null)).toEqual({
      statusIn: 'ready_for_pickup',
      orderBy: 'ready_at',
      order: 'DESC',
      perPage: 20,
      page: 1,
    });
  });

  it("expo's recall window is 15 minutes from completion, to the millisecond", () => {
    expect(KITCHEN_RECALL_MINUTES).toBe(15);
    const completed = (iso: string | null) => makeKitchenOrder(1, { status: 'ready_for_pickup', ready_at: iso });
    expect(recallWindow(completed(minutesAgo(4.5)), null, NOW)).toEqual({ minutes: 4, open: true });
    expect(recallWindow(completed(minutesAgo(15)), null, NOW)).toEqual({ minutes: 15, open: true });
    expect(recallWindow(completed(new Date(NOW - 15 * 60_000 - 1).toISOString()), null, NOW)).toEqual({
      minutes: 15,
      open: false,
    });
    expect(recallWindow(completed(minutesAgo(22)), null, NOW)).toEqual({ minutes: 22, open: false });
    // Unknown time: the server decides.
    expect(recallWindow(completed(null), null, NOW)).toEqual({ minutes: null, open: true });
  });

  it("a station's finished order can always be brought back while the order is in the kitchen", () => {
    const done = makeKitchenOrder(1, { status: 'processing', station_done_at: minutesAgo(40) });
    expect(recallWindow(done, 4, NOW)).toEqual({ minutes: 40, open: true });
  });
});
