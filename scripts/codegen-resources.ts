/**
 * The resources' identity, read from the contract: each resource's list operation carries
 * `x-resource: { label, singular }` (its English plural and singular labels). Everything else is derived
 * from the operations themselves, and checked:
 * - `name`: the list path's one segment (`/product-variations` → `product-variations`), also the list path
 *   of the screens, the export/import name and, with `-` → `_`, the capability resource;
 * - `key`: the name in camelCase (`productVariations`), the client registry's key;
 * - `stems`: from the operationIds, `list<Plural>` and `add<Singular>`;
 * - `operations`: `crud` when the seven operations are all there, `list` when only the list is;
 * - `api`: the list operation's tag (the generated slice);
 * - `capability`: the resource part of the list operation's `x-capability`.
 * Written to src/api/generated/resources.ts, which the client registry, the server's definitions and
 * capabilities, and the test suites import.
 */
type Json = Record<string, any>;

export interface ResourceIdentity {
  key: string;
  name: string;
  label: string;
  singular: string;
  stems: { plural: string; singular?: string };
  operations: 'crud' | 'list';
  api: string;
  capability: string;
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The seven operations of a crud resource: operationId and `method path`, from its stems and name. */
function crudOperations(name: string, plural: string, singular: string): [string, string][] {
  return [
    [`add${singular}`, `post /${name}/add`],
    [`bulkAdd${plural}`, `post /${name}/bulk/add`],
    [`update${singular}`, `post /${name}/update/{id}`],
    [`bulkUpdate${plural}`, `post /${name}/bulk/update`],
    [`delete${singular}`, `delete /${name}/delete/{id}`],
    [`bulkDelete${plural}`, `delete /${name}/bulk/delete`],
  ];
}

export function resourceIdentities(doc: Json): ResourceIdentity[] {
  const where = new Map<string, string>();
  for (const [p, item] of Object.entries<Json>(doc.paths ?? {}))
    for (const [method, op] of Object.entries<Json>(item))
      if (op && typeof op === 'object' && op.operationId) where.set(op.operationId, `${method} ${p}`);

  const identities: ResourceIdentity[] = [];
  for (const [p, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      const declared = op?.['x-resource'];
      if (!declared) continue;
      const fail = (why: string) => {
        throw new Error(`x-resource on ${method.toUpperCase()} ${p}: ${why}`);
      };
      const name = /^\/([a-z][a-z-]*)$/.exec(p)?.[1];
      if (method !== 'get' || !name) fail('it belongs on the GET of a one-segment list path');
      const plural = /^list([A-Z]\w*)$/.exec(op.operationId)?.[1];
      if (!plural) fail(`the operationId must be list<Plural>, not ${op.operationId}`);
      if (typeof declared.label !== 'string' || typeof declared.singular !== 'string')
        fail('it needs label and singular (the English plural and singular labels)');
      const capability = String(op['x-capability'] ?? '').split('::')[0];
      if (!capability) fail('the list operation has no x-capability');
      const api = op.tags?.[0];
      if (typeof api !== 'string') fail('the list operation has no tag');

      const singularStem = findSingular(where, name!);
      const expected = singularStem ? crudOperations(name!, plural!, singularStem) : [];
      const missing = expected.filter(([id, at]) => where.get(id) !== at).map(([id, at]) => `${id} (${at})`);
      if (missing.length) fail(`a crud resource needs all seven operations; missing: ${missing.join(', ')}`);
      identities.push({
        key: camelCase(name!),
        name: name!,
        label: declared.label,
        singular: declared.singular,
        stems: singularStem ? { plural: plural!, singular: singularStem } : { plural: plural! },
        operations: singularStem ? 'crud' : 'list',
        api,
        capability,
      });
    }
  }
  return identities;
}

/** The singular stem of `add<Singular>` at `POST /<name>/add`, if the resource has one. */
function findSingular(where: Map<string, string>, name: string): string | undefined {
  for (const [id, at] of where) if (at === `post /${name}/add`) return /^add([A-Z]\w*)$/.exec(id)?.[1];
  return undefined;
}

export function resourcesModule(identities: ResourceIdentity[]): string {
  const entries = identities.map(({ key, ...rest }) => `  ${key}: ${JSON.stringify(rest)},`).join('\n');
  return `/** The product's resources as the contract declares them (\`x-resource\` on each list operation), by key. */
export const RESOURCE_IDENTITIES = {
${entries}
} as const;

export type ResourceIdentities = typeof RESOURCE_IDENTITIES;
/** A resource's key (\`productVariations\`). */
export type IdentityKey = keyof ResourceIdentities;
/** A resource's URL, export and capability name (\`product-variations\`). */
export type IdentityName = ResourceIdentities[IdentityKey]['name'];
/** The keys of the resources with the seven operations. */
export type CrudIdentityKey = { [K in IdentityKey]: ResourceIdentities[K] extends { operations: 'crud' } ? K : never }[IdentityKey];
/** The names of the resources with the seven operations. */
export type CrudIdentityName = ResourceIdentities[CrudIdentityKey]['name'];
/** The capability resources of the resources (\`product_variations\`). */
export type IdentityCapability = ResourceIdentities[IdentityKey]['capability'];
`;
}
