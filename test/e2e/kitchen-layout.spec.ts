import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { API, expect, PAGE_LOAD, shot, test, token as adminToken } from './resources/kit';

/**
 * The board's layout: its 1/1/2/3/4/5 columns follow the window's breakpoints with the sidebar open (the
 * cards get narrower, nothing on them is cut), the New Order notice never lies over the cards, and the
 * Cancelled view offers neither All day totals nor tickets for food nobody will make.
 */
test.use({ role: 'kitchen' });
// Several board loads per test on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const ZONE = 'Asia/Beirut';
const POLL_KNOB = 'kitchen-poll-ms';
const orders = (page: Page) => page.getByRole('region', { name: 'Orders' });

/** A pending order due at 23:00 today in Beirut (on today's Open board), with a long-named item. */
async function createOrder(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const date = DateTime.now().setZone(ZONE).startOf('day').plus({ hours: 23 }).toUTC().toISO()!;
  const name = `E2E layout ${Math.random().toString(36).slice(2, 7)}`;
  const res = await request.post(`${API}/orders/add`, { headers, data: { name, type: 'delivery', date } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const order = (await res.json()).data as { id: number; order_number: number };
  const products = await request.get(`${API}/products?per_page=1`, { headers });
  const product = (await products.json()).data.results[0].id as number;
  const item = await request.post(`${API}/order-items/add`, {
    headers,
    data: { order: order.id, product, quantity: 12, note: 'Extra-crispy, cut in quarters, sauce on the side' },
  });
  expect(item.ok(), await item.text()).toBeTruthy();
  return `#${String(order.order_number).padStart(5, '0')}`;
}

/** The board's columns, counted from where its cards start. */
async function columnCount(page: Page): Promise<number> {
  const lefts = await orders(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/**
 * What on a card is cut: an element reaching past the card's sides, or one whose content is wider than
 * itself. Described as "tag.class: text" for the failure message.
 */
async function clipped(card: Locator): Promise<string[]> {
  return card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const cut: string[] = [];
    for (const child of Array.from(el.querySelectorAll<HTMLElement>('*'))) {
      const r = child.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden text
      const outside = r.left < box.left - 0.5 || r.right > box.right + 0.5;
      // Content wider than its box: text running out of a leaf, or anything cut by a clipping box. (An
      // inline element has no client width: its box already spans its text.)
      const clips = !child.firstElementChild || getComputedStyle(child).overflowX !== 'visible';
      const overflows = clips && child.clientWidth > 0 && child.scrollWidth > child.clientWidth + 1;
      if (outside || overflows)
        cut.push(
          `${child.tagName}.${child.getAttribute('class') ?? ''}: ${(child.textContent ?? '').slice(0, 40)} ` +
            `[${r.left.toFixed(1)}–${r.right.toFixed(1)} in ${box.left.toFixed(1)}–${box.right.toFixed(1)}, ` +
            `scroll ${child.scrollWidth} client ${child.clientWidth}] in “${(el.getAttribute('aria-label') ?? '').slice(0, 20)}”`,
        );
    }
    return cut;
  });
}

async function openBoard(page: Page, query = '') {
  await page.goto(`/kitchen-orders${query}`);
  await expect(page.getByRole('heading', { name: 'Kitchen Orders', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(orders(page).getByRole('article').first()).toBeVisible(PAGE_LOAD);
}

test.describe('kitchen board layout', () => {
  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request);
    // Enough cards for every column of the widest view tested.
    for (let i = 0; i < 6; i++) await createOrder(request, token);
  });

  for (const { width, columns, sidebar } of [
    { width: 1100, columns: 3, sidebar: true },
    { width: 1300, columns: 4, sidebar: true },
    { width: 1440, columns: 4, sidebar: true },
    { width: 1200, columns: 4, sidebar: true },
    { width: 1024, columns: 3, sidebar: true },
    { width: 390, columns: 1, sidebar: false },
  ]) {
    test(`${columns} column(s) at ${width} px${sidebar ? ' with the sidebar open' : ''}, nothing cut`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openBoard(page);
      if (sidebar) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
        expect(Math.round((await nav.boundingBox())!.width)).toBe(256);
      }
      await expect.poll(() => orders(page).getByRole('article').count()).toBeGreaterThanOrEqual(columns + 1);
      expect(await columnCount(page)).toBe(columns);
      const cards = await orders(page).getByRole('article').all();
      for (const card of cards.slice(0, columns * 2)) expect(await clipped(card)).toEqual([]);
      // The ready and on-the-way cards carry the longest labels and two actions.
      await page.goto('/kitchen-orders?status=completed');
      await expect(orders(page).getByRole('article').first()).toBeVisible(PAGE_LOAD);
      for (const card of (await orders(page).getByRole('article').all()).slice(0, columns * 2))
        expect(await clipped(card)).toEqual([]);
      await shot(page, 'kitchen-columns-completed');
      await openBoard(page);
      await shot(page, 'kitchen-columns');
    });
  }

  test('the New Order notice never lies over the cards’ order numbers', async ({ page, request }) => {
    const poll = 2_000;
    await page.addInitScript(([key, ms]) => window.localStorage.setItem(key, ms), [POLL_KNOB, String(poll)] as const);
    const primed = page.waitForResponse(
      (r) => r.url().includes('/kitchen-orders?') && r.url().includes('order_by=__date_created') && r.ok(),
    );
    await openBoard(page);
    await primed;
    const label = await createOrder(request, await adminToken(request));
    const notice = page.getByRole('alert').filter({ hasText: 'New Order' });
    await expect(notice).toContainText(label, { timeout: poll + 6_000 });

    // Scrolled so that a row of cards starts at the top of the window, then at rest at the top.
    const cards = orders(page).getByRole('article');
    const numbersCovered = () =>
      cards.evaluateAll((els) =>
        els.flatMap((card) => {
          const h2 = card.querySelector('h2')!;
          const r = h2.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          // Only numbers in sight: inside the window and the board's own scrolling area.
          const main = document.querySelector('main')!.getBoundingClientRect();
          if (y < Math.max(0, main.top) || y > Math.min(window.innerHeight, main.bottom)) return [];
          const top = document.elementFromPoint(x, y);
          return top && h2.contains(top) ? [] : [h2.textContent ?? ''];
        }),
      );
    await cards.nth(4).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(notice).toBeAttached();
    expect(await numbersCovered()).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('main').evaluate((el) => el.scrollTo(0, 0));
    await expect(notice).toBeInViewport();
    expect(await numbersCovered()).toEqual([]);
    await shot(page, 'kitchen-new-order-notice');
  });

  test('the Cancelled view has no All day totals and no tickets to print', async ({ page }) => {
    await openBoard(page);
    await expect(page.getByRole('button', { name: /^All day · \d+ items?$/ })).toBeVisible();
    await expect(orders(page).getByRole('button', { name: 'Print ticket' }).first()).toBeVisible();

    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Cancelled', exact: true }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    const cancelled = orders(page).getByRole('article');
    await expect(cancelled.first()).toBeVisible();
    await expect(cancelled.first().getByText(/^Rejected: /)).toBeVisible();
    await expect(page.getByRole('button', { name: /^All day/ })).toHaveCount(0);
    await expect(orders(page).getByRole('button', { name: 'Print ticket' })).toHaveCount(0);
    await expect(orders(page).getByRole('group', { name: /^Actions for / })).toHaveCount(0);
  });
});
