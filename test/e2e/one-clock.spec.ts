import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, LOAD, unique } from './menus-orders-support';
import { newMumbaiOutlet, newOrganization, shownIn } from './one-clock-screens';
import { pickLookup } from './resources/kit';
import { expect, test } from './support';
import { boardOf } from './board-day';

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
      const iso = day.toISODate()!;
      await page.goto(boardOf(iso));
      await expect(page.getByRole('article', { name: number })).toContainText(`12:15 am${label}`, LOAD);
      const before = day.minus({ days: 1 }).toISODate()!;
      const answered = page.waitForResponse((r) => r.url().includes('/kitchen-orders?') && r.ok(), LOAD);
      await page.goto(boardOf(before));
      await answered;
      await expect(page.getByRole('article', { name: number })).toHaveCount(0);
    });
  });
}

/** Near midnight in Beirut: 23:30 on Thursday 26 November in UTC is 01:30 on Friday 27 in Beirut. */
const LATE_THURSDAY_UTC = new Date('2026-11-26T23:30:00Z');

for (const browserZone of ['UTC', OUTLET_ZONE]) {
  test.describe(`the business's clock everywhere, with the browser in ${browserZone}`, () => {
    test.use({ timezoneId: browserZone });
    const away = browserZone !== OUTLET_ZONE;
    const label = away ? ` (${OUTLET_ZONE})` : '';

    test("near midnight the dashboard greets on Beirut's day and hour, as its figures count them", async ({ page }) => {
      await page.clock.setFixedTime(LATE_THURSDAY_UTC);
      await page.goto('/');
      const hero = page.getByRole('region', { name: /Welcome back/ });
      await expect(hero).toContainText(`Good morning · Friday, 27 November 2026${label}`, LOAD);
      await expect(hero).not.toContainText('Thursday');

      // Across the change back from summer time (Beirut, midnight on 25 October 2026): the last hour of
      // the 24th happens twice, and the 25th starts at 22:00 UTC.
      await page.clock.setFixedTime(new Date('2026-10-24T21:30:00Z'));
      await page.reload();
      await expect(hero).toContainText(`Good evening · Saturday, 24 October 2026${label}`, LOAD);
      await page.clock.setFixedTime(new Date('2026-10-24T22:00:00Z'));
      await page.reload();
      await expect(hero).toContainText(`Good morning · Sunday, 25 October 2026${label}`, LOAD);
    });

    test("the greeting's day is the day the Today figures count", async ({ page }) => {
      await page.goto('/');
      const caption = page.getByRole('region', { name: 'Today' }).getByText(/, orders by their due time$/);
      await expect(caption).toBeVisible(LOAD);
      // 'Friday 27 November (Asia/Beirut), orders by their due time' → 'Friday, 27 November'.
      const [weekday, day, month] = ((await caption.textContent()) ?? '').split(/[ ,]+/);
      await expect(page.getByRole('region', { name: /Welcome back/ })).toContainText(`${weekday}, ${day} ${month}`);
    });

    test("the order date picker marks Beirut's today, not the browser's", async ({ page }) => {
      await page.clock.setFixedTime(LATE_THURSDAY_UTC);
      await page.goto('/orders/create');
      const date = page.getByRole('combobox', { name: 'Date and Time (date)' });
      await expect(date).toBeVisible(LOAD);
      await date.click();
      const calendar = page.getByRole('grid').first();
      await expect(calendar).toBeVisible();
      // Today is the one day marked as the current date: the 27th, Beirut's day, in either browser zone.
      const today = page.locator('[aria-current="date"]');
      await expect(today).toHaveCount(1);
      await expect(today).toHaveText('27');
    });

    test("an organization's created date reads on Beirut's clock in the list and the drawer", async ({
      page,
      request,
    }) => {
      const org = await newOrganization(request);
      const created = shownIn(org.__date_created, OUTLET_ZONE, away);
      await page.goto(`/organizations?search=${encodeURIComponent(org.name)}`);
      await expect(page.getByRole('row', { name: new RegExp(org.name) })).toContainText(created, LOAD);
      await page.goto(`/organizations/${org.id}`);
      const drawer = page.getByRole('dialog', { name: new RegExp(org.name) });
      await expect(drawer.getByText(created, { exact: true })).toBeVisible(LOAD);
    });

    test('an outlet saved as Asia/Calcutta is Asia/Kolkata, reads its dates on its clock and its hours as 07:00 am', async ({
      page,
      request,
    }) => {
      const outlet = await newMumbaiOutlet(request);
      expect(outlet.time_zone).toBe('Asia/Kolkata');
      await page.goto(`/outlets?search=${encodeURIComponent(outlet.name)}`);
      const row = page.getByRole('row', { name: new RegExp(outlet.name) });
      await expect(row).toContainText('07:00 am', LOAD);
      await expect(row).toContainText('07:30 pm');
      await expect(row).toContainText('Asia/Kolkata');

      await page.goto(`/outlets/${outlet.id}`);
      const drawer = page.getByRole('dialog', { name: new RegExp(outlet.name) });
      await expect(drawer.getByRole('combobox', { name: 'Opening Hours From' })).toHaveValue('07:00 am', LOAD);
      await expect(drawer.getByRole('combobox', { name: 'Opening Hours To' })).toHaveValue('07:30 pm');
      // Kolkata is never the browser's zone here: named.
      await expect(
        drawer.getByText(shownIn(outlet.__date_created, 'Asia/Kolkata', true), { exact: true }),
      ).toBeVisible();
      const zone = drawer.getByRole('combobox', { name: 'Time Zone' });
      await expect(zone).toHaveValue('Asia/Kolkata');
      const offered = await zone
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(offered).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv']));
      for (const old of ['Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev']) expect(offered).not.toContain(old);

      // A new opening time typed in the drawer is saved as HH:mm and shown the same way.
      const from = drawer.getByRole('combobox', { name: 'Opening Hours From' });
      await from.fill('8:15 am');
      await from.press('Tab');
      await expect(drawer.getByText('saved', { exact: true })).toBeVisible(LOAD);
      await expect(from).toHaveValue('08:15 am');
      const stored = (await api(request, `/outlets?id[]=${outlet.id}`)).data.results[0];
      expect(stored.opening_hours_from).toBe('08:15');
    });
  });
}

test.describe('the order time field at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps its clock icon inside the field, and the field inside the modal', async ({ page }) => {
    await page.goto('/orders/create');
    const modal = page.getByRole('dialog', { name: /Add New Order/ });
    const time = modal.getByRole('combobox', { name: 'Date and Time (time)' });
    await expect(time).toBeVisible(LOAD);
    await time.scrollIntoViewIfNeeded();
    const field = time.locator('xpath=..');
    const [box, icon, dialog] = await Promise.all([
      field.boundingBox(),
      field.locator('svg').last().boundingBox(),
      modal.boundingBox(),
    ]);
    expect(box && icon && dialog).toBeTruthy();
    expect(icon!.x + icon!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(box!.x + box!.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
    // Nothing in the modal runs past its right edge (no sideways scroll).
    const sideways = await modal.evaluate((el) =>
      [...el.querySelectorAll('*')].some(
        (child) => child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX !== 'visible',
      ),
    );
    expect(sideways).toBe(false);
  });
});
