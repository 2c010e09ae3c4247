import { ordersApi, type Order, type ListOrdersApiArg } from '../../api/generated/orders';
import { crudStems, screenIdentity } from '../../resources/registry';
import { crudEndpoints, type ResourceConfig } from '../../components/resource';
import { i18n } from '../../i18n';
import { orderColumns } from './columns';
import { ORDER_OVERRIDES } from './overrides';
import {
  address,
  dateField,
  discount,
  email,
  employee,
  firstName,
  lastName,
  name,
  note,
  organization,
  outlet,
  paymentMethod,
  phone,
  poNumber,
  status,
  summary,
  type,
  urgent,
} from './fields';
import { LazyOrderExtra, useNewOrderItemsFromChunk } from './lazyParts';
import { OrderExports } from './OrderExports';
import { OrderItemsTable } from './OrderItemsTable';
import { MakeStanding } from './MakeStanding';
import { OrderUrgency } from './OrderUrgency';
import { orderNumber } from './totals';
import { orderZone } from './zone';

/** Orders: the money. Items and totals live in the drawer; rows expand to show the items. */
export const ordersConfig: ResourceConfig<Order, ListOrdersApiArg> = {
  ...screenIdentity('orders'),
  endpoints: crudEndpoints(ordersApi, ...crudStems('orders')),
  columns: orderColumns,
  search: 'orders:orders.search',
  create: {
    title: 'orders:orders.createTitle',
    fields: [name, employee, outlet, organization, type, paymentMethod, poNumber, dateField, discount, address, note],
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
      poNumber,
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
    lead: (o, save) => (
      <>
        <OrderUrgency order={o} save={save} />
        <MakeStanding order={o} />
      </>
    ),
    historyFields: [urgent],
    extraForViewers: true,
    extra: (o) => <LazyOrderExtra order={o} />,
  },
  recordName: (o) => `${orderNumber(o.order_number)} ${o.name}`,
  // After the order's cut-off (managers and administrators, issue 32) or past its organization's credit limit
  // (administrators, issue 31): the user says why and the write goes again.
  override: ORDER_OVERRIDES,
  expandRow: (o) => (
    <OrderItemsTable orderId={o.id} title={i18n.t('orders:orders.itemsOf', { number: orderNumber(o.order_number) })} />
  ),
  headerActions: (filters) => <OrderExports filters={filters} />,
};
