import { authHandlers } from './auth/auth-handlers';
import { getProfile, updateProfile } from './profile/profile-handler';
import { resourceHandlers } from './resources/handlers';
import { getSettings } from './settings/settings-handler';
import { routeHandler, type ExtraHandlers, type HandlerLookup, type HandlerMap } from './http/operation';

/** Handlers the server core implements itself. */
export function coreHandlers(): HandlerMap {
  return { ...authHandlers, getProfile, updateProfile, getSettings };
}

/**
 * Every handler by operationId: the core's auth/profile/settings and the app's `own` (the event stream),
 * which always win, then `extra` (tests, extensions, handlers of another contract), then the resource
 * engine's (server/src/resources).
 */
export function allHandlers(extra: ExtraHandlers = {}, own: HandlerMap = {}): HandlerLookup {
  const fixed: HandlerMap = { ...coreHandlers(), ...own };
  const resources = resourceHandlers();
  return (operationId) =>
    routeHandler(fixed, operationId) ?? extra[operationId] ?? routeHandler(resources, operationId);
}
