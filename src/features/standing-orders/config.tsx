import { ordersApi, type ListStandingOrdersApiArg, type StandingOrder } from '../../api/generated/orders';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  createdColumn,
  crudEndpoints,
  fromSettings,
  nameColumn,
  TextCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { StandingPause, StandingPreview } from './StandingPreview';
import { useConfirmStandingChange } from './useConfirmChange';
import { useNewStandingItems, StandingItemsSection } from './useStandingItems';

/**
 * Standing orders (issue 32): an order that places itself on its weekdays, `standing_order_horizon_days` ahead.
 * Saving one runs the placing job on the server; the drawer edits its items, shows the next five dates and what
 * each order holds, and asks before a change rewrites or cancels its orders still to come.
 */

const name: FieldConfig = {
  name: 'name',
  label: 'standingOrders:fields.name',
  kind: 'text',
  required: 'standingOrders:validation.name',
};
const organization: FieldConfig = {
  name: 'organization',
  label: 'standingOrders:fields.organization',
  kind: 'lookup',
  lookup: 'organizations',
};
const outlet: FieldConfig = {
  name: 'outlet',
  label: 'standingOrders:fields.outlet',
  kind: 'lookup',
  lookup: 'outlets',
  required: 'standingOrders:validation.outlet',
};
const employee: FieldConfig = {
  name: 'employee',
  label: 'standingOrders:fields.employee',
  kind: 'lookup',
  lookup: 'employees',
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
const weekdays: FieldConfig = {
  name: 'weekdays',
  label: 'standingOrders:fields.weekdays',
  kind: 'weekdays',
  wide: true,
  initial: [1, 2, 3, 4, 5],
  validate: (v) => (Array.isArray(v) && v.length ? undefined : 'standingOrders:validation.weekdays'),
};
const time: FieldConfig = {
  name: 'time',
  label: 'standingOrders:fields.time',
  kind: 'time',
  required: 'standingOrders:validation.time',
  hint: 'standingOrders:hints.time',
};
const startsOn: FieldConfig = {
  name: 'starts_on',
  label: 'standingOrders:fields.startsOn',
  kind: 'date',
  required: 'standingOrders:validation.startsOn',
};
const endsOn: FieldConfig = {
  name: 'ends_on',
  label: 'standingOrders:fields.endsOn',
  kind: 'date',
  // Left empty: no end (null; the contract takes no empty date).
  write: (value) => (value ? value : null),
};

const columns: ResourceColumn<StandingOrder, ListStandingOrdersApiArg>[] = [
  nameColumn({ title: 'standingOrders:fields.name', render: (s) => s.name }),
  column({
    id: 'outlet',
    title: 'standingOrders:fields.outlet',
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets', access: { resource: 'outlets', action: 'list' } },
    render: (s) => <TextCell value={s.outlet.name} max={20} />,
  }),
  column({
    id: 'organization',
    title: 'standingOrders:fields.organization',
    priority: 3,
    render: (s) => <TextCell value={s.organization?.name} max={20} />,
  }),
  column({ id: 'time', title: 'standingOrders:fields.time', render: (s) => <TextCell value={s.time} /> }),
  createdColumn('standingOrders:fields.dateCreated'),
  actionsColumn(),
];

export const standingOrdersConfig: ResourceConfig<StandingOrder, ListStandingOrdersApiArg> = {
  ...screenIdentity('standingOrders'),
  endpoints: crudEndpoints(ordersApi, ...crudStems('standingOrders')),
  columns,
  search: 'standingOrders:search',
  create: {
    title: 'standingOrders:createTitle',
    fields: [name, organization, outlet, employee, type, paymentMethod, weekdays, time, startsOn, endsOn],
    width: 760,
    // Its items, each with product, variation, addons, quantity and note, go in with it.
    useExtra: useNewStandingItems,
  },
  drawer: {
    title: (s) => s.name,
    titleField: 'name',
    fields: [organization, outlet, employee, type, paymentMethod, weekdays, time, startsOn, endsOn],
    deleteLabel: 'standingOrders:delete',
    lead: (s, save) => <StandingPause standing={s} save={save} />,
    extra: (s, save) => (
      <>
        <StandingItemsSection standing={s} save={save} />
        <StandingPreview standing={s} />
      </>
    ),
    // A change that rewrites or cancels its orders still to come (pausing too) is asked first.
    useConfirmSave: useConfirmStandingChange,
  },
  recordName: (s) => s.name,
};
