import { useMemo } from 'react';
import { API_SLICES } from '../../api/slices';
import { hasLookup, RESOURCE_KEYS, RESOURCES, type LookupKey, type ResourceEntry } from '../../resources/registry';
import { pad5, productLabel } from './labels';
import type { LookupFilter, LookupOption, LookupSource, RecordId } from './types';
import { useDebouncedValue } from './useDebounced';
import { currentLanguage, localizedName, type NameTranslations } from '../../i18n';

/**
 * Lookup selects: the registry resources with a `lookup` entry (products, categories, addons,
 * employees, orders, organizations, outlets). They search the server as the user types (`search`, 300 ms
 * after the last key) and show up to 100 results.
 */
export const LOOKUP_LIMIT = 100;
const TYPE_DEBOUNCE_MS = 300;

/** A record as a lookup reads it: its id and whatever fields its label and image come from. */
export type LookupRecord = { id: RecordId } & Record<string, unknown>;

/** The list arguments a lookup sends; every generated list call accepts them. */
interface LookupListArgs {
  [filter: string]: unknown;
  perPage: number;
  page?: number;
  orderBy?: string;
  order?: 'ASC' | 'DESC';
  search?: string;
  id?: RecordId[];
}

type ListHook = (
  arg: LookupListArgs,
  options?: { skip?: boolean },
) => {
  data?: { data?: { results: LookupRecord[] } };
  isFetching: boolean;
};

interface LookupDef {
  useList: ListHook;
  orderBy: string;
  order?: 'ASC' | 'DESC';
  toOption: (record: LookupRecord) => LookupOption;
  /** Avatar shape of the option image (logos square, people round). */
  shape?: 'circular' | 'square';
}

/** Option labels computed from more than one field; the others show the registry's `labelField`. */
/** A product's, category's or addon's name in the language shown (its `translations`), else its own. */
const shownName = (r: LookupRecord) =>
  localizedName(String(r.name ?? ''), r.translations as NameTranslations | undefined, currentLanguage());

const COMPUTED_LABELS: Partial<Record<LookupSource, (record: LookupRecord) => string>> = {
  products: (r) => productLabel({ name: shownName(r), price: r.price }),
  categories: shownName,
  addons: shownName,
  orders: (r) => `#${pad5(r.order_number)} ${r.name ?? ''}`.trim(),
};

// The kit's LookupSource names exactly the registry resources with a `lookup` entry.
type RegistryLookupName = (typeof RESOURCES)[LookupKey]['name'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _lookupSourcesMatch: Same<RegistryLookupName, LookupSource> = true;

function lookupDef(key: LookupKey): LookupDef {
  const entry: ResourceEntry = RESOURCES[key];
  const lookup = RESOURCES[key].lookup as NonNullable<ResourceEntry['lookup']>;
  // The slice's list hooks are typed per resource; a lookup only needs the fields above, so it reads them
  // through this narrower view (the registry test checks every lookup's list operation exists).
  const endpoints = API_SLICES[entry.api].endpoints as unknown as Record<string, { useQuery: ListHook }>;
  const label =
    COMPUTED_LABELS[entry.name as LookupSource] ?? ((r: LookupRecord) => String(r[lookup.labelField ?? 'name'] ?? ''));
  const imageField = lookup.imageField;
  return {
    useList: endpoints[`list${entry.stems.plural}`].useQuery,
    orderBy: lookup.orderBy,
    ...(lookup.order ? { order: lookup.order } : {}),
    toOption: (r) => ({
      id: r.id,
      label: label(r),
      ...(imageField ? { image: r[imageField] as string | null } : {}),
      record: r,
    }),
    ...(lookup.shape ? { shape: lookup.shape } : {}),
  };
}

export const LOOKUPS = Object.fromEntries(
  RESOURCE_KEYS.filter(hasLookup).map((key) => [RESOURCES[key].name, lookupDef(key)]),
) as Record<LookupSource, LookupDef>;

/** Options of `source` matching `search` and `filter` (≤ 100), fetched only while `active`. */
export function useLookupOptions(source: LookupSource, search: string, active: boolean, filter?: LookupFilter) {
  const def = LOOKUPS[source];
  const debounced = useDebouncedValue(search.trim(), TYPE_DEBOUNCE_MS);
  const { data, isFetching } = def.useList(
    {
      ...filter,
      perPage: LOOKUP_LIMIT,
      page: 1,
      orderBy: def.orderBy,
      order: def.order ?? 'ASC',
      search: debounced || undefined,
    },
    { skip: !active },
  );
  const options = useMemo(() => (data?.data?.results ?? []).map(def.toOption), [data, def]);
  return { options, isFetching };
}

/** Labels of records by id (for filters restored from the URL). */
export function useLookupLabels(source: LookupSource, ids: RecordId[]): LookupOption[] {
  const def = LOOKUPS[source];
  const { data } = def.useList({ id: ids, perPage: LOOKUP_LIMIT }, { skip: ids.length === 0 });
  return useMemo(() => {
    const found = new Map<RecordId, LookupOption>((data?.data?.results ?? []).map((r) => [r.id, def.toOption(r)]));
    return ids.map((id) => found.get(id) ?? { id, label: `#${id}` });
  }, [data, ids, def]);
}
