import { RESOURCE_IDENTITIES, type IdentityCapability } from '../../../src/api/generated/resources';
import type { Role } from '../http/operation';

/**
 * Reports with no records of their own: the production sheet, built from orders (a role may read it
 * when it may list orders or kitchen orders, and export it when it may export orders); the dashboard's
 * statistics, which a role may read when it may list orders; and the change history (read under each
 * resource's `view`; exported by a role that may export something, each resource's history under that
 * resource's `export`); and the ageing report of billing, read and exported by the roles that may list and
 * export invoices.
 */
export const REPORT_RESOURCES = ['production', 'stats', 'history', 'ageing'] as const;
type ReportResource = (typeof REPORT_RESOURCES)[number];

const isReport = (capability: string): capability is ReportResource =>
  (REPORT_RESOURCES as readonly string[]).includes(capability);

/** Capability resources: each resource of the contract's (incl. the kitchen board), by its capability name. */
export const CAPABILITY_RESOURCES = Object.values(RESOURCE_IDENTITIES)
  .map((identity): IdentityCapability => identity.capability)
  .filter((capability): capability is Exclude<IdentityCapability, ReportResource> => !isReport(capability));
export type CapabilityResource = (typeof CAPABILITY_RESOURCES)[number];

/** Billing: administrators all of it; managers invoices and reading payments; viewers and kitchen staff none. */
export const BILLING_RESOURCES: readonly CapabilityResource[] = ['invoices', 'payments'];
const notBilling = (r: CapabilityResource) => !BILLING_RESOURCES.includes(r);

/** Standing orders (issue 32) are for administrators and managers: viewers and kitchen staff hold none of it. */
export const STANDING_ORDER_RESOURCES: readonly CapabilityResource[] = ['standing_orders'];
const forViewers = (r: CapabilityResource) => notBilling(r) && !STANDING_ORDER_RESOURCES.includes(r);

/** Writing an order after its cut-off or outside its outlet's hours (issue 32): administrators and managers. */
export const OVERRIDE_CUTOFF = 'order_cutoff::override';

/** Letting an order on account past its organization's credit limit (issue 31): administrators only. */
export const OVERRIDE_CREDIT_LIMIT = 'credit_limit::override';

export const CAPABILITY_ACTIONS = ['list', 'view', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type CapabilityAction = (typeof CAPABILITY_ACTIONS)[number];

export const ROLES: readonly Role[] = ['administrator', 'manager', 'kitchen_staff', 'viewer'];

export function capability(resource: string, action: string): string {
  return `${resource.replace(/-/g, '_')}::${action}`;
}

function every(resources: readonly string[], actions: readonly string[]): string[] {
  return resources.flatMap((r) => actions.map((a) => capability(r, a)));
}

/** A role's capabilities plus the reports', which follow from its order capabilities. */
function withReports(capabilities: string[]): readonly string[] {
  const held = new Set(capabilities);
  const reports: string[] = [];
  if (held.has('orders::list') || held.has('kitchen_orders::list')) reports.push('production::list');
  if (held.has('orders::export')) reports.push('production::export');
  if (held.has('orders::list')) reports.push('stats::list');
  if (capabilities.some((c) => c.endsWith('::export'))) reports.push('history::export');
  if (held.has('invoices::list')) reports.push('ageing::list');
  if (held.has('invoices::export')) reports.push('ageing::export');
  return Object.freeze([...capabilities, ...reports]);
}

/**
 * Role → capabilities: administrator everything, manager everything but users and writing payments, kitchen staff
 * the board and its stations plus reading orders and their items, viewer list and view of all but billing and standing orders; each with the reports its order
 * capabilities allow. The server derives a caller's capabilities from the role stored in the database
 * on every request; tokens never carry them.
 */
export const ROLE_CAPABILITIES: Readonly<Record<Role, readonly string[]>> = Object.freeze({
  administrator: withReports([
    ...every(CAPABILITY_RESOURCES, CAPABILITY_ACTIONS),
    OVERRIDE_CUTOFF,
    OVERRIDE_CREDIT_LIMIT,
  ]),
  manager: withReports([
    ...every(
      CAPABILITY_RESOURCES.filter((r) => r !== 'users' && r !== 'payments'),
      CAPABILITY_ACTIONS,
    ),
    'payments::list',
    'payments::view',
    OVERRIDE_CUTOFF,
  ]),
  kitchen_staff: withReports([
    'kitchen_orders::list',
    'kitchen_orders::edit',
    'stations::list',
    'stations::view',
    'orders::view',
    'order_items::list',
    'order_items::view',
  ]),
  viewer: withReports(every(CAPABILITY_RESOURCES.filter(forViewers), ['list', 'view'])),
});

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The capabilities of a role (the one shared, frozen list of it); none for an unknown role. */
export function capabilitiesForRole(role: string): readonly string[] {
  return isRole(role) ? ROLE_CAPABILITIES[role] : [];
}

export function roleHasCapability(role: string, required: string): boolean {
  return isRole(role) && ROLE_CAPABILITIES[role].includes(required);
}
