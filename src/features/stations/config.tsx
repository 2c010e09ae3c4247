import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { kitchenApi, type ListStationsApiArg, type Station } from '../../api/generated/kitchen';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  createdColumn,
  crudEndpoints,
  Empty,
  nameColumn,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { LocalizedName, nameNow, translationField, withTranslations } from '../products';

/**
 * Kitchen stations (name in three languages, categories): a station's board shows the dishes of its
 * categories. A category goes to one station at most: the server refuses one that another station has
 * (409 category_has_station), and the kit shows its refusal.
 */

const name: FieldConfig = {
  name: 'name',
  label: 'stations:fields.name',
  kind: 'text',
  required: 'stations:validation.name',
};
const nameAr = translationField('ar', 'name', 'products:translations.nameAr');
const nameFr = translationField('fr', 'name', 'products:translations.nameFr');
const categories: FieldConfig = {
  name: 'categories',
  label: 'stations:fields.categories',
  kind: 'lookupMulti',
  lookup: 'categories',
  hint: 'stations:hints.categories',
};

const useChipStyles = makeStyles({
  chips: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** A station's categories, each in the viewer's language. */
function CategoryChips({ station }: { station: Station }) {
  const styles = useChipStyles();
  if (!station.categories.length) return <Empty />;
  return (
    <span className={styles.chips}>
      {station.categories.map((c) => (
        <Badge key={c.id} appearance="outline" shape="rounded" color="informative">
          <LocalizedName record={c} />
        </Badge>
      ))}
    </span>
  );
}

const columns: ResourceColumn<Station, ListStationsApiArg>[] = [
  nameColumn({ title: 'stations:fields.name', render: (s) => <LocalizedName record={s} /> }),
  column({
    id: 'categories',
    title: 'stations:fields.categories',
    priority: 2,
    render: (s) => <CategoryChips station={s} />,
  }),
  createdColumn('stations:fields.dateCreated'),
  actionsColumn(),
];

export const stationsConfig: ResourceConfig<Station, ListStationsApiArg> = {
  ...screenIdentity('stations'),
  endpoints: withTranslations(crudEndpoints(kitchenApi, ...crudStems('stations'))),
  columns,
  search: 'stations:search',
  create: { title: 'stations:createTitle', fields: [name, nameAr, nameFr, categories] },
  drawer: {
    title: (s) => s.name,
    titleField: 'name',
    fields: [nameAr, nameFr, categories],
    deleteLabel: 'stations:delete',
  },
  recordName: (s) => nameNow(s),
  dataTransfer: { export: true, import: true },
};
