import { render, screen, within } from '@testing-library/react';
import type { KitchenOrder } from '../../../src/api/generated/kitchen';
import type { ProductionRow } from '../../../src/api/generated/orders';
import { DeliveryManifest } from '../../../src/features/printing/DeliveryManifest';
import { ProductionPrint } from '../../../src/features/production/ProductionPrint';
import { showIn } from '../i18nTesting';

/** A production row whose product, variation and addon carry Arabic names (read structurally). */
const row = {
  product: { id: 5, name: 'Chicken shawarma', translations: { ar: { name: 'شاورما دجاج' } } },
  quantity: 12,
  combos: [
    { variation: null, addons: [], quantity: 7 },
    {
      variation: { id: 7, name: 'Large', translations: { ar: { name: 'كبير' } } },
      addons: [{ id: 4, name: 'Extra toum', translations: { ar: { name: 'ثوم إضافي' } } }],
      quantity: 5,
    },
  ],
  outlets: [
    { outlet: { id: 1, name: 'Hamra' }, quantity: 10 },
    { outlet: null, quantity: 2 },
  ],
  hours: [{ hour: '12:00', quantity: 12 }],
} as unknown as ProductionRow;

const delivery = {
  id: 9,
  order_number: 42,
  name: 'Office lunch',
  employee: null,
  full_name: '',
  phone_number: '+961 3 123 456',
  address: 'Bliss St',
  total: 18,
  payment_method: 'cash',
  date: '2026-11-24T10:30:00.000Z',
  note: null,
  items: [
    {
      id: 1,
      name: 'Chicken shawarma',
      quantity: 2,
      product: { id: 5, name: 'Chicken shawarma', allergens: [] },
      product_translations: { ar: { name: 'شاورما دجاج' } },
      product_variation: null,
      addons: [],
    },
  ],
} as unknown as KitchenOrder;

beforeEach(async () => {
  await showIn('ar');
});
afterEach(async () => {
  await showIn('en');
});

describe('the production sheet printed in Arabic', () => {
  it('reads right to left with Arabic headings and product names', () => {
    render(<ProductionPrint rows={[row]} subtitle="اليوم" printedAt="24/11/2026" />);
    const sheet = screen.getByRole('article', { name: 'ورقة الإنتاج' });
    expect(sheet).toHaveAttribute('dir', 'rtl');
    expect(sheet).toHaveAttribute('lang', 'ar');
    const inSheet = within(sheet);
    expect(inSheet.getByText('شاورما دجاج')).toBeInTheDocument();
    expect(inSheet.getByText('عادي')).toBeInTheDocument();
    expect(inSheet.getByText('كبير + ثوم إضافي')).toBeInTheDocument();
    expect(inSheet.getByText('بلا فرع')).toBeInTheDocument();
    expect(inSheet.getByText('الأحجام والإضافات')).toBeInTheDocument();
    expect(inSheet.getByText('طُبعت في 24/11/2026')).toBeInTheDocument();
  });
});

describe('the delivery manifest printed in Arabic', () => {
  it('reads right to left, counts deliveries and names the payment in Arabic', () => {
    render(
      <DeliveryManifest
        outlet="Hamra"
        day="الثلاثاء 24/11/2026"
        zone="Asia/Beirut"
        orders={[delivery]}
        printedAt="24/11/2026"
        paymentLabel={() => 'نقدًا'}
      />,
    );
    const manifest = screen.getByRole('article');
    expect(manifest).toHaveAttribute('dir', 'rtl');
    expect(manifest).toHaveTextContent('بيان التوصيل · \u2068Hamra\u2069');
    expect(manifest).toHaveTextContent('توصيلة واحدة · المجموع');
    expect(manifest).toHaveTextContent('2 × شاورما دجاج');
    expect(manifest).toHaveTextContent('نقدًا');
    expect(manifest).toHaveTextContent('استلمه');
  });
});
