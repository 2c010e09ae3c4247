import { signOwnImage } from '../access/image-urls';
import { findProfileUser, updateUserLanguage } from '../auth/user-repository';
import type { Schemas } from '../http/contract-types';
import type { AppContext, HandlerOf, OperationHandler, RequestUser } from '../http/operation';
import { HttpError } from '../http/operation';
import { users } from '../resources/definitions/people';
import { servedImageUrl } from '../resources/engine/upload-url';
import { recordUpdate } from '../resources/history/recorder';
import { isLanguage } from '../settings/enumerations';

export type Profile = Schemas['Profile'];

/** "First Middle Last", skipping empty parts. */
export function fullName(parts: { first_name: string; middle_name: string | null; last_name: string }): string {
  return [parts.first_name, parts.middle_name, parts.last_name]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The profile of the signed-in user. Their photo is their avatar, signed for them whatever their role (a
 * manager may not list users, yet sees their own face): see access/image-urls.ts.
 */
export async function buildProfile(ctx: AppContext, user: RequestUser): Promise<Profile> {
  const row = await findProfileUser(ctx.db, user.id);
  if (!row) throw new HttpError(401, 'invalid_token', 'The signed-in user no longer exists.');
  return {
    id: row.id,
    capabilities: [...user.capabilities],
    display_name: fullName(row),
    email: row.email,
    avatar_url: signOwnImage({ ...ctx, user }, servedImageUrl(row.photo)),
    role: row.role,
    language: isLanguage(row.language) ? row.language : null,
  };
}

export const getProfile: OperationHandler = async (_req, _reply, ctx): Promise<Schemas['ProfileResponse']> => {
  if (!ctx.user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
  return { data: await buildProfile(ctx, ctx.user) };
};

/**
 * The signed-in user changes their own settings (their language): only their own row, whatever their role,
 * recorded in the users' history like an administrator's edit. The body is checked against the contract
 * (ProfileChanges) before this runs; the check here keeps the handler safe when called directly.
 */
export const updateProfile: HandlerOf<'updateProfile'> = async (
  req,
  _reply,
  ctx,
): Promise<Schemas['ProfileResponse']> => {
  const user = ctx.user;
  if (!user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
  const language: unknown = req.body?.language;
  if (language !== null && !isLanguage(language))
    throw new HttpError(400, 'validation_error', 'Invalid request body: language must be one of: en, ar, fr, null', {
      language: 'must be one of: en, ar, fr, null',
    });
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
    if (!before) throw new HttpError(401, 'invalid_token', 'The signed-in user no longer exists.');
    if (before.language === language) return;
    await updateUserLanguage(trx, user.id, language);
    const after = { ...before, language, __version: before.__version + 1 };
    await recordUpdate(trx, users, { before, after }, { user });
  });
  return { data: await buildProfile(ctx, user) };
};
