import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './support';

/**
 * Lighthouse's accessibility category scores 100 on the sign-in page, the dashboard and the orders list.
 * Lighthouse drives its own tab of a Chromium that this test starts with a debugging port; the test signs
 * in through that browser first, so Lighthouse's tab shares the session (storage is not reset).
 */

const PAGES = ['/', '/orders'] as const;
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--remote-debugging-port=0',
];

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
    // Only the accessibility audits are read: no simulated throttling, no full-page screenshot.
    throttlingMethod: 'provided',
    disableFullPageScreenshot: true,
  });
  const lhr = result!.lhr;
  const failed = Object.values(lhr.audits as Record<string, Audit>)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.title}`);
  // Where Lighthouse ended up: a signed-out visit to '/' would have been sent to /login.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  return { path: shown, score: Math.round((lhr.categories.accessibility.score ?? 0) * 100), failed };
}

test('Lighthouse accessibility is 100 on /login, / and /orders', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      viewport: { width: 1440, height: 900 },
    });
    const port = await debuggingPort(profile);

    const login = await accessibility(`${baseURL}/login`, port);
    expect(login, `/login: ${login.failed.join('; ')}`).toEqual({ path: '/login', score: 100, failed: [] });

    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').fill(USERS.admin);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
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
