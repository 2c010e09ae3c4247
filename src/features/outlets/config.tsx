import { clientsApi, type Outlet, type ListOutletsApiArg } from '../../api/generated/clients';
import { outletZone } from '../../lib/zones';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  addressColumn,
  column,
  crudEndpoints,
  Empty,
  fromSettings,
  nameColumn,
  NameWithAvatar,
  phoneColumn,
  TextCell,
  TimeCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/**
 * Outlets: the sites of an organization, with opening hours, weekly holidays (weekday
 * indexes, 0 = Sunday), a time zone from the settings and a special code the server generates.
 */

const name: FieldConfig = {
  name: 'name',
  label: 'clients:fields.name',
  kind: 'text',
  required: 'clients:validation.outletName',
};
const organization: FieldConfig = {
  name: 'organization',
  label: 'clients:fields.organization',
  kind: 'lookup',
  lookup: 'organizations',
};
const specialCode: FieldConfig = {
  name: 'special_code',
  label: 'clients:fields.specialCode',
  kind: 'readonly',
  disabled: true,
};
const from: FieldConfig = { name: 'opening_hours_from', label: 'clients:fields.openingHoursFrom', kind: 'time' };
const to: FieldConfig = { name: 'opening_hours_to', label: 'clients:fields.openingHoursTo', kind: 'time' };
const holidays: FieldConfig = { name: 'holidays', label: 'clients:fields.holidays', kind: 'weekdays', wide: true };
/** Orders for a day close at this time on the day before (issue 32); empty for no cut-off. */
const cutoff: FieldConfig = { name: 'order_cutoff', label: 'clients:fields.orderCutoff', kind: 'time' };
const leadTime: FieldConfig = { name: 'lead_time_minutes', label: 'clients:fields.leadTimeMinutes', kind: 'integer' };
const timeZones = fromSettings('outlet_time_zones');
const timeZone: FieldConfig = {
  name: 'time_zone',
  label: 'clients:fields.timeZone',
  kind: 'enum',
  options: timeZones,
  initial: (settings) => timeZones(settings)[0]?.value ?? 'Asia/Beirut',
};
const phone: FieldConfig = {
  name: 'phone_number',
  label: 'clients:fields.phoneNumber',
  kind: 'text',
  dir: 'ltr',
  placeholder: '+961 1 234 567',
};
const address: FieldConfig = { name: 'address', label: 'clients:fields.address', kind: 'textarea' };

const columns: ResourceColumn<Outlet, ListOutletsApiArg>[] = [
  nameColumn({ title: 'clients:fields.name', render: (o) => o.name }),
  column({
    id: 'organization',
    title: 'clients:fields.organization',
    filter: { kind: 'lookup', param: 'organization', source: 'organizations' },
    render: (o) =>
      o.organization ? (
        <NameWithAvatar name={o.organization.name} image={o.organization.logo} shape="square" />
      ) : (
        <Empty />
      ),
  }),
  column({
    id: 'special_code',
    title: 'clients:fields.specialCode',
    priority: 3,
    render: (o) => <TextCell value={o.special_code} />,
  }),
  column({
    id: 'from',
    title: 'clients:fields.openingHoursFrom',
    priority: 3,
    render: (o) => <TimeCell value={o.opening_hours_from} />,
  }),
  column({
    id: 'to',
    title: 'clients:fields.openingHoursTo',
    priority: 3,
    render: (o) => <TimeCell value={o.opening_hours_to} />,
  }),
  column({
    id: 'time_zone',
    title: 'clients:fields.timeZone',
    priority: 3,
    render: (o) => <TextCell value={o.time_zone} />,
  }),
  phoneColumn('clients:fields.phoneNumber'),
  addressColumn('clients:fields.address', 3),
  actionsColumn(),
];

export const outletsConfig: ResourceConfig<Outlet, ListOutletsApiArg> = {
  ...screenIdentity('outlets'),
  endpoints: crudEndpoints(clientsApi, ...crudStems('outlets')),
  columns,
  search: 'clients:outlets.search',
  create: {
    title: 'clients:outlets.create',
    fields: [name, organization, from, to, holidays, timeZone, cutoff, leadTime, phone, address],
  },
  drawer: {
    title: (o) => o.name,
    titleField: 'name',
    fields: [organization, specialCode, from, to, holidays, timeZone, cutoff, leadTime, phone, address],
    deleteLabel: 'clients:outlets.delete',
    // An outlet's dates read on its own clock.
    zone: (o, settings) => outletZone(o, settings),
  },
  recordName: (o) => o.name,
  dataTransfer: { export: true, import: true },
};
