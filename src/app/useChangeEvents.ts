import { useEffect } from 'react';
import { baseApi } from '../api/baseApi';
import { connectChangeEvents, type Changed } from '../api/events/changeEvents';
import { changeTags } from '../api/events/changeTags';
import { setLiveStatus } from '../api/events/liveStatus';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** Changes arriving within this many ms are one refetch. */
const COALESCE_MS = 50;

/**
 * While signed in, keeps the change event stream open and refetches what it says changed: the lists,
 * boards and open records of those resources (their cache tags), at once instead of at their next poll.
 */
export function useChangeEvents(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => Boolean(state.session.access_token));
  useEffect(() => {
    if (!signedIn) return;
    let pending: Set<string> | 'all' | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const changed: Changed = pending === 'all' ? 'all' : [...(pending ?? [])];
      pending = null;
      const tags = changeTags(changed);
      if (tags.length) dispatch(baseApi.util.invalidateTags(tags));
    };
    const stop = connectChangeEvents({
      dispatch: (thunk) => dispatch(thunk),
      onStatus: setLiveStatus,
      onChange(changed) {
        if (changed === 'all' || pending === 'all') pending = 'all';
        else {
          const names: Set<string> = pending ?? new Set();
          changed.forEach((name) => names.add(name));
          pending = names;
        }
        timer ??= setTimeout(flush, COALESCE_MS);
      },
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
      setLiveStatus('off');
    };
  }, [signedIn, dispatch]);
}
