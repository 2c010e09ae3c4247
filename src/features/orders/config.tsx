import type { Employee, Outlet } from '../../api/generated/clients';
import { ordersApi, type Order, type ListOrdersApiArg } from '../../api/generated/orders';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  enumColumn,
  ExportButton,
  fromSettings,
  MoneyCell,
  TextCell,
  useAccess,
  type FieldConfig,
  type FormValues,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { i18n } from '../../i18n';
import { LazyOrderExtra, useNewOrderItemsFromChunk } from './lazyParts';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderNumberCell } from './OrderNumberCell';
import { OrderUrgency } from './OrderUrgency';
import { orderSummary, OrderSummaryCell } from './summary';
import { orderNumber } from './totals';
import { OrderDateTimeCell, orderZone } from './zone';

/** Orders: the money. Items and totals live in the drawer; rows expand to show the items. */

/**
 * The order's due date and time, entered as the wall clock of the order's outlet (the kitchen's zone
 * without one) and sent as the instant (ISO 8601 in UTC).
 */
const dateField: FieldConfig = {
  name: 'date',
  label: 'orders:fields.dateTime',
  kind: 'dateTime',
  zone: orderZone,
  wide: true,
};

const name: FieldConfig = {
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
const employee: FieldConfig = {
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
const outlet: FieldConfig = {
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
const organization: FieldConfig = {
  name: 'organization',
  label: 'orders:fields.organization',
  kind: 'lookup',
  lookup: 'organizations',
};
const type: FieldConfig = {
  name: 'type',
  label: 'orders:fields.type',
  kind: 'enum',
  options: fromSettings('order_types'),
};
const paymentMethod: FieldConfig = {
  name: 'payment_method',
  label: 'orders:fields.paymentMethod',
  kind: 'enum',
  options: fromSettings('order_payment_methods'),
};
const status: FieldConfig = {
  name: 'status',
  label: 'orders:fields.status',
  kind: 'enum',
  options: fromSettings('order_statuses'),
};
const address: FieldConfig = { name: 'address', label: 'orders:fields.address', kind: 'textarea', wide: true };
const note: FieldConfig = { name: 'note', label: 'orders:fields.note', kind: 'textarea', wide: true };
const discount: FieldConfig = {
  name: 'discount',
  label: 'orders:fields.discount',
  kind: 'money',
  hint: 'orders:hints.discount',
  validate: (v) =>
    v !== '' && v != null && (Number.isNaN(Number(v)) || Number(v) < 0)
      ? i18n.t('orders:validation.amount')
      : undefined,
};
const firstName: FieldConfig = { name: 'first_name', label: 'orders:fields.firstName', kind: 'text' };
const lastName: FieldConfig = { name: 'last_name', label: 'orders:fields.lastName', kind: 'text' };
const email: FieldConfig = { name: 'email', label: 'orders:fields.email', kind: 'email' };
const phone: FieldConfig = { name: 'phone_number', label: 'orders:fields.phoneNumber', kind: 'text', dir: 'ltr' };
/** Shown in the viewer's language while it is the one derived from the items (see summary.tsx); edited as shown. */
const summary: FieldConfig = {
  name: 'summary',
  label: 'orders:fields.summary',
  kind: 'textarea',
  wide: true,
  read: (record) => orderSummary(record as Order) ?? '',
};

/** Urgent or not, as the order's history names it (the drawer's Urgent switch sets it, OrderUrgency.tsx). */
const urgent: FieldConfig = {
  name: 'urgent',
  label: 'orders:urgency.label',
  kind: 'enum',
  options: () => [
    { value: 'true', label: 'orders:urgency.yes' },
    { value: 'false', label: 'orders:urgency.no' },
  ],
};

const columns: ResourceColumn<Order, ListOrdersApiArg>[] = [
  column({
    id: 'order_number',
    title: 'orders:fields.order',
    priority: 1,
    sortField: 'order_number',
    // An urgent order still being made says so beside its number, as on the kitchen board.
    render: (o) => <OrderNumberCell order={o} />,
  }),
  column({
    id: 'name',
    title: 'orders:fields.name',
    priority: 1,
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    render: (o) => <TextCell value={o.name} max={30} />,
  }),
  enumColumn({
    field: 'status',
    title: 'orders:fields.status',
    optionsKey: 'order_statuses',
    options: fromSettings('order_statuses'),
    param: 'status_in',
    priority: 1,
    multiple: true,
  }),
  enumColumn({
    field: 'type',
    title: 'orders:fields.type',
    optionsKey: 'order_types',
    options: fromSettings('order_types'),
    param: 'type',
    priority: 3,
  }),
  column({
    id: 'outlet',
    title: 'orders:fields.outlet',
    priority: 3,
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets', access: { resource: 'outlets', action: 'list' } },
    render: (o) => <TextCell value={o.outlet?.name} max={20} />,
  }),
  column({
    id: 'organization',
    title: 'orders:fields.organization',
    filter: {
      kind: 'lookup',
      param: 'organization',
      source: 'organizations',
      access: { resource: 'organizations', action: 'list' },
    },
    priority: 4,
    render: (o) => <TextCell value={o.organization?.name} max={20} />,
  }),
  column({
    id: 'product',
    title: 'orders:fields.items',
    // Orders holding an item of the product (the production sheet links here).
    filter: { kind: 'lookup', param: 'product', source: 'products', access: { resource: 'products', action: 'list' } },
    priority: 4,
    render: (o) => <OrderSummaryCell order={o} max={40} />,
  }),
  column({
    id: 'date',
    title: 'orders:fields.date',
    sortField: 'date',
    // From/to calendars, shown DD/MM/YYYY, sent as date_between=YYYY-MM-DD,YYYY-MM-DD.
    filter: { kind: 'dateRange', param: 'date_between' },
    render: (o) => <OrderDateTimeCell order={o} value={o.date} />,
  }),
  column({
    id: 'total',
    title: 'orders:fields.total',
    sortField: 'total',
    render: (o) => <MoneyCell value={o.total} />,
  }),
  column({
    id: 'created',
    title: 'orders:fields.dateCreated',
    priority: 3,
    sortField: '__date_created',
    render: (o) => <OrderDateTimeCell order={o} value={o.__date_created} />,
  }),
  actionsColumn(),
];

/** 'Export Orders' and 'Export Order Items' (each with its own permission). */
function OrderExports({ filters }: { filters: Record<string, string> }) {
  const orders = useAccess('orders', 'export');
  const items = useAccess('order-items', 'export');
  const { t } = useTranslation('orders');
  return (
    <>
      <ExportButton resource="orders" filters={filters} access={orders} label={t('orders.export')} />
      <ExportButton resource="order-items" filters={{}} access={items} label={t('orders.exportItems')} />
    </>
  );
}

export const ordersConfig: ResourceConfig<Order, ListOrdersApiArg> = {
  ...screenIdentity('orders'),
  endpoints: crudEndpoints(ordersApi, ...crudStems('orders')),
  columns,
  search: 'orders:orders.search',
  create: {
    title: 'orders:orders.createTitle',
    fields: [name, employee, outlet, organization, type, paymentMethod, dateField, discount, address, note],
    width: 760,
    // A phone order's items go in with it (their form comes with the modal, not with the list).
    useExtra: useNewOrderItemsFromChunk,
  },
  drawer: {
    title: (o) => `${orderNumber(o.order_number)} ${o.name}`,
    titleField: 'name',
    titlePrefix: (o) => orderNumber(o.order_number),
    fields: [
      status,
      type,
      paymentMethod,
      dateField,
      employee,
      outlet,
      organization,
      firstName,
      lastName,
      email,
      phone,
      discount,
      address,
      note,
      summary,
    ],
    deleteLabel: 'orders:orders.delete',
    zone: (o, settings) => orderZone(o, settings),
    lead: (o, save) => <OrderUrgency order={o} save={save} />,
    historyFields: [urgent],
    extraForViewers: true,
    extra: (o) => <LazyOrderExtra order={o} />,
  },
  recordName: (o) => `${orderNumber(o.order_number)} ${o.name}`,
  expandRow: (o) => (
    <OrderItemsTable orderId={o.id} title={i18n.t('orders:orders.itemsOf', { number: orderNumber(o.order_number) })} />
  ),
  headerActions: (filters) => <OrderExports filters={filters} />,
};
