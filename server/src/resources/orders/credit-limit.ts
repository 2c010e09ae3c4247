import { OVERRIDE_CREDIT_LIMIT } from '../../access/capabilities';
import { HttpError } from '../../http/operation';
import {
  findStatementOrganization,
  findOrdersForCredit,
  unbilledOnAccount,
  balanceBefore,
} from '../billing/statement-repository';
import { validationError } from '../engine/errors';
import type { Db, HookContext, Row } from '../engine/types';

/**
 * The credit limit of organizations (issue 31, item 6). An order on account counts against its organization's
 * `credit_limit` while it is not cancelled and not on an issued invoice; with the open balance (issued invoices and
 * credit notes less payments) that is what the organization owes or will owe. Creating an order on account, or
 * raising what one counts for (its total, its payment method, its organization, lifting its override), past the
 * limit is a 409 `credit_limit_exceeded`. An administrator may let one order past it with `override_credit_limit`
 * and a `credit_limit_reason`, both kept on the order and in its history.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => usd.format(cents / 100);

const isSet = (value: unknown) => value === true || Number(value) === 1;

/** What the order counts for against its organization's limit, in cents (0: it does not count). */
function countedCents(order: Row): number {
  if (order.payment_method !== 'on_account' || order.organization_id == null) return 0;
  if (order.status === 'cancelled' || order.invoice_id != null || isSet(order.override_credit_limit)) return 0;
  return Number(order.total ?? 0);
}

const counts = (order: Row) =>
  order.payment_method === 'on_account' &&
  order.organization_id != null &&
  order.status !== 'cancelled' &&
  order.invoice_id == null &&
  !isSet(order.override_credit_limit);

/**
 * 403 unless a holder of `credit_limit::override` (administrators) sets or changes the override (`written`: the
 * override columns the body changes);
 * 400 naming `credit_limit_reason` when the order ends up overridden without a reason.
 */
export function checkCreditOverride(written: Row, merged: Row, ctx: HookContext): void {
  if (written.override_credit_limit === undefined && written.credit_limit_reason === undefined) return;
  if (!ctx.user?.capabilities.includes(OVERRIDE_CREDIT_LIMIT))
    throw new HttpError(403, 'forbidden', 'Only an administrator may override a credit limit.');
  if (isSet(merged.override_credit_limit) && !String(merged.credit_limit_reason ?? '').trim())
    throw validationError(
      { credit_limit_reason: 'is required to override the credit limit' },
      'credit_limit_reason: say why this order may go past the credit limit.',
    );
}

/**
 * 409 `credit_limit_exceeded` when `order` (as it will be stored) takes its organization's open balance plus its
 * other orders on account not invoiced yet above its credit limit. `order.id` is left out of the sum when given,
 * since its stored row is the one being replaced.
 */
export async function enforceCreditLimit(trx: Db, order: Row): Promise<void> {
  if (!counts(order)) return;
  const organizationId = Number(order.organization_id);
  const organization = await findStatementOrganization(trx, organizationId);
  if (organization?.credit_limit == null) return;
  const limit = Number(organization.credit_limit);
  const except = order.id == null ? undefined : Number(order.id);
  const [balance, unbilled] = await Promise.all([
    balanceBefore(trx, organizationId),
    unbilledOnAccount(trx, organizationId, except),
  ]);
  const owed = balance + unbilled + countedCents(order);
  if (owed <= limit) return;
  throw new HttpError(
    409,
    'credit_limit_exceeded',
    `This order would take ${organization.name} to ${dollars(owed)}, over its credit limit of ${dollars(limit)}. ` +
      'An administrator may override the limit for this order, with a reason.',
    undefined,
    { credit_limit: limit / 100, balance: owed / 100, organization: { id: organization.id, name: organization.name } },
  );
}

/** On an order's update: checks the limit when the change makes the order count for more than it did. */
export async function enforceCreditLimitOnChange(trx: Db, current: Row, changes: Row): Promise<void> {
  const after = { ...current, ...changes };
  if (!counts(after)) return;
  const raised =
    !counts(current) ||
    String(after.organization_id) !== String(current.organization_id) ||
    Number(after.total) > Number(current.total);
  if (raised) await enforceCreditLimit(trx, after);
}

/**
 * Runs `derive` (which rewrites the orders' totals from their items), then checks the limit of each order on account
 * whose total it raised.
 */
export async function enforceCreditLimitAround(trx: Db, orderIds: number[], derive: () => Promise<void>) {
  const before = (await findOrdersForCredit(trx, orderIds)).filter(counts);
  await derive();
  if (!before.length) return;
  const totals = new Map(before.map((o) => [Number(o.id), Number(o.total)]));
  for (const order of await findOrdersForCredit(trx, [...totals.keys()]))
    if (Number(order.total) > (totals.get(Number(order.id)) ?? 0)) await enforceCreditLimit(trx, order);
}

/** An order's creation: who may override the limit and why, then the limit itself. */
export async function creditLimitOnCreate(trx: Db, row: Row, ctx: HookContext): Promise<void> {
  const written = {
    override_credit_limit: isSet(row.override_credit_limit) ? 1 : undefined,
    credit_limit_reason: row.credit_limit_reason ?? undefined,
  };
  checkCreditOverride(written, row, ctx);
  await enforceCreditLimit(trx, row);
}

/** An order's update: who may change the override and why, then the limit when the order counts for more. */
export async function creditLimitOnUpdate(trx: Db, current: Row, changes: Row, ctx: HookContext): Promise<void> {
  checkCreditOverride(changes, { ...current, ...changes }, ctx);
  await enforceCreditLimitOnChange(trx, current, changes);
}
