import type { FieldConfig, FormValues } from '../../components/resource';
import { kitchenZone } from '../../lib/zones';
import { i18n } from '../../i18n';
import { lastMonth, periodProblem } from './period';

/** The fields of an invoice: its generation (organization and period) and a draft's notes. */

export const organization: FieldConfig = {
  name: 'organization',
  label: 'billing:fields.organization',
  kind: 'lookup',
  lookup: 'organizations',
  required: 'billing:validation.organization',
  wide: true,
};

const toIsInOrder = (_value: unknown, values: FormValues) =>
  periodProblem({ from: (values.from as string) || null, to: (values.to as string) || null }) === 'order'
    ? i18n.t('billing:bill.badPeriod')
    : undefined;

/** The period's first day, last month's by default (in the kitchen's days). */
export const from: FieldConfig = {
  name: 'from',
  label: 'billing:fields.from',
  kind: 'date',
  required: 'billing:validation.from',
  initial: (settings) => lastMonth(kitchenZone(settings)).from,
  hint: 'billing:invoices.periodHint',
};
export const to: FieldConfig = {
  name: 'to',
  label: 'billing:fields.to',
  kind: 'date',
  required: 'billing:validation.to',
  initial: (settings) => lastMonth(kitchenZone(settings)).to,
  validate: toIsInOrder,
};
export const notes: FieldConfig = { name: 'notes', label: 'billing:fields.notes', kind: 'textarea', wide: true };
