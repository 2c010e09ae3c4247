import { useEffect, useRef } from 'react';
import { useNetworkStatus } from '../network';

/** Calls `onBack` when the server answers again after being out of reach (not on first render). */
export function useBackOnline(onBack: () => void): void {
  const { online } = useNetworkStatus();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) onBack();
    wasOnline.current = online;
  }, [online, onBack]);
}
