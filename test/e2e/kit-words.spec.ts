import type { Locator, Page } from '@playwright/test';
import { api, expect, PAGE_LOAD, search, shot, test, unique } from './resources/kit';

/**
 * What the kit says to people (issue 25): words wrap in tables without breaking, counts agree with their
 * noun, prices have two places, raw codes become words, the bulk action says why it waits, and the import
 * drop zone is named by what it shows.
 */

const LISTS: Array<[path: string, label: string]> = [
  ['/organizations', 'Organizations'],
  ['/outlets', 'Outlets'],
  ['/employees', 'Employees'],
  ['/kitchen-staff', 'Kitchen Staff'],
  ['/users', 'Users'],
  ['/products', 'Products'],
  ['/product-variations', 'Product Variations'],
  ['/categories', 'Categories'],
  ['/addons', 'Addons'],
  ['/menus', 'Menus'],
  ['/orders', 'Orders'],
];

/** Words of a table's cells that the layout split over two lines (addresses of mail may break anywhere). */
function brokenWords(table: Locator): Promise<string[]> {
  return table.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el.querySelector('tbody')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('a[href^="mailto:"]')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function openList(page: Page, path: string, label: string): Promise<Locator> {
  await page.goto(path);
  const table = page.getByRole('table', { name: label });
  await expect(table.locator('tbody tr').first()).toBeVisible(PAGE_LOAD);
  return table;
}

for (const width of [1440, 1024, 390]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('every list wraps its cells between words, never inside one', async ({ page }) => {
      test.setTimeout(180_000);
      for (const [path, label] of LISTS) {
        const table = await openList(page, path, label);
        if (width === 1440) {
          const sidebar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
          expect(sidebar!.width, 'the sidebar is open').toBeGreaterThan(200);
        }
        expect(await brokenWords(table), `${label} at ${width} px`).toEqual([]);
        await shot(page, `kit-words-${path.slice(1)}`);
      }
    });
  });
}

test.describe('words and numbers', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a long word is cut with an ellipsis and shown whole in a tooltip; a total of one says 'product'", async ({
    page,
    request,
  }) => {
    const name = unique('Supercalifragilisticexpialidocious');
    await api(request, '/products/add', { method: 'POST', data: { name, price: 6.5, status: 'publish' } });
    const table = await openList(page, '/products', 'Products');
    await search(page, name);
    await expect(table.locator('tbody tr')).toHaveCount(1, PAGE_LOAD);
    await expect(page.getByText('1 product in total', { exact: true })).toBeVisible();
    expect(await brokenWords(table)).toEqual([]);
    // The cut word itself carries the tooltip.
    await table.getByRole('link', { name }).getByText(name.split(' ')[0], { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(name);
  });

  test("a product variation's product reads 'name - price$' with two places", async ({ page, request }) => {
    const name = unique('Ayran');
    const product = (await api(request, '/products/add', { method: 'POST', data: { name, price: 6.5 } })).data;
    await api(request, '/product-variations/add', {
      method: 'POST',
      data: { product: product.id, price: 7, stock_quantity: 3 },
    });
    const table = await openList(page, '/product-variations', 'Product Variations');
    await search(page, name);
    await expect(table.getByRole('link', { name: `${name} - 6.50$`, exact: true })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('1 product variation in total', { exact: true })).toBeVisible();
  });

  test("Delete Selected waits, disabled, saying 'No Action/Rows Selected!' until a row is selected", async ({
    page,
  }) => {
    await openList(page, '/addons', 'Addons');
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    const button = bulk.getByRole('button', { name: 'Delete Selected' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveText('No Action/Rows Selected!');
    await page.getByRole('table', { name: 'Addons' }).getByRole('checkbox').nth(1).check();
    await expect(bulk.getByText('1 selected')).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();
    await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  });

  test('the import drop zone is named by the words it shows', async ({ page }) => {
    await openList(page, '/addons', 'Addons');
    const more = page.getByRole('button', { name: 'More actions' });
    if (await more.isVisible()) await more.click();
    await page.getByRole('button', { name: /^Import/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Records' });
    await expect(
      dialog.getByRole('button', { name: 'Drag a file here or click to browse', exact: true }),
    ).toBeVisible();
  });

  test("an outlet's History names holidays by their days", async ({ page, request }) => {
    const outlet = (
      await api(request, '/outlets/add', { method: 'POST', data: { name: unique('Verdun'), holidays: [0, 6] } })
    ).data;
    await api(request, `/outlets/update/${outlet.id}`, { method: 'POST', data: { holidays: [5] } });
    await page.goto(`/outlets/${outlet.id}`);
    const drawer = page.getByRole('dialog', { name: /^Outlet / });
    await drawer.getByRole('button', { name: 'History', exact: true }).click(PAGE_LOAD);
    const entries = drawer.getByRole('list', { name: 'History of this outlet' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'changed Holidays from “Sunday, Saturday” to “Friday”' })).toHaveCount(
      1,
      PAGE_LOAD,
    );
  });
});
