import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_USERS } from '../helpers/app';
import { TEST_DB } from '../helpers/db';
import { billingFixture, type BillingFixture } from './fixtures';

/**
 * Issue 31: an issued invoice with a balance is `overdue` from the kitchen's day after its due date, by the
 * server's clock (the app's, here moved by the test).
 * Nothing is written as the day turns: the list answers the server keeps (by query and change counters) turn
 * with it.
 */
describe(`an invoice falls overdue by the server's clock (${TEST_DB})`, () => {
  let f: BillingFixture;
  let now = Date.parse('2027-03-01T10:00:00.000Z');
  beforeAll(async () => {
    f = await billingFixture({ clock: () => now });
  });
  afterAll(async () => {
    await drainJobs();
    await f.t.close();
  });

  it('is not overdue on its due date in the kitchen, and is the next kitchen day, with no write between', async () => {
    // The outlets' zone is the kitchen's: Asia/Kolkata, UTC+5:30, whose midnight falls within an hour of UTC (the
    // image signing window, also in the list's key, turns on the hour: only the day itself tells the answers apart).
    await f.ok(f.call('POST', '/outlets/add', { name: 'Mumbai kitchen', time_zone: 'Asia/Kolkata' }));
    const org = await f.organization();
    await f.delivered(org.id, 10000, '2027-02-10');
    const invoice = await f.issued(org.id, '2027-02-01', '2027-02-28', '2027-03-01', '2027-03-10');
    let headers = f.sessions.administrator;
    const overdue = async () =>
      (await f.ok(f.call('GET', `/invoices?id[]=${invoice.id}`, undefined, headers))).results[0].overdue;
    // Days later the session has expired by the same clock: signed in again (no write).
    const at = async (iso: string) => {
      now = Date.parse(iso);
      headers = (await f.t.login(TEST_USERS.administrator)).headers;
    };

    expect(await overdue()).toBe(false);
    await at('2027-03-10T18:20:00.000Z'); // 23:50 on the due date in Kolkata
    expect(await overdue()).toBe(false);
    await at('2027-03-10T18:40:00.000Z'); // 00:10 the day after, in Kolkata (still the 10th in UTC)
    expect(await overdue()).toBe(true);
    await f.ok(
      f.call(
        'POST',
        '/payments/record',
        { organization: org.id, invoice: invoice.id, amount: 111, date: '2027-03-11', method: 'cash' },
        headers,
      ),
    );
    expect(await overdue()).toBe(false);
  });
});
