import type { FormValues } from '../types';

/**
 * Values another screen fills a resource's create modal with ("Make standing" on an order), by the resource's
 * list path: kept here rather than in the history entry's state, which the list's own URL updates replace.
 */
const pending = new Map<string, FormValues>();

/** Fills the next create modal of the resource at `basePath` with `values`; then navigate to its create path. */
export function prefillCreate(basePath: string, values: FormValues): void {
  pending.set(basePath, values);
}

/** The values waiting for the create modal of `basePath` (still kept: see {@link forgetPrefill}). */
export const peekPrefill = (basePath: string): FormValues | undefined => pending.get(basePath);

/** Drops them once the modal has taken them. */
export const forgetPrefill = (basePath: string): void => void pending.delete(basePath);
