import type { Employee, Outlet } from '../../api/generated/clients';
import type { Order } from '../../api/generated/orders';
import { fromSettings, type FieldConfig, type FormValues } from '../../components/resource';
import { i18n } from '../../i18n';
import { orderSummary } from './summary';
import { orderZone, useOrderOpening } from './zone';

/** The order's form fields, for the create modal, the drawer and its history (config.tsx lists which). */

/**
 * The order's due date and time, entered as the wall clock of the order's outlet (the kitchen's zone
 * without one) and sent as the instant (ISO 8601 in UTC).
 */
export const dateField: FieldConfig = {
  name: 'date',
  label: 'orders:fields.dateTime',
  kind: 'dateTime',
  zone: orderZone,
  useOpening: useOrderOpening,
  wide: true,
};

export const name: FieldConfig = {
  name: 'name',
  label: 'orders:fields.name',
  kind: 'text',
  required: 'orders:validation.name',
};
/** An employee's relation as a lookup value (`{id, name}` → option). */
const refOption = (ref: unknown) => {
  const r = ref as { id?: number; name?: string } | null | undefined;
  return r?.id ? { id: r.id, label: r.name ?? String(r.id), record: r as Record<string, unknown> } : null;
};
/** A lookup's filter to the records of the organization the form has chosen, if any. */
const ofChosenOrganization = (values: FormValues) => {
  const organization = (values.organization as { id?: number } | null | undefined)?.id;
  return organization ? { organization: String(organization) } : undefined;
};
export const employee: FieldConfig = {
  name: 'employee',
  label: 'orders:fields.employee',
  kind: 'lookup',
  lookup: 'employees',
  // Once an organization is chosen (or filled from the outlet), the search lists its people only.
  lookupFilter: ofChosenOrganization,
  // The employee's outlet, organization and contact details fill the form; each stays editable.
  onChange: (value) => {
    const e = (value as { record?: Partial<Employee> } | null | undefined)?.record;
    if (!e) return undefined;
    return {
      outlet: refOption(e.outlet),
      organization: refOption(e.organization),
      first_name: e.first_name ?? '',
      last_name: e.last_name ?? '',
      email: e.email ?? '',
      phone_number: e.phone_number ?? '',
      address: e.address ?? '',
    };
  },
};
export const outlet: FieldConfig = {
  name: 'outlet',
  label: 'orders:fields.outlet',
  kind: 'lookup',
  lookup: 'outlets',
  lookupFilter: ofChosenOrganization,
  // An outlet belongs to an organization: choosing it fills the organization (still editable).
  onChange: (value) => {
    const o = (value as { record?: Partial<Outlet> } | null | undefined)?.record;
    return o?.organization ? { organization: refOption(o.organization) } : undefined;
  },
};
export const organization: FieldConfig = {
  name: 'organization',
  label: 'orders:fields.organization',
  kind: 'lookup',
  lookup: 'organizations',
};
export const type: FieldConfig = {
  name: 'type',
  label: 'orders:fields.type',
  kind: 'enum',
  options: fromSettings('order_types'),
};
export const paymentMethod: FieldConfig = {
  name: 'payment_method',
  label: 'orders:fields.paymentMethod',
  kind: 'enum',
  options: fromSettings('order_payment_methods'),
};
/** The client's purchase order number: needed on account when the organization requires one (a 400 names it). */
export const poNumber: FieldConfig = {
  name: 'po_number',
  label: 'orders:fields.poNumber',
  kind: 'text',
  hint: 'orders:hints.poNumber',
};
export const status: FieldConfig = {
  name: 'status',
  label: 'orders:fields.status',
  kind: 'enum',
  options: fromSettings('order_statuses'),
};
export const address: FieldConfig = { name: 'address', label: 'orders:fields.address', kind: 'textarea', wide: true };
export const note: FieldConfig = { name: 'note', label: 'orders:fields.note', kind: 'textarea', wide: true };
export const discount: FieldConfig = {
  name: 'discount',
  label: 'orders:fields.discount',
  kind: 'money',
  hint: 'orders:hints.discount',
  validate: (v) =>
    v !== '' && v != null && (Number.isNaN(Number(v)) || Number(v) < 0)
      ? i18n.t('orders:validation.amount')
      : undefined,
};
export const firstName: FieldConfig = { name: 'first_name', label: 'orders:fields.firstName', kind: 'text' };
export const lastName: FieldConfig = { name: 'last_name', label: 'orders:fields.lastName', kind: 'text' };
export const email: FieldConfig = { name: 'email', label: 'orders:fields.email', kind: 'email' };
export const phone: FieldConfig = {
  name: 'phone_number',
  label: 'orders:fields.phoneNumber',
  kind: 'text',
  dir: 'ltr',
};
/** Shown in the viewer's language while it is the one derived from the items (see summary.tsx); edited as shown. */
export const summary: FieldConfig = {
  name: 'summary',
  label: 'orders:fields.summary',
  kind: 'textarea',
  wide: true,
  read: (record) => orderSummary(record as Order) ?? '',
};

/** Urgent or not, as the order's history names it (the drawer's Urgent switch sets it, OrderUrgency.tsx). */
export const urgent: FieldConfig = {
  name: 'urgent',
  label: 'orders:urgency.label',
  kind: 'enum',
  options: () => [
    { value: 'true', label: 'orders:urgency.yes' },
    { value: 'false', label: 'orders:urgency.no' },
  ],
};
