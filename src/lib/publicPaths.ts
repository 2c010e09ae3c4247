/**
 * The routes open without signing in, and the login redirect helpers. A leaf module apart from `paths`
 * (which derives every resource path from the registry) so that the /login route carries none of the
 * resource registry: its size counts against the login bundle budget.
 */
export type Id = number | string;

export const publicPaths = {
  home: '/',
  login: '/login',
  privacyPolicy: '/privacy-policy',
} as const;

/** Whether a path opens without signing in (anything else is a signed-in screen, or leads to /login). */
export function isPublicPath(path: string): boolean {
  return path === publicPaths.login || path === publicPaths.privacyPolicy;
}

/** `/login?to=<path>`: where an unauthenticated visit is sent, keeping the original path and query. */
export function loginPath(to?: string): string {
  return to && to !== publicPaths.login ? `${publicPaths.login}?to=${encodeURIComponent(to)}` : publicPaths.login;
}

/** A same-origin path to go to after login; anything else (absolute or protocol-relative URLs) is '/'. */
export function safeReturnPath(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return publicPaths.home;
  if (to === publicPaths.login || to.startsWith(`${publicPaths.login}?`)) return publicPaths.home;
  return to;
}
