import type { APIRequestContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { expectNoSeriousViolations, waitForScreen } from './a11y-support';
import { API, token } from './resources/kit';
import { expect, test } from './support';
import { boardOf } from './board-day';

/**
 * Every print layout as Chromium prints it (print media, the page's own @page size): the kitchen ticket
 * from a board card and from the order drawer, meal labels on both stocks, the production sheet and the
 * delivery manifest. Each PDF holds the document's words and none of the app's chrome; its pages have the
 * paper's size. PNGs of each go to /tmp/shots/print-*.png for a look.
 */
const ZONE = 'Asia/Beirut';
const SHOTS = process.env.E2E_PRINT_SHOTS_DIR ?? '/tmp/shots';
/** Words of the shell and screens that must never reach paper. */
const CHROME = ['Organizations', 'Kitchen Staff', 'Print ticket', 'Print labels', 'Label stock', 'Export Production'];
const MM_TO_PT = 72 / 25.4;

interface Fixture {
  id: number;
  label: string;
  day: string;
  outlet: { id: number; name: string };
  product: string;
  allergenWords: string;
}

async function post(request: APIRequestContext, headers: Record<string, string>, path: string, data: object) {
  const res = await request.post(`${API}${path}`, { headers, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

/**
 * A delivery order four days ahead (no other spec's day) with an allergen dish ×2 and a plain one, both made
 * here with short names (other specs leave products with long unbroken names that wrap on an 80 mm ticket).
 */
async function makeOrder(request: APIRequestContext): Promise<Fixture> {
  const headers = { authorization: `Bearer ${await token(request)}` };
  const get = async (path: string) => (await (await request.get(`${API}${path}`, { headers })).json()).data.results;
  const outlets = await get('/kitchen-outlets');
  const outlet = outlets.find((o: { time_zone?: string }) => o.time_zone === ZONE) ?? outlets[0];
  const settings = (await (await request.get(`${API}/misc/settings`, { headers })).json()).data;
  const allergens = (settings.product_allergens as { value: string; label: string }[]).slice(0, 2);
  expect(allergens, 'two allergens in the settings').toHaveLength(2);
  const tag = Math.random().toString(36).slice(2, 7);
  const withAllergens = await post(request, headers, '/products/add', {
    name: `E2E Print Wrap ${tag}`,
    price: 9,
    status: 'publish',
    allergens: allergens.map((a) => a.value),
  });
  const plain = await post(request, headers, '/products/add', {
    name: `E2E Print Salad ${tag}`,
    price: 6,
    status: 'publish',
  });
  const words = (withAllergens.allergens as string[]).map((code) => allergens.find((a) => a.value === code)!.label);
  const due = DateTime.now().setZone(ZONE).plus({ days: 4 }).set({ hour: 12, minute: 30, second: 0, millisecond: 0 });
  const order = await post(request, headers, '/orders/add', {
    name: 'E2E print lunch',
    type: 'delivery',
    payment_method: 'cash',
    status: 'pending',
    outlet: outlet.id,
    address: 'Bliss Street, Building 7',
    phone_number: '+961 3 555 010',
    note: 'Ring twice',
    date: due.toUTC().toISO(),
  });
  await post(request, headers, '/order-items/add', {
    order: order.id,
    product: withAllergens.id,
    quantity: 2,
    note: 'No pickles',
  });
  await post(request, headers, '/order-items/add', { order: order.id, product: plain.id, quantity: 1 });
  return {
    id: order.id,
    label: `#${String(order.order_number).padStart(5, '0')}`,
    day: due.toISODate()!,
    outlet: { id: outlet.id, name: outlet.name },
    product: withAllergens.name,
    allergenWords: `Contains: ${words.map((w) => w.toLowerCase()).join(', ')}`,
  };
}

interface Printed {
  text: string;
  /** The text with every run of white space as one space: a name may wrap on narrow paper. */
  flat: string;
  pages: number;
  /** Page size in points. */
  width: number;
  height: number;
}

/** The page as Chromium prints it: PDF text and page size; a PNG of it for the eye. */
async function printed(page: Page, name: string): Promise<Printed> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  mkdirSync(SHOTS, { recursive: true });
  const file = `${SHOTS}/print-${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${SHOTS}/print-${name}`]);
  const info = execFileSync('pdfinfo', [file]).toString();
  const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  return {
    text,
    flat: text.replace(/\s+/g, ' '),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    width: Number(w),
    height: Number(h),
  };
}

/** The browser's print dialog closing: what an on-demand print leaves behind goes. */
const closePrintDialog = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints);

/** Does `act` and waits for it to open the print dialog (counted by the stub; a navigation starts at 0). */
async function expectPrintDialog(page: Page, act: () => Promise<void>) {
  const before = await prints(page);
  await act();
  await expect.poll(() => prints(page)).toBe(before + 1);
}

function expectNoChrome(text: string) {
  for (const word of CHROME) expect(text, `"${word}" on paper`).not.toContain(word);
}

function expectTicket(doc: Printed, f: Fixture) {
  expect(doc.flat).toContain(f.label);
  // The type and time captions print in capitals.
  expect(doc.text).toMatch(/DUE\s+12:30 pm/);
  expect(doc.text).toMatch(/START\s+\d\d:\d\d [ap]m/);
  expect(doc.flat).toContain(`DELIVERY · ${f.outlet.name.toUpperCase()}`);
  expect(doc.flat).toContain(`2 × ${f.product}`);
  expect(doc.text).toContain('Note: No pickles');
  expect(doc.flat).toContain(f.allergenWords);
  expect(doc.text).toContain('Order note: Ring twice');
  expectNoChrome(doc.text);
  // One page of an 80 mm roll, as long as the ticket.
  expect(doc.pages).toBe(1);
  expect(doc.width).toBeCloseTo(80 * MM_TO_PT, 0);
}

test('tickets, labels, the production sheet and the manifest print on their own paper', async ({ page, request }) => {
  test.setTimeout(90_000);
  const f = await makeOrder(request);
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => void (w.__prints += 1);
  });
  await page.goto(boardOf(f.day));

  await test.step('kitchen ticket from a board card', async () => {
    const card = page.getByRole('article', { name: f.label });
    await expectPrintDialog(page, () => card.getByRole('button', { name: 'Print ticket' }).click());
    expectTicket(await printed(page, 'ticket-board'), f);
  });

  await test.step('kitchen ticket and labels from the order drawer', async () => {
    await page.goto(`/orders/${f.id}`);
    const drawer = page.getByRole('dialog');
    await expectPrintDialog(page, () => drawer.getByRole('button', { name: 'Print ticket' }).click());
    expectTicket(await printed(page, 'ticket-drawer'), f);
    await closePrintDialog(page);

    // Keyboard: open the dialog, pick the stock with the arrows, print.
    await drawer.getByRole('button', { name: 'Print labels' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Print labels for ${f.label}` });
    await expect(dialog.getByText('One label per meal, with its allergens: 3 labels.')).toBeVisible();
    await waitForScreen(page);
    await expectNoSeriousViolations(page, 'labels dialog');
    await dialog.getByRole('radio', { name: '62 × 29 mm label' }).check();
    let labels = await printed(page, 'labels-62x29');
    expect(labels.pages).toBe(3);
    expect(labels.width).toBeCloseTo(62 * MM_TO_PT, 0);
    expect(labels.height).toBeCloseTo(29 * MM_TO_PT, 0);
    expect(labels.text.match(new RegExp(f.label, 'g'))).toHaveLength(3);
    for (const n of [1, 2, 3]) expect(labels.text).toMatch(new RegExp(`${n} ?/ ?3`));
    expect(labels.flat).toContain(f.allergenWords.slice(0, 20));
    expect(labels.flat).toContain(f.outlet.name);
    expect(labels.text).not.toContain('Kitchen ticket');
    expectNoChrome(labels.text);

    await dialog.getByRole('radio', { name: '62 × 29 mm label' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: '4 × 6 in label' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Print 3 labels' })).toBeFocused();
    await expectPrintDialog(page, () => page.keyboard.press('Enter'));
    labels = await printed(page, 'labels-4x6');
    expect(labels.pages).toBe(3);
    expect([labels.width, labels.height]).toEqual([288, 432]);
    expect(labels.flat).toContain(f.allergenWords);
    expectNoChrome(labels.text);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('production sheet', async () => {
    await page.goto(`/production?from=${f.day}&to=${f.day}&outlet=${f.outlet.id}`);
    await expect(page.getByTestId('production-product').first()).toBeVisible();
    await expectPrintDialog(page, () => page.getByRole('button', { name: 'Print', exact: true }).click());
    const sheet = await printed(page, 'production');
    expect(sheet.text).toContain('Production sheet');
    expect(sheet.flat).toContain(f.product);
    expect(sheet.text).toContain('Variations and addons');
    expect([Math.round(sheet.width), Math.round(sheet.height)]).toEqual([595, 842]);
    expectNoChrome(sheet.text);
    expect(sheet.text).not.toContain('Statuses');
  });

  await test.step('delivery manifest, opened from the production sheet', async () => {
    await page.getByRole('link', { name: 'Delivery manifest' }).click();
    await expect(page).toHaveURL(new RegExp(`/print/manifest\\?outlet=${f.outlet.id}&date=${f.day}$`));
    const preview = page.getByRole('region', { name: 'Manifest preview' });
    await expect(preview.getByText(f.label)).toBeVisible();
    await waitForScreen(page);
    await expectNoSeriousViolations(page, 'manifest');
    await expectPrintDialog(page, () => page.getByRole('button', { name: 'Print', exact: true }).click());
    const manifest = await printed(page, 'manifest');
    expect(manifest.flat).toContain(`Delivery manifest · ${f.outlet.name}`);
    expect(manifest.flat).toContain(`12:30 pm · ${f.label} · E2E print lunch`);
    expect(manifest.text).toContain('Bliss Street, Building 7');
    expect(manifest.text).toContain('+961 3 555 010');
    expect(manifest.text).toMatch(/\$[\d,.]+ · Cash/);
    expect(manifest.flat).toContain(`2 × ${f.product}`);
    expect(manifest.text).toContain('Received by');
    expect([Math.round(manifest.width), Math.round(manifest.height)]).toEqual([595, 842]);
    expectNoChrome(manifest.text);
    expect(manifest.text).not.toMatch(/^\s*Outlet\s*$/m);
  });
});
