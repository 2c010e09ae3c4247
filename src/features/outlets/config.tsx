import { clientsApi, type Outlet, type ListOutletsApiArg } from '../../api/generated/clients';
import { outletZone } from '../../lib/zones';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DetailLink,
  Empty,
  fromSettings,
  NameWithAvatar,
  PhoneCell,
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

const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text', required: 'Please enter outlet name' };
const organization: FieldConfig = {
  name: 'organization',
  label: 'Organization',
  kind: 'lookup',
  lookup: 'organizations',
};
const specialCode: FieldConfig = { name: 'special_code', label: 'Special Code', kind: 'readonly', disabled: true };
const from: FieldConfig = { name: 'opening_hours_from', label: 'Opening Hours From', kind: 'time' };
const to: FieldConfig = { name: 'opening_hours_to', label: 'Opening Hours To', kind: 'time' };
const holidays: FieldConfig = { name: 'holidays', label: 'Holidays', kind: 'weekdays', wide: true };
const timeZones = fromSettings('outlet_time_zones');
const timeZone: FieldConfig = {
  name: 'time_zone',
  label: 'Time Zone',
  kind: 'enum',
  options: timeZones,
  initial: (settings) => timeZones(settings)[0]?.value ?? 'Asia/Beirut',
};
const phone: FieldConfig = { name: 'phone_number', label: 'Phone Number', kind: 'text', placeholder: '+961 1 234 567' };
const address: FieldConfig = { name: 'address', label: 'Address', kind: 'textarea' };

const columns: ResourceColumn<Outlet, ListOutletsApiArg>[] = [
  column({
    id: 'name',
    title: 'Name',
    priority: 1,
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    render: (o) => <DetailLink id={o.id}>{o.name}</DetailLink>,
  }),
  column({
    id: 'organization',
    title: 'Organization',
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
    title: 'Special Code',
    priority: 3,
    render: (o) => <TextCell value={o.special_code} />,
  }),
  column({
    id: 'from',
    title: 'Opening Hours From',
    priority: 3,
    render: (o) => <TimeCell value={o.opening_hours_from} />,
  }),
  column({
    id: 'to',
    title: 'Opening Hours To',
    priority: 3,
    render: (o) => <TimeCell value={o.opening_hours_to} />,
  }),
  column({
    id: 'time_zone',
    title: 'Time Zone',
    priority: 3,
    render: (o) => <TextCell value={o.time_zone} />,
  }),
  column({
    id: 'phone',
    title: 'Phone Number',
    render: (o) => <PhoneCell value={o.phone_number} />,
  }),
  column({
    id: 'address',
    title: 'Address',
    priority: 3,
    render: (o) => <TextCell value={o.address} max={20} />,
  }),
  actionsColumn(),
];

export const outletsConfig: ResourceConfig<Outlet, ListOutletsApiArg> = {
  ...screenIdentity('outlets'),
  endpoints: crudEndpoints(clientsApi, ...crudStems('outlets')),
  columns,
  search: 'Search by name, code or address',
  create: { title: 'Add New Outlet', fields: [name, organization, from, to, holidays, timeZone, phone, address] },
  drawer: {
    title: (o) => o.name,
    titleField: 'name',
    fields: [organization, specialCode, from, to, holidays, timeZone, phone, address],
    deleteLabel: 'Delete Outlet',
    // An outlet's dates read on its own clock.
    zone: (o, settings) => outletZone(o, settings),
  },
  recordName: (o) => o.name,
  dataTransfer: { export: true, import: true },
};
