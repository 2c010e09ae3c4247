import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DateTime } from 'luxon';
import { ordersApi, type Order, type ListOrdersApiArg } from '../../api/generated/orders';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DateTimeCell,
  DetailLink,
  EnumBadge,
  ExportButton,
  formatMoney,
  fromSettings,
  MoneyCell,
  TextCell,
  useAccess,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { OrderItemsTable } from './OrderItemsTable';
import { orderNumber } from './totals';

/** Orders: the money. Items and totals live in the drawer; rows expand to show the items. */

const DATE_TIME_INPUT = 'yyyy-MM-dd HH:mm';

/** The order's due date and time as typed (local time) ↔ ISO on the wire. */
const dateField: FieldConfig = {
  name: 'date',
  label: 'Date and Time',
  kind: 'text',
  placeholder: 'YYYY-MM-DD HH:mm',
  read: (r) => (typeof r.date === 'string' && r.date ? DateTime.fromISO(r.date).toFormat(DATE_TIME_INPUT) : ''),
  write: (v) => {
    const text = typeof v === 'string' ? v.trim() : '';
    if (!text) return null;
    const parsed = DateTime.fromFormat(text, DATE_TIME_INPUT);
    return parsed.isValid ? parsed.toUTC().toISO() : text;
  },
  validate: (v) => {
    const text = typeof v === 'string' ? v.trim() : '';
    return text && !DateTime.fromFormat(text, DATE_TIME_INPUT).isValid
      ? 'Please enter the date as YYYY-MM-DD HH:mm'
      : undefined;
  },
};

const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text', required: 'Please enter name' };
const employee: FieldConfig = { name: 'employee', label: 'Employee', kind: 'lookup', lookup: 'employees' };
const outlet: FieldConfig = { name: 'outlet', label: 'Outlet', kind: 'lookup', lookup: 'outlets' };
const organization: FieldConfig = {
  name: 'organization',
  label: 'Organization',
  kind: 'lookup',
  lookup: 'organizations',
};
const type: FieldConfig = { name: 'type', label: 'Type', kind: 'enum', options: fromSettings('order_types') };
const paymentMethod: FieldConfig = {
  name: 'payment_method',
  label: 'Payment Method',
  kind: 'enum',
  options: fromSettings('order_payment_methods'),
};
const status: FieldConfig = { name: 'status', label: 'Status', kind: 'enum', options: fromSettings('order_statuses') };
const address: FieldConfig = { name: 'address', label: 'Address', kind: 'textarea', wide: true };
const note: FieldConfig = { name: 'note', label: 'Note', kind: 'textarea', wide: true };
const discount: FieldConfig = {
  name: 'discount',
  label: 'Discount',
  kind: 'money',
  hint: 'An amount in USD taken off the order subtotal',
  validate: (v) =>
    v !== '' && v != null && (Number.isNaN(Number(v)) || Number(v) < 0) ? 'Please enter a valid amount' : undefined,
};
const firstName: FieldConfig = { name: 'first_name', label: 'First Name', kind: 'text' };
const lastName: FieldConfig = { name: 'last_name', label: 'Last Name', kind: 'text' };
const email: FieldConfig = { name: 'email', label: 'Email', kind: 'email' };
const phone: FieldConfig = { name: 'phone_number', label: 'Phone Number', kind: 'text' };
const summary: FieldConfig = { name: 'summary', label: 'Summary', kind: 'textarea', wide: true };

const columns: ResourceColumn<Order, ListOrdersApiArg>[] = [
  column({
    id: 'order_number',
    title: 'Order',
    sortField: 'order_number',
    minWidth: 110,
    render: (o) => <DetailLink id={o.id}>{orderNumber(o.order_number)}</DetailLink>,
  }),
  column({
    id: 'name',
    title: 'Name',
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    minWidth: 180,
    render: (o) => <TextCell value={o.name} max={30} />,
  }),
  column({
    id: 'status',
    title: 'Status',
    sortField: 'status',
    filter: { kind: 'enum', param: 'status_in', options: fromSettings('order_statuses'), multiple: true },
    minWidth: 150,
    render: (o) => <EnumBadge value={o.status} optionsKey="order_statuses" />,
  }),
  column({
    id: 'type',
    title: 'Type',
    sortField: 'type',
    filter: { kind: 'enum', param: 'type', options: fromSettings('order_types') },
    minWidth: 130,
    render: (o) => <EnumBadge value={o.type} optionsKey="order_types" />,
  }),
  column({
    id: 'outlet',
    title: 'Outlet',
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets', access: { resource: 'outlets', action: 'list' } },
    minWidth: 150,
    render: (o) => <TextCell value={o.outlet?.name} max={20} />,
  }),
  column({
    id: 'date',
    title: 'Date',
    sortField: 'date',
    // From/to calendars, shown DD/MM/YYYY, sent as date_between=YYYY-MM-DD,YYYY-MM-DD.
    filter: { kind: 'dateRange', param: 'date_between' },
    minWidth: 180,
    render: (o) => <DateTimeCell value={o.date} />,
  }),
  column({
    id: 'total',
    title: 'Total',
    sortField: 'total',
    minWidth: 110,
    render: (o) => <MoneyCell value={o.total} />,
  }),
  column({
    id: 'created',
    title: 'Date Created',
    sortField: '__date_created',
    minWidth: 190,
    render: (o) => <DateTimeCell value={o.__date_created} />,
  }),
  actionsColumn(),
];

const useStyles = makeStyles({
  totals: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '8px',
    padding: '12px',
    marginBottom: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  figure: { display: 'flex', flexDirection: 'column' },
  label: { color: tokens.colorNeutralForeground3 },
  reject: { display: 'flex', flexDirection: 'column', marginBottom: '16px' },
  section: { marginTop: '8px' },
});

/** The drawer's extra: reject reason (cancelled orders), read-only totals, the items. */
function OrderExtra({ order }: { order: Order }) {
  const styles = useStyles();
  const figures: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['Discount', order.discount],
    ['Total', order.total],
  ];
  return (
    <div className={styles.section}>
      {order.status === 'cancelled' ? (
        <div className={styles.reject}>
          <Text className={styles.label}>Reject Reason</Text>
          <Text data-testid="order-reject-reason">{order.reject_reason || '—'}</Text>
        </div>
      ) : null}
      <div className={styles.totals} aria-label="Order totals" role="group">
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <Text className={styles.label}>{label}</Text>
            <Text weight="semibold" size={400} data-testid={`order-${label.toLowerCase()}`}>
              {formatMoney(value)}
            </Text>
          </div>
        ))}
      </div>
      <OrderItemsTable orderId={order.id} editable />
    </div>
  );
}

/** 'Export Orders' and 'Export Order Items' (each with its own permission). */
function OrderExports({ filters }: { filters: Record<string, string> }) {
  const orders = useAccess('orders', 'export');
  const items = useAccess('order-items', 'export');
  return (
    <>
      <ExportButton resource="orders" filters={filters} access={orders} label="Export Orders" />
      <ExportButton resource="order-items" filters={{}} access={items} label="Export Order Items" />
    </>
  );
}

export const ordersConfig: ResourceConfig<Order, ListOrdersApiArg> = {
  ...screenIdentity('orders'),
  endpoints: crudEndpoints(ordersApi, ...crudStems('orders')),
  columns,
  search: 'Search by name, number, phone or email',
  create: {
    title: 'Add New Order',
    fields: [name, employee, outlet, organization, type, paymentMethod, dateField, discount, address, note],
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
    deleteLabel: 'Delete Order',
    extraForViewers: true,
    extra: (o) => <OrderExtra order={o} />,
  },
  recordName: (o) => `${orderNumber(o.order_number)} ${o.name}`,
  expandRow: (o) => <OrderItemsTable orderId={o.id} title={`Items of ${orderNumber(o.order_number)}`} />,
  headerActions: (filters) => <OrderExports filters={filters} />,
};
