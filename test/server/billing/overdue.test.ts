import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { billingFixture, type BillingFixture } from './fixtures';

/**
 * Issue 31: an issued invoice with a balance is `overdue` from the kitchen's day after its due date, by the
 * server's clock (the app's, here moved by the test; the kitchen's zone is Asia/Beirut, UTC+2 in March 2027).
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
    const org = await f.organization();
    await f.delivered(org.id, 10000, '2027-02-10');
    const invoice = await f.issued(org.id, '2027-02-01', '2027-02-28', '2027-03-01', '2027-03-10');
    const overdue = async () => (await f.ok(f.call('GET', `/invoices?id[]=${invoice.id}`))).results[0].overdue;

    expect(await overdue()).toBe(false);
    now = Date.parse('2027-03-10T21:59:00.000Z'); // 23:59 on the due date in Beirut
    expect(await overdue()).toBe(false);
    now = Date.parse('2027-03-10T22:01:00.000Z'); // 00:01 the day after, in Beirut (still the 10th in UTC)
    expect(await overdue()).toBe(true);
    await f.pay(org.id, 111, '2027-03-11', invoice.id);
    expect(await overdue()).toBe(false);
  });
});
