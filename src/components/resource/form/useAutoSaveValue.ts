import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldConfig, FieldValue, LookupOption } from '../types';
import { useDebouncedCallback } from '../useDebounced';
import { NOT_SENT, readFieldValue, validateField, writeFieldValue } from './fieldValues';
import type { RecordSaver } from './useRecordSaver';
import { fieldErrorText } from '../../../api/fieldErrors';
import { currentLanguage, translateText } from '../../../i18n';
import { useNetworkStatus } from '../../../lib/network';

/**
 * Auto-save of one drawer field: every field saves on its own, optimistically, with rollback and
 * the error text when the server refuses; a 409 (someone else changed the record) is shown on the field
 * with "Keep mine" / "Take theirs". An edit refused because the app is offline is not rolled back: the field
 * keeps it, says it is not saved, and sends it by itself as soon as the server answers again (a change
 * made meanwhile by someone else still shows as a conflict, never overwritten).
 */

/** How long a text field waits after the last key before saving (leaving the field saves at once). */
export const TEXT_SAVE_DELAY_MS = 1000;

/** Text-like editors save after a pause in typing and when left; the others save as soon as they change. */
const TYPED_KINDS = new Set(['text', 'email', 'password', 'textarea', 'money', 'integer']);

const sameValue = (a: FieldValue, b: FieldValue) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

function comparable(value: FieldValue): unknown {
  if (value instanceof File) return { file: value.name, size: value.size, at: value.lastModified };
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v ? (v as LookupOption).id : v));
  if (value && typeof value === 'object') return (value as LookupOption).id;
  if (value === undefined || value === null) return '';
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
  // Refused while offline: kept in the field, sent again once back online.
  const [unsent, setUnsent] = useState(false);
  const unsentRef = useRef(false);
  const { online } = useNetworkStatus();
  const committed = useRef<FieldValue>(server);
  const editing = useRef(false);
  const dirty = useRef(false);
  const saving = useRef(0);
  // The value on its way (a second commit of it, e.g. the field left while its save asks a question, sends nothing).
  const sending = useRef<{ value: FieldValue } | null>(null);
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
  const onServerValue = useEffectEvent(() => {
    if (editing.current || dirty.current || saving.current > 0 || conflict) return;
    committed.current = server;
    setLocal(server);
  });
  useEffect(() => onServerValue(), [serverKey]);

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
    sending.current = { value };
    const outcome = await saver.save(changes, { version });
    saving.current -= 1;
    if (saving.current === 0) sending.current = null;
    setBusy(saving.current > 0);
    if (!outcome.ok && outcome.error.declined) {
      // Declined when asked: the stored value comes back, with nothing to say.
      setLocal(committed.current);
      setError(null);
      return;
    }
    const waits = !outcome.ok && !!outcome.error.offline;
    unsentRef.current = waits;
    setUnsent(waits);
    if (waits) {
      // Not rolled back: the typed value stays, marked unsaved, until the connection returns.
      markDirty(true);
      setError(null);
      return;
    }
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
    if (failure.statusCode === 409 && failure.current) {
      const next = failure.current.__version;
      // They changed other fields only (this one is as we last had it): no conflict to settle, ours goes
      // on top of their version, once (a second 409 is shown as a conflict).
      if (
        version === undefined &&
        typeof next === 'number' &&
        sameValue(readFieldValue(field, failure.current), committed.current)
      ) {
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
    // In English the server's words; in another language its refusal of this field, else of the request.
    const own = failure.fields[field.name];
    setError(own && currentLanguage() !== 'en' ? fieldErrorText(translateText(field.label), own) : failure.message);
  };

  const commit = (value: FieldValue = localRef.current) => {
    // A conflict is settled first, with "Keep mine" or "Take theirs".
    if (conflictRef.current) return;
    if (sameValue(value, committed.current)) {
      markDirty(false);
      setError(null);
      settleUnsent();
      return;
    }
    if (sending.current && sameValue(value, sending.current.value)) return;
    const invalid = validateField(field, value, { [field.name]: value });
    if (invalid) {
      setError(invalid);
      return;
    }
    void send(value);
  };

  /** Nothing of this field waits to be sent any more. */
  const settleUnsent = () => {
    unsentRef.current = false;
    setUnsent(false);
    saver.forget(field.name);
  };

  // Back online: the edit refused meanwhile is sent at once (the field's latest value).
  const resend = useEffectEvent(() => {
    if (!unsentRef.current) return;
    settleUnsent();
    commit();
  });
  useEffect(() => {
    if (online) resend();
  }, [online]);

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
    /** Refused while offline: kept here, sent once back online. */
    unsent,
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
      settleUnsent();
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
      settleUnsent();
      onTakeTheirs(conflict.current);
    },
  };
}
