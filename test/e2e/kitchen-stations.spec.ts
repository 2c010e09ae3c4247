import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { msg } from './catalogues';
import { newBrowserIn, signInThroughForm } from './languages-support';
import { api, expect, PAGE_LOAD, shot, test, unique } from './resources/kit';
import { USERS } from './support';

/**
 * A station's board and expo (issue 28), as two devices of one kitchen: the station bumps its items one by
 * one and the card leaves its board; expo sees "2 of 2 ready" as soon as the station bumps them (pushed, not
 * polled), completes the order, and recalls it from the Recall list; an open order changed through the API
 * flashes its card and says what changed within 2 s. Then the same in Arabic, right to left.
 *
 * Each test makes its own category, station and dishes (the demo's categories belong to the demo stations),
 * and its order is marked urgent, so it is first on every board whatever other specs leave due today.
 */
test.use({ role: 'kitchen', viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 180_000 });

const ZONE = 'Asia/Beirut';
const label = (n: number) => `#${String(n).padStart(5, '0')}`;
const grid = (page: Page, name = 'Orders') => page.getByRole('region', { name });

interface Kitchen {
  station: { id: number; name: string };
  dishes: [string, string];
  order: { id: number; label: string };
  items: [number, number];
}

/** A category routed to a new station, two of its dishes, and an urgent order of both being prepared. */
async function setUp(request: APIRequestContext, stem: string, stationAr?: string): Promise<Kitchen> {
  const category = (await api(request, '/categories/add', { method: 'POST', data: { name: unique(`${stem} grills`) } }))
    .data as { id: number };
  const stationName = unique(`${stem} Grill`);
  const station = (
    await api(request, '/stations/add', {
      method: 'POST',
      data: {
        name: stationName,
        categories: [category.id],
        ...(stationAr ? { translations: { ar: { name: stationAr } } } : {}),
      },
    })
  ).data as { id: number; name: string };
  const dishes = [unique(`${stem} Kafta`), unique(`${stem} Taouk`)] as [string, string];
  const products: number[] = [];
  for (const name of dishes)
    products.push(
      (await api(request, '/products/add', { method: 'POST', data: { name, price: 7, category: category.id } })).data
        .id,
    );
  const date = DateTime.now().setZone(ZONE).startOf('day').plus({ hours: 23 }).toUTC().toISO();
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name: unique(`${stem} lunch`), type: 'pick_up', date },
    })
  ).data as { id: number; order_number: number };
  const items: number[] = [];
  for (const [index, product] of products.entries())
    items.push(
      (
        await api(request, '/order-items/add', {
          method: 'POST',
          data: { order: order.id, product, quantity: index === 0 ? 2 : 1 },
        })
      ).data.id,
    );
  await api(request, '/kitchen/update-order-status', {
    method: 'POST',
    data: { order_id: order.id, status: 'processing' },
  });
  await api(request, '/kitchen/update-order-urgency', { method: 'POST', data: { order_id: order.id, urgent: true } });
  return {
    station: { id: station.id, name: stationName },
    dishes,
    order: { id: order.id, label: label(order.order_number) },
    items: items as [number, number],
  };
}

/** A second device of the same kitchen, signed in as the same cook (a browser of its own: its own memory). */
async function secondDevice(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1440, height: 900 },
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

const cardOf = (page: Page, order: Kitchen['order'], region?: string) =>
  grid(page, region).getByRole('article', { name: order.label, exact: true });
const dish = (card: Locator, name: string) => card.getByRole('button', { name: new RegExp(name) });

test('a station bumps its items, expo completes the order, recalls it, and sees a change flash', async ({
  page,
  browser,
  request,
}) => {
  const kitchen = await setUp(request, 'E2E st');
  const [kafta, taouk] = kitchen.dishes;

  // Two devices signed in as the same cook; each remembers its own station.
  await page.goto('/kitchen-orders');
  const expo = await secondDevice(browser, page);
  // The station's device picks its station; the address and the device remember it.
  await page.getByRole('combobox', { name: 'Station' }).click(PAGE_LOAD);
  await page.getByRole('option', { name: kitchen.station.name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]station=${kitchen.station.id}(&|$)`));
  const stationCard = cardOf(page, kitchen.order);
  await expect(stationCard).toBeVisible(PAGE_LOAD);
  await expect(stationCard.getByText('Urgent', { exact: true })).toBeVisible();
  await expect(stationCard.getByText('0 of 2 ready')).toBeVisible();
  await expect(stationCard.getByRole('button', { name: /^Complete/ })).toHaveCount(0);

  // Expo, on its own device: every station (the default), whole orders.
  await expo.goto('/kitchen-orders');
  const expoCard = cardOf(expo, kitchen.order);
  await expect(expoCard).toBeVisible(PAGE_LOAD);
  await expect(expo.getByRole('combobox', { name: 'Station' })).toHaveText('Expo (all stations)');
  await expect(expoCard.getByText('0 of 2 ready')).toBeVisible();
  await expect(dish(expoCard, kafta)).toContainText(kitchen.station.name);
  await expect(dish(expoCard, kafta)).toContainText('Not ready');

  await test.step('expo asks before completing an order not all ready (twice: the dialog is there each time)', async () => {
    for (let round = 0; round < 2; round++) {
      await expoCard.getByRole('button', { name: 'Complete anyway' }).click();
      const dialog = expo.getByRole('alertdialog', { name: `Complete order ${kitchen.order.label}?` });
      await expect(dialog).toContainText('Only 0 of 2 items are ready.');
      await dialog.getByRole('button', { name: 'Not yet' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  await test.step('the station bumps its items one by one; the card leaves its board', async () => {
    await dish(stationCard, kafta).click();
    await expect(dish(stationCard, kafta)).toHaveAttribute('aria-pressed', 'true');
    await expect(stationCard.getByText('1 of 2 ready')).toBeVisible();
    await shot(page, 'expo-station');
    await page.setViewportSize({ width: 390, height: 844 });
    await stationCard.scrollIntoViewIfNeeded();
    await shot(page, 'expo-station');
    await page.setViewportSize({ width: 1440, height: 900 });
    // Expo hears of the bump by push.
    await expect(expoCard.getByText('1 of 2 ready')).toBeVisible({ timeout: 5_000 });
    await dish(stationCard, taouk).click();
    await expect(stationCard).toHaveCount(0);
  });

  await test.step('expo sees "2 of 2 ready" and completes', async () => {
    await expect(expoCard.getByText('2 of 2 ready')).toBeVisible({ timeout: 5_000 });
    await expect(dish(expoCard, taouk)).toContainText('Ready');
    await shot(expo, 'expo-expo');
    await expoCard.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(expoCard).toHaveCount(0);
    await expect
      .poll(async () => (await api(request, `/orders?id[]=${kitchen.order.id}`)).data.results[0].status)
      .toBe('ready_for_pickup');
  });

  await test.step('expo recalls it from the Recall list', async () => {
    await expo.getByRole('button', { name: 'Recall' }).click();
    const dialog = expo.getByRole('dialog', { name: 'Recall' });
    const recall = dialog.getByRole('button', { name: `Recall ${kitchen.order.label}` });
    await expect(recall).toBeVisible(PAGE_LOAD);
    await expect(dialog).toContainText(/Completed (just now|\d+ min ago)/);
    await shot(expo, 'expo-recall');
    await recall.click();
    await expect(dialog).toBeHidden();
    await expect(expoCard).toBeVisible(PAGE_LOAD);
    await expect(expoCard.getByText('Processing', { exact: true })).toBeVisible();
    // A recall leaves the items ready: expo may complete it again at once.
    await expect(expoCard.getByText('2 of 2 ready')).toBeVisible();
  });

  await test.step('a quantity changed through the API flashes the card within 2 s and says what changed', async () => {
    await api(request, `/order-items/update/${kitchen.items[0]}`, { method: 'POST', data: { quantity: 5 } });
    const note = expoCard.getByRole('status').filter({ hasText: 'Changed' });
    await expect(note).toContainText(`${kafta}: quantity 2 → 5`, { timeout: 2_000 });
    await expect(expoCard.locator('[data-card-flash="1"]')).toHaveCount(1);
    await shot(expo, 'expo-change');
    await expo.setViewportSize({ width: 390, height: 844 });
    await expoCard.scrollIntoViewIfNeeded();
    await shot(expo, 'expo-change');
    await expo.setViewportSize({ width: 1440, height: 900 });
    await expoCard.getByRole('button', { name: 'Dismiss change note' }).click();
    await expect(note).toHaveCount(0);
  });

  await test.step('not urgent any more: the mark goes', async () => {
    await expoCard.getByRole('button', { name: 'Not urgent' }).click();
    await expect(expoCard.getByText('Urgent', { exact: true })).toHaveCount(0);
    await expect
      .poll(async () => (await api(request, `/orders?id[]=${kitchen.order.id}`)).data.results[0].urgent)
      .toBe(false);
  });

  // Leave today's board as found.
  await api(request, '/kitchen/update-order-status', {
    method: 'POST',
    data: { order_id: kitchen.order.id, status: 'ready_for_pickup' },
  });
  await expo.context().close();
});

test('in Arabic: the station and expo boards read right to left, with the station and ready marks', async ({
  browser,
  request,
}) => {
  const ar = (key: string, vars?: Record<string, string | number>) => msg('ar', key, vars);
  const kitchen = await setUp(request, 'E2E st ar', 'مشاوي الاختبار');
  const [kafta, taouk] = kitchen.dishes;
  const station = await newBrowserIn(browser, 'ar-LB');
  await station.goto(`/login`);
  await signInThroughForm(station, 'ar', USERS.kitchen);
  await expect(station.locator('html')).toHaveAttribute('dir', 'rtl');
  await station.goto(`/kitchen-orders?station=${kitchen.station.id}`);
  const card = cardOf(station, kitchen.order, ar('kitchen:orders.label'));
  await expect(card).toBeVisible(PAGE_LOAD);
  await expect(station.getByRole('combobox', { name: ar('kitchen:filters.station') })).toHaveText('مشاوي الاختبار');
  await dish(card, kafta).click();
  await expect(card.getByText(ar('kitchen:card.readyCount', { ready: 1, total: 2 }))).toBeVisible();

  const expo = await newBrowserIn(browser, 'ar-LB');
  await expo.goto('/login');
  await signInThroughForm(expo, 'ar', USERS.kitchen);
  await expo.goto('/kitchen-orders?station=expo');
  const expoCard = cardOf(expo, kitchen.order, ar('kitchen:orders.label'));
  await expect(expoCard).toBeVisible(PAGE_LOAD);
  await expect(expoCard.getByText(ar('kitchen:card.readyCount', { ready: 1, total: 2 }))).toBeVisible();
  await expect(dish(expoCard, kafta)).toContainText('مشاوي الاختبار');
  await expect(dish(expoCard, kafta)).toContainText(ar('kitchen:items.ready'));
  await expect(dish(expoCard, taouk)).toContainText(ar('kitchen:items.notReady'));
  await expect(expoCard.getByText(ar('kitchen:card.urgent'), { exact: true })).toBeVisible();
  // Right to left: the card's number starts at its right edge.
  const head = await expoCard.locator('h2').boundingBox();
  const box = await expoCard.boundingBox();
  expect(head!.x + head!.width).toBeGreaterThan(box!.x + box!.width / 2);

  await dish(card, taouk).click();
  await expect(card).toHaveCount(0);
  await expect(expoCard.getByText(ar('kitchen:card.readyCount', { ready: 2, total: 2 }))).toBeVisible({
    timeout: 5_000,
  });
  await shot(expo, 'expo-ar');
  await expo.setViewportSize({ width: 390, height: 844 });
  await expoCard.scrollIntoViewIfNeeded();
  await shot(expo, 'expo-ar');
  await expo.setViewportSize({ width: 1440, height: 900 });

  await expoCard.getByRole('button', { name: ar('kitchen:actions.complete'), exact: true }).click();
  await expect(expoCard).toHaveCount(0);
  await expo.getByRole('button', { name: ar('kitchen:board.recall') }).click();
  const dialog = expo.getByRole('dialog', { name: ar('kitchen:recall.title') });
  await dialog.getByRole('button', { name: ar('kitchen:recall.actionFor', { number: kitchen.order.label }) }).click();
  await expect(dialog).toBeHidden();
  await expect(expoCard).toBeVisible(PAGE_LOAD);

  await api(request, '/kitchen/update-order-status', {
    method: 'POST',
    data: { order_id: kitchen.order.id, status: 'ready_for_pickup' },
  });
  await station.context().close();
  await expo.context().close();
});
