import { useCallback, useMemo, useRef, useState } from 'react';
import { toWriteError, type WriteError } from '../api';
import type { RecordId, ResourceEndpoints } from '../types';
import type { SaveStatus } from './saveStatus';

/**
 * Auto-save of the detail drawer: saves of one record run one after another, each sending
 * `If-Match: "<__version>"` of the version it is based on. The status is 'saving' while any save runs,
 * then 'saved', or 'error' when one of them failed.
 */

export type SaveOutcome = { ok: true; record: Record<string, unknown> | undefined } | { ok: false; error: WriteError };

export interface RecordSaver {
  status: SaveStatus;
  save: (changes: Record<string, unknown> | FormData, options?: { version?: number }) => Promise<SaveOutcome>;
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
      const run = async (): Promise<SaveOutcome> => {
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

  return useMemo(() => ({ status, save, setVersion }), [status, save, setVersion]);
}
