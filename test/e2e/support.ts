import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo-catering-2026';
export const USERS = {
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  kitchen: 'kitchen@demo.test',
  viewer: 'viewer@demo.test',
} as const;
export type Role = keyof typeof USERS;

/** Signs in through the login form, as a person would, and waits for the shell. */
export async function signIn(page: Page, who: Role, to = '/login') {
  await page.goto(to);
  await page.getByLabel('Email').fill(USERS[who]);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The signed-in app's chunks load after the sign-in: on a busy 2-core machine that took over 7 s.
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible({ timeout: 20_000 });
}

/**
 * A delete's 5-second undo window runs on the page's clock (`page.clock.install()` first). On a busy machine,
 * showing the confirmation and the toast took longer than 5 real seconds: the delete went out before the test
 * saw its countdown. `freezeClock` stops the page's time; `untilVisibleOnFrozenClock` moves it on 50 ms at a
 * time only while it waits for the screen, so the window lasts 5 s of page time however slow the machine is.
 * `page.clock.fastForward` then ends the window, and `page.clock.resume()` lets time flow again.
 */
export async function freezeClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

export async function untilVisibleOnFrozenClock(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return target.isVisible();
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Clicks `target` once it shows on a frozen clock: what the screen still does on the page's timers before it
 * (a dialog moving focus in and hiding the page behind it from assistive technology) needs page time too.
 */
export async function clickOnFrozenClock(page: Page, target: Locator) {
  await untilVisibleOnFrozenClock(page, target);
  await target.click();
}

/** The app's one redux-persist entry in localStorage: the session, settings and UI preferences. */
const PERSISTED = 'persist:catering-back-office';

/**
 * A saved state is signed in again once it is this old. The app refreshes its access token (1 h) when less
 * than a tenth of its lifetime is left; a refresh rotates the refresh key, and the state's copy of the old key
 * presented again by a later test would revoke the session of every test sharing it. Remade well before that.
 */
const STATE_MAX_AGE_MS = 30 * 60_000;

interface SavedState {
  file: string;
  savedAt: number;
}

/** Signs `role` in through the form once and saves the browser storage (the persisted session) to a file. */
async function saveSignedInState(browser: Browser, role: Role, file: string, baseURL?: string): Promise<SavedState> {
  const page = await browser.newPage({ baseURL });
  await signIn(page, role);
  // redux-persist writes the store a moment after the shell shows: save once the session is in storage.
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const session = JSON.parse(JSON.parse(localStorage.getItem(key) ?? '{}').session ?? '{}');
        return Boolean(session.access_token && session.profile);
      }, PERSISTED),
    )
    .toBe(true);
  await page.context().storageState({ path: file });
  await page.close();
  return { file, savedAt: Date.now() };
}

/**
 * `test` whose `page` starts signed in as `role` (default admin; `test.use({ role: 'kitchen' })`), from a
 * storage state made once per worker and role by a real sign-in through the form. Every test shares that
 * session: a test that logs out, revokes or refreshes its session, or changes the user's password, signs in
 * on its own instead (plain `@playwright/test` and `signIn`), as do the tests of the sign-in flow itself.
 */
export const test = base.extend<{ role: Role }, { signedInStates: Map<Role, SavedState> }>({
  signedInStates: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const states = new Map<Role, SavedState>();
      await use(states);
      for (const { file } of states.values()) fs.rmSync(file, { force: true });
    },
    { scope: 'worker' },
  ],
  role: ['admin', { option: true }],
  storageState: async ({ browser, role, signedInStates, baseURL }, use, testInfo) => {
    let state = signedInStates.get(role);
    if (!state || Date.now() - state.savedAt > STATE_MAX_AGE_MS) {
      const file = path.join(os.tmpdir(), `cbo-e2e-state-${process.pid}-${testInfo.workerIndex}-${role}.json`);
      state = await saveSignedInState(browser, role, file, baseURL);
      signedInStates.set(role, state);
    }
    await use(state.file);
  },
});

export { expect };
