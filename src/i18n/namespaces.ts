/**
 * Catalogue namespaces, one JSON file per language each (`locales/<language>/<namespace>.json`).
 * The public pages (login, privacy) load only PUBLIC_NAMESPACES, so /login downloads a small share of the
 * catalogue; the signed-in app loads the rest with its own chunks.
 */
export const PUBLIC_NAMESPACES = ['common', 'auth'] as const;
// Public too, but loaded by the privacy page itself (the policy's text is the largest namespace).
export const LEGAL_NAMESPACE = 'legal' as const;
export const APP_NAMESPACES = [
  'kit',
  'shell',
  'dashboard',
  'jobs',
  'users',
  'clients',
  'products',
  'menus',
  'orders',
  'kitchen',
  'production',
  'stations',
  'billing',
  'standingOrders',
  'printing',
  'words',
] as const;
export const NAMESPACES = [...PUBLIC_NAMESPACES, LEGAL_NAMESPACE, ...APP_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
