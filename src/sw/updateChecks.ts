/** How often an open tab (a kitchen board stays open all day) asks the server whether a new build is out. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/** Asks the server whether a new build is out: every 30 minutes, and whenever the network returns. */
export function checkForNewBuilds(
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  events: Pick<Window, 'addEventListener'>,
): void {
  const check = () => registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  events.addEventListener('online', check);
}
