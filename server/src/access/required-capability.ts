import { capability } from './capabilities';

/** The 403 denial reason, typo included: clients show it verbatim. */
export const FORBIDDEN_MESSAGE = 'Missing Required AUthorization';

/**
 * The capabilities that each allow an operation, from its `x-capability` template:
 * - `{param}` placeholders are filled from the path parameters (export/import use `{resource}`), else
 *   from the query (the history list's `resource`), with `-` → `_` in the resource part;
 * - a list call that fetches records by id (`id[]=…`, get one/many) is also allowed
 *   by `R::view`, since showing a record may be granted by either list or view.
 * Returns null when the template names a parameter the request lacks.
 */
export function requiredCapabilities(
  template: string,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
): string[] | null {
  let missing = false;
  const filled = !template.includes('{')
    ? template
    : template.replace(/\{([^}]+)\}/g, (_all, name: string) => {
        const value = params[name] ?? query[name];
        if (typeof value !== 'string' || value === '') {
          missing = true;
          return '';
        }
        return value;
      });
  if (missing) return null;
  const [resource, action] = filled.split('::');
  if (!resource || !action) return null;
  const primary = capability(resource, action);
  if (action === 'list' && hasIdQuery(query)) return [primary, capability(resource, 'view')];
  return [primary];
}

function hasIdQuery(query: Record<string, unknown>): boolean {
  const ids = query['id[]'] ?? query.id;
  return ids !== undefined && ids !== '' && !(Array.isArray(ids) && ids.length === 0);
}
