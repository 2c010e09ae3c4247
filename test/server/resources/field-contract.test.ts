import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { dereference } from '../../../server/src/http/openapi-refs';
import { loadOperations } from '../../../server/src/http/openapi-operations';
import { resources } from '../../../server/src/resources/definitions';
import { defineResource, type ResourceSpec } from '../../../server/src/resources/definitions/contract-fields';
import { categories, products } from '../../../server/src/resources/definitions/catalogue';
import { orders } from '../../../server/src/resources/definitions/orders';
import { users } from '../../../server/src/resources/definitions/people';
import {
  ADD_ON_TYPES,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_STATUSES,
  USER_ROLES,
} from '../../../server/src/settings/enumerations';

/**
 * The engine's field rules are the contract's: for every resource, read straight from openapi/openapi.yaml
 * (`<Singular>New` is the add body, `<Singular>` the record), each field is required on add, nullable,
 * read-only and limited to enum values exactly when the contract says so.
 */
const doc = dereference(YAML.parse(fs.readFileSync(path.join(__dirname, '../../../openapi/openapi.yaml'), 'utf8')));
const schemas: Record<string, any> = doc.components.schemas;

const nullable = (s: any): boolean =>
  s.type === 'null' ||
  (Array.isArray(s.type) && s.type.includes('null')) ||
  [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(nullable);
const enumOf = (s: any): string[] | undefined =>
  s.enum ?? [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map(enumOf).find((v: unknown) => v !== undefined);

describe('resource fields follow the contract', () => {
  for (const def of Object.values(resources)) {
    it(`${def.name}: required, nullable, enum values and read-only as in ${def.singular}New / ${def.singular}`, () => {
      const added = schemas[`${def.singular}New`];
      const record = schemas[def.singular];
      const actual: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.fields)) {
        actual[name] = {
          required: !!field.required,
          nullable: !!field.nullable,
          values: field.values ?? null,
          readOnly: !!field.readOnly,
        };
        const property = added.properties[name];
        expected[name] = property
          ? {
              required: added.required?.includes(name) ?? false,
              nullable: nullable(property),
              values: enumOf(property) ?? null,
              readOnly: false,
            }
          : { required: false, nullable: false, values: null, readOnly: name in record.properties };
      }
      expect(actual).toEqual(expected);
      const contractFields = [...Object.keys(added.properties), ...Object.keys(record.properties)];
      // Besides the fields: what a `decorate` hook adds to the record (declared, never in the add body).
      const decorated = def.decorated ?? [];
      // And instructions: body properties that say how to write (an order's `override_cutoff`), never stored.
      const instructions = def.instructions ?? [];
      expect(
        contractFields.filter(
          (name) =>
            !['id', '__version', '__date_created', ...decorated, ...instructions].includes(name) &&
            !(name in def.fields),
        ),
      ).toEqual([]);
      for (const name of instructions)
        expect({ name, record: name in record.properties, added: name in added.properties }).toEqual({
          name,
          record: false,
          added: true,
        });
      for (const name of decorated)
        expect({ name, record: name in record.properties, added: name in added.properties }).toEqual({
          name,
          record: true,
          added: false,
        });
    });
  }

  it('the settings enumerations are the enum values the resources accept', () => {
    expect(orders.fields.status.values).toEqual(ORDER_STATUSES);
    expect(orders.fields.type.values).toEqual(ORDER_TYPES);
    expect(orders.fields.payment_method.values).toEqual(ORDER_PAYMENT_METHODS);
    expect(products.fields.status.values).toEqual(PRODUCT_STATUSES);
    expect(categories.fields.status.values).toEqual(PRODUCT_STATUSES);
    expect(products.fields.stock_status.values).toEqual(PRODUCT_STOCK_STATUSES);
    expect(resources.addons.fields.type.values).toEqual(ADD_ON_TYPES);
    expect(users.fields.role.values).toEqual(USER_ROLES);
  });
});

describe('defineResource refuses a definition that drifted from the contract', () => {
  const operations = loadOperations();
  const menus: ResourceSpec = {
    name: 'menus',
    table: 'menus',
    singular: 'Menu',
    plural: 'Menus',
    fields: {
      name: { type: 'text' },
      outlet: {
        type: 'relation',
        relation: { table: 'outlets', columns: ['id', 'name'], label: 'outlet', toApi: (r) => r },
      },
    },
  };

  it('derives the rules of a definition that matches', () => {
    const def = defineResource(menus, operations);
    expect(def.fields.name).toMatchObject({ type: 'text', required: true });
    expect(def.fields.name.nullable).toBeUndefined();
    expect(def.fields.outlet).toMatchObject({ type: 'relation', nullable: true });
  });

  it('a field the contract does not have', () => {
    expect(() =>
      defineResource({ ...menus, fields: { ...menus.fields, colour: { type: 'text' } } }, operations),
    ).toThrow('menus.colour: the contract has no such field');
  });

  it('a contract field the definition lacks', () => {
    expect(() => defineResource({ ...menus, fields: { name: menus.fields.name } }, operations)).toThrow(
      'menus: the contract has field outlet that the definition lacks',
    );
  });

  it('an enum field the contract gives no values, and enum values on a field that is not an enum', () => {
    expect(() => defineResource({ ...menus, fields: { ...menus.fields, name: { type: 'enum' } } }, operations)).toThrow(
      'menus.name: an enum field without enum values in the contract',
    );
    const spec = { ...categories, fields: { ...categories.fields, status: { type: 'text' as const } } };
    expect(() => defineResource(spec, operations)).toThrow(
      'categories.status: the contract lists enum values for a text field',
    );
  });

  it('a decorated property that is not in the record, or is in the add body', () => {
    expect(() => defineResource({ ...menus, decorated: ['colour'] }, operations)).toThrow(
      'menus.colour: a decorated property must be in the record and not in the add body',
    );
    expect(() =>
      defineResource({ ...menus, fields: { outlet: menus.fields.outlet }, decorated: ['name'] }, operations),
    ).toThrow('menus.name: a decorated property must be in the record and not in the add body');
  });

  it('the rules themselves cannot be written in a definition', () => {
    // @ts-expect-error: required comes from the contract
    const spec: ResourceSpec = { ...menus, fields: { ...menus.fields, name: { type: 'text', required: false } } };
    expect(defineResource(spec, operations).fields.name.required).toBe(true);
  });
});
