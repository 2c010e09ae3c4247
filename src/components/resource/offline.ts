import { getNetworkStatus } from '../../lib/network';
import type { WriteError } from './api';
import { kitT } from './text';

/**
 * The kit refuses writes while the server is out of reach (the network store says so): a create, an
 * auto-saved field, a delete, an import or an export is not sent, and the user is told so, keeping what they
 * typed. The refusal is the kit's own (opt-in), never a block on every request: the kitchen board queues its
 * taps instead.
 */
export const isOffline = (): boolean => !getNetworkStatus().online;

/** A write refused before it was sent because the app is offline. */
export function offlineWriteError(message: string = kitT('kit:offline.notSaved')): WriteError {
  return { message, statusCode: 0, fields: {}, offline: true };
}

/** A failed request that got no answer at all (the connection went while it was on its way). */
export const gotNoAnswer = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'FETCH_ERROR';
