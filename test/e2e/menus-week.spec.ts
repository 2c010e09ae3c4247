import type { Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expect, clickOnFrozenClock, freezeClock, test, untilVisibleOnFrozenClock } from './support';
import { api, LOAD, shot, unique } from './menus-orders-support';

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

  // The undo window of the removal below runs on the page's clock, frozen while it shows.
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
  // The spec's text is the whole title; the skipped holidays are told on a line of their own.
  await expect(page.getByText('Menu Items Created Successfully!', { exact: true }).last()).toBeVisible(LOAD);
  await expect(page.getByText('2 holidays skipped: the outlet is closed then.', { exact: true }).last()).toBeVisible();
  await expect(modal).toBeHidden();

  // The menu opens on its Menu Items table; the week grid is the other view.
  await expect(page.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Menu Items' }).getByText('10 menu items in total')).toBeVisible(LOAD);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week' }).click();
  // The week view: 7 day columns, Friday and Sunday closed, the 5 open days filled.
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
  await freezeClock(page);
  await clickOnFrozenClock(page, page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
  // Its countdown shows in a toast outside the drawer, which the open drawer hides from the accessibility tree.
  await untilVisibleOnFrozenClock(
    page,
    page.getByRole('timer', { includeHidden: true }).filter({ hasText: /^You have [1-5] seconds to undo$/ }),
  );
  // The grid is back in the accessibility tree once the confirmation has left, which takes page time too.
  await untilVisibleOnFrozenClock(page, grid(page).getByRole('button', { name: `Add ${names[0]} on ${open[0]}` }));
  await page.clock.fastForward(5_000);
  await page.clock.resume();
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

  // The week grid, once chosen, is what the menu opens on next time; the table is one click away.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible(LOAD);
  await expect(grid(page)).toBeVisible(LOAD);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table', { name: 'Menu Items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Menu Items' }).getByText('10 menu items in total')).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the week reads a day at a time: every day reachable, nothing scrolls sideways', async ({ page, request }) => {
    const outlet = (
      await api(request, '/outlets/add', {
        method: 'POST',
        data: { name: unique('E2E Phone Week Outlet'), holidays: [0], time_zone: ZONE },
      })
    ).data;
    const menu = (
      await api(request, '/menus/add', { method: 'POST', data: { name: unique('E2E Phone Week'), outlet: outlet.id } })
    ).data;
    const product = (await api(request, '/products?status=publish&per_page=1&order_by=name')).data.results[0];
    const week = thisWeek();
    const friday = week[4];
    await api(request, '/menu-items/add', {
      method: 'POST',
      data: { menu: menu.id, product: product.id, date: friday },
    });

    await page.addInitScript(() => localStorage.setItem('menu-items-view', 'week'));
    await page.goto(`/menus/${menu.id}`);
    const days = page.getByRole('group', { name: 'Day' });
    await expect(days.getByRole('button')).toHaveCount(7, LOAD);
    // No seven-column table, and nothing wider than the screen.
    await expect(grid(page)).toHaveCount(0);
    const overflow = await page
      .getByRole('region', { name: 'Menu Items' })
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every day's button is on screen, Friday and the closed Sunday included.
    for (const date of [friday, week[6]]) {
      const button = days.getByRole('button', { name: new RegExp(DateTime.fromISO(date).toFormat('cccc dd/LL')) });
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await expect(days.getByRole('button', { name: /, closed$/ })).toHaveCount(1);

    // Friday: the product is on; Thursday: one tap adds it.
    await days.getByRole('button', { name: new RegExp(DateTime.fromISO(friday).toFormat('cccc')) }).click();
    await expect(page.getByRole('button', { name: `Remove ${product.name} on ${friday}` })).toBeInViewport(LOAD);
    await days.getByRole('button', { name: new RegExp(DateTime.fromISO(week[3]).toFormat('cccc')) }).click();
    await page.getByRole('button', { name: `Add ${product.name} on ${week[3]}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${product.name} on ${week[3]}` })).toBeVisible(LOAD);
    const items = (await api(request, `/menu-items?menu=${menu.id}&per_page=100`)).data.results as Array<{
      date: string;
    }>;
    expect(items.map((i) => i.date).sort()).toEqual([week[3], friday]);
    await shot(page, 'menu-week-days');
  });
});
