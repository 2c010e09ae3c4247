import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import YAML from 'yaml';
import { AXE_TAGS, describeViolations, seriousViolations } from './a11y-support';
import { DEMO_PASSWORD, USERS } from './support';

const SHOTS = path.resolve(__dirname, '../../test-results/shots/contract');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the contract, counted from openapi/openapi.yaml (whatever it holds today). */
function contractOperationIds(): string[] {
  const doc = YAML.parse(fs.readFileSync(path.resolve(__dirname, '../../openapi/openapi.yaml'), 'utf8'));
  return Object.values<Record<string, { operationId: string }>>(doc.paths).flatMap((item) =>
    METHODS.filter((m) => item[m]).map((m) => item[m].operationId),
  );
}

/** axe's rule sets for the reference page: WCAG 2.0/2.1 A and AA, best practices and the experimental rules. */
const REFERENCE_AXE_TAGS = [...AXE_TAGS, 'experimental'];

test('the API reference lists every operation, runs a signed-in call under its CSP, and passes axe', async ({
  page,
}) => {
  test.setTimeout(180_000); // the page renders the whole contract (one block per operation), and axe reads it
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });

  const response = await page.goto('/api-docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  // Each operation is listed by its id (Swagger UI shows operationIds), with its capability when it has one.
  // Past 150 rows Swagger UI renders only the rows near the viewport, so the list is read as a reader
  // scrolls it, top to bottom.
  const operationIds = contractOperationIds();
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 20_000 });
  expect([...(await operationIdsWhileScrolling(page))].sort()).toEqual([...operationIds].sort());
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'api-docs-top.png') });

  // Sign in from the page: "Log in" with the demo credentials; its token then authorizes later calls.
  const login = page.locator('#operations-auth-login');
  await login.locator('.opblock-summary-control').click();
  await login.getByRole('button', { name: 'Try it out' }).click();
  await expect(login.locator('textarea.body-param__text')).toHaveValue(/admin@demo\.test/); // the contract's example
  await login
    .locator('textarea.body-param__text')
    .fill(JSON.stringify({ username: USERS.admin, password: DEMO_PASSWORD }));
  await login.getByRole('button', { name: 'Execute' }).click();
  await expect(login.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200', {
    timeout: 30_000,
  });
  await expect(page.locator('.auth-wrapper .authorize')).toHaveClass(/locked/);

  // A signed-in call: list orders. Its description names the capability it needs.
  const orders = page.locator('#operations-orders-listOrders');
  await scrollUntilShown(page, orders);
  await orders.locator('.opblock-summary-control').click();
  await expect(orders.locator('.opblock-description-wrapper')).toContainText('Requires the capability orders::list');
  await orders.getByRole('button', { name: 'Try it out' }).click();
  await orders.getByRole('button', { name: 'Execute' }).click();
  await expect(orders.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200', {
    timeout: 30_000,
  });
  await expect(orders.locator('.live-responses-table tbody .microlight').first()).toContainText('total_count');
  await expect(orders.locator('.curl-command')).toContainText('Authorization: Bearer ');

  fs.mkdirSync(SHOTS, { recursive: true });
  await orders.locator('.responses-wrapper').screenshot({ path: path.join(SHOTS, 'api-docs-signed-in-call.png') });
  expect(problems).toEqual([]);

  // axe over the page as a reader leaves it (every operation listed, two of them open with their responses),
  // at 1440 px and again narrowed to a phone's 390 px.
  for (const { width, height } of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `api-docs-${width}.png`) });
    const violations = await seriousViolations(page, REFERENCE_AXE_TAGS);
    expect(
      violations.map((v) => `${v.id} (${v.nodes.length})`),
      describeViolations(`/api-docs at ${width} px`, violations),
    ).toEqual([]);
  }
});

/** The operation ids Swagger UI shows from the top of the page to its end, scrolling most of a screen at a time. */
async function operationIdsWhileScrolling(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    for (const id of await page.locator('.opblock .opblock-summary-operation-id').allInnerTexts()) seen.add(id);
    if (!(await scrollOnAndWaitForRows(page))) return seen;
  }
}

/** Scrolls down from the top until `target` is rendered, then brings it into view. */
async function scrollUntilShown(page: Page, target: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  while ((await target.count()) === 0) {
    if (!(await scrollOnAndWaitForRows(page))) throw new Error('scrolled to the end without finding the operation');
  }
  await target.scrollIntoViewIfNeeded();
}

/** Scrolls down most of a screen and waits for the rows it brings; false once at the end already. */
async function scrollOnAndWaitForRows(page: Page): Promise<boolean> {
  const moved = await page.evaluate(() => {
    const before = window.scrollY;
    window.scrollBy(0, window.innerHeight * 0.8);
    return window.scrollY !== before;
  });
  if (moved) {
    // Rendered down to the screen's bottom edge (the rows render in one run), or the list ended above it.
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('.opblock');
      const last = rows[rows.length - 1]?.getBoundingClientRect();
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      return atEnd || (last !== undefined && last.bottom >= window.innerHeight);
    });
  }
  return moved;
}
