import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, LOAD, unique } from './menus-orders-support';
import { pickLookup } from './resources/kit';
import { expect, test } from './support';

/**
 * One clock: an order's times are entered and shown in its outlet's zone (Asia/Beirut here), so the
 * list, the drawer and the kitchen card read the same wall clock whatever zone the browser is in, and
 * the API stores the right instant. Run with the browser in UTC and in Beirut.
 */
const OUTLET_ZONE = 'Asia/Beirut';
test.describe.configure({ timeout: 120_000 });

/** DD/MM/YYYY of a Beirut day `plusDays` from today. */
const beirutDay = (plusDays: number) => DateTime.now().setZone(OUTLET_ZONE).startOf('day').plus({ days: plusDays });

async function beirutOutlet(request: APIRequestContext) {
  const name = unique('E2E Beirut Outlet');
  return (await api(request, '/outlets/add', { method: 'POST', data: { name, time_zone: OUTLET_ZONE } })).data as {
    id: number;
    name: string;
  };
}

/** Fills Add New Order with a name, the outlet and a due date and time typed as shown; saves. */
async function enterOrder(page: Page, outletName: string, day: DateTime, time: string): Promise<string> {
  const name = unique('E2E Clock');
  await page.goto('/orders/create');
  const modal = page.getByRole('dialog', { name: /Add New Order/ });
  await expect(modal).toBeVisible(LOAD);
  await modal.getByLabel('Name').fill(name);
  await pickLookup(modal, 'Outlet', outletName.slice(0, 22), outletName);
  const date = modal.getByRole('combobox', { name: 'Date and Time (date)' });
  await date.fill(day.toFormat('dd/LL/yyyy'));
  await date.press('Tab');
  const clock = modal.getByRole('combobox', { name: 'Date and Time (time)' });
  await clock.fill(time);
  await clock.press('Tab');
  await expect(date).toHaveValue(day.toFormat('dd/LL/yyyy'));
  await expect(clock).toHaveValue(time);
  await modal.getByRole('button', { name: /^(Save|Create|Submit)$/ }).click();
  await expect(modal).toBeHidden(LOAD);
  return name;
}

async function storedOrder(request: APIRequestContext, name: string) {
  const found = await api(request, `/orders?name=${encodeURIComponent(name)}`);
  expect(found.data.results).toHaveLength(1);
  return found.data.results[0] as { id: number; order_number: number; date: string; __date_created: string };
}

for (const browserZone of ['UTC', OUTLET_ZONE]) {
  test.describe(`one clock with the browser in ${browserZone}`, () => {
    test.use({ timezoneId: browserZone });
    // The zone is named only where the browser's differs from the outlet's.
    const label = browserZone === OUTLET_ZONE ? '' : ` (${OUTLET_ZONE})`;

    test('an order entered at 12:30 in a Beirut outlet reads 12:30 in the list, drawer and kitchen card', async ({
      page,
      request,
    }) => {
      const outlet = await beirutOutlet(request);
      const day = beirutDay(1);
      const name = await enterOrder(page, outlet.name, day, '12:30 pm');

      const order = await storedOrder(request, name);
      const expected = DateTime.fromISO(`${day.toISODate()}T12:30`, { zone: OUTLET_ZONE });
      expect(Date.parse(order.date)).toBe(expected.toMillis());
      const created = DateTime.fromISO(order.__date_created).setZone(OUTLET_ZONE);
      const createdText = `${created.toFormat('dd/LL/yyyy')} at ${created.toFormat('hh:mm')} ${created.hour < 12 ? 'am' : 'pm'}${label}`;

      // The list: due and created in Beirut time.
      await page.goto(`/orders?search=${encodeURIComponent(name)}`);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText(`${day.toFormat('dd/LL/yyyy')} at 12:30 pm${label}`, LOAD);
      await expect(row).toContainText(createdText);

      // The drawer: the picker shows the same wall clock, and Date Created the same time as the list.
      await page.goto(`/orders/${order.id}`);
      const drawer = page.getByRole('dialog', { name: new RegExp(name) });
      await expect(drawer.getByRole('combobox', { name: 'Date and Time (date)' })).toHaveValue(
        day.toFormat('dd/LL/yyyy'),
        LOAD,
      );
      await expect(drawer.getByRole('combobox', { name: 'Date and Time (time)' })).toHaveValue('12:30 pm');
      await expect(drawer.getByText(createdText)).toBeVisible();
      if (label) await expect(drawer.getByText(`Time zone: ${OUTLET_ZONE}`)).toBeVisible();
      else await expect(drawer.getByText(`Time zone: ${OUTLET_ZONE}`)).toHaveCount(0);

      // The kitchen card: due 12:30, created as in the list and drawer.
      await page.goto(`/kitchen-orders?date=tomorrow`);
      const card = page.getByRole('article', { name: `#${String(order.order_number).padStart(5, '0')}` });
      await expect(card).toContainText(`Due ${day.toFormat('dd/LL')} 12:30 pm${label}`, LOAD);
      await expect(card).toContainText(`Created ${createdText}`);
    });

    test('an order at 00:15 lands on its Beirut day, the day before in UTC', async ({ page, request }) => {
      const outlet = await beirutOutlet(request);
      const day = beirutDay(2);
      const name = await enterOrder(page, outlet.name, day, '12:15 am');

      const order = await storedOrder(request, name);
      const instant = DateTime.fromISO(order.date, { zone: 'utc' });
      expect(instant.toISODate()).toBe(day.minus({ days: 1 }).toISODate());
      expect(instant.setZone(OUTLET_ZONE).toFormat('yyyy-LL-dd HH:mm')).toBe(`${day.toISODate()} 00:15`);

      await page.goto(`/orders?search=${encodeURIComponent(name)}`);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
        `${day.toFormat('dd/LL/yyyy')} at 12:15 am${label}`,
        LOAD,
      );
      // The board's Custom Date of that Beirut day holds it; the day before does not.
      const number = `#${String(order.order_number).padStart(5, '0')}`;
      const iso = day.toISODate();
      await page.goto(`/kitchen-orders?date=custom&from=${iso}&to=${iso}`);
      await expect(page.getByRole('article', { name: number })).toContainText(`12:15 am${label}`, LOAD);
      const before = day.minus({ days: 1 }).toISODate();
      const answered = page.waitForResponse((r) => r.url().includes('/kitchen-orders?') && r.ok(), LOAD);
      await page.goto(`/kitchen-orders?date=custom&from=${before}&to=${before}`);
      await answered;
      await expect(page.getByRole('article', { name: number })).toHaveCount(0);
    });
  });
}
