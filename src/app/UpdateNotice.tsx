import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { appUpdate } from '../sw/appUpdate';

// Downloaded only once a new build is ready: nothing of it is on the /login route's budget.
const UpdatePrompt = lazy(() => import(/* webpackChunkName: "update-prompt" */ './UpdatePrompt'));

/**
 * Tells the user when a new build is ready, on every screen, signed in or not. The move itself happens when
 * they choose Reload, or at their next change of screen (app/history, sw/updateFlow).
 */
export function UpdateNotice() {
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.getReady, appUpdate.getReady);
  const [later, setLater] = useState(false);
  if (!ready || later) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onLater={() => setLater(true)} />
    </Suspense>
  );
}
