import type { Page, Request } from '@playwright/test';

/** The change event stream stays open for as long as the user is signed in. */
const isEventStream = (request: Request) => new URL(request.url()).pathname.endsWith('/events');

interface Traffic {
  open: Set<Request>;
  lastChange: number;
}
const traffic = new WeakMap<Page, Traffic>();

/** Starts counting the page's requests in flight (call before its first navigation), the event stream aside. */
export function trackRequests(page: Page): Page {
  const t: Traffic = { open: new Set(), lastChange: Date.now() };
  traffic.set(page, t);
  page.on('request', (r) => {
    if (isEventStream(r)) return;
    t.open.add(r);
    t.lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (t.open.delete(r)) t.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return page;
}

/**
 * Resolves once the page has had no request in flight for `quietMs`, the change event stream aside:
 * Playwright's 'networkidle' never comes while a signed-in page holds that stream open.
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const t = traffic.get(page);
  if (!t) throw new Error('networkQuiet: trackRequests(page) was not called');
  const deadline = Date.now() + timeout;
  while (t.open.size || Date.now() - t.lastChange < quietMs) {
    if (Date.now() > deadline)
      throw new Error(`network not quiet after ${timeout} ms: ${[...t.open].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}
