import type { HistoryEntry } from '../../../src/api/generated/data';
import { describeChange, historyValueText } from '../../../src/components/resource/drawer/historyText';
import type { FieldConfig, KitSettings } from '../../../src/components/resource/types';

const settings = {
  product_statuses: [
    { value: 'draft', label: 'Draft' },
    { value: 'publish', label: 'Published' },
  ],
} as unknown as KitSettings;
const fields: FieldConfig[] = [
  { name: 'holidays', label: 'Holidays', kind: 'weekdays' },
  { name: 'status', label: 'Status', kind: 'enum', options: (s) => (s as any).product_statuses },
  { name: 'price', label: 'Price', kind: 'money' },
];
const change = (field: string, old_value: string | null, new_value: string | null) =>
  ({ id: 1, action: 'update', field, old_value, new_value, at: '2026-01-01T00:00:00Z' }) as HistoryEntry;
const words = (entry: HistoryEntry) =>
  describeChange(
    entry,
    (f) => fields.find((x) => x.name === f)?.label ?? f,
    'Outlet',
    historyValueText(fields, settings),
  );

describe('history in words', () => {
  it('names holidays by their days', () => {
    expect(words(change('holidays', '[0,6]', '[5]'))).toBe('changed Holidays from “Sunday, Saturday” to “Friday”');
  });
  it('shows statuses by their labels and money with $ and two places', () => {
    expect(words(change('status', 'draft', 'publish'))).toBe('changed Status from “Draft” to “Published”');
    expect(words(change('price', '6.5', '100'))).toBe('changed Price from “$6.50” to “$100.00”');
  });
  it("shows an order's total as money though it is no drawer field", () => {
    expect(words(change('total', '100', null))).toBe('changed total from “$100.00” to (empty)');
  });
});
