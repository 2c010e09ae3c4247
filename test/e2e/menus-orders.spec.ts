import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, USERS } from './support';

/**
 * Menus and orders (issue 5). Every test works on menus and orders it creates itself with a unique name
 * (two workers share one demo database).
 */
const API = '/cms/json-api/catering/v1';
const EXPORT_MESSAGE = 'The export file is being generated, You will receive the it via email when ready!';
const unique = (stem: string) => `${stem} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const SHOTS = '/tmp/shots';
// The machine running the suite is shared and busy: first loads of a lazy screen get more time.
const LOAD = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/jwt/token`, { data: { username: USERS.admin, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.token as string;
}

async function api<T = any>(request: APIRequestContext, url: string, init: { method?: string; data?: unknown } = {}): Promise<T> {
  const auth = { Authorization: `Bearer ${await token(request)}` };
  const res = await request.fetch(`${API}${url}`, { method: init.method ?? 'GET', headers: auth, data: init.data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as T;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`) });
}

/** Picks a product in the item dialog's lookup by typing part of its name. */
async function pickProduct(page: Page, typed: string) {
  const box = page.getByRole('dialog').getByRole('combobox', { name: 'Product' });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option').first().click();
}

test.describe('orders', () => {
  test('rows expand to show the order items; exports show the notice and mail the CSV', async ({ page }) => {
    await signIn(page, 'admin', '/login');
    await page.goto('/orders');
    const expand = page.getByRole('button', { name: 'Expand row' }).first();
    await expect(expand).toBeVisible(LOAD);
    await expand.click();
    await expect(page.getByRole('region', { name: /^Items of #\d{5}$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^#\d{5}$/ }).first()).toBeVisible();
    await shot(page, 'orders-list');

    const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
    const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    await page.getByRole('button', { name: 'Export Orders' }).click();
    await expect(page.getByText(EXPORT_MESSAGE).first()).toBeVisible();
    await page.getByRole('button', { name: 'Export Order Items' }).click();
    await expect.poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2);
  });

  test('create an order with two items: totals on screen equal the API; status changes in the drawer', async ({ page, request }) => {
    const name = unique('E2E Phone Order');
    await signIn(page, 'admin', '/login');
    await page.goto('/orders/create');
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: /^(Save|Create|Submit)$/ }).click();
    await expect(modal.getByText('Please enter name')).toBeVisible();
    await modal.getByLabel('Name').fill(name);
    await modal.getByLabel('Discount').fill('1.5');
    await modal.getByRole('button', { name: /^(Save|Create|Submit)$/ }).click();
    await expect(modal).toBeHidden();

    const found = await api(request, `/orders?name=${encodeURIComponent(name)}`);
    const id = found.data.results[0].id as number;
    await page.goto(`/orders/${id}`);
    const drawer = page.getByRole('dialog', { name: new RegExp(name) });
    await expect(drawer).toBeVisible(LOAD);

    for (const [qty, discount] of [
      ['3', '12.5'],
      ['2', '0'],
    ]) {
      await drawer.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Order Item' });
      await expect(dialog).toBeVisible(LOAD);
      await pickProduct(page, '');
      await expect(dialog.getByLabel('Unit Price')).not.toHaveValue('');
      await dialog.getByLabel('Quantity').fill(qty);
      await dialog.getByLabel('Discount (%)').fill(discount);
      const price = Number(await dialog.getByLabel('Unit Price').inputValue());
      const subtotal = Math.round(price * 100) * Number(qty);
      const total = Math.round((subtotal * (100 - Number(discount))) / 100);
      await expect(dialog.getByTestId('item-subtotal')).toHaveText(usd(subtotal / 100));
      await expect(dialog.getByTestId('item-total')).toHaveText(usd(total / 100));
      if (qty === '3') await shot(page, 'order-item');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    }

    const order = (await api(request, `/orders?id[]=${id}`)).data.results[0];
    const items = (await api(request, `/order-items?parent_order=${id}`)).data.results as { total: number }[];
    expect(items).toHaveLength(2);
    const drawerAgain = page.getByRole('dialog', { name: new RegExp(name) });
    await expect(drawerAgain.getByTestId('order-subtotal')).toHaveText(usd(order.subtotal));
    await expect(drawerAgain.getByTestId('order-total')).toHaveText(usd(order.total));
    expect(order.subtotal).toBeCloseTo(items.reduce((s, i) => s + i.total, 0), 2);
    await expect(drawerAgain.getByRole('table', { name: 'Order Items' }).getByRole('row')).toHaveCount(3);
    await shot(page, 'order-drawer');

    await drawerAgain.getByLabel('Status').selectOption({ label: 'Processing' });
    await expect.poll(async () => (await api(request, `/orders?id[]=${id}`)).data.results[0].status).toBe('processing');
  });
});

test.describe('menus', () => {
  async function newMenu(request: APIRequestContext): Promise<{ id: number; name: string }> {
    const name = unique('E2E Menu');
    const outlets = await api(request, '/outlets?per_page=1');
    const created = await api(request, '/menus/add', { method: 'POST', data: { name, outlet: outlets.data.results[0].id } });
    return { id: created.data.id as number, name };
  }

  const itemRows = (page: Page) => page.getByRole('table', { name: 'Menu Items' }).getByRole('row');

  test('generate a week for two products (one removed from the selection first) and see 14 rows; export the menu', async ({ page, request }) => {
    const menu = await newMenu(request);
    await signIn(page, 'admin', '/login');
    await page.goto(`/menus/${menu.id}`);
    await expect(page.getByText('No menu items')).toBeVisible(LOAD);
    await page.getByRole('button', { name: 'Add Menu Items' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Menu Items' });
    await expect(modal.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12);
    const from = await modal.getByRole('textbox', { name: 'From', exact: true }).inputValue();
    const to = await modal.getByRole('textbox', { name: 'To', exact: true }).inputValue();
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${to}T00:00:00Z`).getUTCDay()).toBe(0);

    const adds = modal.getByRole('button', { name: /^Add / });
    for (let k = 0; k < 3; k++) await adds.first().click();
    await expect(modal.getByRole('button', { name: 'Selected Products (3)' })).toBeVisible();
    await shot(page, 'add-menu-items');
    await modal.getByRole('button', { name: 'Selected Products (3)' }).click();
    const selectedDrawer = page.getByRole('dialog', { name: 'Selected Products' });
    await selectedDrawer.getByRole('button', { name: /^Remove / }).last().click();
    await selectedDrawer.getByRole('button', { name: 'Close selected products' }).click();
    await expect(modal.getByRole('button', { name: 'Selected Products (2)' })).toBeVisible();
    await modal.getByRole('button', { name: 'Create Menu Items' }).click();
    await expect(page.getByText('Menu Items Created Successfully!').last()).toBeVisible();
    await expect(itemRows(page)).toHaveCount(15);
    const listed = await api(request, `/menu-items?menu=${menu.id}&per_page=100`);
    expect(listed.data.meta.total_count).toBe(14);
    await shot(page, 'menu-detail');

    await page.getByRole('button', { name: 'Export Menu' }).click();
    await expect(page.getByText(EXPORT_MESSAGE).first()).toBeVisible();
  });

  test('bulk delete with Undo, then for real after the countdown', async ({ page, request }) => {
    const menu = await newMenu(request);
    const products = await api(request, '/products?status=publish&per_page=2');
    const today = new Date().toISOString().slice(0, 10);
    await api(request, '/menu-items/generate', {
      method: 'POST',
      data: { menu_id: menu.id, start_date: today, end_date: today, product_ids: products.data.results.map((p: { id: number }) => p.id) },
    });
    await page.clock.install();
    await signIn(page, 'admin', '/login');
    await page.goto(`/menus/${menu.id}`);
    await expect(itemRows(page)).toHaveCount(3, LOAD);
    await page.getByRole('table', { name: 'Menu Items' }).getByRole('checkbox', { name: 'Select all rows' }).click();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await expect(itemRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(itemRows(page)).toHaveCount(3);
    await page.clock.runFor(6_000);
    expect((await api(request, `/menu-items?menu=${menu.id}`)).data.meta.total_count).toBe(2);

    await page.getByRole('table', { name: 'Menu Items' }).getByRole('checkbox', { name: 'Select all rows' }).click();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await page.clock.runFor(6_000);
    await expect.poll(async () => (await api(request, `/menu-items?menu=${menu.id}`)).data.meta.total_count).toBe(0);
  });
});

test('phone layout (390 px): orders and a menu', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager', '/login');
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Expand row' }).first()).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Expand row' }).first().click();
  await shot(page, 'orders-list');
  const menus = await api(request, '/menus?per_page=1&order_by=id&order=ASC');
  await page.goto(`/menus/${menus.data.results[0].id}`);
  await expect(page.getByRole('table', { name: 'Menu Items' })).toBeVisible(LOAD);
  await shot(page, 'menu-detail');
});

test('a viewer sees an order’s items and totals read-only, and cannot add items', async ({ page, request }) => {
  const first = (await api(request, '/orders?per_page=1&order_by=order_number&order=ASC')).data.results[0];
  await signIn(page, 'viewer', '/login');
  await page.goto(`/orders/${first.id}`);
  const drawer = page.getByRole('dialog', { name: new RegExp(first.name) });
  await expect(drawer.getByTestId('order-total')).toHaveText(usd(first.total), LOAD);
  await expect(drawer.getByRole('table', { name: 'Order Items' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Orders' })).toHaveCount(0);
});
