import {
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  CloudArrowUpRegular,
  ErrorCircleRegular,
  HourglassHalfRegular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toWriteError, type ResourceEndpoints, type WriteError } from './api';
import { NOT_SENT, readFieldValue, validateField, writeFieldValue } from './fields';
import { WEEKDAYS } from './rules';
import { SAVE_STATUS_TEXT, type SaveStatus } from './saveStatus';
import type { FieldConfig, FieldValue, LookupOption, RecordId } from './types';
import { useDebouncedCallback } from './useDebounced';

/**
 * Auto-save of the detail drawer: every field saves on its own, optimistically, with rollback and
 * the error text when the server refuses. Saves of one record run one after another, each sending
 * `If-Match: "<__version>"` of the version it is based on; a 409 (someone else changed the record) is shown
 * on the field with "Keep mine" / "Take theirs".
 */

export { SAVE_STATUS_TEXT, type SaveStatus };

/** How long a text field waits after the last key before saving (leaving the field saves at once). */
export const TEXT_SAVE_DELAY_MS = 1000;

type Outcome = { ok: true; record: Record<string, unknown> | undefined } | { ok: false; error: WriteError };

export interface RecordSaver {
  status: SaveStatus;
  save: (changes: Record<string, unknown> | FormData, options?: { version?: number }) => Promise<Outcome>;
  /** The version the next save is based on; a refetch or a resolved conflict moves it on. */
  setVersion: (version: number | undefined) => void;
}

export function useRecordSaver(
  endpoints: ResourceEndpoints,
  id: RecordId,
  onSaved: (record: Record<string, unknown>) => void,
): RecordSaver {
  const [update] = endpoints.useUpdate();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const inFlight = useRef(0);
  const failed = useRef(false);
  const version = useRef<number | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const save = useCallback<RecordSaver['save']>(
    (changes, options) => {
      inFlight.current += 1;
      setStatus('saving');
      const run = async (): Promise<Outcome> => {
        try {
          const response = await update(endpoints.updateArg(id, changes, options?.version ?? version.current)).unwrap();
          const record = (response as { data?: Record<string, unknown> } | undefined)?.data;
          if (record && typeof record.__version === 'number') version.current = record.__version;
          if (record) onSavedRef.current(record);
          return { ok: true, record };
        } catch (error) {
          console.error('Auto-save failed', error);
          return { ok: false, error: toWriteError(error) };
        }
      };
      const next = chain.current.then(run);
      chain.current = next;
      return next.then((outcome) => {
        inFlight.current -= 1;
        if (!outcome.ok) failed.current = true;
        if (inFlight.current === 0) {
          setStatus(failed.current ? 'error' : 'saved');
          failed.current = false;
        }
        return outcome;
      });
    },
    [update, endpoints, id],
  );

  const setVersion = useCallback((v: number | undefined) => {
    if (v === undefined) return;
    if (version.current === undefined || v > version.current) version.current = v;
  }, []);

  return { status, save, setVersion };
}

const useStyles = makeStyles({
  indicator: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
  },
  saved: { color: tokens.colorPaletteGreenForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  conflict: { marginTop: tokens.spacingVerticalXS },
});

export function AutoSaveIndicator({ status }: { status: SaveStatus }) {
  const styles = useStyles();
  const Icon =
    status === 'saving'
      ? CloudArrowUpRegular
      : status === 'saved'
        ? CheckmarkCircleRegular
        : status === 'error'
          ? ErrorCircleRegular
          : HourglassHalfRegular;
  return (
    <Caption1
      role="status"
      aria-live="polite"
      aria-label="Auto save"
      className={mergeClasses(styles.indicator, status === 'saved' && styles.saved, status === 'error' && styles.error)}
    >
      <Icon aria-hidden="true" />
      <span>{SAVE_STATUS_TEXT[status]}</span>
    </Caption1>
  );
}

/** Text-like editors save after a pause in typing and when left; the others save as soon as they change. */
const TYPED_KINDS = new Set(['text', 'email', 'password', 'textarea', 'money', 'integer', 'time']);

const sameValue = (a: FieldValue, b: FieldValue) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

function comparable(value: FieldValue): unknown {
  if (value instanceof File) return { file: value.name, size: value.size, at: value.lastModified };
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v ? (v as LookupOption).id : v));
  if (value && typeof value === 'object') return (value as LookupOption).id;
  if (value === undefined || value === null) return '';
  return String(value);
}

/** A field value in words (the other person's value of a conflict). */
export function displayValue(field: FieldConfig, value: FieldValue): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) {
    if (!value.length) return '(none)';
    return value
      .map((v) => (typeof v === 'number' ? (field.kind === 'weekdays' ? WEEKDAYS[v] : String(v)) : v.label))
      .join(', ');
  }
  if (value instanceof File) return value.name;
  if (typeof value === 'object') return value.label;
  return String(value);
}

export interface Conflict {
  message: string;
  theirs: FieldValue;
  current: Record<string, unknown>;
}

interface AutoSaveValueOptions {
  field: FieldConfig;
  record: Record<string, unknown>;
  saver: RecordSaver;
  /** Marks the field as having unsent changes (for the unsaved-changes guard). */
  onDirtyChange: (name: string, dirty: boolean) => void;
  /** The other person's record, taken after a conflict. */
  onTakeTheirs: (current: Record<string, unknown>) => void;
}

/**
 * The value of one drawer field: shown optimistically, saved on its own, rolled back on failure. A
 * refetched record updates the field only while the user is not editing it.
 */
export function useAutoSaveValue({ field, record, saver, onDirtyChange, onTakeTheirs }: AutoSaveValueOptions) {
  const server = readFieldValue(field, record);
  const serverKey = JSON.stringify(comparable(server));
  const [local, setLocal] = useState<FieldValue>(server);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const committed = useRef<FieldValue>(server);
  const editing = useRef(false);
  const dirty = useRef(false);
  const saving = useRef(0);
  const localRef = useRef(local);
  localRef.current = local;
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;

  const markDirty = useCallback(
    (value: boolean) => {
      dirty.current = value;
      onDirtyChange(field.name, value);
    },
    [field.name, onDirtyChange],
  );

  // A refetch never overwrites a field being edited, with unsent changes, saving, or in conflict.
  useEffect(() => {
    if (editing.current || dirty.current || saving.current > 0 || conflict) return;
    committed.current = server;
    setLocal(server);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey]);

  const send = async (value: FieldValue, version?: number) => {
    const body = writeFieldValue(field, value);
    if (body === NOT_SENT) {
      markDirty(false);
      return;
    }
    let changes: Record<string, unknown> | FormData;
    if (body instanceof File) {
      changes = new FormData();
      changes.append(field.name, body);
    } else {
      changes = { [field.name]: body };
    }
    saving.current += 1;
    setBusy(true);
    markDirty(false);
    const outcome = await saver.save(changes, { version });
    saving.current -= 1;
    setBusy(saving.current > 0);
    if (outcome.ok) {
      const saved = outcome.record ? readFieldValue(field, outcome.record) : value;
      committed.current = saved;
      setError(null);
      setConflict(null);
      // Show what the server stored (e.g. a trimmed text) unless the user has typed on.
      if (sameValue(localRef.current, value) && !editing.current) setLocal(saved);
      return;
    }
    const { error: failure } = outcome;
    if (failure.status === 409 && failure.current) {
      const next = failure.current.__version;
      // They changed other fields only (this one is as we last had it): no conflict to settle, ours goes
      // on top of their version, once (a second 409 is shown as a conflict).
      if (version === undefined && typeof next === 'number' && sameValue(readFieldValue(field, failure.current), committed.current)) {
        saver.setVersion(next);
        return send(value, next);
      }
      conflictRef.current = { message: failure.message, theirs: null, current: failure.current };
      setConflict({
        message: failure.message,
        theirs: readFieldValue(field, failure.current),
        current: failure.current,
      });
      setError(null);
      return;
    }
    // Rollback: the stored value comes back, with the server's reason.
    setLocal(committed.current);
    setError(failure.message);
  };

  const commit = (value: FieldValue = localRef.current) => {
    // A conflict is settled first, with "Keep mine" or "Take theirs".
    if (conflictRef.current) return;
    if (sameValue(value, committed.current)) {
      markDirty(false);
      setError(null);
      return;
    }
    const invalid = validateField(field, value, { [field.name]: value });
    if (invalid) {
      setError(invalid);
      return;
    }
    void send(value);
  };

  const debounced = useDebouncedCallback(() => commit(), TEXT_SAVE_DELAY_MS);

  const onChange = (value: FieldValue) => {
    setLocal(value);
    localRef.current = value;
    setError(null);
    if (TYPED_KINDS.has(field.kind)) {
      markDirty(!sameValue(value, committed.current));
      debounced.call();
    } else {
      commit(value);
    }
  };

  return {
    local,
    error,
    conflict,
    busy,
    onChange,
    onFocus: () => {
      editing.current = true;
    },
    /** Leaving the field saves what is left unsent. */
    onCommit: () => {
      editing.current = false;
      debounced.cancel();
      commit();
    },
    cancel: () => {
      editing.current = false;
      debounced.cancel();
      markDirty(false);
      setError(null);
      setLocal(committed.current);
    },
    keepMine: () => {
      const current = conflict?.current;
      conflictRef.current = null;
      setConflict(null);
      void send(localRef.current, typeof current?.__version === 'number' ? current.__version : undefined);
    },
    takeTheirs: () => {
      if (!conflict) return;
      committed.current = conflict.theirs;
      setLocal(conflict.theirs);
      conflictRef.current = null;
      setConflict(null);
      markDirty(false);
      onTakeTheirs(conflict.current);
    },
  };
}

export function ConflictNotice({
  field,
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  field: FieldConfig;
  conflict: Conflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const styles = useStyles();
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.conflict}>
      <MessageBarBody>
        <MessageBarTitle>Changed by someone else</MessageBarTitle>
        {conflict.message} Their {field.label.toLowerCase()}: {displayValue(field, conflict.theirs)}
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" appearance="primary" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button size="small" onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
