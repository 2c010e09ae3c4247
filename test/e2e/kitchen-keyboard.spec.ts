import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './a11y-support';
import { boardOf, cancelStillOpen, onDay, ownDay, todayInBeirut } from './board-day';
import { msg } from './catalogues';
import { api, expect, PAGE_LOAD, shot, test } from './resources/kit';

/**
 * The kitchen board driven by a keyboard or a bump bar alone (issue 28, items 5 and 7): a selection moved
 * with the arrows and digits, Enter taking the selected card one step on, `?` for the key map, a key changed
 * in the board's settings, keys quiet while a reason is typed; large text read from two metres, with two
 * whole cards on a 1080p screen; and the arrows mirrored in Arabic. Each test works on orders it makes, a
 * second apart on a day of its own (board-day.ts), whose board shows only them, in the order they were made.
 */
test.use({ role: 'kitchen' });
test.describe.configure({ timeout: 120_000 });

interface Made {
  id: number;
  label: string;
}

/** The test's own day, and the second after its midnight where its orders start (08:00). */
let day = ownDay();
test.beforeEach(() => {
  day = ownDay();
});
const START = 8 * 3600;

/** Orders this file made: each test cancels those still open, so they never crowd other specs' boards. */
const made: number[] = [];
test.afterEach(({ request }) => cancelStillOpen(request, made.splice(0)));

/** Expo completes an order once its items are ready: the stations bump them (here through the API). */
async function bumpAll(request: APIRequestContext, orderId: number) {
  const items = (await api(request, `/order-items?parent_order=${orderId}&per_page=100`)).data.results as {
    id: number;
  }[];
  for (const item of items)
    await api(request, '/kitchen/update-item-status', {
      method: 'POST',
      data: { order_item_id: item.id, prepared: true },
    });
}

/** A pending pick-up order due `second` seconds after midnight of the test's day, with `items` items. */
async function makeOrder(request: APIRequestContext, second: number, items = 1): Promise<Made> {
  const date = onDay(day, second);
  const name = `E2E bump ${Math.random().toString(36).slice(2, 7)}`;
  const order = (await api(request, '/orders/add', { method: 'POST', data: { name, type: 'pick_up', date } })).data as {
    id: number;
    order_number: number;
  };
  const products = (await api(request, `/products?per_page=${items}`)).data.results as { id: number }[];
  for (const [i, product] of products.entries())
    await api(request, '/order-items/add', {
      method: 'POST',
      data: { order: order.id, product: product.id, quantity: i + 2, ...(i === 0 ? { note: 'No onions' } : {}) },
    });
  made.push(order.id);
  return { id: order.id, label: `#${String(order.order_number).padStart(5, '0')}` };
}

async function statusOf(request: APIRequestContext, id: number): Promise<string> {
  return (await api(request, `/orders?id[]=${id}`)).data.results[0].status as string;
}

const ORDERS = new RegExp(`^(${(['en', 'ar', 'fr'] as const).map((l) => msg(l, 'kitchen:orders.label')).join('|')})$`);
const orders = (page: Page) => page.getByRole('region', { name: ORDERS });
const cards = (page: Page) => orders(page).getByRole('article');
const cardOf = (page: Page, label: string) => orders(page).getByRole('article', { name: label, exact: true });

/** The board of the test's day (`url`: another board, such as today's). */
async function openBoard(page: Page, url = boardOf(day)) {
  await page.goto(url);
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
}

/** The 1-based place of a card on the page, for its digit key. */
async function placeOf(page: Page, label: string): Promise<number> {
  await expect(cardOf(page, label)).toBeVisible(PAGE_LOAD);
  const place = await cards(page).evaluateAll(
    (els, wanted) => els.findIndex((el) => el.querySelector('h2')?.textContent === wanted) + 1,
    label,
  );
  expect(place, `${label} is among the first nine cards`).toBeGreaterThan(0);
  expect(place).toBeLessThanOrEqual(9);
  return place;
}

/** The selected card: focused, marked current, the one in the Tab order. */
async function expectSelected(page: Page, label: string) {
  const card = cardOf(page, label);
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toHaveAttribute('tabindex', '0');
  await expect(orders(page).locator('article[aria-current="true"]')).toHaveCount(1);
}

/** The page's animations (a dialog fading in) over: its colours are then the ones a person sees. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

async function settledShot(page: Page, name: string) {
  await settled(page);
  await shot(page, name);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * What on a card is cut: an element reaching past the card's sides, or one whose content is wider than
 * itself (as kitchen-layout.spec.ts checks the default cards).
 */
async function clipped(card: Locator): Promise<string[]> {
  return card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const cut: string[] = [];
    for (const child of Array.from(el.querySelectorAll<HTMLElement>('*'))) {
      const r = child.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const outside = r.left < box.left - 0.5 || r.right > box.right + 0.5;
      const clips = !child.firstElementChild || getComputedStyle(child).overflowX !== 'visible';
      const overflows = clips && child.clientWidth > 0 && child.scrollWidth > child.clientWidth + 1;
      if (outside || overflows) cut.push(`${child.tagName}: ${(child.textContent ?? '').slice(0, 40)}`);
    }
    return cut;
  });
}

/** The cards drawn whole inside the window (the page scrolled to its top). */
async function wholeCardsInView(page: Page): Promise<number> {
  return cards(page).evaluateAll(
    (els) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      }).length,
  );
}

async function setDisplay(page: Page, options: { largeText?: boolean; compactCards?: boolean }) {
  await page.getByRole('button', { name: 'Board settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Board settings' });
  for (const [name, on] of [
    ['Large text', options.largeText],
    ['Compact cards', options.compactCards],
  ] as const) {
    if (on === undefined) continue;
    const toggle = settings.getByRole('switch', { name });
    if ((await toggle.isChecked()) !== on) await toggle.click();
    await expect(toggle).toBeChecked({ checked: on });
  }
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
}

test('the whole board by keyboard alone: select, accept, complete, the key map, a changed key', async ({
  page,
  request,
}) => {
  const first = await makeOrder(request, START, 2);
  const second = await makeOrder(request, START + 1, 2);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBoard(page);

  await test.step('a digit selects the nth card, the arrows the next and previous', async () => {
    const place = await placeOf(page, first.label);
    await page.keyboard.press(String(place));
    await expectSelected(page, first.label);
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, second.label);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, first.label);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'bumpbar-selected');
  });

  await test.step('Enter accepts the selected card, then completes it; the card in its place is selected', async () => {
    await page.keyboard.press('Enter');
    await expect(cardOf(page, first.label).getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect.poll(() => statusOf(request, first.id)).toBe('processing');
    await bumpAll(request, first.id);
    await expect(cardOf(page, first.label).getByRole('button', { name: 'Complete', exact: true })).toBeVisible(
      PAGE_LOAD,
    );
    await expectSelected(page, first.label);
    await page.keyboard.press('Enter');
    await expect.poll(() => statusOf(request, first.id)).toBe('ready_for_pickup');
    // Completed, it leaves the Open board; the next card takes its place and the selection.
    await expect(cardOf(page, first.label)).toHaveCount(0, PAGE_LOAD);
    await expectSelected(page, second.label);
  });

  await test.step('Tab goes into the selected card: its items, then its buttons', async () => {
    const card = cardOf(page, second.label);
    await page.keyboard.press('Tab');
    await expect(card.getByRole('listitem').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('listitem').nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Accept' })).toBeFocused();
  });

  await test.step('typing the reject reason triggers no key', async () => {
    const card = cardOf(page, second.label);
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Reject order ${second.label}` });
    const reason = dialog.getByRole('textbox', { name: /Reason for rejecting/ });
    await expect(reason).toBeFocused();
    await page.keyboard.type('R1 ?');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(reason).toHaveValue('R1 \n?');
    await expect(page.getByRole('dialog', { name: 'Board keys' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cardOf(page, second.label).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(await statusOf(request, second.id)).toBe('pending');
    await expect(orders(page).locator('article[aria-current="true"]')).toHaveCount(1);
    await expect(cardOf(page, second.label)).toHaveAttribute('aria-current', 'true');
  });

  await test.step('? shows the key map', async () => {
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Board keys' });
    await expect(keys).toBeVisible();
    await expect(keys.getByRole('row', { name: /Next step for the selected card/ })).toContainText('Enter');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await settledShot(page, 'bumpbar-keymap');
    await page.keyboard.press('Escape');
    await expect(keys).toBeHidden();
    // Focus is back on the selected card.
    await expectSelected(page, second.label);
  });

  await test.step('a key changed in the board settings works at once', async () => {
    const settingsButton = page.getByRole('button', { name: 'Board settings' });
    await settingsButton.focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Board settings' });
    const change = settings.getByRole('button', { name: /^Change the key to Next step for the selected card/ });
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await expect(settings.getByRole('status')).toHaveText(/^Press the new key to Next step/);
    await page.keyboard.press('b');
    await expect(change).toHaveAccessibleName(/, now B$/);
    // One key never does two things: R stays Recall's.
    const next = settings.getByRole('button', { name: /^Change the key to Select the next card/ });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.keyboard.press('r');
    await expect(settings.getByRole('alert')).toContainText('That key already does “Open Recall”');
    await expect(next).toHaveAccessibleName(/, now Right arrow$/);
    expect(await clipped(settings)).toEqual([]);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await settledShot(page, 'bumpbar-settings');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(settingsButton).toBeFocused();

    const place = await placeOf(page, second.label);
    await page.keyboard.press(String(place));
    await expectSelected(page, second.label);
    await page.keyboard.press('Enter');
    await page.keyboard.press('b');
    await expect.poll(() => statusOf(request, second.id)).toBe('processing');
  });
});

test('large text at 1920x1080: items 28 px, numbers 40 px, two whole cards in view, nothing cut', async ({
  page,
  request,
}) => {
  // Today's board, as a wall screen shows it (a custom day adds a row of dates above the cards), with this
  // test's orders first: due in its first minutes, before the demo day's long orders. (Only a run that
  // passes midnight in Beirut with the other specs' orders still open would put yesterday's first.)
  day = todayInBeirut();
  // Expo marks each item with its station and readiness: orders of one item each, as a station's board shows.
  for (let i = 0; i < 4; i++) await makeOrder(request, 60 + i, 1);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openBoard(page, '/kitchen-orders');
  await setDisplay(page, { largeText: true });

  const card = cards(page).first();
  const size = (target: Locator) => target.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  // Polled: the cards re-render as the setting lands, and a card read mid-render has no computed size yet.
  await expect.poll(() => size(card.getByRole('heading', { level: 2 }))).toBeGreaterThanOrEqual(40);
  await expect.poll(() => size(card.getByRole('listitem').first())).toBeGreaterThanOrEqual(28);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await wholeCardsInView(page)).toBeGreaterThanOrEqual(2);
  for (const each of (await cards(page).all()).slice(0, 8)) expect(await clipped(each)).toEqual([]);
  await shot(page, 'bumpbar-large');

  // Full screen (a wall screen): still two whole cards, and more room.
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await wholeCardsInView(page)).toBeGreaterThanOrEqual(2);
  await shot(page, 'bumpbar-large-wall');
  await page.getByRole('button', { name: 'Exit full screen' }).click();

  // Remembered on the device: the board opened again keeps large text.
  await openBoard(page, '/kitchen-orders');
  await expect.poll(() => size(cards(page).first().getByRole('heading', { level: 2 }))).toBeGreaterThanOrEqual(40);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('button', { name: width === 390 ? 'Filters' : 'Board settings' })).toBeVisible();
    for (const each of (await cards(page).all()).slice(0, 6)) expect(await clipped(each)).toEqual([]);
    await shot(page, 'bumpbar-large');
  }
  // The key map fits every width, nothing cut.
  for (const width of [1920, 1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1080 });
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Board keys' });
    await expect(keys).toBeVisible();
    expect(await clipped(keys)).toEqual([]);
    await settledShot(page, 'bumpbar-keymap');
    await page.keyboard.press('Escape');
    await expect(keys).toBeHidden();
  }
});

test('compact cards: denser, each card takes less of the screen, nothing cut', async ({ page, request }) => {
  for (let i = 0; i < 3; i++) await makeOrder(request, START + i, 2);
  const area = () =>
    cards(page)
      .first()
      .evaluate((el) => el.getBoundingClientRect().width * el.getBoundingClientRect().height);
  // Phones have no board settings (their header has no room, and they are not expo screens): the setting
  // made on a wide screen shows there too.
  const resize = async (width: number) => {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 1080 });
    // Laid out for that width: a phone's header has Filters, a wider one the board settings.
    await expect(page.getByRole('button', { name: width < 640 ? 'Filters' : 'Board settings' })).toBeVisible();
  };
  for (const width of [1920, 1440, 390]) {
    await page.setViewportSize({ width: Math.max(width, 1024), height: 1080 });
    await openBoard(page);
    await resize(width);
    const before = await area();
    await resize(Math.max(width, 1024));
    await setDisplay(page, { compactCards: true });
    await resize(width);
    expect(await area()).toBeLessThan(before * 0.95);
    for (const each of (await cards(page).all()).slice(0, 8)) expect(await clipped(each)).toEqual([]);
    await shot(page, 'bumpbar-compact');
    await resize(Math.max(width, 1024));
    await setDisplay(page, { compactCards: false });
  }
});

test.describe('in Arabic', () => {
  test.use({ role: 'kitchen', locale: 'ar-LB' });

  test('the arrows go the way the cards are drawn: ArrowLeft is the next card, ArrowRight the previous', async ({
    page,
    request,
  }) => {
    const first = await makeOrder(request, START);
    const second = await makeOrder(request, START + 1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openBoard(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const place = await placeOf(page, first.label);
    await page.keyboard.press(String(place));
    await expectSelected(page, first.label);
    // The next card is drawn to the left of the first (or starts the next row, at its right).
    const box = (label: string) => cardOf(page, label).evaluate((el) => el.getBoundingClientRect().toJSON());
    const [a, b] = [await box(first.label), await box(second.label)];
    if (Math.abs(a.y - b.y) < 1) expect(b.x).toBeLessThan(a.x);
    else expect(b.y).toBeGreaterThan(a.y);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, second.label);
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, first.label);
    await page.keyboard.press('Enter');
    await expect.poll(() => statusOf(request, first.id)).toBe('processing');

    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: msg('ar', 'kitchen:keys.title') });
    await expect(keys).toBeVisible();
    // Previous is drawn as the arrow that points to it: right.
    await expect(keys.getByRole('row', { name: new RegExp(msg('ar', 'kitchen:keys.actions.previous')) })).toContainText(
      '→',
    );
    await settledShot(page, 'bumpbar-keymap-ar');
    await page.keyboard.press('Escape');
    await shot(page, 'bumpbar-selected-ar');
  });
});
