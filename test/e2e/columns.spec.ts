import type { Locator, Page } from '@playwright/test';
import { api, expect, PAGE_LOAD, test, unique } from './resources/kit';

/**
 * Every list shows its columns where staff can see them: at 1440 px with the sidebar open every column the
 * spec names is in view, uncovered, with no sideways scrolling; at 1024 px the lower-priority columns fold
 * away, the Columns chooser says how many and shows one again, and the choice survives a reload.
 */
const LISTS: { path: string; label: string; columns: string[]; extras?: string[] }[] = [
  { path: '/organizations', label: 'Organizations', columns: ['Name', 'Email', 'Address', 'Date Created'] },
  {
    path: '/outlets',
    label: 'Outlets',
    columns: [
      'Name',
      'Organization',
      'Special Code',
      'Opening Hours From',
      'Opening Hours To',
      'Time Zone',
      'Phone Number',
      'Address',
    ],
  },
  {
    path: '/employees',
    label: 'Employees',
    columns: ['Full Name', 'Email', 'Phone Number', 'Organization', 'Outlet', 'Date Of Birth'],
  },
  {
    path: '/kitchen-staff',
    label: 'Kitchen Staff',
    columns: ['Full Name', 'Email', 'Phone Number', 'Outlet', 'Date Of Birth', 'Address'],
  },
  {
    path: '/users',
    label: 'Users',
    columns: ['Full Name', 'Email', 'Phone Number', 'Date Of Birth', 'Address', 'Role'],
  },
  {
    path: '/products',
    label: 'Products',
    columns: ['Name', 'Description', 'Price', 'Status', 'Addons', 'Allergens', 'Dietary', 'Stock Status', 'Category'],
    // Read in the drawer; shown when chosen.
    extras: ['Prep Minutes'],
  },
  {
    path: '/product-variations',
    label: 'Product Variations',
    columns: ['Product', 'Outlet', 'Stock Quantity', 'Price (USD)', 'Stock Status'],
  },
  { path: '/categories', label: 'Categories', columns: ['Name', 'Order', 'Prep Minutes', 'Status', 'Date Created'] },
  { path: '/addons', label: 'Addons', columns: ['Name', 'Type', 'Extra Charge (USD)', 'Date Created'] },
  { path: '/menus', label: 'Menus', columns: ['Name', 'Outlet', 'Date Created'] },
  {
    path: '/orders',
    label: 'Orders',
    columns: ['Order', 'Name', 'Status', 'Type', 'Outlet', 'Date', 'Total', 'Date Created'],
    // Beyond the spec's columns, shown only when chosen (they carry the production sheet's filters).
    extras: ['Organization', 'Items', 'Standing Order'],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A column's header by its exact title (a title can be the start of another: Date, Date Created). */
const header = (table: Locator, title: string) =>
  table.getByRole('columnheader').filter({ hasText: new RegExp(`^${escape(title)}$`) });

async function openList(page: Page, list: (typeof LISTS)[number]): Promise<Locator> {
  await page.goto(list.path);
  const table = page.getByRole('table', { name: list.label });
  await expect(table.locator('tbody tr').first()).toBeVisible(PAGE_LOAD);
  return table;
}

/** How far the table's own container scrolls sideways (0: it fits). */
const sidewaysScroll = (table: Locator) =>
  table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);

/**
 * The header is inside the viewport and the table's container, and the element at its centre belongs to it
 * (nothing, such as a pinned Actions column, lies over it).
 */
async function expectHeaderInView(page: Page, table: Locator, title: string) {
  const cell = header(table, title);
  await expect(cell, `${title} header`).toHaveCount(1);
  const result = await cell.evaluate((th) => {
    const box = th.getBoundingClientRect();
    const scroller = th.closest('table')!.parentElement!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      insideViewport: box.left >= 0 && box.right <= window.innerWidth + 0.5 && box.width > 0,
      insideCard: box.left >= scroller.left - 0.5 && box.right <= scroller.right + 0.5,
      uncovered: !!hit && th.contains(hit),
    };
  });
  expect(result, `${title} header`).toEqual({ insideViewport: true, insideCard: true, uncovered: true });
}

/** No cell value is cut: every cell's content fits its cell (badges, dates, names). */
async function expectNoClippedCells(table: Locator) {
  const clipped = await table.evaluate((el) =>
    [...el.querySelectorAll('tbody td')]
      .filter((td) => td.scrollWidth > td.clientWidth + 1)
      .map((td) => td.textContent?.trim()),
  );
  expect(clipped).toEqual([]);
}

test.describe('Lists at 1440 px with the sidebar open', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // Records as other suites and staff leave them: a long unbroken word in a name and a description, and
  // every allergen, still fit without sideways scrolling.
  test.beforeAll(async ({ request }) => {
    const word = 'Superlongunbrokenproductname'.repeat(2);
    await api(request, '/products/add', {
      method: 'POST',
      data: {
        name: unique(word),
        description: `${word}${word}`,
        price: 12.5,
        status: 'publish',
        allergens: ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts'],
        dietary: ['vegetarian', 'halal', 'spicy'],
      },
    });
  });

  for (const list of LISTS) {
    test(`${list.label}: every column in view, none under the actions`, async ({ page }) => {
      const table = await openList(page, list);
      const sidebar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      expect(sidebar!.width, 'the sidebar is open').toBeGreaterThan(200);
      expect(await sidewaysScroll(table)).toBeLessThanOrEqual(0);
      // Every spec column is shown; only the extras are counted as hidden.
      await expect(page.getByRole('button', { name: /^Columns/ })).toHaveText(
        list.extras ? `Columns (${list.extras.length} hidden)` : 'Columns',
      );
      for (const title of [...list.columns, 'Actions']) await expectHeaderInView(page, table, title);
      // The actions come after every column, not over them.
      const actions = (await header(table, 'Actions').boundingBox())!;
      for (const title of list.columns) {
        const box = (await header(table, title).boundingBox())!;
        expect(box.x + box.width, `${title} ends before Actions`).toBeLessThanOrEqual(actions.x + 0.5);
      }
      await expectNoClippedCells(table);
    });
  }
});

/**
 * The list's title and every button of its header sit on one row (exports fold behind More actions when
 * they would not fit), and the header reaches no further than the list's card.
 */
async function expectHeaderOnOneRow(page: Page, list: (typeof LISTS)[number]) {
  const header = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1, name: list.label }) });
  const rows = await header.evaluate((el) => {
    const centre = (node: Element) => {
      const box = node.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    };
    const buttons = [...el.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().width > 0);
    return {
      title: centre(el.querySelector('h1')!),
      buttons: buttons.map((b) => [b.getAttribute('aria-label') ?? b.textContent?.trim(), centre(b)]),
      right: Math.max(...buttons.map((b) => b.getBoundingClientRect().right)),
      width: el.getBoundingClientRect().right,
    };
  });
  expect(rows.buttons.length, 'header buttons').toBeGreaterThan(1);
  for (const [name, y] of rows.buttons)
    expect(Math.abs((y as number) - rows.title), `${name} on the title's row`).toBeLessThanOrEqual(2);
  expect(rows.right, 'the buttons end inside the header').toBeLessThanOrEqual(rows.width + 0.5);
  // What folded is one press away.
  const more = header.getByRole('button', { name: 'More actions' });
  if (await more.count()) {
    await more.click();
    await expect(page.getByRole('button', { name: /^Export/ }).first()).toBeVisible();
    await more.click();
    await expect(page.getByRole('button', { name: /^Export/ }).first()).toBeHidden();
  }
}

test.describe('Lists at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const list of LISTS) {
    test(`${list.label}: the header keeps to one row; the columns shown fit, the folded ones are named in the chooser`, async ({
      page,
    }) => {
      const table = await openList(page, list);
      expect(await sidewaysScroll(table)).toBeLessThanOrEqual(0);
      await expectHeaderOnOneRow(page, list);
      const chooser = page.getByRole('button', { name: /^Columns/ });
      const label = (await chooser.textContent())!;
      const hidden = Number(/\((\d+) hidden\)/.exec(label)?.[1] ?? 0);
      await chooser.click();
      const items = page.getByRole('menuitemcheckbox');
      await expect(items).toHaveCount(list.columns.length + (list.extras?.length ?? 0));
      for (const title of list.extras ?? []) {
        await expect(page.getByRole('menuitemcheckbox', { name: title, exact: true })).toHaveAttribute(
          'aria-checked',
          'false',
        );
        await expect(header(table, title)).toHaveCount(0);
      }
      for (const title of list.columns) {
        const item = page.getByRole('menuitemcheckbox', { name: title, exact: true });
        const shown = (await item.getAttribute('aria-checked')) === 'true';
        // Ticked exactly when its header is in the table, and then it is in view.
        await expect(header(table, title)).toHaveCount(shown ? 1 : 0);
      }
      await expect(page.getByRole('menuitemcheckbox', { checked: false })).toHaveCount(hidden);
      await page.keyboard.press('Escape');
      for (const title of list.columns)
        if (await header(table, title).count()) await expectHeaderInView(page, table, title);
    });
  }

  test('Products: a folded column is shown from the chooser and stays after a reload', async ({ page }) => {
    const list = LISTS.find((l) => l.path === '/products')!;
    const table = await openList(page, list);
    await expect(header(table, 'Dietary')).toHaveCount(0);
    const chooser = page.getByRole('button', { name: /^Columns \(\d+ hidden\)$/ });
    const before = Number(/\((\d+)/.exec((await chooser.textContent())!)![1]);
    expect(before).toBeGreaterThan(0);
    await chooser.click();
    await page.getByRole('menuitemcheckbox', { name: 'Dietary', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(header(table, 'Dietary')).toBeVisible();
    await expect(page.getByRole('button', { name: `Columns (${before - 1} hidden)` })).toBeVisible();

    await page.reload();
    await expect(table.locator('tbody tr').first()).toBeVisible(PAGE_LOAD);
    await expect(header(table, 'Dietary')).toBeVisible();
    await expectHeaderInView(page, table, 'Dietary');
    await expect(page.getByRole('button', { name: `Columns (${before - 1} hidden)` })).toBeVisible();

    // Reset brings back the width's default.
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('menuitem', { name: 'Reset columns' }).click();
    await expect(header(table, 'Dietary')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Columns (${before} hidden)` })).toBeVisible();
  });
});
