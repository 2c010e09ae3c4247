import { findProfileUser } from '../auth/user-repository';
import type { Schemas } from '../http/contract-types';
import type { AppContext, OperationHandler, RequestUser } from '../http/operation';
import { HttpError } from '../http/operation';
import { servedImageUrl } from '../resources/engine/upload-url';

export type Profile = Schemas['Profile'];

/** "First Middle Last", skipping empty parts. */
export function fullName(parts: { first_name: string; middle_name: string | null; last_name: string }): string {
  return [parts.first_name, parts.middle_name, parts.last_name]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** A stored photo reference as a URL the browser can load: absolute URLs and paths as they are, bare file names under /uploads/. */
export function publicFileUrl(stored: string | null): string | null {
  return servedImageUrl(stored);
}

export async function buildProfile(ctx: AppContext, user: RequestUser): Promise<Profile> {
  const row = await findProfileUser(ctx.db, user.id);
  if (!row) throw new HttpError(401, 'invalid_token', 'The signed-in user no longer exists.');
  return {
    id: row.id,
    capabilities: user.capabilities,
    display_name: fullName(row),
    email: row.email,
    avatar_url: publicFileUrl(row.photo),
    role: row.role,
  };
}

export const getProfile: OperationHandler = async (_req, _reply, ctx): Promise<Schemas['ProfileResponse']> => {
  if (!ctx.user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
  return { data: await buildProfile(ctx, ctx.user) };
};
