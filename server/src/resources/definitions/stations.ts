import { NAME_ONLY } from '../catalogue/translations';
import type { ManyRelation, ResourceDef } from '../engine/types';
import { releaseCategoriesOf } from '../stations/repository';
import { refuseTakenCategories } from '../stations/rules';
import { nameTranslations } from './catalogue';
import { defineResource } from './contract-fields';
import { categoryRef, text, TEXT_OPS, translationsField } from './refs';
import { identityOf } from './identity';

/** A station's categories: each category row names its station (`categories.station_id`). */
const stationCategories: ManyRelation = {
  ...categoryRef,
  through: 'categories',
  localKey: 'station_id',
  foreignKey: 'id',
  owned: true,
};

export const stations: ResourceDef = defineResource({
  ...identityOf('stations'),
  table: 'stations',
  defaultSort: [['name', 'asc']],
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    translations: translationsField(NAME_ONLY),
    categories: { type: 'many-relation', many: stationCategories, default: [] },
  },
  hooks: {
    async beforeCreate(trx, row, input) {
      await refuseTakenCategories(trx, input.categories);
      nameTranslations.beforeCreate(row);
    },
    async beforeUpdate(trx, changes, current, input) {
      await refuseTakenCategories(trx, input.categories, Number(current.id));
      nameTranslations.beforeUpdate(changes, current);
    },
    async beforeDelete(trx, current) {
      await releaseCategoriesOf(trx, Number(current.id));
    },
  },
});
