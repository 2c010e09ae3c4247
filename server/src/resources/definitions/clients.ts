import { randomInt } from 'node:crypto';
import { currentZoneName } from '../../settings/zone-names';
import { isSpecialCodeTaken } from '../clients/repository';
import type { Db, ResourceDef, Row } from '../engine/types';
import { defineResource } from './contract-fields';
import { file, organizationRef, RANGE_OPS, relation, text, TEXT_OPS } from './refs';
import { identityOf } from './identity';

export const organizations: ResourceDef = defineResource({
  ...identityOf('organizations'),
  table: 'organizations',
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    logo: file(),
    email: { type: 'email', filter: TEXT_OPS, search: true },
    address: text({ filter: TEXT_OPS }),
    billing_email: { type: 'email', filter: TEXT_OPS },
    tax_number: text({ filter: TEXT_OPS }),
    payment_terms_days: { type: 'int', default: 30, filter: RANGE_OPS, validate: isPaymentTerms },
    credit_limit: { type: 'money' },
    po_required: { type: 'boolean', default: false },
  },
});

function isPaymentTerms(value: unknown): string | null {
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 && days <= 365 ? null : 'must be 0 to 365 days';
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh `OUT-XXXX` code not used by any outlet (retries on the rare collision). */
export async function newSpecialCode(trx: Db): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const length = attempt < 10 ? 4 : 6;
    const code = `OUT-${Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
    if (!(await isSpecialCodeTaken(trx, code))) return code;
  }
  throw new Error('Could not generate a unique outlet special code');
}

function isTimeZone(value: unknown): string | null {
  if (typeof value !== 'string') return 'must be an IANA time zone';
  return currentZoneName(value) ? null : 'must be an IANA time zone, e.g. Asia/Beirut';
}

/** A zone written by an old name (Asia/Calcutta) or in another letter case is stored by its current name. */
function storeCurrentZoneName(row: Row): void {
  if (typeof row.time_zone === 'string') row.time_zone = currentZoneName(row.time_zone) ?? row.time_zone;
}

function isWeekdayList(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be a list of weekday indexes 0..6';
  if (!value.every((d) => Number.isInteger(d) && d >= 0 && d <= 6))
    return 'must be weekday indexes 0 (Sunday) .. 6 (Saturday)';
  if (new Set(value).size !== value.length) return 'must not repeat a weekday';
  return null;
}

/** Stores weekday indexes in ascending order. */
function sortHolidays(row: Row): void {
  if (typeof row.holidays === 'string')
    row.holidays = JSON.stringify((JSON.parse(row.holidays) as number[]).sort((a, b) => a - b));
}

export const outlets: ResourceDef = defineResource({
  ...identityOf('outlets'),
  table: 'outlets',
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    organization: relation(organizationRef),
    special_code: { type: 'text', filter: TEXT_OPS, search: true },
    opening_hours_from: { type: 'time' },
    opening_hours_to: { type: 'time' },
    holidays: { type: 'json', default: [], validate: isWeekdayList },
    time_zone: { type: 'text', default: 'Asia/Beirut', filter: TEXT_OPS, validate: isTimeZone },
    phone_number: text({ filter: TEXT_OPS }),
    address: text({ filter: TEXT_OPS, search: true }),
    order_cutoff: { type: 'time' },
    lead_time_minutes: { type: 'int', validate: (v) => (v != null && Number(v) < 0 ? 'must be 0 or more' : null) },
  },
  hooks: {
    async beforeCreate(trx, row: Row) {
      row.special_code = await newSpecialCode(trx);
      sortHolidays(row);
      storeCurrentZoneName(row);
    },
    beforeUpdate(_trx, changes: Row) {
      sortHolidays(changes);
      storeCurrentZoneName(changes);
    },
  },
});
