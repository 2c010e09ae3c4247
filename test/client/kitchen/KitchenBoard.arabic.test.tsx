import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitchenOrder, KitchenOrderItem } from '../../../src/api/generated/kitchen';
import { makeKitchenOrder } from './orderFixtures';
import { PAPERS, PrintDocument, PRINT_ROOT_CLASS } from '../../../src/components/print';
import type { Chime } from '../../../src/features/kitchen/chime';
import KitchenBoardPage from '../../../src/features/kitchen/KitchenBoardPage';
import { formatDuration } from '../../../src/features/kitchen/urgency';
import { KitchenTicket } from '../../../src/features/printing/KitchenTicket';
import { ticketOf } from '../../../src/features/printing/ticket';
import { i18n } from '../../../src/i18n';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';

jest.setTimeout(20_000);

/** An item whose product and addon carry Arabic and French names, as the contract sends them. */
function shawarma(): KitchenOrderItem {
  return {
    id: 1,
    name: 'Chicken shawarma',
    product: { id: 5, name: 'Chicken shawarma', price: 6, image: null, allergens: ['sesame', 'milk'], dietary: [] },
    product_translations: { ar: { name: 'شاورما دجاج' }, fr: { name: 'Chawarma poulet' } },
    product_variation: { id: 7, name: 'Large', price: 8, translations: { ar: { name: 'كبير' } } },
    addons: [{ id: 4, name: 'Extra toum', extra_charge: 1, translations: { ar: { name: 'ثوم إضافي' } } }],
    order: { id: 42, order_number: 42, name: 'Team lunch' },
    unit_price: 6,
    quantity: 2,
    subtotal: 12,
    discount: 0,
    total: 12,
    note: 'No pickles',
    __version: 1,
    __date_created: new Date().toISOString(),
  } as unknown as KitchenOrderItem;
}

function makeOrder(overrides: Partial<KitchenOrder> = {}): KitchenOrder {
  return makeKitchenOrder(42, {
    name: 'Team lunch',
    outlet: { id: 1, name: 'Hamra' },
    subtotal: 12,
    total: 12,
    type: 'delivery',
    items: [shawarma()],
    ...overrides,
  });
}

const chime: Chime = {
  state: () => 'ready',
  subscribe: () => () => undefined,
  unlock: async () => true,
  play: async () => true,
  close: () => undefined,
};

function serveBoard(orders: KitchenOrder[]) {
  const posted: Record<string, unknown>[] = [];
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/cms/json-api/catering/v1', '');
    if (path === '/kitchen-orders')
      return json(200, { data: { results: orders, meta: { total_count: orders.length } } });
    if (path === '/kitchen-outlets') return json(200, { data: { results: [], meta: { total_count: 0 } } });
    if (path === '/kitchen/update-order-status' && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      const order = orders.find((o) => o.id === body.order_id)!;
      Object.assign(order, { status: body.status });
      return json(200, { data: { ...order } });
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  return posted;
}

function renderBoard() {
  const store = freshStore({
    session: signedInSession({ user_caps: ['kitchen_orders::list', 'kitchen_orders::edit'] }),
    settings: { value: null },
  });
  return renderWithProviders(<KitchenBoardPage pollingInterval={60_000} chime={chime} />, {
    store,
    route: '/kitchen-orders',
  });
}

beforeEach(async () => {
  useTestConfig();
  await showIn('ar');
});
afterEach(async () => {
  await showIn('en');
});

describe('the kitchen board in Arabic', () => {
  it('reads in Arabic: title, count, card with Arabic product names, Accept and Reject', async () => {
    const posted = serveBoard([makeOrder()]);
    renderBoard();

    expect(await screen.findByRole('heading', { level: 1, name: 'طلبات المطبخ' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '#00042' }, { timeout: 10_000 });
    const inCard = within(card);
    // The product, its variation and addon in their Arabic names; the note as written.
    expect(inCard.getByText('شاورما دجاج')).toBeInTheDocument();
    expect(inCard.getByText('كبير · + ثوم إضافي')).toBeInTheDocument();
    expect(inCard.getByText('ملاحظة: \u2068No pickles\u2069')).toBeInTheDocument();
    expect(card).toHaveTextContent('قيد الانتظار');
    expect(card).toHaveTextContent('توصيل');
    expect(card).toHaveTextContent(/التسليم بعد 1 س 30 د|التسليم بعد 1 س 29 د/);
    await waitFor(() => expect(screen.getByText(/طلب واحد/)).toBeInTheDocument());

    const actions = inCard.getByRole('group', { name: 'إجراءات الطلب #00042' });
    expect(within(actions).getByRole('button', { name: 'قبول' })).toBeInTheDocument();
    const reject = within(actions).getByRole('button', { name: 'رفض' });

    // Reject asks for a reason, in Arabic.
    await userEvent.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'رفض الطلب #00042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفض الطلب' }));
    expect(await within(dialog).findByText('يرجى إدخال سبب رفض الطلب')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Accept moves the order on.
    await userEvent.click(await within(actions).findByRole('button', { name: 'قبول' }));
    await waitFor(() => expect(posted).toEqual([{ order_id: 42, status: 'processing' }]));
  });

  it('shows an English name where the product has no Arabic one', async () => {
    const item = {
      ...shawarma(),
      product_translations: { fr: { name: 'Chawarma poulet' } },
    } as unknown as KitchenOrderItem;
    serveBoard([makeOrder({ items: [item] })]);
    renderBoard();
    const card = await screen.findByRole('article', { name: '#00042' }, { timeout: 10_000 });
    expect(within(card).getByText('Chicken shawarma')).toBeInTheDocument();
  });
});

describe('counted phrases in Arabic', () => {
  const counts = [0, 1, 2, 3, 11, 100];

  it('counts orders with the six Arabic forms', () => {
    expect(counts.map((count) => i18n.t('kitchen:board.orderCount', { count }))).toEqual([
      'لا طلبات',
      'طلب واحد',
      'طلبان',
      '3 طلبات',
      '11 طلبًا',
      '100 طلب',
    ]);
  });

  it('counts minutes the same way on the cards', () => {
    expect(counts.map((count) => i18n.t('kitchen:duration.minutes', { count }))).toEqual([
      '0 دقيقة',
      'دقيقة واحدة',
      'دقيقتان',
      '3 دقائق',
      '11 دقيقة',
      '100 دقيقة',
    ]);
    expect([2, 11, 80].map(formatDuration)).toEqual(['دقيقتان', '11 دقيقة', '1 س 20 د']);
  });

  it('counts the labels to print', () => {
    expect(counts.map((count) => i18n.t('printing:labels.count', { count }))).toEqual([
      'لا ملصقات',
      'ملصق واحد',
      'ملصقان',
      '3 ملصقات',
      '11 ملصقًا',
      '100 ملصق',
    ]);
  });
});

describe('a kitchen ticket printed in Arabic', () => {
  const options = {
    zone: 'Asia/Beirut',
    allergens: [
      { value: 'sesame', label: 'Sesame' },
      { value: 'milk', label: 'Milk' },
    ],
    typeLabel: (type: string) => type,
    browser: 'Asia/Beirut',
  };

  it('reads right to left, in Arabic, with the Arabic product names and allergens', () => {
    const order = makeOrder({ date: '2026-11-24T10:30:00.000Z', fire_at: '2026-11-24T09:45:00.000Z' });
    render(
      <PrintDocument paper={PAPERS.receipt80}>
        <KitchenTicket ticket={ticketOf(order, options)} printedAt="24/11/2026 الساعة 10:00 am" />
      </PrintDocument>,
    );
    const root = document.querySelector(`.${PRINT_ROOT_CLASS}`) as HTMLElement;
    // The print root is off screen and hidden from assistive technology: read the document itself.
    const ticket = root.querySelector('article') as HTMLElement;
    expect(ticket).toHaveAttribute('aria-label', 'تذكرة المطبخ #00042');
    expect(ticket).toHaveAttribute('dir', 'rtl');
    expect(ticket).toHaveAttribute('lang', 'ar');
    const inTicket = within(ticket);
    expect(inTicket.getByText('تذكرة المطبخ')).toBeInTheDocument();
    expect(inTicket.getByText('التسليم')).toBeInTheDocument();
    expect(inTicket.getByText('12:30 pm')).toBeInTheDocument();
    // Tuesday in Arabic, the date as DD/MM/YYYY.
    expect(inTicket.getByText(/^الثلاثاء 24\/11\/2026/)).toBeInTheDocument();
    expect(inTicket.getByText('شاورما دجاج')).toBeInTheDocument();
    expect(inTicket.getByText('كبير · + ثوم إضافي')).toBeInTheDocument();
    expect(inTicket.getByText('يحتوي على: السمسم، الحليب')).toBeInTheDocument();
    expect(inTicket.getByText('الزبون: \u2068Nadia Saad\u2069')).toBeInTheDocument();
    expect(inTicket.getByText('طُبع في 24/11/2026 الساعة 10:00 am')).toBeInTheDocument();
  });

  it('prints left to right in English', async () => {
    await showIn('en');
    render(<KitchenTicket ticket={ticketOf(makeOrder(), options)} printedAt="now" />);
    const ticket = screen.getByRole('article', { name: 'Kitchen ticket #00042' });
    expect(ticket).toHaveAttribute('dir', 'ltr');
    expect(within(ticket).getByText('Chicken shawarma')).toBeInTheDocument();
    expect(within(ticket).getByText('Contains: sesame, milk')).toBeInTheDocument();
  });
});
