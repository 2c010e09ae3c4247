import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../scripts/chromium';
import { expect, test } from './support';

/**
 * Lighthouse's accessibility category scores 100 on the sign-in page, the dashboard and the orders list.
 * Lighthouse drives its own tab of a Chromium that this test starts with a debugging port; after /login the
 * test puts the worker's signed-in session into that browser's storage, which Lighthouse's tab shares (its
 * storage is not reset).
 */

const PAGES = ['/', '/orders'] as const;
const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, '--remote-debugging-port=0'];

/** The debugging port Chromium chose, from the file it writes into its profile. */
async function debuggingPort(profile: string): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort');
  await expect.poll(() => fs.existsSync(file)).toBe(true);
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
}

async function accessibility(url: string, port: number) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['accessibility'],
    disableStorageReset: true,
    formFactor: 'desktop',
    screenEmulation: { disabled: true },
    // Only the accessibility audits are read: no full-page screenshot. The page is never throttled; the default
    // throttling method ('simulate') only computes performance figures afterwards, and keeps the quiet windows
    // Lighthouse waits for after load at 1 s (an observed method stretches each to 5.25 s, for timings).
    disableFullPageScreenshot: true,
    // A signed-in page keeps its change stream open, so the network would never go quiet and Lighthouse would
    // wait out its load limit before auditing a page ready long before. The stream is blocked (the page then
    // waits its backoff to reopen it, quietly); the limit stays as a guard.
    blockedUrlPatterns: ['*/cms/json-api/catering/v1/events*'],
    maxWaitForLoad: 15_000,
  });
  const lhr = result!.lhr;
  const failed = Object.values(lhr.audits as Record<string, Audit>)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.title}`);
  // Where Lighthouse ended up: a signed-out visit to '/' would have been sent to /login.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  return { path: shown, score: Math.round((lhr.categories.accessibility.score ?? 0) * 100), failed };
}

/** The localStorage entries of a saved signed-in state for `baseURL`'s origin. */
function storedItems(stateFile: string, baseURL: string): { name: string; value: string }[] {
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as {
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  const items = state.origins.find((o) => o.origin === new URL(baseURL).origin)?.localStorage;
  expect(items, 'a signed-in state for the app').toBeTruthy();
  return items!;
}

test('Lighthouse accessibility is 100 on /login, / and /orders', async ({ baseURL, storageState }) => {
  test.setTimeout(240_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || FULL_CHROMIUM,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1440, height: 900 },
    });
    const port = await debuggingPort(profile);

    const login = await accessibility(`${baseURL}/login`, port);
    expect(login, `/login: ${login.failed.join('; ')}`).toEqual({ path: '/login', score: 100, failed: [] });

    const page = await context.newPage();
    // Written on a page of the origin that runs no app (which would persist its own signed-out store).
    await page.goto(`${baseURL}/healthz`);
    await page.evaluate(
      (items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      },
      storedItems(storageState as string, baseURL!),
    );
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible({ timeout: 30_000 });

    for (const route of PAGES) {
      const report = await accessibility(`${baseURL}${route}`, port);
      expect.soft(report, `${route}: ${report.failed.join('; ')}`).toEqual({ path: route, score: 100, failed: [] });
    }
  } finally {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
