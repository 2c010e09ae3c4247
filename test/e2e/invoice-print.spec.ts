import type { APIRequestContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { newBrowserIn, signInThroughForm } from './languages-support';
import { API, token, unique } from './resources/kit';
import { expect, test } from './support';

/**
 * The invoice document (issue 31 item 3): an issued invoice of last month opened at /print/invoice/:id, seen as
 * it prints at 1440 and 390 px and on A4 (Chromium's print to PDF, read back with pdftotext), and the server's
 * own PDF of it (`GET /invoices/pdf/{id}`). PNGs go to $E2E_PRINT_SHOTS_DIR (default /tmp/shots) for a look.
 */
const ZONE = 'Asia/Beirut';
const SHOTS = process.env.E2E_PRINT_SHOTS_DIR ?? '/tmp/shots';
/** Words of the shell that must never reach paper. */
const CHROME = ['Organizations', 'Kitchen Staff', 'Dashboard', 'Print'];

interface Issued {
  id: number;
  number: string;
  client: string;
  total: string;
}

/** A GET, or a POST with `data` (null: a POST with no body, as issuing takes). */
async function call(request: APIRequestContext, path: string, data?: object | null) {
  const headers = { authorization: `Bearer ${await token(request)}` };
  const res =
    data === undefined
      ? await request.get(`${API}${path}`, { headers })
      : await request.post(`${API}${path}`, { headers, ...(data ? { data } : {}) });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).data;
}

/** An organization with billing details, two delivered orders on account last month, billed and issued. */
async function issuedInvoice(request: APIRequestContext): Promise<Issued> {
  const client = unique('E2E Zeta Bank');
  const org = await call(request, '/organizations/add', {
    name: client,
    address: 'Riad El Solh Street, Beirut',
    billing_email: 'ap@zeta.test',
    tax_number: 'LB-778899',
  });
  const product = await call(request, '/products/add', {
    name: unique('E2E Invoice Mezze'),
    price: 12.5,
    status: 'publish',
  });
  const lastMonth = DateTime.now().setZone(ZONE).minus({ months: 1 });
  for (const [day, quantity] of [
    [5, 8],
    [19, 3],
  ]) {
    const order = await call(request, '/orders/add', {
      name: `Board lunch ${day}`,
      organization: org.id,
      payment_method: 'on_account',
      status: 'pending',
      date: lastMonth.set({ day, hour: 12, minute: 0 }).toUTC().toISO(),
    });
    await call(request, '/order-items/add', { order: order.id, product: product.id, quantity });
    await call(request, `/orders/update/${order.id}`, { status: 'delivered' });
  }
  const draft = await call(request, '/invoices/generate', {
    organization: org.id,
    from: lastMonth.startOf('month').toISODate(),
    to: lastMonth.endOf('month').toISODate(),
  });
  const invoice = await call(request, `/invoices/issue/${draft.id}`, null);
  // 11 × 12.50 = 137.50, VAT 11 % = 15.125 → 15.13, total 152.63.
  expect(invoice.total).toBe(152.63);
  return { id: invoice.id, number: invoice.number, client, total: '$152.63' };
}

function pdfFacts(pdf: Buffer, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const file = `${SHOTS}/${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, `${SHOTS}/${name}`]);
  const info = execFileSync('pdfinfo', [file]).toString();
  const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  return { text, width: Number(w), height: Number(h) };
}

async function openInvoice(page: Page, invoice: Issued) {
  await page.goto(`/print/invoice/${invoice.id}`);
  const preview = page.getByRole('region', { name: 'Invoice as printed' });
  await expect(preview.getByRole('article', { name: `Invoice ${invoice.number}` })).toBeVisible({ timeout: 20_000 });
  return preview;
}

test('an issued invoice opens at /print/invoice/:id and prints on A4; the server writes the same PDF', async ({
  page,
  request,
}) => {
  const invoice = await issuedInvoice(request);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 1000 : 844 });
    const preview = await openInvoice(page, invoice);
    for (const text of [invoice.number, invoice.client, 'ap@zeta.test', 'Tax number LB-778899', invoice.total])
      await expect(preview).toContainText(text);
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/invoice-print-${width}.png`, fullPage: true });
    // The sheet never spills out of the page sideways at the screen's width (it scrolls inside its paper).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // A4-ish window, then print media: only the invoice reaches paper, on A4.
  await page.setViewportSize({ width: 794, height: 1123 });
  await openInvoice(page, invoice);
  await page.screenshot({ path: `${SHOTS}/invoice-print-a4.png` });
  await page.emulateMedia({ media: 'print' });
  const printed = pdfFacts(await page.pdf({ preferCSSPageSize: true, printBackground: true }), 'invoice-printed');
  await page.emulateMedia({ media: 'screen' });
  expect([Math.round(printed.width), Math.round(printed.height)]).toEqual([595, 842]);
  for (const text of [invoice.number, invoice.client, invoice.total, 'Bill to', 'Subtotal', 'VAT 11%'])
    expect(printed.text).toContain(text);
  for (const chrome of CHROME) expect(printed.text).not.toContain(chrome);

  // The server's PDF of the same invoice.
  const res = await request.get(`${API}/invoices/pdf/${invoice.id}`, {
    headers: { authorization: `Bearer ${await token(request)}` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const server = pdfFacts(await res.body(), 'invoice-server');
  expect([Math.round(server.width), Math.round(server.height)]).toEqual([595, 842]);
  for (const text of [invoice.number, invoice.client, invoice.total]) expect(server.text).toContain(text);
});

test("in Arabic the invoice reads right to left, on screen, on paper and in the server's PDF", async ({
  browser,
  request,
}) => {
  const invoice = await issuedInvoice(request);
  const page = await newBrowserIn(browser, 'ar-LB');
  await page.goto('/login');
  await signInThroughForm(page, 'ar', 'manager@demo.test');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 1000 : 844 });
    await page.goto(`/print/invoice/${invoice.id}`);
    const doc = page
      .getByRole('region', { name: 'الفاتورة كما تُطبع' })
      .getByRole('article', { name: `فاتورة ${invoice.number}` });
    await expect(doc).toBeVisible({ timeout: 20_000 });
    await expect(doc).toHaveAttribute('dir', 'rtl');
    await expect(doc).toContainText('الإجمالي');
    await expect(doc).toContainText(invoice.total);
    await page.screenshot({ path: `${SHOTS}/invoice-print-ar-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  const printed = pdfFacts(await page.pdf({ preferCSSPageSize: true, printBackground: true }), 'invoice-printed-ar');
  // Chromium's PDF gives its shaped Arabic back to pdftotext letter by letter: the Latin parts are read here,
  // the Arabic is looked at in the PNG.
  for (const text of [invoice.number, invoice.total, 'LB-778899']) expect(printed.text).toContain(text);
  expect([Math.round(printed.width), Math.round(printed.height)]).toEqual([595, 842]);
  await page.context().close();

  const res = await request.get(`${API}/invoices/pdf/${invoice.id}?language=ar`, {
    headers: { authorization: `Bearer ${await token(request)}` },
  });
  const server = pdfFacts(await res.body(), 'invoice-server-ar');
  for (const text of [invoice.number, invoice.client, invoice.total, 'فاتورة', 'الإجمالي'])
    expect(server.text).toContain(text);
});
