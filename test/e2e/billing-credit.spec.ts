import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-support';
import { clientWithLastMonthOrders, issuedInvoiceOf, usd } from './billing-support';
import { api, PAGE_LOAD, record, SAVE_DONE, shot, unique } from './resources/kit';
import { expect, test } from './support';

/**
 * Billing (issue 31): a credit note of one chosen line, made from the invoice's drawer, numbered CN-YYYY-NNNNN,
 * and the invoice's balance less what it credits; and the credit limit of an organization: an administrator
 * creating an order on account past it says why and saves it, a manager reads the refusal and keeps the form.
 */

test.describe.configure({ timeout: 180_000 });

test('credit one chosen line of an issued invoice from its drawer: a numbered credit note, a lower balance', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const client = await clientWithLastMonthOrders(request);
  const invoice = await issuedInvoiceOf(request, client.id);
  expect(invoice.lines).toHaveLength(2);
  const line = invoice.lines[1];

  await page.goto(`/invoices/${invoice.id}`);
  const drawer = page.getByRole('dialog').last();
  await drawer.getByRole('button', { name: 'Credit', exact: true }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: `Credit note for ${invoice.number}` });
  await dialog.getByRole('radio', { name: 'Chosen lines' }).check();
  const label = `#${String(line.order_number).padStart(5, '0')} ${line.name} · ${usd(line.amount)}`;
  await dialog.getByRole('checkbox', { name: label }).check();
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('One lunch was not delivered');
  await expectNoSeriousViolations(page, 'credit dialog');
  await shots(page, 'billing-credit-dialog');
  await dialog.getByRole('button', { name: 'Make credit note' }).click();

  // The toast names the credit note; the API holds it, numbered in its own series, for the chosen line only.
  const toast = page.locator('.fui-Toast').filter({ hasText: /Credit note CN-\d{4}-\d{5} made/ });
  await expect(toast).toBeVisible(SAVE_DONE);
  const number = /CN-\d{4}-\d{5}/.exec((await toast.textContent()) ?? '')![0];
  const notes = (await api(request, `/invoices?kind=credit_note&organization=${client.id}`)).data.results;
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatchObject({ number, credited_invoice: invoice.id, notes: 'One lunch was not delivered' });
  expect(notes[0].lines.map((l: { order_number: number }) => l.order_number)).toEqual([line.order_number]);

  // The invoice's drawer: the line struck as credited, what was credited and the balance left.
  const stored = await record(request, 'invoices', invoice.id);
  expect(stored.balance).toBeCloseTo(invoice.total - Math.abs(notes[0].total), 2);
  expect(stored.balance).toBeLessThan(invoice.total);
  const totals = drawer.getByRole('region', { name: 'Totals' });
  await expect(amountOf(totals, 'Credited')).toHaveText(usd(stored.credited), SAVE_DONE);
  await expect(amountOf(totals, 'Balance due')).toHaveText(usd(stored.balance));
  await expect(drawer.getByRole('region', { name: 'Lines' }).getByRole('row', { name: /\(Credited\)/ })).toHaveCount(1);
  await shots(page, 'billing-credit-drawer', () => totals.scrollIntoViewIfNeeded());
});

/** Screenshots at 1440, 1024 and 390 px for a person to look at (`show`: brings the part that matters into view). */
async function shots(page: Page, name: string, show?: () => Promise<void>) {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await show?.();
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The amount a totals list gives for `term`. */
const amountOf = (totals: Locator, term: string) =>
  totals.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** An organization with a $20.00 credit limit, and a $15.00 product: two of it take an order past the limit. */
async function smallCreditLimit(request: APIRequestContext) {
  const organization = (
    await api(request, '/organizations/add', { method: 'POST', data: { name: unique('Tight Co'), credit_limit: 20 } })
  ).data as { id: number; name: string };
  const product = (
    await api(request, '/products/add', {
      method: 'POST',
      data: { name: unique('Catering Tray'), price: 15, status: 'publish' },
    })
  ).data as { id: number; name: string };
  return { organization, product };
}

async function pickOption(scope: Locator, name: string, typed: string) {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  await box.fill(typed);
  await scope.page().getByRole('option', { name: typed }).first().click();
}

/** Fills the new-order modal: on account to the organization, two of the product; saves it. The modal. */
async function orderOnAccount(page: Page, data: Awaited<ReturnType<typeof smallCreditLimit>>, orderName: string) {
  await page.goto('/orders/create');
  const modal = page.getByRole('dialog', { name: /Add New Order/ });
  await expect(modal).toBeVisible(PAGE_LOAD);
  await modal.getByLabel('Name').fill(orderName);
  await pickOption(modal, 'Organization', data.organization.name);
  await modal.getByLabel('Payment Method').selectOption('on_account');
  const items = modal.getByRole('region', { name: 'Items' });
  await items.getByRole('button', { name: 'Add Item' }).click();
  const item = items.getByRole('group', { name: 'Item 1' });
  await pickOption(item, 'Product', data.product.name);
  await item.getByLabel('Quantity').fill('2');
  await expect(items.getByTestId('new-order-total')).toHaveText('$30.00');
  await modal.getByRole('button', { name: 'Save' }).click();
  return modal;
}

const PAST_LIMIT = /over its credit limit of \$20\.00/;

test('an administrator creating an order on account past the credit limit says why, and it is saved', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const data = await smallCreditLimit(request);
  const orderName = unique('Gala dinner');
  const modal = await orderOnAccount(page, data, orderName);

  const ask = page.getByRole('alertdialog', { name: 'Save anyway?' });
  await expect(ask).toBeVisible(SAVE_DONE);
  await expect(ask).toContainText(PAST_LIMIT);
  await expect(ask).toContainText('Only administrators may let an order past');
  await expectNoSeriousViolations(page, 'credit limit reason');
  await shots(page, 'credit-limit-reason');
  await ask.getByRole('textbox', { name: /Reason/ }).fill('Paid upfront by cheque next week');
  await ask.getByRole('button', { name: 'Save anyway' }).click();
  await expect(modal).toBeHidden(SAVE_DONE);

  const order = (await api(request, `/orders?name=${encodeURIComponent(orderName)}`)).data.results[0];
  expect(order).toMatchObject({
    organization: { id: data.organization.id },
    payment_method: 'on_account',
    total: 30,
    override_credit_limit: true,
    credit_limit_reason: 'Paid upfront by cheque next week',
  });
  const history = await api(request, `/history?resource=orders&record_id=${order.id}&field=credit_limit_reason`);
  expect(history.data.results[0]).toMatchObject({ new_value: 'Paid upfront by cheque next week' });
});

test.describe(() => {
  test.use({ role: 'manager' });
  test('a manager is refused past the credit limit: the message shows, the form keeps its values', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const data = await smallCreditLimit(request);
    const orderName = unique('Gala dinner');
    const modal = await orderOnAccount(page, data, orderName);

    await expect(modal.getByText(PAST_LIMIT)).toBeVisible(SAVE_DONE);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(modal.getByLabel('Name')).toHaveValue(orderName);
    await expect(modal.getByRole('combobox', { name: 'Organization' })).toHaveValue(data.organization.name);
    await expect(modal.getByRole('region', { name: 'Items' }).getByTestId('new-order-total')).toHaveText('$30.00');
    // Nothing half-made stays behind: the order that could not take its items is gone.
    expect((await api(request, `/orders?name=${encodeURIComponent(orderName)}`)).data.results).toEqual([]);
    await shots(page, 'credit-limit-refused', () => modal.getByText(PAST_LIMIT).scrollIntoViewIfNeeded());
  });
});
