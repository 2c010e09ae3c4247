import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, freezeClock, test, untilVisibleOnFrozenClock } from './support';
import { api, EXPORT_MESSAGE, LOAD, mailsWith, shot, shown, unique } from './menus-orders-support';

/**
 * Menus (issue 5); orders are in menus-orders.spec.ts. Every test works on a menu it creates itself with a
 * unique name (two workers share one demo database). No sleeps: every step waits on a condition.
 */
test.describe.configure({ timeout: 180_000 });

/** Monday and Sunday of this week in `zone`, YYYY-MM-DD. */
function weekIn(zone: string): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

async function newMenu(request: APIRequestContext): Promise<{ id: number; name: string; zone: string }> {
  const name = unique('E2E Menu');
  // An outlet open every day: generation skips an outlet's holidays (menus-week.spec.ts covers those).
  const outlets = (await api(request, '/outlets?per_page=100')).data.results;
  const outlet = outlets.find((o: { holidays: number[] }) => !o.holidays.length);
  const created = await api(request, '/menus/add', { method: 'POST', data: { name, outlet: outlet.id } });
  return { id: created.data.id as number, name, zone: outlet.time_zone as string };
}

const itemsTable = (page: Page) => page.getByRole('table', { name: 'Menu Items' });
const itemRows = (page: Page) => itemsTable(page).getByRole('row');
const itemsTotal = (page: Page) =>
  page.getByRole('region', { name: 'Menu Items' }).getByText(/^\d+ menu items in total$/);

test.describe('menus', () => {
  // A menu opens on its paged Menu Items table, as these tests read it (the week grid is in menus-week.spec.ts).
  test('Add Menu Items: this week by default, 12 a page, Select All, the selected drawer', async ({
    page,
    request,
  }) => {
    const menu = await newMenu(request);
    const publishedCount = async () =>
      (await api(request, '/products?status=publish&per_page=1')).data.meta.total_count as number;
    const published = await publishedCount();
    await page.goto(`/menus/${menu.id}`);
    await expect(page.getByText('No menu items')).toBeVisible(LOAD);
    await page.getByRole('button', { name: 'Add Menu Items' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Menu Items' });
    const cards = modal.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(12, LOAD);

    // Monday to Sunday of the current week in the outlet's time zone, shown DD/MM/YYYY.
    const week = weekIn(menu.zone);
    await expect(modal.getByRole('combobox', { name: 'From' })).toHaveValue(shown(week.from));
    await expect(modal.getByRole('combobox', { name: 'To' })).toHaveValue(shown(week.to));
    // The total is the published products' count when the modal asked; the other worker may publish one meanwhile.
    const totalText = modal.getByText(/^\d+ products in total$/);
    await expect(totalText).toBeVisible();
    const total = Number((await totalText.textContent())?.match(/^\d+/)?.[0]);
    const later = await publishedCount();
    expect(total).toBeGreaterThanOrEqual(Math.min(published, later));
    expect(total).toBeLessThanOrEqual(Math.max(published, later));
    await expect(modal.getByText('0 products × 7 days')).toBeVisible();

    await modal.getByRole('button', { name: 'Select All' }).click();
    await expect(modal.getByRole('button', { name: 'Selected Products (12)' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Select All' })).toBeDisabled();
    await modal.getByRole('button', { name: 'Next page' }).click();
    await expect(modal.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(Math.min(12, published - 12));
    await expect(cards.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Select All' }).click();
    const picked = 12 + Math.min(12, published - 12);
    await expect(modal.getByRole('button', { name: `Selected Products (${picked})` })).toBeVisible();
    await shot(page, 'add-menu-items');

    await modal.getByRole('button', { name: `Selected Products (${picked})` }).click();
    const drawer = page.getByRole('dialog', { name: 'Selected Products' });
    await expect(drawer.getByRole('listitem')).toHaveCount(picked);
    await shot(page, 'add-menu-items-selected');
    await drawer
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(drawer.getByRole('listitem')).toHaveCount(picked - 1);
    await drawer.getByRole('button', { name: 'Close selected products' }).click();
    await expect(modal.getByRole('button', { name: `Selected Products (${picked - 1})` })).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    expect((await api(request, `/menu-items?menu=${menu.id}`)).data.meta.total_count).toBe(0);
  });

  test('generate a week for two products (one removed from the selection first): 14 rows, paged; export the menu', async ({
    page,
    request,
  }) => {
    const since = Date.now();
    const menu = await newMenu(request);
    await page.goto(`/menus/${menu.id}`);
    // The Menu Info card: outlet editable, created date.
    const info = page.getByRole('region', { name: 'Menu Info' });
    await expect(info.getByRole('combobox', { name: 'Outlet' })).toBeEnabled(LOAD);
    await expect(info.getByText(/^\d{2}\/\d{2}\/\d{4} at \d{2}:\d{2} (am|pm)( \(Asia\/Beirut\))?$/)).toBeVisible();
    await expect(page.getByText('No menu items')).toBeVisible();

    await page.getByRole('button', { name: 'Add Menu Items' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Menu Items' });
    await expect(modal.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12, LOAD);
    const adds = modal.getByRole('button', { name: /^Add / });
    const names: string[] = [];
    for (let k = 0; k < 3; k++) {
      const label = (await adds.first().getAttribute('aria-label'))!;
      names.push(label.replace(/^Add /, ''));
      await adds.first().click();
      await expect(modal.getByRole('button', { name: `Selected Products (${k + 1})` })).toBeVisible();
    }
    await modal.getByRole('button', { name: 'Selected Products (3)' }).click();
    const selectedDrawer = page.getByRole('dialog', { name: 'Selected Products' });
    await selectedDrawer.getByRole('button', { name: `Remove ${names[2]}` }).click();
    await selectedDrawer.getByRole('button', { name: 'Close selected products' }).click();
    await expect(modal.getByRole('button', { name: 'Selected Products (2)' })).toBeVisible();
    await expect(modal.getByText('2 products × 7 days')).toBeVisible();
    await modal.getByRole('button', { name: 'Create Menu Items' }).click();
    await expect(page.getByText('Menu Items Created Successfully!').last()).toBeVisible(LOAD);
    await expect(modal).toBeHidden();

    // 14 items: 10 on the first page, all 14 at 20 a page.
    await expect(itemsTotal(page)).toHaveText('14 menu items in total', LOAD);
    await expect(itemRows(page)).toHaveCount(11);
    await page.getByRole('region', { name: 'Menu Items' }).getByLabel('Rows per page').selectOption('20');
    await expect(itemRows(page)).toHaveCount(15);
    const listed = (await api(request, `/menu-items?menu=${menu.id}&per_page=100`)).data;
    expect(listed.meta.total_count).toBe(14);
    const products = new Set((listed.results as { product: { name: string } }[]).map((i) => i.product.name));
    expect([...products].sort()).toEqual([names[0], names[1]].sort());
    await shot(page, 'menu-detail');

    // The same date-range control filters the items (one day: 2 rows); clearing shows all again.
    const week = weekIn(menu.zone);
    const range = page.getByRole('region', { name: 'Menu Items' }).getByRole('group', { name: 'Date range' });
    const from = range.getByRole('combobox', { name: 'From' });
    await from.fill(shown(week.from));
    await from.blur();
    await expect(range.getByRole('combobox', { name: 'To' })).toHaveValue(shown(week.from));
    await expect(itemsTotal(page)).toHaveText('2 menu items in total');
    await expect(itemRows(page)).toHaveCount(3);
    await range.getByRole('button', { name: 'Clear dates' }).click();
    await expect(itemsTotal(page)).toHaveText('14 menu items in total');

    await page.getByRole('button', { name: 'Export Menu' }).click();
    await expect(page.getByText(EXPORT_MESSAGE).first()).toBeVisible();
    await expect.poll(() => mailsWith(since, 'your menu-items export'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  });

  test('bulk delete with Undo, then for real after the countdown', async ({ page, request }) => {
    const menu = await newMenu(request);
    const products = await api(request, '/products?status=publish&per_page=2');
    const today = new Date().toISOString().slice(0, 10);
    await api(request, '/menu-items/generate', {
      method: 'POST',
      data: {
        menu_id: menu.id,
        start_date: today,
        end_date: today,
        product_ids: products.data.results.map((p: { id: number }) => p.id),
      },
    });
    await page.clock.install();
    await page.goto(`/menus/${menu.id}`);
    await expect(itemRows(page)).toHaveCount(3, LOAD);
    // Frozen: the 5 s undo window lasts 5 s of page time however slow the machine is (support.ts).
    await freezeClock(page);
    const untilVisible = (target: Locator) => untilVisibleOnFrozenClock(page, target);
    const confirmDelete = async () => {
      await itemsTable(page).getByRole('checkbox', { name: 'Select all rows' }).click();
      // The count shows in the selection bar; the button reads exactly 'Delete Selected'.
      const bulk = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bulk.getByText('2 selected', { exact: true })).toBeVisible();
      await bulk.getByRole('button', { name: 'Delete Selected', exact: true }).click();
      const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Delete' });
      await untilVisible(confirm);
      await confirm.click();
      await untilVisible(page.getByRole('timer').filter({ hasText: /^You have [1-5] seconds to undo$/ }));
    };

    await confirmDelete();
    await expect(itemRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(itemRows(page)).toHaveCount(3);
    await page.clock.runFor(6_000);
    await expect(itemRows(page)).toHaveCount(3);
    expect((await api(request, `/menu-items?menu=${menu.id}`)).data.meta.total_count).toBe(2);

    await confirmDelete();
    // Nothing is sent while the countdown runs.
    expect((await api(request, `/menu-items?menu=${menu.id}`)).data.meta.total_count).toBe(2);
    await page.clock.runFor(6_000);
    await expect.poll(async () => (await api(request, `/menu-items?menu=${menu.id}`)).data.meta.total_count).toBe(0);
    await page.clock.resume();
    await expect(page.getByText('No menu items')).toBeVisible(LOAD);
  });

  test.describe(() => {
    test.use({ role: 'manager' });
    for (const width of [1440, 390]) {
      test(`screens at ${width} px: menus list, menu detail, Add Menu Items`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        const menus = await api(request, '/menus?per_page=1&order_by=id&order=ASC');
        await page.goto('/menus');
        // Other tests add menus, so the first menu by id may be on a later page: any menu row will do.
        await expect(page.getByRole('link', { name: /^Week of / }).first()).toBeVisible(LOAD);
        await shot(page, 'menus-list');
        await page.goto(`/menus/${menus.data.results[0].id}`);
        await expect(itemsTable(page)).toBeVisible(LOAD);
        await expect(page.getByRole('region', { name: 'Menu Info' })).toBeVisible();
        await shot(page, 'menu-detail');
        await page.getByRole('button', { name: 'Add Menu Items' }).click();
        const modal = page.getByRole('dialog', { name: 'Add Menu Items' });
        await expect(modal.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12, LOAD);
        await shot(page, 'add-menu-items');
      });
    }
  });
});
