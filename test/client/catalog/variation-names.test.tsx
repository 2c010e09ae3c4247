import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Addon, ProductVariation } from '../../../src/api/generated/products';
import { CreateModal } from '../../../src/components/resource/form/CreateModal';
import { OrderItemChoices } from '../../../src/features/orders/OrderItemChoices';
import { productVariationsConfig } from '../../../src/features/product-variations';
import { json, mockFetch, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';
import { listBody, renderKit } from '../resource/utils';

/** A product variation's names in Arabic and French: edited as products' are, shown in the viewer's language. */

jest.setTimeout(60_000);

beforeEach(() => useTestConfig());
afterEach(() => showIn('en'));

const CAPS = ['product_variations', 'products', 'outlets', 'order_items'].flatMap((r) =>
  ['list', 'view', 'add', 'edit', 'delete'].map((a) => `${r}::${a}`),
);

const variation = (id: number, name: string, translations?: unknown): ProductVariation =>
  ({
    id,
    name,
    translations,
    price: 8,
    stock_status: 'available',
    stock_quantity: 10,
    product: { id: 5, name: 'Shish Taouk', price: 7, image: null, allergens: [], dietary: [] },
    outlet: null,
    __version: 1,
    __date_created: '2026-11-20T10:05:00.000Z',
  }) as unknown as ProductVariation;

describe('the names of a product variation in Arabic and French', () => {
  it('the drawer and the create form have the Arabic (right to left) and French name fields', () => {
    const names = (fields: { name: string }[]) =>
      fields.map((f) => f.name).filter((n) => n.startsWith('translations.'));
    expect(names(productVariationsConfig.drawer.fields)).toEqual(['translations.ar.name', 'translations.fr.name']);
    expect(names(productVariationsConfig.create!.fields)).toEqual(['translations.ar.name', 'translations.fr.name']);
    const arName = productVariationsConfig.drawer.fields.find((f) => f.name === 'translations.ar.name')!;
    expect(arName).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(arName.read!({ name: 'Large', translations: { ar: { name: 'كبير' } } })).toBe('كبير');
    // A new one left without them is named after its product in that language: the form says so.
    const created = productVariationsConfig.create!.fields.find((f) => f.name === 'translations.fr.name')!;
    expect(created.hint).toBe('products:variations.nameHint');
  });

  it('a drawer edit sends the one name in `translations`; an emptied one is sent as null', () => {
    const changes = (body: Record<string, unknown>) =>
      productVariationsConfig.endpoints.updateArg(7, body, 2).productVariationChanges as Record<string, unknown>;
    expect(changes({ 'translations.ar.name': 'كبير' })).toEqual({ translations: { ar: { name: 'كبير' } } });
    expect(changes({ 'translations.fr.name': null })).toEqual({ translations: { fr: { name: null } } });
  });

  it('the create modal sends the names typed in Arabic and French as `translations`', async () => {
    const { calls } = mockFetch((r) =>
      r.method === 'POST' ? json(201, { data: variation(7, 'Shish Taouk') }) : listBody([]),
    );
    renderKit(<CreateModal config={productVariationsConfig} />, {
      route: '/product-variations/create',
      path: '/product-variations/create',
      capabilities: CAPS,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product Variation' });
    const user = userEvent.setup();
    const input = (field: string) => dialog.querySelector<HTMLInputElement>(`input[id$="-${field}"]`)!;
    await user.type(input('translations.ar.name'), 'شيش طاووق كبير');
    await user.type(input('translations.fr.name'), 'Grand taouk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const post = await waitFor(
      () => {
        const found = calls.find((r) => r.method === 'POST');
        expect(found).toBeDefined();
        return found;
      },
      { timeout: 5000 },
    );
    const body = (await post!.json()) as Record<string, unknown>;
    expect(body.translations).toEqual({ ar: { name: 'شيش طاووق كبير' }, fr: { name: 'Grand taouk' } });
    expect(Object.keys(body).some((key) => key.startsWith('translations.'))).toBe(false);
  });

  it('an order item offers the variations by their Arabic names in Arabic, by their own where they have none', async () => {
    await showIn('ar');
    mockFetch(() => listBody([]));
    renderKit(
      <OrderItemChoices
        disabled={false}
        productId={5}
        variations={[variation(7, 'Large', { ar: { name: 'كبير' } }), variation(8, 'Small')]}
        variationId=""
        onVariation={() => undefined}
        addons={[] as Addon[]}
        chosenAddons={[]}
        chargeOf={() => 0}
        onAddons={() => undefined}
        errors={{}}
      />,
      { route: '/orders/1', path: '/orders/:id', capabilities: CAPS },
    );
    const options = within(await screen.findByRole('combobox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.any(String),
      expect.stringContaining('كبير'),
      expect.stringContaining('Small'),
    ]);
  });
});
