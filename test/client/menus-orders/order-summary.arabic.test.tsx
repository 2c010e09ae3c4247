import { screen, within } from '@testing-library/react';
import type { Order } from '../../../src/api/generated/orders';
import { ResourceList } from '../../../src/components/resource';
import { ordersConfig } from '../../../src/features/orders/config';
import { orderSummary } from '../../../src/features/orders/summary';
import { mockFetch, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';
import { listBody, renderKit } from '../resource/utils';
import { makeOrder } from './orderFixtures';

/**
 * An order's summary in the viewer's language: while it is the one the server derived from the items (the
 * order carries `summary_items`), it is made again from them with the products' Arabic names; one staff wrote
 * is shown as written.
 */

jest.setTimeout(60_000);

beforeEach(() => useTestConfig());
afterEach(async () => {
  localStorage.removeItem('list-columns:orders');
  await showIn('en');
});

const CAPS = ['orders', 'order_items'].flatMap((r) => ['list', 'view', 'add', 'edit'].map((a) => `${r}::${a}`));

const order = (id: number, name: string, summary: string | null, summaryItems: unknown): Order =>
  makeOrder(id, { name, summary, summary_items: summaryItems as Order['summary_items'] });

const DERIVED = order(41, 'Board lunch', '3 × Fattoush, 2 × Hummus, 1 × Fattoush, no bread', [
  { quantity: 3, name: 'Fattoush', translations: { ar: { name: 'فتّوش' }, fr: { name: 'Fattouche' } } },
  { quantity: 2, name: 'Hummus', translations: { fr: { name: 'Houmous' } } },
  { quantity: 1, name: 'Fattoush, no bread', translations: null },
]);
const WRITTEN = order(42, 'Dinner', 'Four kibbeh for the board', null);

describe('an order’s summary in Arabic', () => {
  it('the orders list shows a derived summary with the Arabic names, and one staff wrote as written', async () => {
    await showIn('ar');
    // The Items column (the summary) folds away by default: shown as chosen with the column chooser.
    localStorage.setItem('list-columns:orders', JSON.stringify({ product: true }));
    mockFetch((r) => (new URL(r.url).pathname.endsWith('/orders') ? listBody([DERIVED, WRITTEN]) : listBody([])));
    renderKit(<ResourceList config={ordersConfig} />, { route: '/orders', path: '/orders/*', capabilities: CAPS });
    const table = await screen.findByRole('table');
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(name))!;
    // Arabic where the product has an Arabic name, the default name where not, a renamed item as written;
    // the Arabic comma between them; Latin names isolated so they read left to right inside the Arabic line.
    // (The cell shows its first 40 characters, the whole summary on hover.)
    expect(row('Board lunch')).toHaveTextContent('3 × \u2068فتّوش\u2069، 2 × \u2068Hummus\u2069، 1 × \u2068Fattoush…');
    expect(row('Dinner')).toHaveTextContent('Four kibbeh for the board');
  });

  it('the drawer’s summary field reads the same, so an edit starts from what the viewer reads', async () => {
    await showIn('ar');
    const field = ordersConfig.drawer.fields.find((f) => f.name === 'summary')!;
    expect(field.read!(DERIVED as unknown as Record<string, unknown>)).toBe(
      '3 × \u2068فتّوش\u2069، 2 × \u2068Hummus\u2069، 1 × \u2068Fattoush, no bread\u2069',
    );
    expect(field.read!(WRITTEN as unknown as Record<string, unknown>)).toBe('Four kibbeh for the board');
  });

  it('in French with the French names; in English the server’s own text', async () => {
    await showIn('fr');
    expect(orderSummary(DERIVED)).toBe('3 × Fattouche, 2 × Houmous, 1 × Fattoush, no bread');
    await showIn('en');
    expect(orderSummary(DERIVED)).toBe('3 × Fattoush, 2 × Hummus, 1 × Fattoush, no bread');
    expect(orderSummary(order(43, 'Old', 'Written before', undefined))).toBe('Written before');
  });
});
