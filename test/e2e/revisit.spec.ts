import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * A browser that comes back to a page it has cached asks the server whether its copy is still good
 * (If-None-Match / If-Modified-Since) and, on a 304, merges the 304's headers into the copy. Those headers
 * must be the app's (its Content-Security-Policy lets the scripts run), else the page stays blank.
 */
const VISITS: { url: string; ready: (page: Page) => Locator }[] = [
  { url: '/', ready: (page) => page.getByRole('heading', { level: 1, name: /^Welcome back/ }) },
  { url: '/organizations', ready: (page) => page.getByRole('heading', { level: 1, name: 'Organizations' }) },
  { url: '/organizations/1', ready: (page) => page.getByRole('dialog', { name: /^Organization \S/ }) },
  { url: '/kitchen-orders', ready: (page) => page.getByRole('heading', { level: 1, name: 'Kitchen Orders' }) },
];

async function expectAppRunning(page: Page, ready: Locator) {
  // A fresh load fetches the app, its settings and the screen's record one after another: room for a busy machine.
  await expect(ready).toBeVisible({ timeout: 20_000 });
  // The signed-in shell (behind a drawer's modal layer on a drawer route, hence includeHidden).
  await expect(page.getByRole('button', { name: 'Account', includeHidden: true })).toBeAttached();
  await expect(page.getByText('This back-office needs JavaScript.')).toBeHidden();
}

test('reloading and re-opening pages keeps the app running (revalidated with the server)', async ({ page }) => {
  test.setTimeout(120_000);
  // Conditional requests the browser makes for pages (documents), to show the test really revalidates.
  const conditional: string[] = [];
  page.on('request', async (request) => {
    if (request.resourceType() !== 'document') return;
    const headers = await request.allHeaders();
    if (headers['if-none-match'] || headers['if-modified-since']) conditional.push(new URL(request.url()).pathname);
  });

  for (const { url, ready } of VISITS) {
    await page.goto(url);
    await expectAppRunning(page, ready(page));
    await page.reload();
    await expectAppRunning(page, ready(page));
    await page.goto(url);
    await expectAppRunning(page, ready(page));
  }
  // Every revisit of every page went back to the server with its validators.
  expect(new Set(conditional)).toEqual(new Set(VISITS.map((v) => v.url)));
});
