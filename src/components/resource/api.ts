/* eslint-disable @typescript-eslint/no-explicit-any */
import { errorMessage, isFetchBaseQueryError } from '../../api/errors';
import type { RecordId } from './types';

/**
 * The five calls a resource screen makes, found by the contract's operationId convention
 * (docs/contract-conventions.md): `list{Plural}`, `add{Singular}` with body key `{singular}New`,
 * `update{Singular}` with `{singular}Changes` and an `If-Match` header, `delete{Singular}`,
 * `bulkDelete{Plural}` with `idList`. The generated hooks stay the only way the kit talks to the server.
 */

export interface ListResult<T = any> {
  data?: { results: T[]; meta: { total_count: number } };
}

interface QueryHookResult {
  data?: ListResult;
  currentData?: ListResult;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type QueryHook = (
  arg: any,
  options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean | number },
) => QueryHookResult;
type Trigger = (arg: any) => { unwrap: () => Promise<any> };
type MutationHook = () => readonly [Trigger, { isLoading: boolean }];

export interface ResourceEndpoints {
  useList: QueryHook;
  useAdd: MutationHook;
  useUpdate: MutationHook;
  useDelete: MutationHook;
  useBulkDelete: MutationHook;
  addArg: (body: unknown) => Record<string, unknown>;
  updateArg: (id: RecordId, changes: unknown, version?: number) => Record<string, unknown>;
  deleteArg: (id: RecordId) => Record<string, unknown>;
  bulkDeleteArg: (ids: RecordId[]) => Record<string, unknown>;
}

interface EndpointLike {
  useQuery?: QueryHook;
  useMutation?: MutationHook;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** `"3"`: the record's `__version` as an entity tag. */
export const ifMatch = (version: number | undefined) => (version == null ? undefined : `"${version}"`);

export function crudEndpoints(
  api: { endpoints: Record<string, unknown> },
  singular: string,
  plural: string,
): ResourceEndpoints {
  const endpoint = (name: string): EndpointLike => {
    const found = api.endpoints[name] as EndpointLike | undefined;
    if (!found) throw new Error(`The contract has no ${name} operation`);
    return found;
  };
  const stem = lowerFirst(singular);
  return {
    useList: endpoint(`list${plural}`).useQuery!,
    useAdd: endpoint(`add${singular}`).useMutation!,
    useUpdate: endpoint(`update${singular}`).useMutation!,
    useDelete: endpoint(`delete${singular}`).useMutation!,
    useBulkDelete: endpoint(`bulkDelete${plural}`).useMutation!,
    addArg: (body) => ({ [`${stem}New`]: body }),
    updateArg: (id, changes, version) => ({ id, [`${stem}Changes`]: changes, 'If-Match': ifMatch(version) }),
    deleteArg: (id) => ({ id }),
    bulkDeleteArg: (ids) => ({ idList: { records: ids } }),
  };
}

/** A refused write: the text to show, the field messages of a 400, the current record of a 409. */
export interface WriteError {
  message: string;
  status?: number | string;
  fields: Record<string, string>;
  current?: Record<string, unknown>;
}

export function toWriteError(error: unknown): WriteError {
  const data = (isFetchBaseQueryError(error) ? error.data : undefined) as
    { errors?: Record<string, string>; current?: Record<string, unknown> } | undefined;
  return {
    message: errorMessage(error),
    status: isFetchBaseQueryError(error) ? error.status : undefined,
    fields: data && typeof data.errors === 'object' && data.errors ? data.errors : {},
    current: data && typeof data.current === 'object' && data.current ? data.current : undefined,
  };
}

/** camelCase hook argument for a wire query parameter: `status_in` → `statusIn`. */
export const argName = (param: string) => param.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
