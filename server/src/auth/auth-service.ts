import { randomUUID } from 'node:crypto';
import type { Schemas } from '../http/contract-types';
import type { AppContext, RequestUser } from '../http/operation';
import { HttpError, nowMs } from '../http/operation';
import { hashPassword, verifyPassword } from '../db/password';
import { beginLoginAttempt, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { constantTimeEqual, randomSecret, sha256Hex } from './secrets';
import {
  createSession,
  denyAccessToken,
  findLiveSessionByRefreshKey,
  findUsedRefreshKey,
  purgeExpired,
  rememberUsedRefreshKey,
  revokeSession,
  rotateRefreshKey,
} from './session-repository';
import { sessionSignature, signAccessToken } from './token-service';
import { findUserForLogin } from './user-repository';

/** The login/refresh payload (contract: Session). */
export type SessionTokens = Schemas['Session'];

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const INVALID_REFRESH_MESSAGE = 'The refresh credentials are invalid, used or expired. Please sign in again.';
export const REFRESH_REUSE_MESSAGE =
  'This refresh key was already used: the session has been ended for safety. Please sign in again.';

/**
 * How long after a rotation the old refresh key may still come back without alarm: a client whose
 * refresh answer was lost, or two tabs refreshing at once. Within it the old key gets a clean 401
 * (the session lives on); after it, the reuse means the key leaked, and the whole session ends.
 */
export const REFRESH_GRACE_MS = 10_000;

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash to verify against when the email is unknown, so both paths cost the same. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomSecret());
  return dummyHash;
}

/** Computes the dummy hash ahead of the first login, so the first unknown-email login is not slower. */
export function prepareLogin(): void {
  void dummyPasswordHash();
}

function isoIn(ctx: AppContext, seconds: number): string {
  return new Date(nowMs(ctx) + seconds * 1000).toISOString();
}

function issue(ctx: AppContext, userId: number, email: string, sessionId: string, refreshKey: string): SessionTokens {
  const access = signAccessToken(ctx.config, userId, sessionId, nowMs(ctx));
  return {
    token: access.token,
    refresh_key: refreshKey,
    user_login: email,
    token_signature: sessionSignature(ctx.config, sessionId),
    iat: access.iat,
    exp: access.exp,
  };
}

/**
 * Signs a user in. Failed attempts are throttled per account, per IP and per (account, IP) in the
 * database (see login-throttle.ts): a blocked attempt is a 429 with Retry-After.
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  ip = 'unknown',
): Promise<SessionTokens> {
  const email = username.trim().toLowerCase();
  await beginLoginAttempt(ctx.db, email, ip, nowMs(ctx));
  const user = await findUserForLogin(ctx.db, email);
  const ok = user
    ? await verifyPassword(user.password_hash, password)
    : (await verifyPassword(await dummyPasswordHash(), password), false);
  if (!user || !ok) {
    await recordLoginFailure(ctx.db, email, ip, nowMs(ctx));
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  await recordLoginSuccess(ctx.db, email, ip, nowMs(ctx));

  const sessionId = randomUUID();
  const refreshKey = randomSecret();
  await createSession(ctx.db, {
    id: sessionId,
    userId: user.id,
    refreshKeyHash: sha256Hex(refreshKey),
    expiresAt: isoIn(ctx, ctx.config.refreshTokenTtlSeconds),
  });
  return issue(ctx, user.id, user.email, sessionId, refreshKey);
}

/**
 * Single-use refresh keys, rotated on every use (RFC 9700 §4.14.2). The key a session rotated away from
 * is remembered (hashed): presented again within REFRESH_GRACE_MS it gets a clean 401 and the session
 * lives on (a retry, or two tabs racing); presented later, the key has leaked, so the whole session
 * (the family of every key and access token descended from that login) is revoked at once.
 */
export async function refresh(
  ctx: AppContext,
  credentials: { refresh_key: string; user_login: string; token_signature: string },
): Promise<SessionTokens> {
  const nowAt = nowMs(ctx);
  const now = new Date(nowAt).toISOString();
  const oldHash = sha256Hex(credentials.refresh_key);
  const matches = (session: { id: string; email: string }) =>
    constantTimeEqual(credentials.user_login.trim().toLowerCase(), session.email) &&
    constantTimeEqual(credentials.token_signature, sessionSignature(ctx.config, session.id));

  const session = await findLiveSessionByRefreshKey(ctx.db, oldHash, now);
  if (!session) {
    const used = await findUsedRefreshKey(ctx.db, oldHash);
    if (used && used.revoked_at === null && matches(used) && nowAt - Date.parse(used.rotated_at) > REFRESH_GRACE_MS) {
      await revokeSession(ctx.db, used.id, now);
      throw new HttpError(401, 'invalid_token', REFRESH_REUSE_MESSAGE);
    }
    throw new HttpError(401, 'invalid_token', INVALID_REFRESH_MESSAGE);
  }
  if (!matches(session)) throw new HttpError(401, 'invalid_token', INVALID_REFRESH_MESSAGE);

  const refreshKey = randomSecret();
  const won = await ctx.db.transaction().execute(async (trx) => {
    const rotated = await rotateRefreshKey(trx, {
      sessionId: session.id,
      oldHash,
      newHash: sha256Hex(refreshKey),
      expiresAt: isoIn(ctx, ctx.config.refreshTokenTtlSeconds),
      now,
    });
    if (rotated) await rememberUsedRefreshKey(trx, { keyHash: oldHash, sessionId: session.id, rotatedAt: now });
    return rotated;
  });
  if (!won) throw new HttpError(401, 'invalid_token', INVALID_REFRESH_MESSAGE);
  return issue(ctx, session.user_id, session.email, session.id, refreshKey);
}

/** Ends the caller's session: its access token is denied and its refresh key revoked, at once. */
export async function revoke(ctx: AppContext, user: RequestUser): Promise<void> {
  const now = new Date(nowMs(ctx)).toISOString();
  const expiresAt = new Date(
    (user.tokenExpiresAt ?? Math.floor(nowMs(ctx) / 1000) + ctx.config.accessTokenTtlSeconds) * 1000,
  ).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await denyAccessToken(trx, user.jti, expiresAt);
    if (user.sessionId) await revokeSession(trx, user.sessionId, now);
  });
  await purgeExpired(ctx.db, now);
}
