/** Runs a write in one transaction: database errors become 409/400, and the uploads of a failed write go. */
import { fromDatabaseError, isHttpError } from './errors';
import type { PreparedInput } from './prepare-input';
import { removeUploadFiles, writeTransaction } from './upload-cleanup';
import type { Db, HookContext, ResourceDef } from './types';

/** Removes the files that the prepared bodies of a write that did not happen brought. */
export function discardUploads(ctx: HookContext, prepared: readonly PreparedInput[]): Promise<void> {
  const stored = prepared.flatMap((p) => p.storedUploads);
  return removeUploadFiles(ctx.app, stored);
}

/**
 * Runs `work` in a transaction; database constraint errors become 409/400. After the commit the files of
 * the images it replaced or deleted are removed (upload-cleanup.ts); when it fails, the files the
 * `prepared` bodies brought are.
 */
export async function inTransaction<T>(
  db: Db,
  def: ResourceDef,
  ctx: HookContext,
  prepared: readonly PreparedInput[],
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await writeTransaction(db, ctx.app, work);
  } catch (err) {
    await discardUploads(ctx, prepared);
    if (isHttpError(err)) throw err;
    throw fromDatabaseError(err, def.uniqueMessage) ?? err;
  }
}
