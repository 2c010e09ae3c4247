import { hasUnsavedChanges } from '../lib/leaveGuard';
import { SKIP_WAITING_MESSAGE } from './routes';

/**
 * The page's side of the service worker (src/sw/sw.ts): registers it, notices a new build's worker waiting,
 * and lets it take over only at a safe moment, then loads the page once more, so a page never keeps running
 * the old build under the new worker. The safe moments:
 * - the user chooses Reload on the update notice;
 * - the user goes to another screen while no form has unsaved changes: the app's history hands the move to
 *   `moveBeforeNavigation`, which loads the destination in the new build instead of rendering it in the old.
 * Never mid-action: nothing here reloads a page that has unsaved changes on its own, and a tap is not a
 * change of screen.
 */

/**
 * How long the page waits for the new worker to take over before loading anyway. Chromium can leave a worker
 * waiting when a request reaches the old worker just as it hands over; the page then loads the new build
 * from the network (pages are network first) and the worker takes over at a later moment.
 */
export const TAKE_OVER_GRACE_MS = 4_000;

interface UpdateFlowDeps {
  /** `navigator.serviceWorker`, or undefined where there is none (an insecure origin, jsdom). */
  container: () => ServiceWorkerContainer | undefined;
  /** Loads `href` (a path in this app), or the current page again without one. */
  load: (href?: string) => void;
  /** True while a form has unsaved changes (lib/leaveGuard). */
  hasUnsavedChanges: () => boolean;
}

export interface UpdateFlow {
  /** Registers the worker (once); resolves when registered, never rejects. */
  register: (scriptUrl: string) => Promise<void>;
  /** True when a new build is ready and this page has not moved to it yet. */
  getReady: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** The user chose to move now: the waiting worker takes over and the page loads again. */
  applyUpdate: () => void;
  /**
   * The user is going to `href` (another screen): when a new build is ready and nothing is unsaved, the page
   * loads `href` in the new build and this returns true (the caller must not navigate); false otherwise.
   */
  moveBeforeNavigation: (href: string) => boolean;
}

export function createUpdateFlow(deps: UpdateFlowDeps): UpdateFlow {
  const listeners = new Set<() => void>();
  let waiting: ServiceWorker | null = null;
  /** Another tab moved every tab to the new build while this one had unsaved changes: load when safe. */
  let loadPending = false;
  let accepted = false;
  let destination: string | undefined;
  let loading = false;
  let registered = false;

  const notify = () => listeners.forEach((listener) => listener());

  function setWaiting(worker: ServiceWorker) {
    waiting = worker;
    notify();
  }

  function loadOnce() {
    if (loading) return;
    loading = true;
    deps.load(destination);
  }

  function watch(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration) {
    // A page loaded without a worker is taken over by the first one (clients.claim): not an update.
    let controlled = Boolean(container.controller);
    container.addEventListener('controllerchange', () => {
      const replaced = controlled;
      controlled = true;
      if (!replaced && !accepted) return;
      if (accepted || !deps.hasUnsavedChanges()) loadOnce();
      else {
        loadPending = true;
        notify();
      }
    });

    // A worker already waiting from an earlier visit (no page moved to it then).
    if (registration.waiting && container.controller) setWaiting(registration.waiting);
    const track = (installing: ServiceWorker | null) => {
      if (!installing) return;
      installing.addEventListener('statechange', () => {
        // Installed while a page is controlled: a new build, waiting for its moment.
        if (installing.state === 'installed' && container.controller) setWaiting(installing);
      });
    };
    registration.addEventListener('updatefound', () => track(registration.installing));
    // Loaded because a new worker is installing (sw/appUpdate): follow it from here.
    track(registration.installing);
  }

  async function register(scriptUrl: string) {
    const container = deps.container();
    if (!container || registered) return;
    registered = true;
    try {
      const registration = await container.register(scriptUrl, { scope: '/', updateViaCache: 'none' });
      watch(container, registration);
    } catch {
      /* no worker (private mode, blocked): the app works online as before */
    }
  }

  function applyUpdate() {
    if (loadPending) return loadOnce();
    if (!waiting || accepted) return;
    accepted = true;
    // The worker activates and takes over every tab (controllerchange): this one loads then.
    waiting.postMessage(SKIP_WAITING_MESSAGE);
    setTimeout(loadOnce, TAKE_OVER_GRACE_MS);
  }

  return {
    register,
    getReady: () => Boolean(waiting) || loadPending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyUpdate,
    moveBeforeNavigation(href) {
      if (loading) return true;
      if (!(waiting || loadPending) || deps.hasUnsavedChanges()) return false;
      destination = href;
      applyUpdate();
      return true;
    },
  };
}

/** The app's one update flow over the browser's service worker container (loaded by sw/appUpdate). */
export const browserUpdateFlow = () =>
  createUpdateFlow({
    container: () => (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined),
    load: (href) => (href ? window.location.assign(href) : window.location.reload()),
    hasUnsavedChanges,
  });
