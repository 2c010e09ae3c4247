import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { msg, msgPattern, type TestLanguage } from './catalogues';
import { api, expect, field, record, SAVE_DONE, shot, test, unique } from './resources/kit';

/**
 * The office screens through a network cut (issue 27, point 5): office staff (a manager) on Categories. Cut
 * off, every page shows the offline banner over what was loaded; an edit in a drawer is refused, kept in its
 * field and marked not saved, then saved by itself when the network returns; a create is refused with the
 * modal's values kept, and saved with Save once back. The banner goes within 5 s of the network returning
 * (the app asks /healthz every 2 s while offline). Once in English, once in Arabic; the banner is
 * photographed at 1440 and 390 px (/tmp/shots/offline-*.png).
 */

/** The banner goes within this long after the network returns (the budget). */
const BACK_WITHIN = { timeout: 5_000 };
/** Room for a busy machine: a screen's first load fetches its chunks and the list. */
const SLOW = { timeout: 30_000 };

async function newCategory(request: APIRequestContext, name: string): Promise<number> {
  const body = await api<{ data: { id: number } }>(request, '/categories/add', {
    method: 'POST',
    data: { name, order: 1, status: 'publish' },
  });
  return body.data.id;
}

/** Categories named `name`, as the server has them. */
async function categoriesNamed(request: APIRequestContext, name: string): Promise<{ name: string; order: number }[]> {
  const body = await api<{ data: { results: { name: string; order: number }[] } }>(
    request,
    `/categories?search=${encodeURIComponent(name)}`,
  );
  return body.data.results.filter((c) => c.name === name);
}

const words = (language: TestLanguage) => ({
  banner: (page: Page) => page.getByRole('status', { name: msg(language, 'shell:offline.region'), exact: true }),
  saveStatus: (page: Page) => page.getByRole('status', { name: msg(language, 'kit:autosave.label'), exact: true }),
  offlineTitle: msgPattern(language, 'shell:offline.title'),
  offlineBody: msg(language, 'shell:offline.body'),
});

async function openList(page: Page, language: TestLanguage) {
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg(language, 'words:resources.categories.label'),
    SLOW,
  );
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible(SLOW);
}

/** The banner's words are on the page and the banner sits above the page's heading, covering none of it. */
async function expectBannerAbove(page: Page, banner: Locator, language: TestLanguage) {
  const { offlineTitle, offlineBody } = words(language);
  await expect(banner.getByText(offlineTitle)).toBeVisible();
  await expect(banner).toContainText(offlineBody);
  const bar = (await banner.boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(heading.y);
  expect(bar.x).toBeGreaterThanOrEqual(0);
  expect(bar.x + bar.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(1);
}

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

for (const { language, locale } of [
  { language: 'en', locale: 'en-US' },
  { language: 'ar', locale: 'ar-LB' },
] as const) {
  test.describe(`office screens offline (${language})`, () => {
    test.use({ role: 'manager', locale });
    test.describe.configure({ timeout: 120_000 });

    test('an edit waits for the network and is saved; a create is refused with its values kept', async ({
      page,
      context,
      request,
    }) => {
      const w = words(language);
      const name = unique('E2E offline');
      const id = await newCategory(request, name);
      await openList(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(w.banner(page)).toBeEmpty();

      // The drawer, opened while online; then the network goes.
      await page.getByRole('link', { name, exact: true }).click();
      const drawer = page.getByRole('dialog').filter({ has: w.saveStatus(page) });
      await expect(w.saveStatus(page)).toHaveText(msg(language, 'kit:autosave.idle'), SLOW);
      // The record is in (the status shows while it loads): the fields hold what the server has.
      const order = field(drawer, msg(language, 'products:fields.order'));
      await expect(order).toHaveValue('1', SLOW);
      await setOffline(context, true);
      await expect(w.saveStatus(page)).toHaveText(msg(language, 'kit:autosave.offline'));
      // The drawer covers the shell's banner: it carries its own copy.
      await expect(drawer.getByText(w.offlineBody)).toBeVisible();
      await expect(drawer.getByText(w.offlineTitle)).toBeVisible();

      await order.fill('9');
      await order.blur();
      await expect(w.saveStatus(page)).toHaveText(msg(language, 'kit:autosave.unsent'));
      await expect(order).toHaveValue('9');
      await expect(drawer.getByText(msg(language, 'kit:offline.fieldUnsent'))).toBeVisible();
      expect((await record(request, 'categories', id)).order).toBe(1); // nothing reached the server
      await shot(page, `offline-${language}-drawer`);

      // Back online: the banner goes within 5 s, and the kept edit is sent by itself.
      await setOffline(context, false);
      await expect(drawer.getByText(w.offlineBody)).toBeHidden(BACK_WITHIN);
      await expect(w.saveStatus(page)).toHaveText(msg(language, 'kit:autosave.saved'), SAVE_DONE);
      await expect(order).toHaveValue('9');
      await expect.poll(async () => (await record(request, 'categories', id)).order, SAVE_DONE).toBe(9);
      await drawer.getByRole('button', { name: msg(language, 'words:done'), exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(w.banner(page)).toBeEmpty();

      // A create: filled in, then the network goes and Save is refused; the modal keeps every value.
      await page.getByRole('button', { name: msg(language, 'kit:list.addNew'), exact: true }).click();
      const modal = page.getByRole('dialog', { name: msg(language, 'products:categories.createTitle') });
      await expect(modal).toBeVisible(SLOW);
      const created = unique('E2E offline new');
      await field(modal, msg(language, 'products:fields.name')).fill(created);
      await field(modal, msg(language, 'products:fields.order')).fill('4');
      await setOffline(context, true);
      await expect(modal.getByText(w.offlineBody)).toBeVisible();
      await modal.getByRole('button', { name: msg(language, 'words:save'), exact: true }).click();
      await expect(modal.getByText(msg(language, 'kit:offline.createRefused'))).toBeVisible();
      await expect(modal).toBeVisible();
      await expect(field(modal, msg(language, 'products:fields.name'))).toHaveValue(created);
      await expect(field(modal, msg(language, 'products:fields.order'))).toHaveValue('4');
      expect(await categoriesNamed(request, created)).toHaveLength(0);
      await shot(page, `offline-${language}-create`);

      await setOffline(context, false);
      await expect(modal.getByText(w.offlineBody)).toBeHidden(BACK_WITHIN);
      await modal.getByRole('button', { name: msg(language, 'words:save'), exact: true }).click();
      await expect(modal).toBeHidden(SLOW);
      await expect
        .poll(() => categoriesNamed(request, created), SAVE_DONE)
        .toEqual([expect.objectContaining({ name: created, order: 4 })]);
      await expect(w.banner(page)).toBeEmpty();
    });

    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      test(`the banner sits above the list and in the drawer, covering nothing (${size.width} px)`, async ({
        page,
        context,
      }) => {
        await page.setViewportSize(size);
        const w = words(language);
        await openList(page, language);
        // A drawer opened before the cut keeps its record, under its own copy of the banner.
        await page.getByRole('table').getByRole('link').first().click();
        const drawer = page.getByRole('dialog').filter({ has: w.saveStatus(page) });
        await expect(field(drawer, msg(language, 'products:fields.order'))).not.toHaveValue('', SLOW);
        await setOffline(context, true);
        await expect(w.saveStatus(page)).toHaveText(msg(language, 'kit:autosave.offline'));
        // The drawer's copy pushes the fields down, covering none of them.
        const copy = drawer.getByRole('group', { name: w.offlineTitle });
        const firstLabel = drawer.getByText(msg(language, 'products:translations.nameAr'), { exact: true });
        const bar = (await copy.boundingBox())!;
        expect(bar.y + bar.height).toBeLessThanOrEqual((await firstLabel.boundingBox())!.y);
        // Its whole text fits in it (a squeezed banner would spill over the fields).
        expect(await copy.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
        await expect(drawer.getByText(w.offlineBody)).toBeInViewport();
        await shot(page, `offline-${language}-drawer-open`);
        await drawer.getByRole('button', { name: msg(language, 'words:done'), exact: true }).click();
        await expect(drawer).toBeHidden();
        await expectBannerAbove(page, w.banner(page), language);
        // What was loaded stays shown, read-only: the rows are still there.
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
        await shot(page, `offline-${language}-list`);
        await setOffline(context, false);
        await expect(w.banner(page)).toBeEmpty(BACK_WITHIN);
      });
    }
  });
}
