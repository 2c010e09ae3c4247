/** What every step of the demo seed shares: the transaction, "now", the random sequence and the row counts. */
import type { Kysely } from 'kysely';
import type { DateTime } from 'luxon';
import type { Database } from '../db/schema';

export interface DemoSeed {
  trx: Kysely<Database>;
  /** "Now" in the business time zone. */
  now: DateTime;
  zone: string;
  /** The deterministic random sequence: steps that draw from it must keep their order. */
  rand: () => number;
  pick<T>(list: readonly T[]): T;
  /** Adds `n` rows to the count of `table` (the seed's result). */
  count(table: string, n: number): void;
}

/** A small deterministic generator so every demo database looks the same. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
