import { buildBody } from '../../../src/components/resource/form/useCreateForm';
import { validateField } from '../../../src/components/resource';
import {
  BILLING_FIELDS,
  creditLimit,
  paymentTerms,
  poRequired,
} from '../../../src/features/organizations/billingFields';

/**
 * An organization's billing details as its form sends them (issue 31): payment terms in days (0–365),
 * a credit limit in USD or none (null, so a limit can be taken off), and whether a purchase order is required.
 */

describe("an organization's billing fields", () => {
  it('send the terms and limit as numbers, no limit as null, and the PO rule as a boolean', () => {
    const body = buildBody(BILLING_FIELDS, {
      billing_email: 'accounts@acme.test',
      tax_number: 'LB-12345',
      payment_terms_days: '45',
      credit_limit: '',
      po_required: 'true',
    });
    expect(body).toEqual({
      billing_email: 'accounts@acme.test',
      tax_number: 'LB-12345',
      payment_terms_days: 45,
      credit_limit: null,
      po_required: true,
    });
    expect(buildBody([creditLimit, poRequired], { credit_limit: '2500.00', po_required: 'false' })).toEqual({
      credit_limit: 2500,
      po_required: false,
    });
  });

  it('read the PO rule for its select, and refuse terms outside 0–365 days and a negative limit', () => {
    expect(poRequired.read!({ po_required: true })).toBe('true');
    expect(poRequired.read!({ po_required: false })).toBe('false');
    expect(validateField(paymentTerms, '30', {})).toBeUndefined();
    expect(validateField(paymentTerms, '366', {})).toBe('Payment terms are 0 to 365 days');
    expect(validateField(paymentTerms, '2.5', {})).toBe('Payment terms are 0 to 365 days');
    expect(validateField(creditLimit, '-1', {})).toBe('Please enter an amount of 0 or more');
    expect(validateField(creditLimit, '', {})).toBeUndefined();
  });
});
