import { isPlainObject, type JsonSchema } from '../../http/json-schema';
import { DEFAULT_OPENAPI_FILE, loadOperations, type OperationSpec } from '../../http/openapi-operations';
import type { FieldDef, ResourceDef } from '../engine/types';

/**
 * What a definition says about a field: the engine's facts (column, type, filters, relations, defaults,
 * extra checks). Whether the field is required, nullable, read-only and which values an enum takes are the
 * contract's (openapi/openapi.yaml) and are never written here: `defineResource` derives them, so the
 * engine and the contract cannot disagree.
 */
export type FieldSpec = Omit<FieldDef, ContractRule>;

const CONTRACT_RULES = ['required', 'nullable', 'readOnly', 'values'] as const;
type ContractRule = (typeof CONTRACT_RULES)[number];

export type ResourceSpec = Omit<ResourceDef, 'fields'> & { fields: Record<string, FieldSpec> };

/** Properties of every record that the engine itself owns (not fields of a definition). */
const ENGINE_PROPERTIES = new Set(['id', '__version', '__date_created']);

/** The body schema of `add<Singular>` and the record schema of `list<Plural>`'s results. */
function contractSchemas(spec: ResourceSpec, operations: OperationSpec[]): { added: JsonSchema; record: JsonSchema } {
  const byId = (id: string) => operations.find((op) => op.operationId === id);
  const added = byId(`add${spec.singular}`)?.jsonBody;
  const list = byId(`list${spec.plural}`)?.responses['200'];
  const record = propertyPath(list, ['data', 'results'])?.items;
  if (!isPlainObject(added) || !isPlainObject(added.properties))
    throw new Error(`${spec.name}: the contract has no JSON body for add${spec.singular}`);
  if (!isPlainObject(record) || !isPlainObject(record.properties))
    throw new Error(`${spec.name}: the contract has no record schema in list${spec.plural}'s response`);
  return { added, record };
}

function propertyPath(schema: unknown, names: string[]): JsonSchema | undefined {
  let node = schema;
  for (const name of names)
    node = isPlainObject(node) && isPlainObject(node.properties) ? node.properties[name] : undefined;
  return isPlainObject(node) ? node : undefined;
}

/** True when the schema accepts null (`type: [..., "null"]`, or a null branch of anyOf/oneOf). */
export function acceptsNull(schema: JsonSchema): boolean {
  const { type } = schema;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  return branches(schema).some(acceptsNull);
}

/** The string values of the schema's `enum` (looking into anyOf/oneOf branches), or undefined. */
export function enumValues(schema: JsonSchema): string[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.filter((v): v is string => typeof v === 'string');
  for (const branch of branches(schema)) {
    const values = enumValues(branch);
    if (values) return values;
  }
  return undefined;
}

function branches(schema: JsonSchema): JsonSchema[] {
  return [schema.anyOf, schema.oneOf].flatMap((list) => (Array.isArray(list) ? list.filter(isPlainObject) : []));
}

/**
 * One field's rules from the contract:
 * - required: listed in the add body's `required`;
 * - nullable: the add body's property accepts null;
 * - values: the add body's property `enum` (only for `enum` fields, and every `enum` field has one);
 * - readOnly: shown in the record but not accepted by the add body (the server owns it).
 */
function deriveField(resource: string, name: string, spec: FieldSpec, added: JsonSchema, record: JsonSchema): FieldDef {
  const addProps = added.properties as Record<string, JsonSchema>;
  const recordProps = record.properties as Record<string, JsonSchema>;
  const property = Object.hasOwn(addProps, name) ? addProps[name] : undefined;
  if (!property && !Object.hasOwn(recordProps, name))
    throw new Error(`${resource}.${name}: the contract has no such field (neither in the record nor in the add body)`);
  const field: FieldDef = { ...spec };
  // Only the contract decides these, even when a spec sneaks them in past the type.
  for (const rule of CONTRACT_RULES) delete field[rule];
  if (!property) {
    field.readOnly = true;
    return field;
  }
  if (Array.isArray(added.required) && added.required.includes(name)) field.required = true;
  if (acceptsNull(property)) field.nullable = true;
  const values = enumValues(property);
  if ((spec.type === 'enum') !== (values !== undefined))
    throw new Error(
      `${resource}.${name}: ${spec.type === 'enum' ? 'an enum field without enum values in the contract' : `the contract lists enum values for a ${spec.type} field`}`,
    );
  if (values) field.values = values;
  return field;
}

/**
 * A resource definition whose fields carry the contract's rules (see `deriveField`). Every field must be in
 * the contract, and every field of the contract's add body and record must be defined (or, in the record only,
 * be one its `decorate` hook adds: `decorated`): a field added to or dropped from either side is an error when
 * the definitions load, not a silent difference.
 */
export function defineResource(
  spec: ResourceSpec,
  operations: OperationSpec[] = loadOperations(DEFAULT_OPENAPI_FILE),
): ResourceDef {
  const { added, record } = contractSchemas(spec, operations);
  const decorated = new Set(spec.decorated ?? []);
  for (const name of spec.instructions ?? [])
    if (Object.hasOwn(record.properties as object, name) || !Object.hasOwn(added.properties as object, name))
      throw new Error(`${spec.name}.${name}: an instruction must be in the add body and not in the record`);
  for (const name of decorated)
    if (!Object.hasOwn(record.properties as object, name) || Object.hasOwn(added.properties as object, name))
      throw new Error(`${spec.name}.${name}: a decorated property must be in the record and not in the add body`);
  const undefinedFields = [
    ...new Set([...Object.keys(added.properties as object), ...Object.keys(record.properties as object)]),
  ].filter(
    (name) =>
      !ENGINE_PROPERTIES.has(name) &&
      !decorated.has(name) &&
      !spec.instructions?.includes(name) &&
      !Object.hasOwn(spec.fields, name),
  );
  if (undefinedFields.length)
    throw new Error(
      `${spec.name}: the contract has field${undefinedFields.length > 1 ? 's' : ''} ${undefinedFields.join(', ')} that the definition lacks`,
    );
  const fields = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => [name, deriveField(spec.name, name, field, added, record)]),
  );
  return { ...spec, fields };
}
