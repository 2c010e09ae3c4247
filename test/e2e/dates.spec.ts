import type { APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, LOAD, unique } from './menus-orders-support';
import { pickLookup } from './resources/kit';
import { expect, test } from './support';

/**
 * One date format: every date is shown and picked as DD/MM/YYYY (typed or on the calendar), and sent
 * as YYYY-MM-DD. Run with the browser in UTC and in Beirut.
 */
const KITCHEN_ZONE = 'Asia/Beirut';
test.describe.configure({ timeout: 120_000 });

async function newMenu(request: APIRequestContext) {
  const outlet = (await api(request, '/outlets?per_page=1')).data.results[0];
  const name = unique('E2E Dates Menu');
  const menu = (await api(request, '/menus/add', { method: 'POST', data: { name, outlet: outlet.id } })).data;
  const product = (await api(request, '/products?status=publish&per_page=1')).data.results[0];
  return { id: menu.id as number, product: product.name as string };
}

for (const browserZone of ['UTC', KITCHEN_ZONE]) {
  test.describe(`dates with the browser in ${browserZone}`, () => {
    test.use({ timezoneId: browserZone });

    test('Add Menu Item takes a typed DD/MM/YYYY date and one picked on the calendar', async ({ page, request }) => {
      const menu = await newMenu(request);
      // A day after the 12th, so DD/MM and MM/DD cannot be mistaken for each other.
      const typed = DateTime.now().plus({ months: 1 }).set({ day: 23 });
      await page.goto(`/menus/${menu.id}/menu-items/create`);
      const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
      await expect(dialog).toBeVisible(LOAD);
      await pickLookup(dialog, 'Product', menu.product.slice(0, 6), menu.product);
      const date = dialog.getByRole('combobox', { name: 'Date' });
      await expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY', LOAD);
      await date.fill(typed.toFormat('dd/LL/yyyy'));
      await date.press('Tab');
      await expect(date).toHaveValue(typed.toFormat('dd/LL/yyyy'));

      // Picked on the calendar: the 14th of the shown month.
      await date.click();
      const calendar = page.getByRole('grid').first();
      await expect(calendar).toBeVisible();
      await calendar
        .getByRole('gridcell', { name: new RegExp(`^14, ${typed.toFormat('LLLL')}, ${typed.year}`) })
        .click();
      const picked = typed.set({ day: 14 });
      await expect(date).toHaveValue(picked.toFormat('dd/LL/yyyy'));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden(LOAD);

      const items = (await api(request, `/menu-items?menu=${menu.id}`)).data.results as { date: string }[];
      expect(items.map((i) => i.date.slice(0, 10))).toEqual([picked.toISODate()]);
    });

    test.describe(() => {
      test.use({ role: 'kitchen' });
      test("the kitchen's Custom Date shows and takes DD/MM/YYYY, and asks for the Beirut days", async ({ page }) => {
        await page.goto('/kitchen-orders');
        await page.getByRole('group', { name: 'Date' }).getByRole('button', { name: 'Custom Date' }).click();
        const today = DateTime.now().setZone(KITCHEN_ZONE).startOf('day');
        const from = page.getByRole('combobox', { name: 'From', exact: true });
        const to = page.getByRole('combobox', { name: 'To', exact: true });
        await expect(from).toHaveValue(today.toFormat('dd/LL/yyyy'), LOAD);
        await expect(to).toHaveValue(today.toFormat('dd/LL/yyyy'));

        // A day after the 12th, so DD/MM and MM/DD cannot be mistaken for each other.
        const later = today.plus({ months: 1 }).set({ day: 23 });
        await to.fill(later.toFormat('dd/LL/yyyy'));
        await to.press('Tab');
        await expect(page).toHaveURL(new RegExp(`from=${today.toISODate()}&to=${later.toISODate()}`));
        await expect(to).toHaveValue(later.toFormat('dd/LL/yyyy'));
        await expect(
          page.getByText(`${today.toFormat('dd/LL/yyyy')} – ${later.toFormat('dd/LL/yyyy')}`).first(),
        ).toBeVisible();

        // The month-first spelling of that day is no date here: the input goes back, the range stays.
        await to.fill(later.toFormat('LL/dd/yyyy'));
        await to.press('Tab');
        await expect(to).toHaveValue(later.toFormat('dd/LL/yyyy'));
        await expect(page).toHaveURL(new RegExp(`to=${later.toISODate()}`));
      });
    });
  });
}
