import type { UpdateFlow } from './updateFlow';

/**
 * The app's update flow (sw/updateFlow), downloaded with the service worker's registration once the page has
 * loaded: until then no build can be waiting, so the page reads "not ready" and navigates as usual. Keeps the
 * flow's code off the budgeted /login route's first download.
 */
let flow: UpdateFlow | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const appUpdate: UpdateFlow = {
  async register(scriptUrl) {
    if (!flow) {
      const { browserUpdateFlow } = await import(/* webpackChunkName: "update-flow" */ './updateFlow');
      flow ??= browserUpdateFlow();
      flow.subscribe(notify);
    }
    await flow.register(scriptUrl);
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
