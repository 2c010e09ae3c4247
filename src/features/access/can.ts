/**
 * Capability-based access. Capabilities are `resource::action` strings; resource dashes become
 * underscores; `create` maps to `add`, `show` to `list` and `view`, other actions to themselves; access is
 * granted when any mapped capability is held. Resource 'dashboard', no resource, or an empty action list
 * is always allowed.
 */
export const DENIAL_REASON = 'Missing Required AUthorization';

export type Action = 'list' | 'create' | 'edit' | 'delete' | 'export' | 'import' | 'show' | (string & {});

export interface AccessResult {
  can: boolean;
  reason?: string;
}

const ALLOWED: AccessResult = { can: true };
const DENIED: AccessResult = { can: false, reason: DENIAL_REASON };

export function capabilityResource(resource: string): string {
  return resource.replace(/-/g, '_');
}

export function mapAction(action: string): string[] {
  if (action === 'create') return ['add'];
  if (action === 'show') return ['list', 'view'];
  return [action];
}

/** Every capability that would grant `action` (or any of `actions`) on `resource`. */
export function requiredCapabilities(resource: string, action: Action | readonly Action[]): string[] {
  const actions = typeof action === 'string' ? [action] : action;
  const prefix = capabilityResource(resource);
  return actions.flatMap(mapAction).map((a) => `${prefix}::${a}`);
}

export function can(
  capabilities: readonly string[] | null | undefined,
  resource: string | null | undefined,
  action: Action | readonly Action[] | null | undefined,
): AccessResult {
  if (!resource || resource === 'dashboard') return ALLOWED;
  if (action == null) return ALLOWED;
  if (typeof action !== 'string' && action.length === 0) return ALLOWED;
  const held = new Set(capabilities ?? []);
  return requiredCapabilities(resource, action).some((cap) => held.has(cap)) ? ALLOWED : DENIED;
}
