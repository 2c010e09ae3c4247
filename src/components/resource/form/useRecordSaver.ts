import { useCallback, useMemo, useRef, useState } from 'react';
import { useNetworkStatus } from '../../../lib/network';
import { toWriteError, useNoMutation, type WriteError } from '../api';
import { isOffline, offlineWriteError } from '../offline';
import type { RecordId, ResourceEndpoints } from '../types';
import type { SaveStatus } from './saveStatus';
import { bodyWith, type OverrideExtra } from './OverridePrompt';

/**
 * Auto-save of the detail drawer: saves of one record run one after another, each sending
 * `If-Match: "<__version>"` of the version it is based on. The status is 'saving' while any save runs,
 * then 'saved', or 'error' when one of them failed. While offline a save is not sent at all: it fails at
 * once as `offline` and the status is 'unsent' (the field keeps the value and sends it once back online);
 * with nothing waiting, an offline drawer says 'offline'.
 */

export type SaveOutcome = { ok: true; record: Record<string, unknown> | undefined } | { ok: false; error: WriteError };

export interface RecordSaver {
  status: SaveStatus;
  save: (changes: Record<string, unknown> | FormData, options?: { version?: number }) => Promise<SaveOutcome>;
  /** The version the next save is based on; a refetch or a resolved conflict moves it on. */
  setVersion: (version: number | undefined) => void;
  /** A field refused offline no longer waits to be sent (its edit was undone, or is not kept to resend). */
  forget: (field: string) => void;
}

/**
 * A 409 whose current record already holds every value sent: the same save got through earlier and only
 * its answer was lost with the connection, so resending it changed nothing. It counts as saved.
 */
function alreadyStored(changes: Record<string, unknown> | FormData, failure: WriteError): boolean {
  const current = failure.current;
  if (failure.statusCode !== 409 || !current || changes instanceof FormData) return false;
  return Object.entries(changes).every(
    ([name, value]) => JSON.stringify(current[name] ?? null) === JSON.stringify(value ?? null),
  );
}

/** The fields a save changes. */
const fieldsOf = (changes: Record<string, unknown> | FormData) =>
  changes instanceof FormData ? [...new Set(changes.keys())] : Object.keys(changes);

export function useRecordSaver(
  endpoints: ResourceEndpoints,
  id: RecordId,
  onSaved: (record: Record<string, unknown>) => void,
  /** For a refusal the user may override (an order after its cut-off): what to send again with, or null. */
  askOverride?: (error: unknown) => Promise<OverrideExtra>,
  /** Asked before each save is sent (in its turn): false drops it, as `declined`. */
  confirm?: (changes: Record<string, unknown> | FormData) => Promise<boolean>,
): RecordSaver {
  const useUpdate = endpoints.useUpdate ?? useNoMutation;
  const [update] = useUpdate();
  const { online } = useNetworkStatus();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const inFlight = useRef(0);
  const failed = useRef(false);
  // Fields refused while offline whose edit is kept, to be sent once back online.
  const waiting = useRef(new Set<string>());
  const version = useRef<number | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const askRef = useRef(askOverride);
  askRef.current = askOverride;
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;
  // The status before the saves now in flight, shown again when every one of them was declined.
  const before = useRef<SaveStatus>('idle');
  const sent = useRef(false);
  const statusNow = useRef(status);
  statusNow.current = status;

  const save = useCallback<RecordSaver['save']>(
    (changes, options) => {
      if (inFlight.current === 0) {
        before.current = statusNow.current;
        sent.current = false;
      }
      inFlight.current += 1;
      setStatus('saving');
      const run = async (): Promise<SaveOutcome> => {
        // Checked when its turn comes: the saves before it may have found the connection gone.
        if (isOffline()) return { ok: false, error: offlineWriteError() };
        if (confirmRef.current && !(await confirmRef.current(changes)))
          return { ok: false, error: { message: '', statusCode: 0, fields: {}, declined: true } };
        const attempt = async (body: typeof changes): Promise<SaveOutcome> => {
          const response = await update(endpoints.updateArg(id, body, options?.version ?? version.current)).unwrap();
          const record = (response as { data?: Record<string, unknown> } | undefined)?.data;
          if (record && typeof record.__version === 'number') version.current = record.__version;
          if (record) onSavedRef.current(record);
          return { ok: true, record };
        };
        try {
          return await attempt(changes);
        } catch (refusal) {
          let error = refusal;
          const extra = toWriteError(refusal).statusCode === 409 ? await askRef.current?.(refusal) : null;
          if (extra)
            try {
              return await attempt(bodyWith(changes, extra));
            } catch (again) {
              error = again;
            }
          const failure = toWriteError(error);
          if (alreadyStored(changes, failure)) {
            const record = failure.current!;
            if (typeof record.__version === 'number') version.current = record.__version;
            onSavedRef.current(record);
            return { ok: true, record };
          }
          console.error('Auto-save failed', error);
          return { ok: false, error: failure.offline ? offlineWriteError() : failure };
        }
      };
      const next = chain.current.then(run);
      chain.current = next;
      return next.then((outcome) => {
        inFlight.current -= 1;
        // An edit waiting for the connection outweighs another field's refusal: it is still to be sent.
        for (const field of fieldsOf(changes)) {
          if (!outcome.ok && outcome.error.offline) waiting.current.add(field);
          else waiting.current.delete(field);
        }
        const declined = !outcome.ok && !!outcome.error.declined;
        if (!declined) sent.current = true;
        if (!outcome.ok && !outcome.error.offline && !declined) failed.current = true;
        if (inFlight.current === 0) {
          // Nothing sent at all (every save declined): the status stays as it was.
          if (!sent.current && !waiting.current.size) setStatus(before.current === 'saving' ? 'idle' : before.current);
          else setStatus(waiting.current.size ? 'unsent' : failed.current ? 'error' : 'saved');
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

  const forget = useCallback((field: string) => {
    if (!waiting.current.delete(field) || waiting.current.size || inFlight.current) return;
    setStatus((current) => (current === 'unsent' ? 'idle' : current));
  }, []);

  // Offline with nothing waiting or on its way: the drawer says it is offline rather than 'saved'.
  const shown: SaveStatus = online || status === 'saving' || status === 'unsent' ? status : 'offline';
  return useMemo(() => ({ status: shown, save, setVersion, forget }), [shown, save, setVersion, forget]);
}
