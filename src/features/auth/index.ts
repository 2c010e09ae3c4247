export { RequireAuth, RedirectIfSignedIn } from './guards';
export { useSignIn } from './signIn';
export { useSignOut, useProfileSync } from './session';
export { validateLogin, LOGIN_MESSAGES } from './validation';
