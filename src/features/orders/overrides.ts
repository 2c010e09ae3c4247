import { formatErrorDetails } from '../../api/errors';
import { formatMoney, type WriteOverride } from '../../components/resource';

/** After the order's cut-off, outside its outlet's hours or within its lead time: managers say why (issue 32). */
export const CUTOFF_OVERRIDE: WriteOverride = {
  codes: ['cut_off_passed', 'outlet_closed', 'lead_time_not_met'],
  resource: 'order_cutoff',
  action: 'override',
  flag: 'override_cutoff',
  reason: 'cutoff_reason',
};

/** Past its organization's credit limit: administrators say why (issue 31); kept on the order and in its history. */
export const CREDIT_LIMIT_OVERRIDE: WriteOverride = {
  codes: ['credit_limit_exceeded'],
  resource: 'credit_limit',
  action: 'override',
  flag: 'override_credit_limit',
  reason: 'credit_limit_reason',
  hint: 'orders:creditOverride.hint',
};

export const ORDER_OVERRIDES: readonly WriteOverride[] = [CUTOFF_OVERRIDE, CREDIT_LIMIT_OVERRIDE];

// The refusal's balance and limit read as money in Arabic and French ('5 120,50 $US').
formatErrorDetails('credit_limit_exceeded', { balance: formatMoney, credit_limit: formatMoney });

type Extra = Record<string, unknown>;

/**
 * Deletes an order item (`remove`, given the cut-off override as its query: a DELETE has no body). Refused
 * after the order's cut-off, a user who may override says why (`ask` resolves with the override, or null) and
 * the delete goes again with it; not asked, or asked in vain, the refusal stands.
 */
export async function deleteItemWithOverride<R>(
  remove: (override: { overrideCutoff: true; cutoffReason: string } | null) => Promise<R>,
  ask: (error: unknown) => Promise<Extra | null>,
): Promise<R> {
  try {
    return await remove(null);
  } catch (error) {
    const extra = await ask(error);
    if (extra?.[CUTOFF_OVERRIDE.flag] !== true) throw error;
    return remove({ overrideCutoff: true, cutoffReason: String(extra[CUTOFF_OVERRIDE.reason]) });
  }
}

/**
 * Writes items of an order (`write`, given what to add to each item's body). Refused in a way the user may
 * write past (`ask` gets a reason, or null), it is sent again: past the credit limit the items carry no override,
 * so the order itself is overridden first (`overrideOrder`, its flag and reason), then the items sent as they
 * were; after the cut-off the items go again with the override. Not asked, or asked in vain, the refusal stands.
 */
export async function writeItemsWithOverride<R>(
  write: (extra: Extra | null) => Promise<R>,
  ask: (error: unknown) => Promise<Extra | null>,
  overrideOrder: (extra: Extra) => Promise<unknown>,
): Promise<R> {
  try {
    return await write(null);
  } catch (error) {
    const extra = await ask(error);
    if (!extra) throw error;
    if (!(CREDIT_LIMIT_OVERRIDE.flag in extra)) return write(extra);
    await overrideOrder(extra);
    return write(null);
  }
}
