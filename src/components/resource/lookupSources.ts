/* eslint-disable @typescript-eslint/no-explicit-any */
import { useMemo } from 'react';
import { clientsApi } from '../../api/generated/clients';
import { ordersApi } from '../../api/generated/orders';
import { productsApi } from '../../api/generated/products';
import { pad5, productLabel } from './labels';
import type { LookupOption, LookupSource, RecordId } from './types';
import { useDebouncedValue } from './useDebounced';

/**
 * Lookup selects (spec §7): products, categories, addons, employees, orders, organizations, outlets. They
 * search the server as the user types (`search`, 300 ms after the last key) and show up to 100 results.
 */
export const LOOKUP_LIMIT = 100;
const TYPE_DEBOUNCE_MS = 300;

type ListHook = (
  arg: any,
  options?: { skip?: boolean },
) => {
  data?: { data?: { results: any[] } };
  isFetching: boolean;
};

interface LookupDef {
  useList: ListHook;
  orderBy: string;
  order?: 'ASC' | 'DESC';
  toOption: (record: any) => LookupOption;
  /** Avatar shape of the option image (logos square, people round). */
  shape?: 'circular' | 'square';
}

export const LOOKUPS: Record<LookupSource, LookupDef> = {
  organizations: {
    useList: clientsApi.endpoints.listOrganizations.useQuery as ListHook,
    orderBy: 'name',
    toOption: (r) => ({ id: r.id, label: r.name, image: r.logo, record: r }),
    shape: 'square',
  },
  outlets: {
    useList: clientsApi.endpoints.listOutlets.useQuery as ListHook,
    orderBy: 'name',
    toOption: (r) => ({ id: r.id, label: r.name, record: r }),
    shape: 'square',
  },
  employees: {
    useList: clientsApi.endpoints.listEmployees.useQuery as ListHook,
    orderBy: 'first_name',
    toOption: (r) => ({ id: r.id, label: r.full_name, image: r.photo, record: r }),
  },
  products: {
    useList: productsApi.endpoints.listProducts.useQuery as ListHook,
    orderBy: 'name',
    toOption: (r) => ({ id: r.id, label: productLabel(r), image: r.image, record: r }),
    shape: 'square',
  },
  categories: {
    useList: productsApi.endpoints.listCategories.useQuery as ListHook,
    orderBy: 'name',
    toOption: (r) => ({ id: r.id, label: r.name, record: r }),
  },
  addons: {
    useList: productsApi.endpoints.listAddons.useQuery as ListHook,
    orderBy: 'name',
    toOption: (r) => ({ id: r.id, label: r.name, record: r }),
  },
  orders: {
    useList: ordersApi.endpoints.listOrders.useQuery as ListHook,
    orderBy: 'order_number',
    order: 'DESC',
    toOption: (r) => ({ id: r.id, label: `#${pad5(r.order_number)} ${r.name ?? ''}`.trim(), record: r }),
  },
};

/** Options of `source` matching `search` (≤ 100), fetched only while `active`. */
export function useLookupOptions(source: LookupSource, search: string, active: boolean) {
  const def = LOOKUPS[source];
  const debounced = useDebouncedValue(search.trim(), TYPE_DEBOUNCE_MS);
  const { data, isFetching } = def.useList(
    { perPage: LOOKUP_LIMIT, page: 1, orderBy: def.orderBy, order: def.order ?? 'ASC', search: debounced || undefined },
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
