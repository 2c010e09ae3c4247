import { useCallback, useState } from 'react';

/**
 * Whether the board's Recall list is open. The board owns it: `openRecall` is what its Recall button calls,
 * and what a keyboard or bump-bar key for Recall calls too.
 */
export function useRecall() {
  const [open, setOpen] = useState(false);
  const openRecall = useCallback(() => setOpen(true), []);
  const closeRecall = useCallback(() => setOpen(false), []);
  return { open, openRecall, closeRecall };
}
