import type { UpdateFlow } from './updateFlow';
import { checkForNewBuilds } from './updateChecks';

/**
 * The page's update flow (sw/updateFlow), downloaded only once a new build's worker shows up: most visits
 * never need it, and the budgeted /login route does not download it. Until then this registers the worker,
 * asks now and then whether a new build is out, and reads "not ready", so navigation goes on as usual.
 */
let flow: UpdateFlow | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

async function adopt(scriptUrl: string) {
  if (flow) return;
  const { browserUpdateFlow } = await import(/* webpackChunkName: "update-flow" */ './updateFlow');
  if (flow) return;
  flow = browserUpdateFlow();
  flow.subscribe(notify);
  // The same script: the browser answers with the registration it has, and the flow watches it.
  await flow.register(scriptUrl);
  notify();
}

export const appUpdate: UpdateFlow = {
  async register(scriptUrl) {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    let registration: ServiceWorkerRegistration;
    try {
      registration = await container.register(scriptUrl, { scope: '/', updateViaCache: 'none' });
    } catch {
      return; // no worker (private mode, blocked): the app works online as before
    }
    const newBuild = () => void adopt(scriptUrl);
    if (registration.waiting && container.controller) newBuild();
    registration.addEventListener('updatefound', () => {
      if (container.controller) newBuild();
    });
    // The only checks: the flow, once loaded, watches what they find.
    checkForNewBuilds(registration, window);
  },
  getReady: () => flow?.getReady() ?? false,
  subscribe(listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  applyUpdate: () => flow?.applyUpdate(),
  moveBeforeNavigation: (href) => flow?.moveBeforeNavigation(href) ?? false,
};
