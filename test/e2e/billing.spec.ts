import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoSeriousViolations, waitForScreen } from './a11y-support';
import { msg, type TestLanguage } from './catalogues';
import { newBrowserIn, signInThroughForm } from './languages-support';
import { clientWithLastMonthOrders, LAST_MONTH } from './billing-support';
import { api, field, PAGE_LOAD, pickLookup, shot } from './resources/kit';
import { expect, test, USERS } from './support';
import { writeListState } from '../../src/components/resource/list/listState';

/**
 * Billing's screens (issue 31): as the administrator, bill a client for last month from its drawer, issue
 * the draft, see it on the client's statement and in the ageing report, record a payment of it and see it
 * paid, the statement closed at nothing owed and the client gone from the report; once in English and once
 * in Arabic (right to left), with axe over the invoice drawer, the statement, the ageing report and the
 * payment modal, and screenshots of the invoices list and drawer, the statement and the ageing report at
 * 1440 (sidebar open), 1024 and 390 px in /tmp/shots/billing-<language>-*.png for a person to look at.
 */

test.describe.configure({ timeout: 240_000 });

const dayShown = (d: DateTime) => d.toFormat('dd/MM/yyyy');

/** Screenshots at 1440, 1024 and 390 px; `focus` (a part lower in a drawer) scrolled into view at each. */
async function shots(page: Page, name: string, focus?: Locator) {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await waitForScreen(page);
    if (focus) await focus.scrollIntoViewIfNeeded();
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Money as the screens show it (Arabic wraps it in isolates, which `toContainText` looks through). */
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

type Words = (key: string, vars?: Record<string, string | number>) => string;

/** The client's statement in its drawer (its default period: three months back to today). */
async function openStatement(page: Page, m: Words, clientId: number) {
  await page.goto(`/organizations/${clientId}`);
  const statement = page
    .getByRole('dialog')
    .last()
    .getByRole('region', { name: m('billing:statement.title'), exact: true });
  const table = statement.getByRole('table');
  await expect(table).toBeVisible(PAGE_LOAD);
  return { statement, table, closing: table.getByRole('row').last() };
}

/** The ageing report searched for one client's name. */
async function openAgeing(page: Page, name: string) {
  const state = {
    current: 1,
    pageSize: 10,
    sorters: [],
    filters: [{ field: 'search', operator: 'contains', value: name }],
  };
  await page.goto(`/ageing?${writeListState(state).toString()}`);
}

async function billIssueAndPay(page: Page, request: APIRequestContext, language: TestLanguage) {
  const m = (key: string, vars?: Record<string, string | number>) => msg(language, key, vars);
  const client = await clientWithLastMonthOrders(request);

  // Bill this client, from its drawer: the period is last month unless changed.
  await page.goto(`/organizations/${client.id}`);
  const orgDrawer = page.getByRole('dialog').last();
  await orgDrawer.getByRole('button', { name: m('billing:bill.action'), exact: true }).click(PAGE_LOAD);
  const bill = page.getByRole('dialog').filter({ hasText: m('billing:bill.submit') });
  await expect(bill.getByRole('combobox').first()).toHaveValue(dayShown(LAST_MONTH));
  await expect(bill.getByRole('combobox').nth(1)).toHaveValue(dayShown(LAST_MONTH.endOf('month')));
  await bill.getByRole('button', { name: m('billing:bill.submit'), exact: true }).click();

  // The new draft opens: its two lines and totals.
  // The list under the drawer then writes its own query into the address (?current=1&pageSize=10).
  await expect(page).toHaveURL(/\/invoices\/\d+(\?|$)/, PAGE_LOAD);
  const id = Number(/^\/invoices\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
  const draft = (await api(request, `/invoices?id[]=${id}`)).data.results[0];
  expect(draft.lines).toHaveLength(2);
  const drawer = page.getByRole('dialog').last();
  await expect(drawer.getByRole('region', { name: m('billing:lines.title') }).getByRole('row')).toHaveCount(
    3,
    PAGE_LOAD,
  );
  const totals = drawer.getByRole('region', { name: m('billing:totals.title') });
  await expect(totals).toContainText(draft.total.toFixed(2));
  await expect(drawer.getByText(m('billing:status.draft'), { exact: true })).toBeVisible();

  // Billing the same month again: nothing is left, in the server's words.
  await page.goto(`/organizations/${client.id}`);
  await page
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: m('billing:bill.action'), exact: true })
    .click(PAGE_LOAD);
  const again = page.getByRole('dialog').filter({ hasText: m('billing:bill.submit') });
  await again.getByRole('button', { name: m('billing:bill.submit'), exact: true }).click();
  await expect(again.getByText(/nothing to bill/i)).toBeVisible();
  await again.getByRole('button', { name: m('words:cancel'), exact: true }).click();

  // Issue, once confirmed: numbered, unpaid, locked.
  await page.goto(`/invoices/${id}`);
  const invoice = page.getByRole('dialog').last();
  await invoice.getByRole('button', { name: m('billing:issue.action'), exact: true }).click(PAGE_LOAD);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: m('billing:issue.confirm'), exact: true })
    .click();
  await expect(invoice.getByText(m('billing:status.unpaid'), { exact: true })).toBeVisible(PAGE_LOAD);
  const issued = (await api(request, `/invoices?id[]=${id}`)).data.results[0];
  expect(issued.number).toMatch(/^INV-\d{4}-\d{5}$/);
  await expect(invoice.getByText(m('billing:invoices.locked'))).toBeVisible();
  await expectNoSeriousViolations(page, `invoice drawer (${language})`);
  await shots(page, `billing-${language}-invoice-drawer`);

  // The statement and the ageing report change: the client now owes the invoice.
  const owing = await openStatement(page, m, client.id);
  const invoiceRow = owing.table.getByRole('row').filter({ hasText: issued.number });
  await expect(invoiceRow).toContainText(m('billing:status.invoice'));
  await expect(invoiceRow).toContainText(usd(issued.total));
  await expect(owing.closing).toContainText(m('billing:statement.closing'));
  await expect(owing.closing).toContainText(usd(issued.total));
  await expect(owing.statement.getByRole('button', { name: m('billing:statement.print') })).toBeEnabled();
  await expectNoSeriousViolations(page, `statement (${language})`);
  await shots(page, `billing-${language}-statement`, owing.statement);
  await openAgeing(page, client.name);
  const ageingRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: client.name }) });
  await expect(ageingRow).toContainText(usd(issued.total), PAGE_LOAD);
  // Under the table: the day the report is as of, and the totals of the rows the search keeps.
  const ageing = (await api(request, `/ageing?search=${encodeURIComponent(client.name)}`)).data.meta;
  const summary = page.getByRole('region', { name: m('billing:ageing.totals'), exact: true });
  await expect(summary).toContainText(
    m('billing:ageing.asOf', { date: dayShown(DateTime.fromISO(ageing.date)), zone: ageing.time_zone }),
  );
  await expect(summary).toContainText(usd(ageing.totals.total));
  await ageingRow.getByRole('link', { name: client.name }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${client.id}(\\?|$)`));
  await openAgeing(page, client.name);
  await expect(ageingRow).toBeVisible(PAGE_LOAD);
  await expectNoSeriousViolations(page, `ageing report (${language})`);
  await shots(page, `billing-${language}-ageing`);

  // Record a payment of the whole invoice.
  await page.goto('/payments/create');
  const record = page.getByRole('dialog', { name: m('billing:payments.recordTitle') });
  await expect(record).toBeVisible(PAGE_LOAD);
  await expectNoSeriousViolations(page, `record payment (${language})`);
  await pickLookup(record, m('billing:fields.organization'), client.name.split(' ').slice(-1)[0], client.name);
  await field(record, m('billing:fields.amount')).fill(issued.total.toFixed(2));
  await pickLookup(record, m('billing:fields.invoice'), issued.number, issued.number);
  await record.getByRole('button', { name: m('words:save'), exact: true }).click();
  await expect(record).toBeHidden(PAGE_LOAD);
  const payments = (await api(request, `/payments?invoice=${id}`)).data.results;
  expect(payments.map((p: { amount: number }) => p.amount)).toEqual([issued.total]);

  // The invoice is paid.
  await page.goto(`/invoices/${id}`);
  const state = page
    .getByRole('dialog')
    .last()
    .getByRole('region', { name: m('billing:invoices.statusLabel') });
  await expect(state.getByText(m('billing:status.paid'), { exact: true })).toBeVisible(PAGE_LOAD);
  await page.goto('/invoices');
  await expect(page.getByRole('link', { name: issued.number })).toBeVisible(PAGE_LOAD);
  await expectNoSeriousViolations(page, `invoices list (${language})`);
  await shots(page, `billing-${language}-invoices`);

  // Paid: the statement closes at nothing owed, and the client leaves the ageing report.
  const settled = await openStatement(page, m, client.id);
  await expect(settled.table.getByRole('row').filter({ hasText: m('billing:statement.payment') })).toContainText(
    usd(-issued.total),
  );
  await expect(settled.closing).toContainText(m('billing:statement.closing'));
  await expect(settled.closing).toContainText(usd(0));
  await openAgeing(page, client.name);
  await expect(page.getByText(m('kit:list.empty', { entity: m('words:resources.ageing.entity') }))).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByRole('link', { name: client.name })).toHaveCount(0);
}

test('as administrator: bill a client for last month, issue it, record a payment, see it paid', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await billIssueAndPay(page, request, 'en');
});

test('the same in Arabic, right to left', async ({ browser, request }) => {
  const page = await newBrowserIn(browser, 'ar-LB');
  await page.goto('/login');
  await signInThroughForm(page, 'ar', USERS.admin);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await billIssueAndPay(page, request, 'ar');
  await page.context().close();
});
