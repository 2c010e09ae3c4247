import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../http/operation';
import { UPLOADS_URL } from './uploads';
import { isUploadUrl } from './upload-url';
import { referencedUploads } from './upload-repository';
import type { Db, ResourceDef, Row } from './types';
import { columnOf } from './values';

/**
 * Files of replaced and deleted images leave the disk: a photo that was replaced, cleared, or whose record
 * was deleted must not stay reachable. The writes note, inside their transaction, the upload URLs they
 * stopped naming; once the transaction has committed (never before: a rollback keeps them), each file that
 * no record names any more (an upload may be set on several records) is removed. A file that cannot be
 * removed is logged and left: the write stands.
 */

/** Upload URLs each open write transaction stopped naming. */
const droppedBy = new WeakMap<object, Set<string>>();

/** The columns of a resource's image fields. */
export function imageColumns(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, field]) => field.type === 'file')
    .map(([name, field]) => columnOf(name, field));
}

/** Notes, inside `trx`, the images of `before` that `after` no longer has (all of them when deleted). */
export function noteDroppedImages(trx: Db, def: ResourceDef, before: Row, after?: Row): void {
  for (const column of imageColumns(def)) {
    const old = before[column];
    if (typeof old !== 'string' || !isUploadUrl(old) || (after && after[column] === old)) continue;
    let dropped = droppedBy.get(trx);
    if (!dropped) droppedBy.set(trx, (dropped = new Set()));
    dropped.add(old);
  }
}

function fileOf(app: AppContext, url: string): string {
  return path.join(app.config.uploadDir, url.slice(`${UPLOADS_URL}/`.length));
}

/** Removes the files of `urls` (upload URLs), logging what cannot be removed. */
export async function removeUploadFiles(app: AppContext | undefined, urls: readonly string[]): Promise<void> {
  if (!app) return;
  await Promise.all(
    urls.filter(isUploadUrl).map(async (url) => {
      try {
        await fs.rm(fileOf(app, url));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
          console.warn(`Could not remove the upload ${url}: ${(err as Error).message}`);
      }
    }),
  );
}

/** Removes the files of `urls` that no record names any more. */
async function removeUnreferenced(db: Db, app: AppContext, urls: string[]): Promise<void> {
  let named: Set<string>;
  try {
    named = await referencedUploads(db, urls);
  } catch (err) {
    console.warn(`Could not check which removed images are still in use: ${(err as Error).message}`);
    return;
  }
  await removeUploadFiles(
    app,
    urls.filter((url) => !named.has(url)),
  );
}

/**
 * Runs `work` in a transaction; once it has committed, removes the files of the images it stopped naming
 * that no record names any more. Without an app context (scripts, seeding) files are left alone.
 */
export async function writeTransaction<T>(
  db: Db,
  app: AppContext | undefined,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  let transaction: object | undefined;
  const result = await db.transaction().execute((trx) => {
    transaction = trx;
    return work(trx);
  });
  const dropped = transaction && droppedBy.get(transaction);
  if (dropped?.size && app) await removeUnreferenced(db, app, [...dropped]);
  return result;
}
