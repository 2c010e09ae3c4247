/** Document titles: "{action} {resource} | {app_name}", e.g. "List Organizations | Catering Back-Office". */
export function pageTitle(heading: string | undefined, appName: string): string {
  const name = appName.trim();
  if (!heading) return name;
  return name ? `${heading} | ${name}` : heading;
}

/**
 * "List Organizations", "Create Organization", "Show Organization" (the heading part of a title), in English;
 * in the language shown: `t('words:pageTitles.list', { resource })` (also `.create`, `.show`).
 */
export function resourceHeading(action: string, resourceLabel: string): string {
  const verb = action.charAt(0).toUpperCase() + action.slice(1);
  return `${verb} ${resourceLabel}`;
}
