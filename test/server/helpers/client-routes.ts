import { paths } from '../../../src/resources/paths';

/** Values given to route parameters (`:id`, `:menuId`, `:orderId`), in order. */
const SAMPLE_PARAMS = [3, 7];

type Builder = (...params: number[]) => string;

/**
 * Every route of the web client, derived from its route definitions (src/resources/paths.ts, which the
 * router's table is built from): each path as is, each path builder called with sample ids.
 */
export function clientRouteUrls(): string[] {
  const urls = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') urls.add(value);
    else if (typeof value === 'function') urls.add((value as Builder)(...SAMPLE_PARAMS.slice(0, value.length)));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(paths);
  return [...urls].sort();
}
