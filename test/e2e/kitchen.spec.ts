import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { API, token as adminToken } from './resources/kit';
import { expect, test } from './support';

/**
 * The kitchen board as the kitchen user. Tests that change orders work on orders they create themselves
 * (the suite runs with two workers over one demo database); the demo orders are only read.
 */
const ZONE = 'Asia/Beirut';
const POLL_KNOB = 'kitchen-poll-ms';

const GROUPS = {
  Open: ['Pending', 'Processing'],
  Completed: ['Ready For Pickup', 'On The Way', 'Delivered'],
  Cancelled: ['Cancelled'],
} as const;

interface CreatedOrder {
  id: number;
  order_number: number;
  label: string;
}

/** Noon in Beirut today (or `plusDays` later): inside the same calendar day whatever the UTC offset. */
function dueAt(plusDays = 0, hour = 12): string {
  return DateTime.now().setZone(ZONE).startOf('day').plus({ days: plusDays, hours: hour }).toUTC().toISO()!;
}

/** An order with one item, created through the API as the administrator. */
async function createOrder(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const headers = { authorization: `Bearer ${token}` };
  const name = `E2E ${test.info().title.slice(0, 40)} ${Math.random().toString(36).slice(2, 7)}`;
  const res = await request.post(`${API}/orders/add`, {
    headers,
    data: { name, type: 'pick_up', date: dueAt(), note: 'Kitchen board e2e', ...fields },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const order = (await res.json()).data as { id: number; order_number: number };
  const products = await request.get(`${API}/products?per_page=1`, { headers });
  const productId = (await products.json()).data.results[0].id as number;
  const item = await request.post(`${API}/order-items/add`, {
    headers,
    data: { order: order.id, product: productId, quantity: 3, note: 'No garlic' },
  });
  expect(item.ok(), await item.text()).toBeTruthy();
  return { ...order, label: `#${String(order.order_number).padStart(5, '0')}` };
}

async function orderStatus(request: APIRequestContext, token: string, id: number): Promise<Record<string, unknown>> {
  const res = await request.get(`${API}/orders?id[]=${id}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.results[0];
}

// The board as the kitchen user, signed in.
test.use({ role: 'kitchen' });

async function openBoard(page: Page, query = '') {
  await page.goto(`/kitchen-orders${query}`);
  // The first load of the board's chunk can take seconds on a busy machine.
  await expect(page.getByRole('heading', { name: 'Kitchen Orders', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Last refreshed/)).toBeVisible({ timeout: 20_000 });
}

const orders = (page: Page) => page.getByRole('region', { name: 'Orders' });
const cardOf = (page: Page, label: string) => orders(page).getByRole('article', { name: label, exact: true });
const statusPill = (card: Locator) => card.locator('h2 ~ span').last();
/**
 * A card's status actions: its buttons but Print ticket, which every card offers and which changes nothing, and
 * the urgent mark, which every open card offers.
 */
const statusActions = (card: Locator) =>
  card
    .getByRole('group', { name: /^Actions for / })
    .getByRole('button', { name: /^(?!Print ticket$|Mark urgent$|Not urgent$)/ });
/** The card's item line (a button while the order is being prepared: a tap marks it ready). */
const itemLine = (card: Locator) => card.getByRole('button', { name: /^3 ×/ });

async function chooseFilter(page: Page, group: 'Status' | 'Date', name: string) {
  await page.getByRole('group', { name: group }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('group', { name: group }).getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/**
 * Every card on the board shows one of `labels` as its status (the pill beside the number). Polled: just
 * after a filter change the previous cards may still be on screen while the new list renders.
 */
/** The board's header line with its count of orders ("Open · Today · 37 orders"). */
const boardTotal = (page: Page) => page.locator('main header p').first();
const ordersTotal = async (page: Page) =>
  Number(/· (\d+) orders?/.exec((await boardTotal(page).textContent()) ?? '')?.[1] ?? NaN);

/** Whether an order's card is on one of the board's pages, walking them with Next from the first. */
async function expectOnSomePage(page: Page, label: string, present = true) {
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
  const previous = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous' });
  while ((await previous.count()) && (await previous.isEnabled())) await previous.click();
  for (;;) {
    // Busy until the cards show this page's answer (they render deferred, after the page number changes).
    await expect(orders(page)).toHaveAttribute('aria-busy', 'false');
    await expect(orders(page).getByRole('article').first()).toBeVisible();
    if (await cardOf(page, label).count()) break;
    if (!(await next.count()) || !(await next.isEnabled())) break;
    const shownPage = await page.getByText(/^Page \d+ of \d+$/).textContent();
    // From the keyboard: a card or banner arriving live moves the button under a pointer's aim.
    await next.press('Enter');
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(shownPage!);
  }
  await expect(cardOf(page, label)).toHaveCount(present ? 1 : 0);
}

async function expectStatuses(page: Page, labels: readonly string[]) {
  const cards = orders(page).getByRole('article');
  const wanted = labels.map((l) => l.toUpperCase());
  let count = 0;
  await expect
    .poll(async () => {
      const shown = await cards.evaluateAll((els) =>
        els.map((el) => el.querySelector('h2')?.parentElement?.lastElementChild?.textContent ?? ''),
      );
      count = shown.length;
      return shown.length > 0 && shown.every((s) => wanted.includes(s.toUpperCase()));
    })
    .toBe(true);
  return count;
}

/** Resolves with the next answer to the board's new-order watch (the newest orders, any filter). */
const nextWatchAnswer = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/kitchen-orders?') && r.url().includes('order_by=__date_created') && r.ok(),
  );

/**
 * Presses Tab (at most `max` times) until `target` has the focus: it is reachable by keyboard alone. Returns
 * once it also takes a key: a card's actions stay focusable but disabled while its last change is being sent,
 * and a key pressed then does nothing (a click waits for that by itself).
 */
async function tabTo(page: Page, target: Locator, max = 400) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return expect(target).toBeEnabled();
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('kitchen board', () => {
  let token: string;
  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
  });

  test('filters by status group and day, in the outlet time zone', async ({ page, request }) => {
    // Six filter changes, each waiting for the board: room for a loaded 2-core machine.
    test.setTimeout(60_000);
    const tomorrowsOrder = await createOrder(request, token, { date: dueAt(1, 9), status: 'pending' });
    await openBoard(page);
    await expect(page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('group', { name: 'Date' }).getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The demo has orders in every status for today and tomorrow.
    await expect(orders(page).getByRole('article').first()).toBeVisible();
    await expectStatuses(page, GROUPS.Open);
    await expect(cardOf(page, tomorrowsOrder.label)).toHaveCount(0);

    await chooseFilter(page, 'Status', 'Completed');
    await expect(page).toHaveURL(/status=completed/);
    await expectStatuses(page, GROUPS.Completed);

    await chooseFilter(page, 'Status', 'Cancelled');
    await expectStatuses(page, GROUPS.Cancelled);
    // Cancelled cards show no time and no actions.
    const cancelled = orders(page).getByRole('article').first();
    await expect(cancelled.getByText(/^(Created|Delivered) \d\d\/\d\d\/\d{4}/)).toHaveCount(0);
    await expect(statusActions(cancelled)).toHaveCount(0);

    await chooseFilter(page, 'Status', 'Open');
    await chooseFilter(page, 'Date', 'Tomorrow');
    await expect(cardOf(page, tomorrowsOrder.label)).toBeVisible();
    await expectStatuses(page, GROUPS.Open);

    // Custom Date: today..tomorrow holds both days.
    await chooseFilter(page, 'Date', 'Custom Date');
    const today = DateTime.now().setZone(ZONE).toISODate()!;
    const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 }).toISODate()!;
    // Typed as shown, DD/MM/YYYY; the URL keeps the API's YYYY-MM-DD.
    const typeDate = async (name: 'From' | 'To', iso: string) => {
      const input = page.getByRole('combobox', { name, exact: true });
      await input.fill(DateTime.fromISO(iso).toFormat('dd/LL/yyyy'));
      await input.press('Tab');
    };
    await typeDate('From', today);
    await typeDate('To', tomorrow);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${tomorrow}`));
    // Two days of orders (the demo's and every other test's) may run past the board's 20 a page.
    await expectOnSomePage(page, tomorrowsOrder.label);
    await expectStatuses(page, GROUPS.Open);
    await expect(boardTotal(page)).toContainText(/· \d+ orders/);
    const both = await ordersTotal(page);
    await typeDate('To', today);
    await expect.poll(() => ordersTotal(page)).toBeLessThan(both);
    await expectOnSomePage(page, tomorrowsOrder.label, false);
  });

  test("Today and Tomorrow are the outlet's days in Beirut, not UTC days", async ({ page, request }) => {
    // 00:30 in Beirut is still the previous day in UTC (22:30 or 21:30 Z).
    const justAfterMidnight = await createOrder(request, token, { date: dueAt(0, 0.5) });
    const lastNight = await createOrder(request, token, { date: dueAt(-1, 23.5) });
    const tomorrowEarly = await createOrder(request, token, { date: dueAt(1, 0.5) });
    const boardRequest = page.waitForRequest(
      (r) => r.url().includes('/kitchen-orders?') && r.url().includes('status_in='),
    );
    await openBoard(page);
    // The board asks for the Beirut day as instants with Beirut's offset.
    const between = new URL((await boardRequest).url()).searchParams.get('date_between')!;
    const start = DateTime.now().setZone(ZONE).startOf('day');
    expect(between).toBe(
      `${start.toISO({ suppressMilliseconds: true })},${start.plus({ days: 1 }).startOf('day').toISO({ suppressMilliseconds: true })}`,
    );
    // Open · Today also carries over the open orders of earlier days.
    expect(new URL((await boardRequest).url()).searchParams.get('carry_over')).toBe('true');
    await expect(cardOf(page, justAfterMidnight.label)).toBeVisible();
    await expect(cardOf(page, justAfterMidnight.label).getByText(/^Carried over/)).toHaveCount(0);
    // 23:30 last night in Beirut is yesterday's: still open, it is carried over, marked with its day.
    const yesterday = start.minus({ days: 1 }).toFormat('ccc dd/LL');
    await expect(cardOf(page, lastNight.label).getByText(`Carried over from ${yesterday}`)).toBeVisible();
    await expect(cardOf(page, tomorrowEarly.label)).toHaveCount(0);

    await chooseFilter(page, 'Date', 'Tomorrow');
    await expect(cardOf(page, tomorrowEarly.label)).toBeVisible();
    await expect(cardOf(page, justAfterMidnight.label)).toHaveCount(0);
    await expect(cardOf(page, lastNight.label)).toHaveCount(0);
  });

  test('a pending order goes all the way: Accept, Complete, On The Way, Delivered', async ({ page, request }) => {
    const order = await createOrder(request, token);
    await openBoard(page);
    const card = cardOf(page, order.label);
    await expect(card).toBeVisible();
    await expect(card.getByText('3 ×')).toBeVisible();
    await expect(card.getByText('Note: No garlic')).toBeVisible();
    await expect(card.getByText('Kitchen board e2e')).toBeVisible();
    // When to start it, in words (the due time is noon today: any of the four states, by the hour).
    await expect(card).toContainText(/Due in \d|Start in \d+ min|Start now|Overdue \d/);
    await expect(card.getByText(/^Created \d\d\/\d\d\/\d{4} at \d\d:\d\d [ap]m( \(Asia\/Beirut\))?$/)).toBeVisible();
    await expect(statusActions(card)).toHaveText(['Accept', 'Reject']);
    await expect(card.getByRole('button', { name: 'Print ticket' })).toBeVisible();

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(statusPill(card)).toHaveText('Processing');
    // The board is expo's (the demo kitchen has stations): Complete once the item is ready, "anyway" before.
    await expect(statusActions(card)).toHaveText(['Complete anyway']);
    await expect.poll(async () => (await orderStatus(request, token, order.id)).status).toBe('processing');
    await itemLine(card).click();
    await expect(itemLine(card)).toHaveAttribute('aria-pressed', 'true');
    await expect(statusActions(card)).toHaveText(['Complete']);

    await card.getByRole('button', { name: 'Complete', exact: true }).click();
    // Ready orders are Completed: the card leaves the Open board once the list refreshes.
    await expect(card).toHaveCount(0);
    // The board moves the card at once, before the server has answered.
    await expect.poll(async () => (await orderStatus(request, token, order.id)).status).toBe('ready_for_pickup');

    await chooseFilter(page, 'Status', 'Completed');
    await expect(statusPill(card)).toHaveText('Ready For Pickup');
    await expect(statusActions(card)).toHaveText(['On The Way', 'Delivered']);
    await expect(card).not.toContainText(/Due in \d|Start in \d|Start now|Overdue \d/);
    await card.getByRole('button', { name: 'On The Way' }).click();
    await expect(statusPill(card)).toHaveText('On The Way');
    await expect(statusActions(card)).toHaveText(['Delivered']);

    // By keyboard this time, once the button takes keys again (disabled while On The Way was being sent).
    await expect(card.getByRole('button', { name: 'Delivered' })).toBeEnabled();
    await card.getByRole('button', { name: 'Delivered' }).focus();
    await page.keyboard.press('Enter');
    await expect(statusPill(card)).toHaveText('Delivered');
    await expect(statusActions(card)).toHaveCount(0);
    await expect(card.getByText(/^Delivered \d\d\/\d\d\/\d{4} at \d\d:\d\d [ap]m( \(Asia\/Beirut\))?$/)).toBeVisible();
    await expect.poll(async () => (await orderStatus(request, token, order.id)).status).toBe('delivered');
    expect((await orderStatus(request, token, order.id)).completed_at).toBeTruthy();
  });

  test('a ready order can be Delivered straight away', async ({ page, request }) => {
    const order = await createOrder(request, token, { status: 'ready_for_pickup' });
    await openBoard(page, '?status=completed');
    const card = cardOf(page, order.label);
    await card.getByRole('button', { name: 'Delivered' }).click();
    await expect(statusPill(card)).toHaveText('Delivered');
    await expect(statusActions(card)).toHaveCount(0);
    await expect.poll(async () => (await orderStatus(request, token, order.id)).status).toBe('delivered');
  });

  test('Reject needs a reason; with one the order is cancelled', async ({ page, request }) => {
    const order = await createOrder(request, token);
    await openBoard(page);
    const card = cardOf(page, order.label);
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject order ${order.label}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Missing Reject Reason');
    await expect(dialog.getByRole('alert')).toContainText('Please enter the reason for rejecting the order');
    await dialog.getByRole('textbox').fill('   ');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Missing Reject Reason');
    expect((await orderStatus(request, token, order.id)).status).toBe('pending');

    await dialog.getByRole('textbox').fill('Out of lamb today');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0); // cancelled orders leave the Open board
    await expect
      .poll(() => orderStatus(request, token, order.id))
      .toMatchObject({ status: 'cancelled', reject_reason: 'Out of lamb today' });

    await chooseFilter(page, 'Status', 'Cancelled');
    await expect(cardOf(page, order.label).getByText('Out of lamb today')).toBeVisible();
  });

  test('every action along the table works from the keyboard alone', async ({ page, request }) => {
    // Dozens of Tab presses, each checked: give a loaded 2-core machine room.
    test.setTimeout(90_000);
    const order = await createOrder(request, token);
    const rejected = await createOrder(request, token);
    await openBoard(page);
    const card = cardOf(page, order.label);

    await tabTo(page, card.getByRole('button', { name: 'Accept' }));
    await page.keyboard.press('Enter');
    await expect(statusPill(card)).toHaveText('Processing');
    // The item marked ready (Enter on its line), then Complete.
    await tabTo(page, itemLine(card));
    await page.keyboard.press('Enter');
    await expect(itemLine(card)).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, card.getByRole('button', { name: 'Complete', exact: true }));
    await page.keyboard.press('Space');
    await expect(card).toHaveCount(0);
    await expect.poll(async () => (await orderStatus(request, token, order.id)).status).toBe('ready_for_pickup');

    // Reject: the dialog opens on its reason, Ctrl+Enter sends it.
    const other = cardOf(page, rejected.label);
    await tabTo(page, other.getByRole('button', { name: 'Reject' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Reject order ${rejected.label}` });
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Control+Enter');
    await expect(dialog.getByRole('alert')).toContainText('Please enter the reason for rejecting the order');
    await page.keyboard.type('No driver tonight');
    await page.keyboard.press('Control+Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await orderStatus(request, token, rejected.id)).status).toBe('cancelled');

    // The filters too, then On The Way and Delivered.
    await tabTo(
      page,
      page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Completed', exact: true }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=completed/);
    await tabTo(page, card.getByRole('button', { name: 'On The Way' }));
    await page.keyboard.press('Enter');
    await expect(statusPill(card)).toHaveText('On The Way');
    await tabTo(page, card.getByRole('button', { name: 'Delivered' }));
    await page.keyboard.press('Enter');
    await expect(statusPill(card)).toHaveText('Delivered');
    await expect.poll(async () => (await orderStatus(request, token, order.id)).status).toBe('delivered');
  });

  test('a refused change is rolled back with the server’s message', async ({ page, request }) => {
    const order = await createOrder(request, token);
    // A board without live updates (their stream unreachable), so it still shows the order pending below.
    await page.route('**/events', (route) => route.abort());
    await openBoard(page);
    const card = cardOf(page, order.label);
    await expect(card).toBeVisible();
    // Someone else accepts it first; this board still shows it pending.
    const res = await request.post(`${API}/kitchen/update-order-status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { order_id: order.id, status: 'processing' },
    });
    expect(res.ok()).toBeTruthy();
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Too late');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(card.getByRole('alert')).toContainText('Cannot change status from processing to cancelled');
    // Back to the truth: the refresh after the refusal shows it processing.
    await expect(statusPill(card)).toHaveText('Processing');
  });

  test("a new order created through the API appears within one poll with 'New Order'", async ({ page, request }) => {
    const poll = 2_000;
    await page.addInitScript(([key, ms]) => window.localStorage.setItem(key, ms), [POLL_KNOB, String(poll)] as const);
    // The watch's first answer only primes what the board has seen: create the order after it.
    const primed = nextWatchAnswer(page);
    await openBoard(page);
    await primed;
    await expect(orders(page).getByRole('article').first()).toBeVisible();

    const order = await createOrder(request, token);
    const notice = page.getByRole('alert').filter({ hasText: 'New Order' });
    // Within one poll (plus room for a loaded machine to render it).
    await expect(notice).toContainText(order.label, { timeout: poll + 4_000 });
    const card = cardOf(page, order.label);
    await expect(card.getByText('New Order', { exact: true })).toBeVisible();
    // The notice takes you to the card.
    await notice.getByRole('button', { name: new RegExp(order.label) }).click();
    await expect(card).toBeFocused();

    // Accepting it clears the notice.
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    await expect(card.getByText('New Order', { exact: true })).toHaveCount(0);
  });

  test('shows a clear stale warning when refreshing fails, and recovers', async ({ page }) => {
    await page.addInitScript(([key, ms]) => window.localStorage.setItem(key, ms), [POLL_KNOB, '1500'] as const);
    await openBoard(page);
    await expect(orders(page).getByRole('article').first()).toBeVisible();
    await page.route(/\/kitchen-orders\?/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service unavailable', code: 'internal_error' }),
      }),
    );
    const warning = page.getByRole('alert').filter({ hasText: 'Board not up to date' });
    await expect(warning).toContainText('Service unavailable', { timeout: 8_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Not up to date · last refreshed' })).toBeVisible();
    // The last good orders stay on the board meanwhile.
    await expect(orders(page).getByRole('article').first()).toBeVisible();
    await page.unroute(/\/kitchen-orders\?/);
    await expect(warning).toHaveCount(0, { timeout: 8_000 });
  });
});

/**
 * Browsers keep audio suspended until the page is interacted with; headless Chromium does not, so this
 * page's AudioContext is gated the way a kitchen tablet's browser gates it: resume() only works while a
 * trusted tap, click or key press is being handled. Everything else is the real Web Audio.
 */
function gateAudioLikeABrowser() {
  const Real = window.AudioContext;
  class Gated extends Real {
    private gated = true;
    constructor() {
      super();
      void super.suspend();
    }
    get state(): AudioContextState {
      return this.gated ? 'suspended' : super.state;
    }
    resume(): Promise<void> {
      const event = window.event;
      const gesture =
        !!event &&
        event.isTrusted &&
        ['pointerdown', 'pointerup', 'mousedown', 'click', 'keydown', 'touchend'].includes(event.type);
      if (!gesture) return new Promise(() => undefined);
      this.gated = false;
      return super.resume();
    }
  }
  window.AudioContext = Gated;
}

test.describe('kitchen board sound', () => {
  test('when the browser blocks sound, one tap on Enable sound turns it on; a blocked chime only warns', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await page.addInitScript(gateAudioLikeABrowser);
    await page.addInitScript(([key, ms]) => window.localStorage.setItem(key, ms), [POLL_KNOB, '1500'] as const);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const primed = nextWatchAnswer(page);
    await openBoard(page);
    const enable = page.getByRole('button', { name: 'Enable sound' });
    await expect(enable).toBeVisible();

    // A new order while sound is blocked: the notice shows, the chime only warns in the console.
    await primed;
    const order = await createOrder(request, token);
    await expect(page.getByRole('alert').filter({ hasText: 'New Order' })).toContainText(order.label, {
      timeout: 8_000,
    });
    await expect.poll(() => warnings.some((w) => w.includes('New-order chime'))).toBe(true);
    await expect(enable).toBeVisible();

    await enable.click();
    await expect(page.getByRole('button', { name: 'Test sound' })).toBeVisible();
    await expect(enable).toHaveCount(0);
  });
});
