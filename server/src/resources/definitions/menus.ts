import type { ResourceDef } from '../engine/types';
import { requireProduct } from './catalogue';
import { defineResource } from './contract-fields';
import { categoryRef, menuRef, outletRef, productRef, RANGE_OPS, relation, text, TEXT_OPS } from './refs';
import { identityOf } from './identity';

export const menus: ResourceDef = defineResource({
  ...identityOf('menus'),
  table: 'menus',
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    outlet: relation(outletRef),
  },
});

export const menuItems: ResourceDef = defineResource({
  ...identityOf('menuItems'),
  table: 'menu_items',
  uniqueMessage: 'This product is already on the menu for that date.',
  special: { date_between: 'date', category_in: 'category', menu: 'menu' },
  defaultSort: [
    ['date', 'asc'],
    ['name', 'asc'],
  ],
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    product: relation(productRef),
    category: relation(categoryRef),
    date: { type: 'date', filter: RANGE_OPS },
    menu: relation(menuRef, { filter: undefined }),
  },
  hooks: {
    async beforeCreate(trx, row, input) {
      const product = await requireProduct(trx, row.product_id);
      if (!row.name) row.name = product.name;
      if (!('category' in input)) row.category_id = product.category_id ?? null;
    },
    async beforeUpdate(trx, changes, _current, input) {
      if (changes.product_id !== undefined) {
        const product = await requireProduct(trx, changes.product_id);
        if (!('name' in input)) changes.name = product.name;
        if (!('category' in input)) changes.category_id = product.category_id ?? null;
      }
      if (changes.name === null || changes.name === '')
        changes.name = (await requireProduct(trx, changes.product_id ?? _current.product_id)).name;
    },
  },
});
