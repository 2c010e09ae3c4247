import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { API, token } from './resources/kit';
import { expect, test } from './support';

/**
 * The production sheet of the demo day equals what the orders say (summed here from the kitchen-orders
 * API, which embeds each order's items); a figure opens the orders that make it; the board's All day
 * panel sums the items of the cards it shows. Screenshots at desktop and phone sizes.
 */
const ZONE = 'Asia/Beirut';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/wt/shots/production';

interface Item {
  quantity: number;
  product: { id: number; name: string } | null;
  name: string;
  product_variation?: { id: number; name: string } | null;
  addons?: { id: number | null; name: string }[];
}
interface KitchenOrder {
  id: number;
  items: Item[];
}

/** Today's open orders in the kitchen's zone, with their items, read page by page from the API. */
async function todaysOpenOrders(request: APIRequestContext, query = ''): Promise<KitchenOrder[]> {
  const headers = { authorization: `Bearer ${await token(request)}` };
  const start = DateTime.now().setZone(ZONE).startOf('day');
  const range = `${start.toISO()},${start.plus({ days: 1 }).toISO()}`;
  const orders: KitchenOrder[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(
      `${API}/kitchen-orders?status_in=pending,processing&date_between=${encodeURIComponent(range)}&per_page=100&page=${page}${query}`,
      { headers },
    );
    expect(res.ok(), await res.text()).toBeTruthy();
    const body = await res.json();
    orders.push(...body.data.results);
    if (orders.length >= body.data.meta.total_count || !body.data.results.length) return orders;
  }
}

function totalsByProduct(orders: KitchenOrder[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const o of orders)
    for (const item of o.items) {
      const name = item.product?.name ?? item.name;
      totals.set(name, (totals.get(name) ?? 0) + item.quantity);
    }
  return totals;
}

/** What the line cooks make in one go: the quantity per product, variation and set of addons. */
function totalsByCombination(orders: KitchenOrder[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const o of orders)
    for (const item of o.items) {
      const addons = (item.addons ?? []).map((a) => a.id ?? a.name).sort();
      const key = [item.product?.name ?? item.name, item.product_variation?.id ?? '', addons.join('+')].join('|');
      totals.set(key, (totals.get(key) ?? 0) + item.quantity);
    }
  return totals;
}

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    // The layout at the new size is painted once two frames have passed (resize observers run before a frame).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The totals the sheet shows now, read at once: each product's name and its figure. */
async function shownTotals(sections: Locator): Promise<Map<string, number>> {
  const pairs = await sections.evaluateAll((all) =>
    all.map((section) => {
      const heading = section.querySelector('h2');
      return [heading?.querySelector('span')?.textContent ?? '', Number(heading?.querySelector('a')?.textContent)];
    }),
  );
  return new Map(pairs as [string, number][]);
}

const listed = (totals: Map<string, number>) => JSON.stringify([...totals].sort(([a], [b]) => a.localeCompare(b)));

test('the production sheet of the demo day sums its open orders, and a figure opens them', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Production' }).click();
  await expect(page).toHaveURL(/\/production$/);
  await expect(page.getByRole('heading', { name: 'Production', level: 1 })).toBeVisible();
  const sections = page.getByTestId('production-product');
  await expect(sections.first()).toBeVisible();

  // The other worker's tests add orders for today as this one runs; the sheet follows them (change events),
  // so the sheet, its subtitle's item count and the API are compared as of one moment: read again until they
  // agree (the count, read on its own afterwards, had once moved on).
  let expected = new Map<string, number>();
  const subtitle = page.getByRole('status').filter({ hasText: / items? · / });
  await expect
    .poll(async () => {
      expected = totalsByProduct(await todaysOpenOrders(page.request));
      const shown = await shownTotals(sections);
      const count = [...expected.values()].reduce((a, b) => a + b, 0);
      const items = `${count} ${count === 1 ? 'item' : 'items'}`;
      const said = (await subtitle.textContent()) ?? '';
      return listed(shown) === listed(expected) && said.includes(` ${items} `)
        ? 'same'
        : `sheet ${listed(shown)} (${said}), API ${listed(expected)} (${items})`;
    })
    .toBe('same');
  expect(expected.size).toBeGreaterThan(0);

  // Each breakdown adds up to the product's total: every section read at one moment, as the sheet follows
  // the other worker's orders.
  const BREAKDOWNS = ['Variations and addons', 'Outlets', 'Due hours'];
  const sums = await sections.evaluateAll(
    (all, captions) =>
      all.map((section) => ({
        total: Number(section.querySelector('h2 a')?.textContent),
        breakdowns: captions.map((caption) =>
          [...(section.querySelector(`table[aria-label="${caption}"]`)?.querySelectorAll('a') ?? [])]
            .map((link) => Number(link.textContent))
            .reduce((a, b) => a + b, 0),
        ),
      })),
    BREAKDOWNS,
  );
  for (const { total, breakdowns } of sums) expect(breakdowns).toEqual(BREAKDOWNS.map(() => total));
  await shoot(page, 'production');

  // The product's total opens the orders holding it: the same orders the API counted.
  const [name] = [...expected.keys()].sort();
  const orders = await todaysOpenOrders(page.request);
  const holding = orders.filter((o) => o.items.some((i) => (i.product?.name ?? i.name) === name));
  const section = sections.filter({ has: page.getByRole('heading', { name, level: 2 }) });
  await section.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/orders\?/);
  expect(new URL(page.url()).searchParams.get('filters[2][field]')).toBe('product');
  // The footer counts in English number: "1 order", "2 orders".
  const noun = holding.length === 1 ? 'order' : 'orders';
  await expect(page.getByText(`${holding.length} ${noun} in total`, { exact: true })).toBeVisible();
});

test('a due hour figure opens the orders due in that hour', async ({ page }) => {
  await page.goto('/production');
  const first = page.getByTestId('production-product').first();
  const hours = first.getByRole('table', { name: 'Due hours' });
  const firstHour = hours.getByRole('row').nth(1);
  const hour = (await firstHour.getByRole('cell').first().textContent())!;
  await firstHour.getByRole('link').click();
  await expect(page).toHaveURL(/\/orders\?/);
  const range = new URL(page.url()).searchParams;
  const from = DateTime.fromISO(range.get('filters[0][value][0]')!, { setZone: true }).setZone(ZONE);
  expect(from.toFormat('HH:00')).toBe(hour);
  await expect(page.getByText(/orders? in total/)).toBeVisible();
});

test.describe(() => {
  test.use({ role: 'kitchen' });
  test('the board’s All day panel sums the items of the orders it shows', async ({ page }) => {
    await page.goto('/kitchen-orders');
    const header = page.getByRole('button', { name: /^All day · \d+ items?$/ });
    // The first load of the board's chunk can take seconds on a busy machine.
    await expect(header).toBeVisible({ timeout: 20_000 });
    // The board's Open · Today: today's open orders and those carried over from earlier days. The other
    // worker's tests change them as this one runs, and the board follows: compared as of one moment.
    let onBoard: KitchenOrder[] = [];
    let total = 0;
    await expect
      .poll(async () => {
        const orders = await todaysOpenOrders(
          page.request,
          '&carry_over=true&order_by=urgent,fire_at,date,order_number&order=DESC,ASC,ASC,ASC',
        );
        onBoard = orders.slice(0, 20);
        total = onBoard.flatMap((o) => o.items).reduce((sum, i) => sum + i.quantity, 0);
        if (await page.getByRole('button', { name: `All day · ${total} items` }).count()) return 'same';
        return `board "${await header.textContent()}", API ${total} items`;
      })
      .toBe('same');
    // Keyboard: focus the header and open it with Enter.
    await header.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    const lines = page.getByRole('list', { name: 'All day totals' }).getByRole('listitem');
    const expected = totalsByCombination(onBoard);
    await expect(lines).toHaveCount(expected.size);
    const quantities = (await lines.allTextContents()).map((t) => Number(/^\d+/.exec(t)![0]));
    expect(quantities.reduce((a, b) => a + b, 0)).toBe(total);
    await shoot(page, 'board-all-day');
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
  });
});
