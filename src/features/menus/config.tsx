import { menusApi, type Menu, type ListMenusApiArg } from '../../api/generated/menus';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DateTimeCell,
  nameColumn,
  TextCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { MenuItemsSection } from './MenuItemsSection';

/** Menus: name, outlet; the detail holds the dated menu items. */

const name: FieldConfig = {
  name: 'name',
  label: 'menus:fields.name',
  kind: 'text',
  required: 'menus:validation.menuName',
};
const outlet: FieldConfig = { name: 'outlet', label: 'menus:fields.outlet', kind: 'lookup', lookup: 'outlets' };

const columns: ResourceColumn<Menu, ListMenusApiArg>[] = [
  nameColumn({ title: 'menus:fields.name', render: (m) => m.name }),
  column({
    id: 'outlet',
    title: 'menus:fields.outlet',
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets', access: { resource: 'outlets', action: 'list' } },
    render: (m) => <TextCell value={m.outlet?.name} max={30} />,
  }),
  column({
    id: 'created',
    title: 'menus:fields.dateCreated',
    sortField: '__date_created',
    render: (m) => <DateTimeCell value={m.__date_created} record={m} />,
  }),
  actionsColumn(),
];

export const menusConfig: ResourceConfig<Menu, ListMenusApiArg> = {
  ...screenIdentity('menus'),
  endpoints: crudEndpoints(menusApi, ...crudStems('menus')),
  columns,
  search: 'menus:menus.search',
  create: { title: 'menus:menus.createTitle', fields: [name, outlet] },
  drawer: {
    title: (m) => m.name,
    titleField: 'name',
    idParam: 'menuId',
    // A 'Menu Info' card (outlet editable, created date) above the 'Menu Items' table.
    fieldsTitle: 'menus:menus.info',
    fields: [outlet],
    deleteLabel: 'menus:menus.delete',
    extraForViewers: true,
    extra: (m) => <MenuItemsSection menu={m} />,
  },
  recordName: (m) => m.name,
  dataTransfer: { export: true },
};
