export { RequireAuth, RedirectIfSignedIn } from './guards';
export { useSignIn, useSignOut, useProfileSync } from './session';
export { validateLogin, LOGIN_MESSAGES } from './validation';
