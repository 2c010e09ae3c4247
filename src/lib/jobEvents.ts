/**
 * Import and export jobs the user starts in this tab: the import and export buttons announce each job
 * the server accepted (202 with its id), and whoever follows them (the app's job watcher) hears it.
 */
type Listener = (jobId: number) => void;

const listeners = new Set<Listener>();

export function announceJobStarted(jobId: number): void {
  for (const listener of listeners) listener(jobId);
}

/** Calls `listener` with the id of every job started from now on; returns the unsubscribe function. */
export function onJobStarted(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
