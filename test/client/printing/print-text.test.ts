import type { KitchenOrder, KitchenOrderItem } from '../../../src/api/generated/kitchen';
import { pageHeight, pageRule, PAPERS } from '../../../src/components/print/paper';
import { labelsOf, LABEL_STOCKS } from '../../../src/features/printing/labels';
import { manifestArgs, manifestFromSearch, manifestTotals } from '../../../src/features/printing/manifest';
import { ticketOf } from '../../../src/features/printing/ticket';

const allergens = [
  { value: 'sesame', label: 'Sesame' },
  { value: 'milk', label: 'Milk' },
];
const typeLabel = (t: string) => ({ delivery: 'Delivery' })[t] ?? t;

function item(over: Partial<KitchenOrderItem>): KitchenOrderItem {
  return {
    id: 1,
    name: '',
    product: { id: 5, name: 'Chicken shawarma', price: 6, image: null, allergens: [], dietary: [] },
    product_variation: null,
    addons: [],
    order: { id: 9 } as KitchenOrderItem['order'],
    unit_price: 6,
    quantity: 1,
    subtotal: 6,
    discount: 0,
    total: 6,
    note: null,
    __version: 1,
    __date_created: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

function order(over: Partial<KitchenOrder> = {}): KitchenOrder {
  return {
    id: 9,
    order_number: 42,
    name: 'Office lunch',
    employee: { id: 3, full_name: 'Rami Haddad' },
    first_name: null,
    last_name: null,
    full_name: 'Rami Haddad',
    email: null,
    phone_number: '+961 3 123 456',
    outlet: { id: 2, name: 'Hamra', time_zone: 'Asia/Beirut' },
    organization: null,
    note: 'Ring twice',
    reject_reason: null,
    discount: 0,
    subtotal: 18,
    total: 18,
    address: 'Bliss St',
    status: 'processing',
    type: 'delivery',
    // 12:30 in Beirut (UTC+2 in November); start 45 min before.
    date: '2026-11-24T10:30:00.000Z',
    fire_at: '2026-11-24T09:45:00.000Z',
    completed_at: null,
    summary: null,
    payment_method: 'cash',
    __version: 1,
    __date_created: '2026-11-20T08:00:00.000Z',
    items: [
      item({
        id: 1,
        quantity: 2,
        product_variation: { id: 7, name: 'Large' } as KitchenOrderItem['product_variation'],
        addons: [{ id: 4, name: 'Extra toum', extra_charge: 1 }] as KitchenOrderItem['addons'],
        note: ' no pickles ',
        product: { id: 5, name: 'Chicken shawarma', price: 6, image: null, allergens: ['sesame', 'milk'], dietary: [] },
      }),
      item({ id: 2, name: 'Fattoush', quantity: 1 }),
    ],
    ...over,
  };
}

describe('kitchen ticket text', () => {
  it('reads the due and start times in the outlet zone, allergens as words', () => {
    const t = ticketOf(order(), { zone: 'Asia/Beirut', allergens, typeLabel, browser: 'Asia/Beirut' });
    expect(t).toMatchObject({
      number: '#00042',
      type: 'Delivery',
      outlet: 'Hamra',
      dueTime: '12:30 pm',
      dueDate: 'Tue 24/11/2026',
      start: '11:45 am',
      zone: '',
      customer: 'Rami Haddad',
      note: 'Ring twice',
    });
    expect(t.items[0]).toEqual({
      key: 1,
      quantity: 2,
      name: 'Chicken shawarma',
      choices: 'Large · + Extra toum',
      note: 'no pickles',
      contains: 'Contains: sesame, milk',
    });
    expect(t.items[1]).toMatchObject({ name: 'Fattoush', choices: null, contains: null });
  });

  it('names the zone when the browser is elsewhere, and the start day when it is not the due day', () => {
    const t = ticketOf(order({ date: '2026-11-24T06:00:00.000Z', fire_at: '2026-11-23T21:00:00.000Z' }), {
      zone: 'Asia/Beirut',
      allergens,
      typeLabel,
      browser: 'Europe/London',
    });
    expect(t.dueTime).toBe('08:00 am');
    expect(t.start).toBe('Mon 23/11 11:00 pm');
    expect(t.zone).toBe('(Asia/Beirut)');
  });
});

describe('meal labels', () => {
  it('gives every unit its own label, numbered through the order, with its allergens', () => {
    const labels = labelsOf(order(), { zone: 'Asia/Beirut', allergens });
    expect(labels.map((l) => [l.item, l.count, l.contains])).toEqual([
      ['Chicken shawarma', '1 / 3', 'Contains: sesame, milk'],
      ['Chicken shawarma', '2 / 3', 'Contains: sesame, milk'],
      ['Fattoush', '3 / 3', null],
    ]);
    expect(labels[0]).toMatchObject({
      number: '#00042',
      who: 'Rami Haddad',
      outlet: 'Hamra',
      due: 'Tue 24/11 12:30 pm',
    });
  });

  it("falls back to the order's name when it has no employee or customer", () => {
    const labels = labelsOf(order({ employee: null, full_name: '' }), { zone: 'Asia/Beirut', allergens });
    expect(labels[0].who).toBe('Office lunch');
  });
});

describe('paper', () => {
  it('sizes each label stock and A4 by @page', () => {
    expect(pageRule(LABEL_STOCKS['62x29'])).toBe('@page { size: 62mm 29mm; margin: 2mm; }');
    expect(pageRule(LABEL_STOCKS['4x6'])).toBe('@page { size: 101.6mm 152.4mm; margin: 5mm; }');
    expect(pageRule(PAPERS.a4)).toBe('@page { size: 210mm 297mm; margin: 12mm; }');
  });

  it('cuts a roll to the content height plus margins, rounded up', () => {
    // 378 px = 100 mm at 96 px to the inch; + 2 × 4 mm margins + 1 mm slack.
    expect(pageHeight(PAPERS.receipt80, 378)).toBe(Math.ceil(100.0125 + 9));
    expect(pageRule(PAPERS.receipt80, 378)).toBe('@page { size: 80mm 110mm; margin: 4mm; }');
  });
});

describe('delivery manifest', () => {
  it("asks for the outlet's deliveries of the day in its zone, in due order, without cancelled ones", () => {
    expect(manifestArgs(3, '2026-11-24', 'Asia/Beirut')).toEqual({
      outlet: '3',
      type: 'delivery',
      statusNe: 'cancelled',
      dateBetween: '2026-11-24T00:00:00+02:00,2026-11-25T00:00:00+02:00',
      orderBy: 'date,order_number',
      order: 'ASC,ASC',
      perPage: 100,
    });
  });

  it('reads outlet and day from the address, dropping bad values', () => {
    expect(manifestFromSearch(new URLSearchParams('outlet=3&date=2026-11-24'))).toEqual({
      outlet: 3,
      date: '2026-11-24',
    });
    expect(manifestFromSearch(new URLSearchParams('outlet=x&date=2026-13-40'))).toEqual({});
  });

  it('sums the totals and the cash to collect in cents', () => {
    expect(
      manifestTotals([
        { total: 10.1, payment_method: 'cash' },
        { total: 20.2, payment_method: 'card' },
        { total: 0.2, payment_method: 'cash' },
      ]),
    ).toEqual({ count: 3, total: 30.5, cash: 10.3 });
  });
});
