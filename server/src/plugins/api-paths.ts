/** True for the API base itself and every path under it (query string ignored). */
export function isApiUrl(url: string, apiBase: string): boolean {
  const path = url.split('?')[0];
  return path === apiBase || path.startsWith(`${apiBase}/`);
}
