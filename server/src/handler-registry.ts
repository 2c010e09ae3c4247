import { authHandlers } from './auth/auth-handlers';
import { getProfile, updateProfile } from './profile/profile-handler';
import { resourceHandlers } from './resources/handlers';
import { getSettings } from './settings/settings-handler';
import type { HandlerMap } from './http/operation';

/** Handlers the server core implements itself. */
export function coreHandlers(): HandlerMap {
  return { ...authHandlers, getProfile, updateProfile, getSettings };
}

/**
 * Every handler by operationId: the resource engine's (server/src/resources), then `extra`
 * (tests, extensions), then the core's auth/profile/settings, which always win.
 */
export function allHandlers(extra: HandlerMap = {}): HandlerMap {
  return { ...resourceHandlers(), ...extra, ...coreHandlers() };
}
