import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../http/operation';
import { describePattern } from '../../http/validation-errors';
import { SIGNED_QUERY_PATTERN } from './upload-signature';

/**
 * The only text an image field (logo, photo, image) accepts: the URL of one of this server's uploads,
 * written exactly as storeUpload returns it, `/uploads/<resource>/<uuid>.<ext>` in lowercase with
 * nothing before or after it. Another site's URL, an absolute URL to this host, `//host/...`,
 * `javascript:` or `data:` URLs, `..` or `%2e` segments, queries and padding all fail to match.
 * The empty alternative is the contract's "clear" value (the engine stores '' as null).
 */
const UPLOAD_PATH =
  '/uploads/[a-z][a-z-]*/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|webp|gif|avif)';
export const UPLOAD_URL_PATTERN = `^(${UPLOAD_PATH})?$`;

const UPLOAD_URL = new RegExp(UPLOAD_URL_PATTERN);

/**
 * An image field's text may also be an upload URL as the API hands it out, signed
 * (`/uploads/<resource>/<uuid>.<ext>?exp=…&sig=…`, see upload-signature.ts): a client sends back the record
 * it read. Only the path is stored; the signature is not checked (the bare path is accepted anyway).
 */
export const SIGNED_UPLOAD_URL_PATTERN = `^${UPLOAD_PATH}${SIGNED_QUERY_PATTERN}$`;

const SIGNED_UPLOAD_URL = new RegExp(SIGNED_UPLOAD_URL_PATTERN);

/** Error text for an image field whose value is not an upload URL. */
export const NOT_AN_UPLOAD_TEXT =
  'must be the URL of an image uploaded to this server (/uploads/…), a new image file, or null';

describePattern(UPLOAD_URL_PATTERN, NOT_AN_UPLOAD_TEXT);
describePattern(SIGNED_UPLOAD_URL_PATTERN, NOT_AN_UPLOAD_TEXT);

/** Error text for an upload URL of the right form whose file is not in the upload directory. */
export const MISSING_UPLOAD_TEXT = 'names an uploaded image that does not exist on this server';

/**
 * A stored image value as it may leave the server: an upload URL, else null. Values stored before image
 * fields were checked (another site's URL, `javascript:`) are never handed to a browser.
 */
export function servedImageUrl(stored: unknown): string | null {
  return typeof stored === 'string' && isUploadUrl(stored) ? stored : null;
}

/** True for a URL of the exact form storeUpload produces. */
export function isUploadUrl(value: string): boolean {
  return value !== '' && UPLOAD_URL.test(value);
}

/** A signed upload URL → its bare path; any other value as it is. */
export function withoutSignature<T>(value: T): T | string {
  return typeof value === 'string' && SIGNED_UPLOAD_URL.test(value) ? value.slice(0, value.indexOf('?')) : value;
}

/**
 * Whether the file an upload URL names is in the upload directory. The URL must already have passed
 * isUploadUrl (which leaves no room for `..`). Without an app context there is no directory to look
 * in (scripts), and the form alone is checked.
 */
export async function uploadExists(app: AppContext | undefined, url: string): Promise<boolean> {
  if (!app) return true;
  try {
    return (await fs.stat(path.join(app.config.uploadDir, url.slice('/uploads/'.length)))).isFile();
  } catch {
    return false;
  }
}
