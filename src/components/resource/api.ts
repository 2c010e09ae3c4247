import { isFetchBaseQueryError } from '../../api/errors';
import { toHttpError, type HttpError } from '../../api/httpError';
import type { BaseRecord, ListResult, MutationTrigger, ResourceEndpoints } from './types';

/**
 * The five calls a resource screen makes, found by the contract's operationId convention
 * (docs/contract-conventions.md): `list{Plural}`, `add{Singular}` with body key `{singular}New`,
 * `update{Singular}` with `{singular}Changes` and an `If-Match` header, `delete{Singular}`,
 * `bulkDelete{Plural}` with `idList`. The generated hooks stay the only way the kit talks to the server.
 */

type MutationEndpoint = { useMutation: () => readonly [MutationTrigger, { isLoading: boolean }] };

/** A generated API that has the five operations of a resource named `S` (one) and `P` (many), listing `T`s. */
export type CrudApi<T extends BaseRecord, S extends string, P extends string> = {
  endpoints: ListEndpoints<T, P> & MutationEndpoints<S, P>;
};
/**
 * The list operation: its hook, and the result type RTK Query records for it (`Types`), which names the
 * records listed (the hook's own type is generic in its result and cannot tell them).
 */
type ListEndpoints<T extends BaseRecord, P extends string> = Record<
  `list${P}`,
  { useQuery: ResourceEndpoints<T>['useList']; Types: { ResultType: ListResult<T> } }
>;
type MutationEndpoints<S extends string, P extends string> = Record<
  `add${S}` | `update${S}` | `delete${S}` | `bulkDelete${P}`,
  MutationEndpoint
>;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** `"3"`: the record's `__version` as an entity tag. */
export const ifMatch = (version: number | undefined) => (version == null ? undefined : `"${version}"`);

export function crudEndpoints<T extends BaseRecord, S extends string, P extends string>(
  api: CrudApi<T, S, P>,
  singular: S,
  plural: P,
): ResourceEndpoints<T> {
  const lists: ListEndpoints<T, P> = api.endpoints;
  const mutations: MutationEndpoints<S, P> = api.endpoints;
  const stem = lowerFirst(singular);
  return {
    useList: lists[`list${plural}`].useQuery,
    useAdd: mutations[`add${singular}`].useMutation,
    useUpdate: mutations[`update${singular}`].useMutation,
    useDelete: mutations[`delete${singular}`].useMutation,
    useBulkDelete: mutations[`bulkDelete${plural}`].useMutation,
    addArg: (body) => ({ [`${stem}New`]: body }),
    updateArg: (id, changes, version) => ({ id, [`${stem}Changes`]: changes, 'If-Match': ifMatch(version) }),
    deleteArg: (id) => ({ id }),
    bulkDeleteArg: (ids) => ({ idList: { records: ids } }),
  };
}

/** A mutation hook as the kit calls it (any generated `useXMutation`). */
type MutationHook = () => readonly [MutationTrigger, { isLoading: boolean }];
/** A list hook as the kit calls it (any generated `useListXQuery`). */
type ListHook = (arg: never, options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean | number }) => unknown;

/**
 * The calls of a list resource whose writes are operations of its own rather than the seven (invoices:
 * generate, notes, delete a draft; payments: record, delete), named by the feature. `add` and `update` take
 * the body under the key the generated operation gives it (`invoiceGenerate`, `invoiceChanges`); no update
 * means records are not edited, and there is never a bulk delete.
 */
export function ownEndpoints<T extends BaseRecord>(calls: {
  useList: ListHook;
  add: { use: MutationHook; bodyKey: string };
  update?: { use: MutationHook; bodyKey: string };
  useDelete: MutationHook;
}): ResourceEndpoints<T> {
  const { add, update } = calls;
  return {
    useList: calls.useList as unknown as ResourceEndpoints<T>['useList'],
    useAdd: add.use,
    ...(update ? { useUpdate: update.use } : {}),
    useDelete: calls.useDelete,
    addArg: (body) => ({ [add.bodyKey]: body }),
    updateArg: (id, changes) => ({ id, [update?.bodyKey ?? 'changes']: changes }),
    deleteArg: (id) => ({ id }),
    bulkDeleteArg: (ids) => ({ ids }),
  };
}

/**
 * The calls of a report listed through the kit (the ageing report): its list hook and no writes, so the list
 * offers no Add New, no selection and no row actions.
 */
export function reportEndpoints<T extends BaseRecord>(useList: ListHook): ResourceEndpoints<T> {
  return {
    useList: useList as unknown as ResourceEndpoints<T>['useList'],
    useAdd: useNoMutation,
    useDelete: useNoMutation,
    addArg: (body) => ({ body }),
    updateArg: (id) => ({ id }),
    deleteArg: (id) => ({ id }),
    bulkDeleteArg: (ids) => ({ ids }),
  };
}

/** The trigger of a write a resource does not have: it refuses at once (never called by the kit's screens). */
export function useNoMutation(): readonly [MutationTrigger, { isLoading: boolean }] {
  return [() => ({ unwrap: () => Promise.reject(new Error('Not supported')) }), { isLoading: false }] as const;
}

/**
 * A refused write (a create, an update): the data error as `{message, statusCode}` (`toHttpError`: the
 * server's message, else the error's, else 'Unknown Error'; the HTTP status, else 500), with the field
 * messages of a 400 and the current record of a 409. `offline`: the write never got an answer (the
 * connection is gone), or was not sent because the app is offline.
 */
export interface WriteError extends HttpError {
  fields: Record<string, string>;
  current?: Record<string, unknown>;
  offline?: true;
  /** Not sent: the user declined it when asked (`drawer.useConfirmSave`). */
  declined?: true;
}

export function toWriteError(error: unknown): WriteError {
  const data = (isFetchBaseQueryError(error) ? error.data : undefined) as
    { errors?: Record<string, string>; current?: Record<string, unknown> } | undefined;
  const failure: WriteError = {
    ...toHttpError(error),
    fields: data && typeof data.errors === 'object' && data.errors ? data.errors : {},
    current: data && typeof data.current === 'object' && data.current ? data.current : undefined,
  };
  // No answer at all: the server is out of reach (the network store hears of it from the base query).
  if (isFetchBaseQueryError(error) && error.status === 'FETCH_ERROR') failure.offline = true;
  return failure;
}

/** camelCase hook argument for a wire query parameter: `status_in` → `statusIn`. */
export const argName = (param: string) => param.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
