import { useEffect, useState, useSyncExternalStore } from 'react';
import { createChime, type Chime, type SoundState } from './chime';

const NO_CHIME: Chime = {
  state: () => 'unknown',
  subscribe: () => () => undefined,
  unlock: async () => false,
  play: async () => false,
  close: () => undefined,
};

/**
 * The board's chime and whether the browser lets it sound. Any tap or key press on the page tries to
 * unlock it (browsers allow resuming audio inside a user gesture), so "Enable sound" is rarely needed.
 */
export function useChime(inject?: Chime): { chime: Chime; sound: SoundState } {
  const [chime, setChime] = useState<Chime>(inject ?? NO_CHIME);
  useEffect(() => {
    if (inject) return;
    const created = createChime();
    setChime(created);
    return () => created.close();
  }, [inject]);

  const sound = useSyncExternalStore(chime.subscribe, chime.state, chime.state);

  useEffect(() => {
    if (sound !== 'blocked') return;
    const unlock = () => void chime.unlock();
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    };
  }, [chime, sound]);

  return { chime, sound };
}
