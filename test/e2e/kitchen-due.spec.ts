import type { APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { API, token } from './resources/kit';
import { expect, test } from './support';
import { boardOf } from './board-day';

/**
 * The kitchen board says when to start each open order, from its fire time (due time less its longest
 * preparation time): an order due tomorrow reads "Due in …" and is not urgent; a 30-minute dish due in
 * 15 minutes reads "Start now". Orders and their product are created here through the API.
 */
const ZONE = 'Asia/Beirut';
test.use({ role: 'kitchen' });

const adminHeaders = async (request: APIRequestContext) => ({ authorization: `Bearer ${await token(request)}` });

async function post(request: APIRequestContext, headers: Record<string, string>, path: string, data: object) {
  const res = await request.post(`${API}${path}`, { headers, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

/** An order of one dish due at `due` (ISO); returns its card label and the fire time the server computed. */
async function orderOf(request: APIRequestContext, headers: Record<string, string>, productId: number, due: string) {
  const name = `E2E due ${Math.random().toString(36).slice(2, 7)}`;
  const order = await post(request, headers, '/orders/add', { name, type: 'pick_up', date: due, status: 'pending' });
  await post(request, headers, '/order-items/add', { order: order.id, product: productId, quantity: 2 });
  const listed = await request.get(`${API}/kitchen-orders?id[]=${order.id}`, { headers });
  const fireAt = (await listed.json()).data.results[0].fire_at as string;
  return { label: `#${String(order.order_number).padStart(5, '0')}`, fireAt };
}

/** The board filtered to the Beirut day of `iso` (Custom Date: the order stays on screen across midnight). */
const boardFor = (iso: string) => boardOf(DateTime.fromISO(iso).setZone(ZONE).toISODate()!);

test('cards say when to start: due tomorrow is not urgent; a tight order reads Start now', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const slowDish = await post(request, headers, '/products/add', {
    name: `E2E slow grill ${Math.random().toString(36).slice(2, 7)}`,
    price: 12,
    status: 'publish',
    prep_minutes: 30,
  });
  expect(slowDish.prep_minutes).toBe(30);

  const tomorrowNoon = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1, hours: 12 }).toUTC().toISO()!;
  const tomorrow = await orderOf(request, headers, slowDish.id, tomorrowNoon);
  expect(Date.parse(tomorrow.fireAt)).toBe(Date.parse(tomorrowNoon) - 30 * 60_000);

  const inFifteen = DateTime.now().plus({ minutes: 15 }).toUTC().toISO()!;
  const tight = await orderOf(request, headers, slowDish.id, inFifteen);
  expect(Date.parse(tight.fireAt)).toBe(Date.parse(inFifteen) - 30 * 60_000);

  const boardAsked = page.waitForRequest((r) => r.url().includes('/kitchen-orders?') && r.url().includes('status_in='));
  await page.goto('/kitchen-orders?date=tomorrow');
  // The board lists urgent orders first, then the order to start first.
  expect(new URL((await boardAsked).url()).searchParams.get('order_by')).toBe('urgent,fire_at,date,order_number');
  const tomorrowCard = page.getByRole('region', { name: 'Orders' }).getByRole('article', { name: tomorrow.label });
  await expect(tomorrowCard).toContainText(/Due in \d+ h \d\d min|Due in 1 d/);
  await expect(tomorrowCard).not.toContainText(/Start now|Overdue|Start in/);

  await page.goto(boardFor(inFifteen));
  const tightCard = page.getByRole('region', { name: 'Orders' }).getByRole('article', { name: tight.label });
  await expect(tightCard.getByText(/^(Start now|Overdue \d+ min)$/)).toBeVisible();
  // The spec's card time stays: the created date.
  await expect(tightCard.getByText(/^Created \d\d\/\d\d\/\d{4} at \d\d:\d\d [ap]m( \(Asia\/Beirut\))?$/)).toBeVisible();
});
