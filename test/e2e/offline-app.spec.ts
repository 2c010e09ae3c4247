import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * The app without a network (docs/offline.md): the service worker precaches the build, so a reload or a new
 * tab opens the app offline, signed in; and a new build replaces the old one only at a safe moment.
 * Other specs block service workers (playwright.config.ts): this one lets the production build's worker run.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

/** The build the e2e server serves (npm start → dist/), and its worker script. */
const WORKER_FILE = path.resolve(process.env.CLIENT_DIR || 'dist', 'sw.js');
const SIGNED_IN = { timeout: 20_000 };
/**
 * A page moving to a new build: the worker takes over and the page loads again, or the page loads anyway after
 * the app's 4 s grace (TAKE_OVER_GRACE_MS, src/sw/updateFlow.ts) when Chromium leaves the worker waiting.
 */
const MOVED = { timeout: 20_000 };

/** Waits until the worker has precached the build and controls `page`. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The signed-in app, not an error screen: the shell's account button and its main navigation. */
async function expectSignedInShell(page: Page) {
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible(SIGNED_IN);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('The application could not start')).toHaveCount(0);
  await expect(page.getByText("We couldn't load the application settings")).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Whether `page` reaches the server at all (`/healthz` is never answered by the worker). */
const reachesServer = (page: Page) =>
  page.evaluate(() =>
    fetch('/healthz', { cache: 'no-store' }).then(
      () => 'reached',
      () => 'unreachable',
    ),
  );

/** Marks the page's current document: gone once the page has reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));
/** Whether the mark is still there (null while the page is between two documents). */
const documentMarked = (page: Page) =>
  page.evaluate(() => Boolean((window as { e2eMark?: boolean }).e2eMark)).catch(() => null);

/** Whether a new worker still waits (false once it has taken over). */
const newWorkerWaiting = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)));

/**
 * A new build's worker, as a deploy brings it: the served sw.js changes (a byte is enough for the browser),
 * and the open page asks for it as it does every 30 minutes and when the network returns.
 */
async function deployNewWorker(page: Page, revision: string) {
  fs.appendFileSync(WORKER_FILE, `\n// e2e: new build ${revision}\n`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
}

const originalWorker = fs.existsSync(WORKER_FILE) ? fs.readFileSync(WORKER_FILE) : null;
test.afterEach(() => {
  if (originalWorker) fs.writeFileSync(WORKER_FILE, originalWorker);
});

/** Requests the worker itself sent that failed (the browser's offline mode covers the worker too). */
function workerFailures(context: BrowserContext): string[] {
  const failed: string[] = [];
  context.on('requestfailed', (request) => {
    if (request.serviceWorker()) failed.push(new URL(request.url()).pathname);
  });
  return failed;
}

test('a reload and a new tab open the app offline, signed in; online again it works as before', async ({
  page,
  context,
}) => {
  await page.goto('/kitchen-orders');
  await expectSignedInShell(page);
  await controlledByWorker(page);
  const failed = workerFailures(context);

  await context.setOffline(true);
  expect(await reachesServer(page)).toBe('unreachable');
  await page.reload();
  await expectSignedInShell(page);
  await expect(page).toHaveURL(/\/kitchen-orders(\?|$)/);
  // The page came from the precache: the worker's own request for it found no network.
  expect(failed).toContain('/kitchen-orders');

  const tab = await context.newPage();
  await tab.goto('/organizations');
  await expectSignedInShell(tab);
  await expect(tab).toHaveURL(/\/organizations(\?|$)/);

  await context.setOffline(false);
  expect(await reachesServer(tab)).toBe('reached');
  await tab.reload();
  await expectSignedInShell(tab);
  await expect(tab.getByRole('table', { name: 'Organizations' })).toBeVisible(SIGNED_IN);
});

test('a new build is announced and opens when the user chooses Reload', async ({ page }) => {
  await page.goto('/');
  await expectSignedInShell(page);
  await controlledByWorker(page);
  await markDocument(page);

  await deployNewWorker(page, 'reload');
  const notice = page.getByText('A new version is ready');
  await expect(notice).toBeVisible();
  expect(await documentMarked(page)).toBe(true); // told, not moved

  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect.poll(() => documentMarked(page), MOVED).toBe(false);
  await expectSignedInShell(page);
  await expect(notice).toHaveCount(0);
  expect(await newWorkerWaiting(page)).toBe(false);
});

test('a new build opens on the next change of screen, never over a form with unsaved changes', async ({
  page,
  context,
}) => {
  await page.goto('/organizations');
  await expectSignedInShell(page);
  await controlledByWorker(page);

  // A second tab is typing into a new organization when the first one moves to the new build.
  const typing = await context.newPage();
  await typing.goto('/organizations/create');
  const form = typing.getByRole('dialog', { name: /Add New/ });
  await expect(form).toBeVisible(SIGNED_IN);
  await form.getByLabel('Name').fill('Typed before the update');
  await markDocument(typing);
  await markDocument(page);

  await deployNewWorker(page, 'screen-change');
  await expect(page.getByText('A new version is ready')).toBeVisible();
  await expect(typing.getByText('A new version is ready')).toBeVisible();

  // Changing screen with nothing unsaved is the safe moment: the first tab moves to the new build.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outlets', exact: true }).click();
  await expect.poll(() => documentMarked(page), MOVED).toBe(false);
  await expect(page).toHaveURL(/\/outlets(\?|$)/);
  await expectSignedInShell(page);
  expect(await newWorkerWaiting(page)).toBe(false);

  // The typing tab keeps its form and its words; it is still told, and moves when the user chooses.
  await expect(typing.getByText('A new version is ready')).toBeVisible();
  expect(await documentMarked(typing)).toBe(true);
  await expect(form.getByLabel('Name')).toHaveValue('Typed before the update');
});
