import { isPlainObject } from './json-schema';

/**
 * Replaces every local `$ref` ("#/components/...") of an OpenAPI document by the object it points
 * to, recursively. Each target is resolved once and shared by all its referrers (so the result is
 * a DAG: callers must not mutate it). Sibling keywords next to a `$ref` (3.1 allows e.g.
 * `description`) are merged over the target. A reference cycle, or a `$ref` to anything but this
 * document, is an error: route schemas must be finite trees.
 */
export function dereference<T>(document: T): T {
  const resolved = new Map<string, unknown>();
  const resolving = new Set<string>();

  function pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`Unsupported $ref "${ref}": only local references (#/...) are allowed`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isPlainObject(node) && !Array.isArray(node)) throw new Error(`Unresolvable $ref "${ref}"`);
      node = (node as Record<string, unknown>)[key];
      if (node === undefined) throw new Error(`Unresolvable $ref "${ref}"`);
    }
    return node;
  }

  function resolveRef(ref: string): unknown {
    const done = resolved.get(ref);
    if (done !== undefined) return done;
    if (resolving.has(ref)) throw new Error(`Circular $ref "${ref}" is not supported in route schemas`);
    resolving.add(ref);
    const value = walk(pointer(ref));
    resolving.delete(ref);
    resolved.set(ref, value);
    return value;
  }

  function walk(node: unknown): unknown {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlainObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const target = resolveRef(node.$ref);
      const siblings = Object.keys(node).filter((k) => k !== '$ref');
      if (siblings.length === 0) return target;
      const merged: Record<string, unknown> = { ...(target as Record<string, unknown>) };
      for (const key of siblings) merged[key] = walk(node[key]);
      return merged;
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = walk(value);
    return out;
  }

  return walk(document) as T;
}
