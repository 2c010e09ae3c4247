import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/errors';
import { useReturnFocusOnClose } from '../../a11y/focus';
import { useAccess, useKitEnv } from '../env';
import { useRecordSaver } from '../form/useRecordSaver';
import { useUnsavedChangesGuard } from '../form/useUnsavedChangesGuard';
import { useOverridePrompt } from '../form/OverridePrompt';
import type { DrawerSave, ResourceConfig } from '../config';
import type { AccessResult, BaseRecord, FieldConfig } from '../types';
import { useKitToasts } from '../feedback/undo';
import type { Dirty } from './DrawerFields';
import { translateText } from '../../../i18n';
import { gotNoAnswer } from '../offline';
import { isolate, kitT } from '../text';

export const NO_DATA_FOUND = 'No Data Found!';

export interface DetailDrawerProps<T extends BaseRecord> {
  config: ResourceConfig<T>;
  /** Shows that record instead of the route's (an order beneath its item dialog at /orders/items/:id). */
  recordId?: number;
}

/** The newest of the fetched record and the one the last save returned (a refetch may lag behind a save). */
const newer = <T extends BaseRecord>(a: T | undefined, b: T | null): T | undefined => {
  if (!b || (a && a.id !== b.id)) return a;
  if (!a) return b;
  return (b.__version ?? 0) > (a.__version ?? 0) ? b : a;
};

/**
 * The detail drawer's controller: the record of the route, its saver (every field saves on its own), which
 * fields are dirty (for the unsaved-changes guard), and delete with undo.
 */
export function useDetailDrawer<T extends BaseRecord>({ config, recordId }: DetailDrawerProps<T>) {
  const params = useParams();
  const id = recordId ?? Number(params[config.drawer.idParam ?? 'id']);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { search } = useLocation();
  const env = useKitEnv();
  const mayEdit = useAccess(config.resource, 'edit');
  const mayRemove = useAccess(config.resource, 'delete');
  const { undoableDelete } = useKitToasts();
  const [deleteTrigger] = config.endpoints.useDelete();
  useReturnFocusOnClose();

  const { data, error, isLoading, isFetching, refetch } = config.endpoints.useList({ id: [id] }, { skip: !validId });
  const fetched = data?.data?.results?.find((r) => r.id === id) as T | undefined;
  const [latest, setLatest] = useState<T | null>(null);
  const record = newer(fetched, latest);
  const { edit, remove } = useRecordAccess(config, record, mayEdit, mayRemove);

  const prompt = useOverridePrompt(config.override);
  const confirmation = useConfirmSave(config, record);
  const saver = useRecordSaver(
    config.endpoints,
    id,
    (saved) => setLatest(saved as T),
    prompt.ask,
    confirmation?.confirm,
  );
  saver.setVersion(record?.__version);

  const dirtyFields = useRef(new Set<string>());
  const onDirtyChange = useCallback<Dirty>((name, dirty) => {
    if (dirty) dirtyFields.current.add(name);
    else dirtyFields.current.delete(name);
  }, []);
  useUnsavedChangesGuard(() => dirtyFields.current.size > 0);

  const onTakeTheirs = useCallback(
    (current: Record<string, unknown>) => {
      setLatest(current as T);
      saver.setVersion(current.__version as number | undefined);
    },
    [saver],
  );

  const close = () => navigate({ pathname: config.basePath, search });

  const visible = (f: FieldConfig) => !f.access || env.can(f.access.resource, f.access.action).can;
  const titleField = config.drawer.titleField
    ? ([...config.drawer.fields, ...config.create.fields].find((f) => f.name === config.drawer.titleField) ?? {
        name: config.drawer.titleField,
        label: 'kit:drawer.name',
        kind: 'text' as const,
      })
    : null;

  const save: DrawerSave = useMemo(
    () => async (changes) => {
      const outcome = await saver.save(changes);
      if (outcome.ok || outcome.error.declined) return null;
      // A drawer's extra part shows the refusal and keeps nothing to resend by itself.
      if (outcome.error.offline)
        for (const name of changes instanceof FormData ? changes.keys() : Object.keys(changes)) saver.forget(name);
      return outcome.error.message;
    },
    [saver],
  );

  const notFound = !isLoading && !error && validId && data && !fetched;
  const noData = kitT('common:errors.noDataFound');
  // A refetch that fails (the connection went) keeps the record shown: only a record never loaded fails.
  const loadError = error && !record ? loadFailureText(error) : null;
  const failure = !validId ? noData : (loadError ?? (notFound ? noData : null));

  const deleteRecord = (shown: T) => {
    const scheduled = undoableDelete({
      resource: config.resource,
      ids: [shown.id],
      title: kitT('kit:list.deleted', {
        singular: translateText(config.singular),
        name: isolate(config.recordName(shown)),
      }),
      run: () => deleteTrigger(config.endpoints.deleteArg(shown.id)).unwrap(),
    });
    // Refused (offline): the drawer stays open on its record.
    if (scheduled) close();
  };

  return {
    config,
    record,
    /** The record as the field editors read it. */
    fieldsRecord: record as unknown as Record<string, unknown> | undefined,
    fields: config.drawer.fields.filter(visible),
    titleField,
    failure,
    canRetry: validId && !isFetching,
    refetch,
    edit,
    remove,
    saver,
    save,
    /** Asks for the reason of an override (an order changed after its cut-off) while a save waits for it. */
    overridePrompt: prompt.dialog,
    /** Asks before a save is sent (`drawer.useConfirmSave`), while the save waits for the answer. */
    confirmDialog: confirmation?.dialog,
    onDirtyChange,
    onTakeTheirs,
    close,
    deleteRecord,
  };
}

/** The config's question before each save; a config without one calls no hook (configs do not change). */
function useConfirmSave<T extends BaseRecord>(config: ResourceConfig<T>, record: T | undefined) {
  return config.drawer.useConfirmSave?.(record);
}

/**
 * What the user may do to this record: the role's access, unless the resource has no update (nothing to
 * edit) or the record is locked (`drawer.locked`: an issued invoice), whose reason then says why.
 */
function useRecordAccess<T extends BaseRecord>(
  config: ResourceConfig<T>,
  record: T | undefined,
  mayEdit: AccessResult,
  mayRemove: AccessResult,
) {
  const lockedReason = record ? config.drawer.locked?.(record) : undefined;
  const edits = !!config.endpoints.useUpdate;
  return useMemo(() => {
    const locked = lockedReason ? { can: false, reason: lockedReason } : undefined;
    return {
      edit: locked && mayEdit.can ? locked : edits ? mayEdit : { can: false, reason: mayEdit.reason },
      remove: locked && mayRemove.can ? locked : mayRemove,
    };
  }, [lockedReason, edits, mayEdit, mayRemove]);
}

/** Why the record could not be loaded: the network's words when no answer came, else the error's. */
const loadFailureText = (error: unknown) => (gotNoAnswer(error) ? kitT('common:errors.network') : errorMessage(error));

export type DetailDrawerController<T extends BaseRecord> = ReturnType<typeof useDetailDrawer<T>>;
