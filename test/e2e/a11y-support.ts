import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { pagePaths, paths } from '../../src/resources/paths';
import { hasCrud, isTopLevel, RESOURCE_KEYS, RESOURCES, type TopLevelKey } from '../../src/resources/registry';
import { token as adminToken } from './resources/kit';

/** Accessibility checks shared by the axe and keyboard specs: the axe run and the app's routes. */

const API = '/cms/json-api/catering/v1';

/**
 * The rule sets checked: WCAG 2.0 and 2.1 A and AA, axe's best practices, and its experimental rules (among
 * them WCAG 2.5.3 label in name, `label-content-name-mismatch`), which axe leaves out unless asked.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The axe run: the rule sets above, and only violations read (see `seriousViolations`). */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
};

/**
 * Runs axe over the page as it is now. axe is put into each document once and stays there for every later
 * run on it: the app moves between routes without reloading, so one test checks many screens on one
 * document. (AxeBuilder would inject the 1.3 MB source again and open a blank page to merge results on
 * every run, three to four times the run itself.) Frames get their own copy, as axe reads them from the top.
 */
async function runAxe(page: Page, options: RunOptions = AXE_OPTIONS): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
    if (!present) await frame.evaluate(axe.source);
  }
  return page.evaluate((opts) => (window as AxeWindow).axe!.run(document, opts), options);
}
type AxeWindow = Window & { axe?: typeof axe };

/**
 * The critical and serious axe violations of the page as it is now, under AXE_TAGS or the `tags` given
 * (e.g. with axe's `experimental` rules added).
 */
export async function seriousViolations(page: Page, tags: string[] = AXE_TAGS): Promise<AxeViolation[]> {
  // Only violations are read: axe then details just one node of each other result type, which spares it
  // building a selector for every passing node (the slow end of a run on a long list).
  const results = await runAxe(page, { ...AXE_OPTIONS, runOnly: { type: 'tag', values: tags } });
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
    }));
}

/** The violations in words, one node a line, for the test's failure message. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id} — ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n');
}

/** Fails (softly: the test goes on to the next screen) with every critical or serious violation listed. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  await animationsSettled(page);
  await closedModalsLifted(page);
  let violations = await seriousViolations(page);
  // A violation is confirmed by a second run once the page is still again: a run takes seconds, and a refetch
  // answered meanwhile (another test's change, pushed to this page) re-enables a button whose colours axe then
  // measured halfway through their 100 ms transition (1.64:1 once, on the delivery manifest's Print).
  if (violations.length) {
    await waitForScreen(page);
    await closedModalsLifted(page);
    violations = await seriousViolations(page);
  }
  if (violations.length) console.log(describeViolations(where, violations));
  expect
    .soft(
      violations.map((v) => `${v.id} (${v.nodes.length})`),
      describeViolations(where, violations),
    )
    .toEqual([]);
}

/**
 * Waits until no finite animation or transition is running: colours measured while a drawer fades in are
 * neither the page's before nor after (a contrast of 4.23 was once measured mid-fade). Checked on every
 * frame, so the wait ends with the animation (a backing-off poll overslept a 300 ms slide by up to 500 ms).
 */
async function animationsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Waits (2 s at most) until a dialog that has closed no longer hides the rest of the page: Fluent's focus trap
 * puts aria-hidden on #root while a modal is open and lifts it some 250 ms after the modal has gone. A check in
 * between would find the whole app hidden yet focusable; one still hidden after that is axe's to report.
 */
async function closedModalsLifted(page: Page) {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (root?.getAttribute('aria-hidden') !== 'true') return true;
        return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((d) => !root.contains(d));
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/** A route to check: its path, and whether it is open without signing in. */
export interface AppRoute {
  path: string;
  public?: boolean;
  /** The kind of screen, for what to open on it. */
  kind: 'page' | 'list' | 'create' | 'show';
}

type Row = { id: number } & Record<string, unknown>;
async function firstRecord(request: APIRequestContext, token: string, resource: string): Promise<Row> {
  const res = await request.get(`${API}/${resource}?per_page=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const row = (await res.json()).data.results[0] as Row | undefined;
  expect(row, `a ${resource} record to show`).toBeTruthy();
  return row!;
}

/** The first record of a resource the demo data may hold none of (invoices, made by billing a client). */
async function firstRecordIfAny(request: APIRequestContext, token: string, resource: string): Promise<Row | undefined> {
  const res = await request.get(`${API}/${resource}?per_page=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.results[0] as Row | undefined;
}

/** The nested resources' routes: the compiler asks for a line here for each one the paths table has. */
const NESTED: {
  [K in keyof typeof paths & ('menuItems' | 'orderItems')]: (
    request: APIRequestContext,
    token: string,
  ) => Promise<AppRoute[]>;
} = {
  menuItems: async (request, token) => {
    const item = await firstRecord(request, token, RESOURCES.menuItems.name);
    const menuId = (item.menu as Row).id;
    return [
      { path: paths.menuItems.create(menuId), kind: 'create' },
      { path: paths.menuItems.show(menuId, item.id), kind: 'show' },
    ];
  },
  orderItems: async (request, token) => {
    const item = await firstRecord(request, token, RESOURCES.orderItems.name);
    return [
      { path: paths.orderItems.create((item.order as Row).id), kind: 'create' },
      { path: paths.orderItems.show(item.id), kind: 'show' },
    ];
  },
};

/** The routes open without signing in. */
export const PUBLIC_ROUTES: AppRoute[] = [
  { path: paths.login, public: true, kind: 'page' },
  { path: paths.privacyPolicy, public: true, kind: 'page' },
];

/**
 * Every route of the product, from the app's paths table (itself derived from the resource registry): the
 * public pages, the dashboard, each resource's list, create and show (with a real record), the nested
 * resources' create and show, the other signed-in pages (jobs, the delivery manifest), and an unknown path
 * (the 404 page).
 */
export async function appRoutes(request: APIRequestContext): Promise<AppRoute[]> {
  const token = await adminToken(request);
  const routes: AppRoute[] = [...PUBLIC_ROUTES, { path: paths.home, kind: 'page' }];
  for (const key of RESOURCE_KEYS.filter(isTopLevel) as TopLevelKey[]) {
    const p = paths[key] as { list: string; create?: string; show?: (id: number) => string };
    routes.push({ path: p.list, kind: 'list' });
    // The seven-operation resources, and the list resources whose own writes use the kit's modal or drawer
    // (an invoice generated, a payment recorded): their create route, and a record's drawer when one exists.
    if (p.create) routes.push({ path: p.create, kind: 'create' });
    if (!p.show) continue;
    const record = hasCrud(key)
      ? await firstRecord(request, token, RESOURCES[key].name)
      : await firstRecordIfAny(request, token, RESOURCES[key].name);
    if (record) routes.push({ path: p.show(record.id), kind: 'show' });
  }
  for (const nested of Object.values(NESTED)) routes.push(...(await nested(request, token)));
  for (const path of Object.values(pagePaths)) routes.push({ path, kind: 'page' });
  routes.push({ path: '/no-such-page', kind: 'page' });
  return routes;
}

const inFlight = new WeakMap<Page, { count: number; last: number }>();

/** Counts the page's requests in flight from now on (once per page). */
function trackRequests(page: Page) {
  if (inFlight.has(page)) return inFlight.get(page)!;
  const state = { count: 0, last: Date.now() };
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    state.last = Date.now();
  };
  // The change event stream stays open for as long as the app runs: it is not a load to wait for.
  const counted = (request: Request) => !new URL(request.url()).pathname.endsWith('/events');
  page.on('request', (request) => {
    if (!counted(request)) return;
    state.count += 1;
    state.last = Date.now();
  });
  page.on('requestfinished', (request) => counted(request) && done());
  page.on('requestfailed', (request) => counted(request) && done());
  inFlight.set(page, state);
  return state;
}

/**
 * Opens a route. Once the app is loaded it moves there the way its own links do (history push and the
 * router's popstate), which spares a reload of the whole app for each of the many routes checked.
 */
export async function visit(page: Page, path: string) {
  trackRequests(page);
  const inApp = await page
    .evaluate(() => !!document.querySelector('#root main, #root [role="main"]'))
    .catch(() => false);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  // A drawer or modal over the list open keeps the list's query, as the app's own buttons do.
  const here = new URL(page.url());
  const base = here.pathname.split('/')[1];
  const to = !path.includes('?') && base && path.startsWith(`/${base}/`) ? path + here.search : path;
  const push = (target: string) =>
    page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, target);
  // From a modal or drawer, back to its list first, as staff close one before opening the next.
  if (await page.getByRole('dialog').count()) {
    await push(`/${base}${here.search}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await push(to);
  // The list screens add their page and filters to the query.
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
}

/** Waits until the screen has loaded: no request in flight, no spinner, skeleton or 'Loading…' title left. */
export async function waitForScreen(page: Page) {
  const requests = trackRequests(page);
  await page.waitForLoadState('load').catch(() => undefined);
  await expect.poll(() => requests.count === 0 && Date.now() - requests.last >= 250, { intervals: [100] }).toBe(true);
  await expect(page.locator('.fui-Spinner, .fui-Skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  // A drawer or dialog still fading in has text at part opacity: colour contrast is checked once it is in.
  await animationsSettled(page);
}
