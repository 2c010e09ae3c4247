import { useCallback, useEffect, useState } from 'react';

/**
 * A print asked for on demand (a kitchen ticket from its card): `print()` asks, the screen then mounts its
 * document (with `autoPrint`), and the request ends when the browser's print dialog closes (`afterprint`).
 */
export function usePrint() {
  const [requested, setRequested] = useState(0);
  useEffect(() => {
    if (!requested) return;
    const done = () => setRequested(0);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [requested]);
  // Each request is a new number: printing again remounts the document and prints it again.
  const print = useCallback(() => setRequested((n) => n + 1), []);
  const cancel = useCallback(() => setRequested(0), []);
  return { requested: requested > 0, job: requested, print, cancel };
}

/** Opens the browser's print dialog for what is on the page now (its print documents). */
export const printNow = () => window.print();
