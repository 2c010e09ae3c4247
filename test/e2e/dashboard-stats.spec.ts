import fs from 'node:fs';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-support';
import { api } from './resources/kit';
import { expect, test } from './support';

/**
 * The dashboard's day in figures shows what GET /stats/day and GET /stats/top-products answer: the orders
 * per status, the on-time rates, the accepted-to-ready minutes, and the charts' figures in their tables for
 * screen readers; the kitchen (which may not list orders) sees the greeting and quick links only.
 * No serious axe violation with the charts in, at 1440 and 390 px; screenshots at 1440, 1024 and 390 px.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

const apiGet = async (request: APIRequestContext, path: string) => (await api(request, path)).data;

const rate = (r: { rate: number | null }) => (r.rate === null ? '–' : `${Math.round(r.rate * 100)}%`);
const minutes = (m: number | null) => (m === null ? '–' : `${Math.round(m)} min`);

/** The rows of a table as text cells, header row left out. */
async function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));
}

test('the dashboard shows the figures of the stats API, and its charts', async ({ page, request }) => {
  test.setTimeout(30_000);
  const [day, top, settings] = await Promise.all([
    apiGet(request, '/stats/day'),
    apiGet(request, '/stats/top-products'),
    apiGet(request, '/misc/settings'),
  ]);
  const label = (status: string) =>
    (settings.order_statuses as { value: string; label: string }[]).find((o) => o.value === status)!.label;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Today' });
  const orders = today.getByRole('group', { name: 'Orders today' });
  await expect(orders).toContainText(String(day.total));
  const statuses = orders.getByRole('list', { name: 'Orders today by status' }).getByRole('listitem');
  await expect(statuses).toHaveText(
    day.by_status.map((s: { status: string; count: number }) => `${label(s.status)}: ${s.count}`),
  );
  await expect(today.getByRole('group', { name: 'On time today' })).toContainText(rate(day.on_time.today));
  await expect(today.getByRole('group', { name: 'On time this week' })).toContainText(rate(day.on_time.week));
  await expect(today.getByRole('group', { name: 'Accepted to ready today' })).toContainText(
    minutes(day.prep_minutes.today.average_minutes),
  );

  const hourly = today.getByRole('table', { name: /^Orders per hour/ });
  const busy = day.hourly.filter((h: { today: number; last_week: number }) => h.today || h.last_week);
  expect(busy.length).toBeGreaterThan(0);
  expect(await bodyRows(hourly)).toEqual(
    busy.map((h: { hour: number; today: number; last_week: number }) => [
      `${String(h.hour).padStart(2, '0')}:00`,
      String(h.today),
      String(h.last_week),
    ]),
  );
  const products = today.getByRole('table', { name: /^Top products this week/ });
  expect(top.results.length).toBeGreaterThan(0);
  await expect(products.locator('tbody tr')).toHaveCount(top.results.length);
  expect(await bodyRows(products)).toEqual(
    top.results.map((p: { product: { name: string }; quantity: number }) => [p.product.name, String(p.quantity)]),
  );

  // The charts load after the figures, in a chunk of their own.
  for (const name of ['Orders per hour', 'Top products this week'])
    await expect(today.getByRole('group', { name }).locator('svg').first()).toBeVisible();

  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 1024, 390]) {
    // Tall enough to hold the whole dashboard, which scrolls inside the shell.
    await page.setViewportSize({ width, height: width < 768 ? 2600 : 1500 });
    await expect(page.locator('.fui-Skeleton')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png` });
    // With the charts in (axe.spec.ts checks the route as it first settles).
    if (width !== 1024) await expectNoSeriousViolations(page, `dashboard with charts @${width}`);
  }
});

test.describe(() => {
  test.use({ role: 'kitchen' });
  test('the kitchen, which may not list orders, sees no figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Today' })).toHaveCount(0);
  });
});
