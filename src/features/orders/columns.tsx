import type { Order, ListOrdersApiArg } from '../../api/generated/orders';
import {
  actionsColumn,
  column,
  enumColumn,
  fromSettings,
  MoneyCell,
  TextCell,
  type ResourceColumn,
} from '../../components/resource';
import { OrderNumberCell } from './OrderNumberCell';
import { OrderSummaryCell } from './summary';
import { OrderDateTimeCell } from './zone';

/** The orders list: number, name, status, type, outlet, organization, items, due, total and creation. */
export const orderColumns: ResourceColumn<Order, ListOrdersApiArg>[] = [
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
    id: 'standing_order',
    title: 'standingOrders:fields.standingOrder',
    // The orders a standing order placed (its drawer links here).
    filter: {
      kind: 'lookup',
      param: 'standing_order',
      source: 'standing-orders',
      access: { resource: 'standing-orders', action: 'list' },
    },
    priority: 4,
    render: (o) => <TextCell value={o.standing_order?.name} max={20} />,
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
