import type { Db } from '../engine/types';
import { nextNumber } from './repository';

/** The series of each kind of invoice: `INV-2026-00001`, `CN-2026-00001`. */
const PREFIX = { invoice: 'INV', credit_note: 'CN' } as const;

/** The next number of the kind's series in the year of `issueDate`, taken inside the caller's transaction. */
export async function takeNumber(trx: Db, kind: keyof typeof PREFIX, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  const n = await nextNumber(trx, PREFIX[kind], year);
  return `${PREFIX[kind]}-${year}-${String(n).padStart(5, '0')}`;
}
