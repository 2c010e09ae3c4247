import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../../src/api/generated/products';
import { ResourceList } from '../../../src/components/resource';
import { CreateModal } from '../../../src/components/resource/form/CreateModal';
import { addonsConfig } from '../../../src/features/addons';
import { categoriesConfig } from '../../../src/features/categories';
import { MenuWeekGrid } from '../../../src/features/menus/MenuWeekGrid';
import { currentWeek, weekDates } from '../../../src/features/menus/week';
import { OrderItemsTable } from '../../../src/features/orders/OrderItemsTable';
import { productsConfig } from '../../../src/features/products';
import { ProductCard } from '../../../src/features/products/ProductCard';
import { nestTranslations } from '../../../src/features/products/translationFields';
import { i18n } from '../../../src/i18n';
import { json, mockFetch, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';
import { listBody, renderKit } from '../resource/utils';

// Whole screens render here, on busy cores.
jest.setTimeout(60_000);

beforeEach(() => useTestConfig());
afterEach(() => showIn('en'));

const CATALOG_CAPS = ['products', 'categories', 'addons', 'menu_items', 'order_items'].flatMap((r) =>
  ['list', 'view', 'add', 'edit', 'delete'].map((a) => `${r}::${a}`),
);

const product = (id: number, name: string, translations?: unknown): Product =>
  ({
    id,
    name,
    translations,
    description: null,
    price: 4.5,
    prep_minutes: null,
    status: 'publish',
    stock_status: 'available',
    category: { id: 2, name: 'Mezze', translations: { ar: { name: 'مقبلات' } } },
    addons: [{ id: 9, name: 'Garlic Sauce', translations: { ar: { name: 'صلصة الثوم' } } }],
    allergens: [],
    dietary: [],
    image: null,
    __version: 1,
    __date_created: '2026-11-20T10:05:00.000Z',
  }) as unknown as Product;

describe('product, category and addon names in the viewer’s language', () => {
  it('a product card in Arabic shows the Arabic name, its category’s and addons’, and the default name when it has none', async () => {
    await showIn('ar');
    mockFetch(() => json(404, {}));
    renderKit(
      <>
        <ProductCard
          product={product(1, 'Falafel Wrap', { ar: { name: 'لفافة فلافل' }, fr: { name: 'Wrap falafel' } })}
        />
        <ProductCard product={product(2, 'Lentil Soup')} />
      </>,
      { route: '/products', path: '/products', capabilities: CATALOG_CAPS },
    );
    const arabic = await screen.findByRole('article', { name: 'لفافة فلافل' });
    expect(within(arabic).getByText('لفافة فلافل')).toBeInTheDocument();
    expect(within(arabic).getByText('مقبلات')).toBeInTheDocument();
    expect(within(arabic).getByText('صلصة الثوم')).toBeInTheDocument();
    expect(within(arabic).getByRole('button', { name: 'عرض لفافة فلافل' })).toHaveTextContent('عرض');
    // No Arabic name: the default (English) one.
    const english = screen.getByRole('article', { name: 'Lentil Soup' });
    expect(within(english).getByText('Lentil Soup')).toBeInTheDocument();
  });

  it('the products list in Arabic names each product in Arabic, or by its default name', async () => {
    await showIn('ar');
    mockFetch((r) =>
      new URL(r.url).pathname.endsWith('/products')
        ? listBody([product(1, 'Falafel Wrap', { ar: { name: 'لفافة فلافل' } }), product(2, 'Lentil Soup')])
        : listBody([]),
    );
    renderKit(<ResourceList config={productsConfig} />, {
      route: '/products',
      path: '/products/*',
      capabilities: CATALOG_CAPS,
    });
    expect(await screen.findByRole('link', { name: /لفافة فلافل/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lentil Soup/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /السعر/ })).toBeInTheDocument();
  });

  it('in French a product card shows the French name and French words', async () => {
    await showIn('fr');
    mockFetch(() => json(404, {}));
    renderKit(<ProductCard product={product(1, 'Falafel Wrap', { fr: { name: 'Wrap falafel' } })} />, {
      route: '/products',
      path: '/products',
      capabilities: CATALOG_CAPS,
    });
    expect(await screen.findByRole('article', { name: 'Wrap falafel' })).toHaveTextContent('Mezze');
    expect(screen.getByRole('button', { name: 'Voir Wrap falafel' })).toBeInTheDocument();
  });

  it('in English the default names stay', async () => {
    mockFetch(() => json(404, {}));
    renderKit(<ProductCard product={product(1, 'Falafel Wrap', { ar: { name: 'لفافة فلافل' } })} />, {
      route: '/products',
      path: '/products',
      capabilities: CATALOG_CAPS,
    });
    expect(await screen.findByRole('article', { name: 'Falafel Wrap' })).toHaveTextContent('Mezze');
    expect(screen.getByRole('button', { name: 'View Falafel Wrap' })).toBeInTheDocument();
  });
});

describe('the menu week grid in Arabic', () => {
  it('heads the days with their Arabic names, names the products in Arabic and reads its navigation in Arabic', async () => {
    await showIn('ar');
    const days = weekDates(currentWeek(Date.now()).from);
    const item = (id: number, date: string, productId: number, name: string, translations?: unknown) => ({
      id,
      name,
      date,
      menu: { id: 1, name: 'Week' },
      product: { id: productId, name, allergens: [], translations },
      category: null,
      __version: 1,
    });
    mockFetch((r) =>
      new URL(r.url).pathname.endsWith('/menu-items')
        ? listBody([
            item(11, days[0], 7, 'Tabbouleh', { ar: { name: 'تبولة' } }),
            item(12, days[2], 7, 'Tabbouleh', { ar: { name: 'تبولة' } }),
            item(13, days[1], 8, 'Kibbeh'),
          ])
        : listBody([]),
    );
    renderKit(<MenuWeekGrid menu={{ id: 1, name: 'Week', outlet: null } as never} />, {
      route: '/menus/1',
      path: '/menus/:id',
      capabilities: CATALOG_CAPS,
    });
    const table = await screen.findByRole('table', { name: 'أسبوع القائمة' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent ?? '');
    expect(heads[0]).toBe('الصنف');
    for (const [index, day] of ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'].entries())
      expect(heads[index + 1]).toContain(day);
    expect(heads[1]).toContain(days[0].slice(8, 10));
    expect(within(table).getByRole('rowheader', { name: 'تبولة' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Kibbeh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الأسبوع السابق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الأسبوع التالي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'هذا الأسبوع' })).toBeInTheDocument();
    expect(within(table).getAllByLabelText(`تبولة في ${days[0]}`)[0]).toBeInTheDocument();
  });

  it('mirrors the week arrows in Arabic only', async () => {
    mockFetch(() => listBody([]));
    const menu = { id: 1, name: 'Week', outlet: null } as never;
    const { unmount } = renderKit(<MenuWeekGrid menu={menu} />, {
      route: '/menus/1',
      path: '/menus/:id',
      capabilities: CATALOG_CAPS,
    });
    const iconClass = (name: string) =>
      screen.getByRole('button', { name }).querySelector('svg')?.getAttribute('class');
    const english = iconClass('Previous week');
    unmount();
    await showIn('ar');
    renderKit(<MenuWeekGrid menu={menu} />, { route: '/menus/1', path: '/menus/:id', capabilities: CATALOG_CAPS });
    const arabic = iconClass('الأسبوع السابق');
    expect(arabic).not.toEqual(english);
    expect(arabic?.split(' ').length).toBe((english?.split(' ').length ?? 0) + 1);
  });
});

describe('counted phrases in Arabic', () => {
  it('an order item’s quantity takes each of Arabic’s plural forms', async () => {
    await showIn('ar');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => i18n.t('orders:table.quantity', { count }));
    expect(forms).toEqual(['0 حصة', 'حصة واحدة', 'حصتان', '3 حصص', '11 حصة', '100 حصة']);
  });

  it('the order items table shows the quantities in Arabic and the products by their Arabic names', async () => {
    await showIn('ar');
    const orderItem = (id: number, quantity: number, name: string, translations?: unknown) => ({
      id,
      name,
      quantity,
      unit_price: 2,
      discount: 0,
      subtotal: 2 * quantity,
      total: 2 * quantity,
      note: null,
      addons: [],
      product_variation: null,
      order: { id: 4 },
      product: { id: id + 100, name, allergens: [], translations },
      __version: 1,
    });
    mockFetch(() =>
      listBody([
        orderItem(1, 1, 'Falafel Wrap', { ar: { name: 'لفافة فلافل' } }),
        orderItem(2, 2, 'Lentil Soup'),
        orderItem(3, 3, 'Fattoush'),
        orderItem(4, 11, 'Hummus'),
        orderItem(5, 100, 'Kibbeh'),
      ]),
    );
    renderKit(<OrderItemsTable orderId={4} />, { route: '/orders/4', path: '/orders/:id', capabilities: CATALOG_CAPS });
    const table = await screen.findByRole('table', { name: 'أصناف الطلب' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      'حصة واحدة',
      'حصتان',
      '3 حصص',
      '11 حصة',
      '100 حصة',
    ]);
    expect(within(rows[0]).getByText('لفافة فلافل')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Lentil Soup')).toBeInTheDocument();
  });

  it('menu item counts take each of Arabic’s plural forms', async () => {
    await showIn('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('menus:addItems.productCount', { count }))).toEqual([
      'لا أصناف',
      'صنف واحد',
      'صنفان',
      '3 أصناف',
      '11 صنفًا',
      '100 صنف',
    ]);
  });
});

describe('Arabic and French names of products, categories and addons', () => {
  it('the addon create modal sends the names typed in Arabic and French as `translations`', async () => {
    const { calls } = mockFetch((r) =>
      r.method === 'POST' ? json(201, { data: { id: 9, name: 'Garlic Sauce' } }) : listBody([]),
    );
    renderKit(<CreateModal config={addonsConfig} />, {
      route: '/addons/create',
      path: '/addons/create',
      capabilities: CATALOG_CAPS,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Addon' });
    const user = userEvent.setup();
    // The inputs by field (their ids end with the field's name).
    const input = (field: string) => dialog.querySelector<HTMLInputElement>(`input[id$="-${field}"]`)!;
    // Each name's input speaks its language: a screen reader reads the Arabic in Arabic, right to left.
    expect(input('translations.ar.name')).toHaveAttribute('lang', 'ar');
    expect(input('translations.ar.name')).toHaveAttribute('dir', 'rtl');
    expect(input('translations.fr.name')).toHaveAttribute('lang', 'fr');
    expect(input('name')).not.toHaveAttribute('lang');
    await user.type(input('name'), 'Garlic Sauce');
    // The Arabic name is typed right to left and marked Arabic, on an English screen too; French left to right.
    expect([input('translations.ar.name').lang, input('translations.ar.name').dir]).toEqual(['ar', 'rtl']);
    expect([input('translations.fr.name').lang, input('translations.fr.name').dir]).toEqual(['fr', 'ltr']);
    expect(input('name').hasAttribute('dir')).toBe(false);
    await user.type(input('translations.ar.name'), 'صلصة الثوم');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByTestId('location');
    const post = await waitFor(
      () => {
        const found = calls.find((r) => r.method === 'POST');
        expect(found).toBeDefined();
        return found;
      },
      { timeout: 5000 },
    );
    const body = (await post!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Garlic Sauce', translations: { ar: { name: 'صلصة الثوم' } } });
    // An empty translation is left out of a create.
    expect(body.translations).toEqual({ ar: { name: 'صلصة الثوم' } });
    expect(Object.keys(body).some((key) => key.startsWith('translations.'))).toBe(false);
  });

  it('the drawers and create forms have the Arabic (right to left) and French fields, and read them from the record', () => {
    const names = (fields: { name: string }[]) =>
      fields.map((f) => f.name).filter((n) => n.startsWith('translations.'));
    expect(names(productsConfig.create!.fields)).toEqual([
      'translations.ar.name',
      'translations.fr.name',
      'translations.ar.description',
      'translations.fr.description',
    ]);
    expect(names(productsConfig.drawer.fields)).toEqual(names(productsConfig.create!.fields));
    for (const config of [categoriesConfig, addonsConfig]) {
      expect(names(config.create!.fields)).toEqual(['translations.ar.name', 'translations.fr.name']);
      expect(names(config.drawer.fields)).toEqual(['translations.ar.name', 'translations.fr.name']);
    }
    const arName = productsConfig.drawer.fields.find((f) => f.name === 'translations.ar.name')!;
    expect(arName).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(arName.read!({ name: 'Falafel Wrap', translations: { ar: { name: 'لفافة فلافل' } } })).toBe('لفافة فلافل');
    expect(arName.read!({ name: 'Falafel Wrap' })).toBe('');
    expect(arName.write!('  ')).toBeNull();
  });

  it('a drawer edit sends one translation in `translations`; an emptied one is sent as null, which removes it', () => {
    const changes = (body: Record<string, unknown>) =>
      productsConfig.endpoints.updateArg(5, body, 3).productChanges as Record<string, unknown>;
    expect(changes({ 'translations.fr.description': 'Pois chiches, tahini' })).toEqual({
      translations: { fr: { description: 'Pois chiches, tahini' } },
    });
    expect(changes({ 'translations.ar.name': null })).toEqual({ translations: { ar: { name: null } } });
    expect(changes({ price: 4.5 })).toEqual({ price: 4.5 });
    expect(productsConfig.endpoints.updateArg(5, { price: 4.5 }, 3)['If-Match']).toBe('"3"');
  });

  it('a product created with its image (form data) carries `translations` as JSON text', () => {
    const form = new FormData();
    form.append('name', 'Falafel Wrap');
    form.append('translations.ar.name', 'لفافة فلافل');
    form.append('translations.fr.name', '');
    const sent = nestTranslations(form, 'create');
    expect(sent.get('translations.ar.name')).toBeNull();
    expect(JSON.parse(String(sent.get('translations')))).toEqual({ ar: { name: 'لفافة فلافل' } });
    expect(sent.get('name')).toBe('Falafel Wrap');
  });
});
