import { validEmailRule, type FieldConfig, type FieldValue } from '../../components/resource';
import { i18n } from '../../i18n';

/**
 * An organization's billing details: where invoices go (billing_email), its tax number, payment terms
 * (days, 30 by default), credit limit (USD, empty for none) and whether its orders on account need a
 * purchase order number.
 */

export const billingEmail: FieldConfig = {
  name: 'billing_email',
  label: 'clients:fields.billingEmail',
  kind: 'text',
  dir: 'ltr',
  placeholder: 'accounts@company.com',
  hint: 'clients:hints.billingEmail',
  validate: validEmailRule('clients:validation.email'),
};
export const taxNumber: FieldConfig = { name: 'tax_number', label: 'clients:fields.taxNumber', kind: 'text' };
export const paymentTerms: FieldConfig = {
  name: 'payment_terms_days',
  label: 'clients:fields.paymentTermsDays',
  kind: 'integer',
  initial: '30',
  hint: 'clients:hints.paymentTermsDays',
  validate: (v) => {
    if (v === '' || v == null) return undefined;
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 && n <= 365 ? undefined : i18n.t('clients:validation.paymentTermsDays');
  },
};
/** Empty means no limit: sent as null, so a limit can be taken off again. */
export const creditLimit: FieldConfig = {
  name: 'credit_limit',
  label: 'clients:fields.creditLimit',
  kind: 'money',
  hint: 'clients:hints.creditLimit',
  write: (v: FieldValue) => (v === '' || v == null ? null : Number(v)),
  validate: (v) =>
    v !== '' && v != null && (Number.isNaN(Number(v)) || Number(v) < 0)
      ? i18n.t('clients:validation.creditLimit')
      : undefined,
};
export const poRequired: FieldConfig = {
  name: 'po_required',
  label: 'clients:fields.poRequired',
  kind: 'enum',
  hint: 'clients:hints.poRequired',
  options: () => [
    { value: 'true', label: 'clients:poRequiredValues.yes' },
    { value: 'false', label: 'clients:poRequiredValues.no' },
  ],
  initial: 'false',
  read: (record) => (record.po_required ? 'true' : 'false'),
  write: (v: FieldValue) => v === 'true',
};

export const BILLING_FIELDS = [billingEmail, taxNumber, paymentTerms, creditLimit, poRequired];
