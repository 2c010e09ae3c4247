import { test as signedOut, type Page } from '@playwright/test';
import {
  appRoutes,
  expectNoSeriousViolations,
  PUBLIC_ROUTES,
  visit,
  waitForScreen,
  type AppRoute,
} from './a11y-support';
import { expect, test } from './support';

/**
 * axe-core (WCAG 2.0/2.1 A and AA, best practices and the experimental rules, label in name among them)
 * finds no critical or serious violation on any route of the product, at desktop and phone widths, nor in
 * what the routes open: column filters, expanded rows, the account popover, the navigation drawer, the
 * products' card view, drawers, modals and the delete confirmation.
 *
 * Every signed-in route is walked once per language and once per width: here in English at 390 px, and in
 * Arabic and French at 1440 px (languages-a11y.spec.ts). A route's roles and colours at one width are the
 * same in every language, and its English names are the same at every width, so a third walk (English at
 * 1440 px) would check nothing the two do not. The public routes and the shell's popovers are checked at both
 * widths here, a viewer's read-only drawers at 1440 px.
 */

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Checks what a list route opens: its first column filter and its first expandable row. */
async function checkListParts(page: Page, where: string) {
  const filter = page.getByRole('button', { name: /^Filter / }).first();
  if (await filter.isVisible()) {
    await filter.click();
    await expect(page.getByRole('dialog', { name: /^Filter / })).toBeVisible();
    await waitForScreen(page);
    await expectNoSeriousViolations(page, `${where} (column filter open)`);
    await page.keyboard.press('Escape');
  }
  const expand = page.getByRole('button', { name: 'Expand row' }).first();
  if (await expand.isVisible()) {
    await expand.click();
    await waitForScreen(page);
    await expectNoSeriousViolations(page, `${where} (row expanded)`);
  }
}

/** Checks the delete confirmation a drawer opens. */
async function checkDeleteConfirmation(page: Page, where: string) {
  const drawer = page.getByRole('dialog').last();
  const remove = drawer.getByRole('button', { name: /^Delete / });
  if (!(await remove.isVisible())) return;
  await remove.click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await expectNoSeriousViolations(page, `${where} (delete confirmation)`);
  await page.getByRole('button', { name: /^(No|Cancel)$/ }).click();
}

async function checkRoute(page: Page, route: AppRoute, where: string) {
  await visit(page, route.path);
  await waitForScreen(page);
  if (route.kind === 'show' || route.kind === 'create') {
    // The drawer or modal opens over the list once its chunk and record are in: checked when it is open.
    await expect(
      page
        .getByRole('dialog')
        .or(page.getByRole('heading', { name: /^Error 40\d$/ }))
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await waitForScreen(page);
  }
  await expectNoSeriousViolations(page, where);
  if (route.kind === 'list') await checkListParts(page, where);
}

// The checks are independent of one another: the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const size of WIDTHS) {
  test.describe(`axe at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    // The public routes, as a visitor sees them: signed out.
    signedOut(`the public routes have no critical or serious violation (${size.name})`, async ({ page }) => {
      for (const route of PUBLIC_ROUTES) {
        await signedOut.step(route.path, () => checkRoute(page, route, `${route.path} @${size.width}`));
      }
    });

    // Every signed-in route at phone width (see above), in two halves the two workers can take side by side.
    for (const part of size.name === 'phone' ? ([1, 2] as const) : []) {
      test(`every route has no critical or serious violation (${size.name}, part ${part} of 2)`, async ({
        page,
        request,
      }) => {
        const signedIn = (await appRoutes(request)).filter((r) => !r.public);
        const half = Math.ceil(signedIn.length / 2);
        const mine = part === 1 ? signedIn.slice(0, half) : signedIn.slice(half);
        test.setTimeout(60_000 + mine.length * 10_000);
        for (const route of mine) {
          await test.step(route.path, () => checkRoute(page, route, `${route.path} @${size.width}`));
        }
      });
    }

    test(`the shell's popovers, drawers and confirmations pass (${size.name})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const routes = await appRoutes(request);
      await page.goto('/');
      await waitForScreen(page);
      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
      await expectNoSeriousViolations(page, `account popover @${size.width}`);
      await page.keyboard.press('Escape');
      if (size.width < 768) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expectNoSeriousViolations(page, `navigation drawer @${size.width}`);
        await page.keyboard.press('Escape');
      }
      // The products' card view, its pressed 'Cards' toggle under the pointer that pressed it (hovered).
      await visit(page, '/products');
      await waitForScreen(page);
      const cards = page.getByRole('button', { name: 'Cards' });
      await cards.click();
      await expect(cards).toHaveAttribute('aria-pressed', 'true');
      await waitForScreen(page);
      await expectNoSeriousViolations(page, `/products card view @${size.width}`);
      const show = routes.find((r) => r.kind === 'show' && r.path.startsWith('/products/'))!;
      await visit(page, show.path);
      await waitForScreen(page);
      await checkDeleteConfirmation(page, `${show.path} @${size.width}`);
    });

    // A viewer's read-only drawers at desktop width, where viewers read; their fields are the same on a phone.
    if (size.name === 'desktop')
      test.describe(() => {
        test.use({ role: 'viewer' });
        test(`read-only drawers and the 403 page pass as a viewer (${size.name})`, async ({ page, request }) => {
          const routes = await appRoutes(request);
          const shows = routes.filter((r) => r.kind === 'show' && !r.path.includes('/items/'));
          test.setTimeout(60_000 + shows.length * 20_000);
          for (const route of shows) {
            await test.step(route.path, () => checkRoute(page, route, `viewer ${route.path} @${size.width}`));
          }
          await checkRoute(page, { path: '/users/create', kind: 'create' }, `viewer /users/create @${size.width}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 403');
        });
      });
  });
}
