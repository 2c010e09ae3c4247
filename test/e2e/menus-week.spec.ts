import type { Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expect, test } from './support';
import { api, LOAD, unique } from './menus-orders-support';

/** Menus by the week: generation skips the outlet's holidays, and the week grid adds and removes in place. */
test.describe.configure({ timeout: 180_000 });

const ZONE = 'Asia/Beirut';

/** Monday … Sunday of this week in the outlet's zone, YYYY-MM-DD. */
function thisWeek(): string[] {
  const today = DateTime.now().setZone(ZONE).startOf('day');
  const monday = today.minus({ days: today.weekday - 1 });
  return Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()!);
}

const grid = (page: Page) => page.getByRole('table', { name: 'Menu week' });

test('a week for an outlet closed on Friday and Sunday: 5 days filled, add and remove in place', async ({
  page,
  request,
}) => {
  const outlet = (
    await api(request, '/outlets/add', {
      method: 'POST',
      data: { name: unique('E2E Week Outlet'), holidays: [5, 0], time_zone: ZONE },
    })
  ).data;
  const menu = (
    await api(request, '/menus/add', { method: 'POST', data: { name: unique('E2E Week'), outlet: outlet.id } })
  ).data;
  const week = thisWeek();
  const [friday, sunday] = [week[4], week[6]];
  const open = week.filter((d) => d !== friday && d !== sunday);

  // The undo window of the removal below runs on the page's clock, moved past it (time also flows).
  await page.clock.install();
  await page.goto(`/menus/${menu.id}`);
  await page.getByRole('button', { name: 'Add Menu Items' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Menu Items' });
  const adds = modal.getByRole('button', { name: /^Add / });
  await expect(adds.first()).toBeVisible(LOAD);
  const names: string[] = [];
  for (let k = 0; k < 2; k++) {
    names.push((await adds.first().getAttribute('aria-label'))!.replace(/^Add /, ''));
    await adds.first().click();
    await expect(modal.getByRole('button', { name: `Selected Products (${k + 1})` })).toBeVisible();
  }
  await expect(modal.getByText('2 products × 5 days (2 holidays skipped)')).toBeVisible();
  await modal.getByRole('button', { name: 'Create Menu Items' }).click();
  await expect(page.getByText('Menu Items Created Successfully! 2 holidays skipped.').last()).toBeVisible(LOAD);
  await expect(modal).toBeHidden();

  // The week view is the default: 7 day columns, Friday and Sunday closed, the 5 open days filled.
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  await expect(grid(page).getByRole('columnheader')).toHaveCount(8, LOAD);
  await expect(grid(page).getByRole('columnheader').filter({ hasText: 'Closed' })).toHaveCount(2);
  await expect(grid(page).getByRole('rowheader')).toHaveText([...names].sort((a, b) => a.localeCompare(b)));
  await expect(grid(page).getByRole('button', { name: /^Remove / })).toHaveCount(10);
  for (const name of names) {
    for (const date of open)
      await expect(grid(page).getByRole('button', { name: `Remove ${name} on ${date}` })).toBeVisible();
    for (const date of [friday, sunday])
      await expect(grid(page).getByRole('button', { name: `Add ${name} on ${date}` })).toBeVisible();
  }

  // Remove in place, after 'Are you sure?'; the delete is sent once its undo window has passed.
  await grid(page)
    .getByRole('button', { name: `Remove ${names[0]} on ${open[0]}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(grid(page).getByRole('button', { name: `Add ${names[0]} on ${open[0]}` })).toBeVisible();
  // Its countdown shows in a toast outside the drawer, which the open drawer hides from the accessibility tree.
  await expect(page.getByRole('timer', { includeHidden: true })).toHaveText(/^You have [1-5] seconds to undo$/);
  await page.clock.fastForward(5_000);
  await expect
    .poll(async () => (await api(request, `/menu-items?menu=${menu.id}&per_page=100`)).data.meta.total_count, {
      timeout: 20_000,
    })
    .toBe(9);

  // Add in place: straight onto the day, even a closed one.
  await grid(page)
    .getByRole('button', { name: `Add ${names[1]} on ${friday}` })
    .click();
  await expect(grid(page).getByRole('button', { name: `Remove ${names[1]} on ${friday}` })).toBeVisible(LOAD);
  const items = (await api(request, `/menu-items?menu=${menu.id}&per_page=100`)).data;
  expect(items.meta.total_count).toBe(10);
  expect(
    items.results.some(
      (i: { date: string; product: { name: string } }) => i.date === friday && i.product.name === names[1],
    ),
  ).toBe(true);

  // The list is still there.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table', { name: 'Menu Items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Menu Items' }).getByText('10 menu items in total')).toBeVisible();
});
