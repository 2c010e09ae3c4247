import type { OperationSpec } from '../http/openapi-operations';
import { HttpError, nowMs, type AppContext, type OperationHandler, type RequestUser } from '../http/operation';
import { isUploadUrl } from '../resources/engine/upload-url';
import { signedUrlExpiry, signUploadPath, uploadSigningKey } from '../resources/engine/upload-signature';
import { capability } from './capabilities';

/**
 * Who may load which uploaded image. Files are served only under a signed URL (upload-signature.ts), and
 * the API signs an image for its caller only when the caller may see images of the upload's folder
 * (`/uploads/<folder>/…`, the resource the file was uploaded to):
 * - people's photos (employees, kitchen staff, users; and any folder not listed below): only a caller
 *   whose role may list or view that resource;
 * - product images and organizations' logos: any signed-in caller. They are the caterer's menu and its
 *   clients' brands, nothing personal, and they appear embedded in orders, menus and the kitchen board
 *   for roles that may not list products or organizations. Still signed: nothing is world-readable.
 * A caller who may not see an image gets null in its place. The signed-in user's own photo (the
 * profile's avatar) is always theirs to see.
 */
export const SHARED_UPLOAD_FOLDERS: readonly string[] = ['products', 'organizations'];

/** The names under which answers carry images: records' photo, image and logo, the profile's avatar_url. */
export const IMAGE_PROPERTIES: ReadonlySet<string> = new Set(['photo', 'image', 'logo', 'avatar_url']);

export interface ImageSigner {
  /**
   * Equal for two callers exactly when they get the same URLs (the signing window and the folders they
   * may see): part of the key of a kept answer and of its ETag.
   */
  readonly scope: string;
  /** A bare upload URL signed for the caller, or null when the caller may not see it. */
  url(uploadPath: string): string | null;
}

let keyFor: { secret: string; key: string } | undefined;
function signingKey(secret: string): string {
  if (keyFor?.secret !== secret) keyFor = { secret, key: uploadSigningKey(secret) };
  return keyFor.key;
}

const folderOf = (uploadPath: string) => uploadPath.split('/')[2];

/** True when `user` may see the images uploaded to `folder`. */
export function mayViewUploadFolder(user: RequestUser | null, folder: string): boolean {
  if (!user) return false;
  if (SHARED_UPLOAD_FOLDERS.includes(folder)) return true;
  return (
    user.capabilities.includes(capability(folder, 'list')) || user.capabilities.includes(capability(folder, 'view'))
  );
}

/** The folders beyond the shared ones whose images `user` may see, as their capabilities name them. */
function privateFoldersSeen(user: RequestUser): string[] {
  const readable = user.capabilities
    .filter((c) => c.endsWith('::list') || c.endsWith('::view'))
    .map((c) => c.slice(0, c.indexOf('::')));
  return [...new Set(readable)].sort();
}

/**
 * The folders part of a caller's signing scope, kept per list of capabilities: a signed-in caller's list is
 * their role's one shared list (access/capabilities.ts), and every list request needs the scope for the key
 * of its kept answer.
 */
const foldersScopes = new WeakMap<readonly string[], string>();
function foldersScope(user: RequestUser): string {
  let scope = foldersScopes.get(user.capabilities);
  if (scope === undefined) foldersScopes.set(user.capabilities, (scope = privateFoldersSeen(user).join(',')));
  return scope;
}

/**
 * The caller's signing scope: equal for two callers exactly when they get the same URLs (the signing window
 * and the folders they may see). Cheap: a list request needs it for the key of its kept answer even when
 * nothing is signed.
 */
export function imageScope(ctx: AppContext & { user: RequestUser | null }): string {
  return scopeAt(ctx.user, signedUrlExpiry(nowMs(ctx)));
}

const scopeAt = (user: RequestUser | null, exp: number) => (user ? `${exp}:${foldersScope(user)}` : 'anonymous');

/** Signs URLs for the caller of a request, valid until the end of the next signing window. */
export function imageSigner(ctx: AppContext & { user: RequestUser | null }): ImageSigner {
  const { user } = ctx;
  const exp = signedUrlExpiry(nowMs(ctx));
  const key = signingKey(ctx.config.jwtSecret);
  return {
    scope: scopeAt(user, exp),
    url: (uploadPath) =>
      mayViewUploadFolder(user, folderOf(uploadPath)) ? signUploadPath(key, uploadPath, exp) : null,
  };
}

/** The signed-in user's own image (their photo as the profile's avatar): signed whatever their role. */
export function signOwnImage(ctx: AppContext & { user: RequestUser | null }, uploadPath: string | null): string | null {
  if (!ctx.user || uploadPath === null || !isUploadUrl(uploadPath)) return uploadPath;
  return signUploadPath(signingKey(ctx.config.jwtSecret), uploadPath, signedUrlExpiry(nowMs(ctx)));
}

/** A JSON object as a handler builds it (never a reply, a Buffer or a Date). */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of an answer's data with every bare upload URL under an image property signed for the caller, or
 * null where the caller may not see it. Values already signed, and everything else, are left as they are.
 */
export function signImages<T>(value: T, signer: ImageSigner): T {
  if (Array.isArray(value)) return value.map((item: unknown) => signImages(item, signer)) as T;
  if (!isJsonObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value))
    copy[name] =
      IMAGE_PROPERTIES.has(name) && typeof item === 'string' && isUploadUrl(item)
        ? signer.url(item)
        : signImages(item, signer);
  return copy as T;
}

/** Whether an operation's success answers (by the contract) may carry an image: only those are walked. */
export function answersCarryImages(op: OperationSpec): boolean {
  const answers = JSON.stringify(Object.entries(op.responses).filter(([status]) => /^2/.test(status)));
  return [...IMAGE_PROPERTIES].some((name) => answers.includes(`"${name}":`));
}

/**
 * An operation handler whose answer (and the record a 409 carries) leaves with its images signed for the
 * caller. Answers the handler sent itself (a list's kept body) are signed where they are made.
 */
export function withSignedImages(handler: OperationHandler): OperationHandler {
  return async (req, reply, ctx) => {
    try {
      const answer = await handler(req, reply, ctx);
      // An answer the handler sent itself (a kept list body) is already signed: no signer is made for it.
      return Array.isArray(answer) || isJsonObject(answer) ? signImages(answer, imageSigner(ctx)) : answer;
    } catch (err) {
      if (!(err instanceof HttpError) || !err.extra) throw err;
      const { statusCode, code, message, errors, extra, headers } = err;
      throw new HttpError(statusCode, code, message, errors, signImages(extra, imageSigner(ctx)), headers);
    }
  };
}
