import type { EnumOption } from './types';

/**
 * The catalogue's one rule for a new record's status: products and categories start as 'publish' (so they can
 * go on a menu at once) when the settings offer it, else the first status offered.
 */
export const publishedFirst = (options: readonly EnumOption[]): string =>
  options.some((o) => o.value === 'publish') ? 'publish' : (options[0]?.value ?? '');

/** The create form says the rule under its Status field (a catalogue key: field hints are translated). */
export const PUBLISHED_BY_DEFAULT_HINT = (plural: 'products' | 'categories') =>
  plural === 'products' ? 'kit:publish.hintProducts' : 'kit:publish.hintCategories';
