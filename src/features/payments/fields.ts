import { DateTime } from 'luxon';
import type { Invoice, PaymentMethodReceived } from '../../api/generated/billing';
import type { FieldConfig, FormValues, LookupOption } from '../../components/resource';
import { kitchenZone } from '../../lib/zones';
import { i18n } from '../../i18n';

/** The Record payment form: organization, amount, date, method, reference and, optionally, its invoice. */

export const PAYMENT_METHODS: readonly PaymentMethodReceived[] = ['bank_transfer', 'cash', 'card', 'cheque', 'other'];
export const methodOptions = () => PAYMENT_METHODS.map((value) => ({ value, label: `billing:methods.${value}` }));

const chosenId = (value: unknown) => (value as LookupOption | null | undefined)?.id;

export const organization: FieldConfig = {
  name: 'organization',
  label: 'billing:fields.organization',
  kind: 'lookup',
  lookup: 'organizations',
  required: 'billing:validation.organization',
  // An invoice of another organization no longer fits.
  onChange: (value, values) => {
    const invoice = (values.invoice as LookupOption | null | undefined)?.record as Partial<Invoice> | undefined;
    return invoice && invoice.organization?.id !== chosenId(value) ? { invoice: null } : undefined;
  },
};
export const amount: FieldConfig = {
  name: 'amount',
  label: 'billing:fields.amount',
  kind: 'money',
  required: 'billing:validation.amount',
  validate: (v) => (v !== '' && v != null && !(Number(v) > 0) ? i18n.t('billing:validation.amount') : undefined),
};
/** The day it was paid: today in the kitchen's days unless changed. */
export const date: FieldConfig = {
  name: 'date',
  label: 'billing:fields.date',
  kind: 'date',
  required: 'billing:validation.date',
  initial: (settings) => DateTime.now().setZone(kitchenZone(settings)).toISODate() ?? '',
};
export const method: FieldConfig = {
  name: 'method',
  label: 'billing:fields.method',
  kind: 'enum',
  required: 'billing:validation.method',
  options: methodOptions,
  initial: 'bank_transfer',
};
export const reference: FieldConfig = { name: 'reference', label: 'billing:fields.reference', kind: 'text' };

/** One of the chosen organization's issued invoices (all organizations' until one is chosen); none = on account. */
export const invoice: FieldConfig = {
  name: 'invoice',
  label: 'billing:fields.invoice',
  kind: 'lookup',
  lookup: 'invoices',
  hint: 'billing:payments.onAccountHint',
  lookupFilter: (values: FormValues) => {
    const org = chosenId(values.organization);
    return { status: 'issued', kind: 'invoice', ...(org ? { organization: String(org) } : {}) };
  },
  // The invoice says whose it is: the organization follows it.
  onChange: (value) => {
    const chosen = (value as LookupOption | null | undefined)?.record as Partial<Invoice> | undefined;
    const org = chosen?.organization;
    return org ? { organization: { id: org.id, label: org.name, record: org as Record<string, unknown> } } : undefined;
  },
};
