import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * The kitchen board's header keeps its controls (sound, refresh time, Full screen, Refresh) on one row: at
 * 1440 px with their words, at 1024 px (a tablet with the sidebar open) with Full screen and Refresh folded to
 * icon buttons that keep their names.
 */
const LOAD = { timeout: 30_000 };

test.use({ role: 'kitchen' });

async function openBoard(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/kitchen-orders');
  await expect(page.getByRole('status').filter({ hasText: /refreshed/i })).toBeVisible(LOAD);
  return page.locator('header').filter({ has: page.getByRole('heading', { name: 'Kitchen Orders' }) });
}

/** The top of each of the header's buttons, rounded: one value when they share a row. */
const buttonRows = (header: ReturnType<Page['locator']>) =>
  header
    .getByRole('button')
    .evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().top)))]);

for (const { width, words } of [
  { width: 1440, words: true },
  { width: 1024, words: false },
]) {
  test(`at ${width} px the board header's buttons share one row`, async ({ page }) => {
    const header = await openBoard(page, width);
    const refresh = header.getByRole('button', { name: 'Refresh' });
    const fullScreen = header.getByRole('button', { name: 'Full screen' });
    await expect(refresh).toBeVisible();
    await expect(fullScreen).toBeVisible();
    await expect(header.getByRole('button', { name: /sound/ })).toBeVisible();
    await expect.poll(() => buttonRows(header)).toHaveLength(1);
    if (words) {
      await expect(refresh).toHaveText('Refresh');
      await expect(fullScreen).toHaveText('Full screen');
    } else {
      await expect(refresh).toHaveText('');
      await expect(fullScreen).toHaveText('');
    }
    // The page does not scroll sideways.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
  });
}
