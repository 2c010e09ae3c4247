import { writeItemsWithOverride } from '../../../src/features/orders/overrides';
import { orderRefusal } from '../../../src/features/orders/newItems';

/**
 * Issue 31: items that take an order past its organization's credit limit carry no override of their own, so the
 * order is overridden first and the items sent again; after the cut-off the items go again with the override.
 */
const refusal = (code: string, message = 'refused') => ({ status: 409, data: { code, message } });
const credit = { override_credit_limit: true, credit_limit_reason: 'Paid upfront' };
const cutoff = { override_cutoff: true, cutoff_reason: 'The client called late' };

describe('writing items past a refusal', () => {
  it('past the credit limit: overrides the order with the reason, then sends the items as they were', async () => {
    const steps: string[] = [];
    const write = jest.fn(async (extra: Record<string, unknown> | null) => {
      steps.push(`write ${JSON.stringify(extra)}`);
      if (steps.length === 1) throw refusal('credit_limit_exceeded');
      return 'saved';
    });
    const overrideOrder = jest.fn(async (extra: Record<string, unknown>) =>
      steps.push(`order ${JSON.stringify(extra)}`),
    );
    await expect(writeItemsWithOverride(write, async () => credit, overrideOrder)).resolves.toBe('saved');
    expect(steps).toEqual(['write null', `order ${JSON.stringify(credit)}`, 'write null']);
  });

  it('after the cut-off: sends the items again with the override, the order untouched', async () => {
    const write = jest.fn(async (extra: Record<string, unknown> | null) => {
      if (!extra) throw refusal('cut_off_passed');
      return extra;
    });
    const overrideOrder = jest.fn();
    await expect(writeItemsWithOverride(write, async () => cutoff, overrideOrder)).resolves.toEqual(cutoff);
    expect(overrideOrder).not.toHaveBeenCalled();
  });

  it('not asked, or asked in vain: the refusal stands and nothing more is sent', async () => {
    const refused = refusal('credit_limit_exceeded');
    const write = jest.fn(async () => {
      throw refused;
    });
    const overrideOrder = jest.fn();
    await expect(writeItemsWithOverride(write, async () => null, overrideOrder)).rejects.toBe(refused);
    expect(write).toHaveBeenCalledTimes(1);
    expect(overrideOrder).not.toHaveBeenCalled();
  });

  it('a bulk refusal about the order reads without the item it met', () => {
    const bulk = refusal(
      'credit_limit_exceeded',
      'records[1]: This order would take Acme to $30.00, over its credit limit of $20.00. Nothing was saved.',
    );
    expect(orderRefusal(bulk)).toEqual(
      refusal('credit_limit_exceeded', 'This order would take Acme to $30.00, over its credit limit of $20.00.'),
    );
    expect(orderRefusal(new Error('x'))).toEqual(new Error('x'));
  });
});
