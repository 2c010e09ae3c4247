import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { ServerConfig } from '../config';
import { HttpError } from '../http/operation';
import { hmac } from './secrets';

/** The only algorithm accepted, on sign and on verify (no `none`, no RS/HS confusion). */
const ALGORITHM = 'HS256' as const;

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  typ: 'access';
  jti: string;
  iat: number;
  exp: number;
}

export interface SignedAccessToken {
  token: string;
  jti: string;
  iat: number;
  exp: number;
}

function secretOf(config: ServerConfig): string {
  if (!config.jwtSecret) throw new Error('JWT_SECRET is not configured');
  return config.jwtSecret;
}

const signingKeys = new Map<string, KeyObject>();

/**
 * The secret as an HMAC key object, made once. Given a string, jsonwebtoken first tries to read it as a PEM
 * key and catches the failure on every call, which cost about a third of an authenticated request's CPU.
 * Same bytes (UTF-8), so the same signatures.
 */
function signingKeyOf(config: ServerConfig): KeyObject {
  const secret = secretOf(config);
  let key = signingKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    signingKeys.set(secret, key);
  }
  return key;
}

export function signAccessToken(
  config: ServerConfig,
  userId: number,
  sessionId: string,
  nowMs: number = Date.now(),
): SignedAccessToken {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + config.accessTokenTtlSeconds;
  const jti = randomUUID();
  const claims: AccessClaims = { sub: String(userId), sid: sessionId, typ: 'access', jti, iat, exp };
  const token = jwt.sign(claims, signingKeyOf(config), { algorithm: ALGORITHM });
  return { token, jti, iat, exp };
}

/**
 * Verifies (RFC 8725) the header's algorithm (HS256 only: `none`, HS512 or RS256 are refused), the
 * signature, expiry and the claim shapes, incl. `typ: access` (a token of another kind never passes
 * as an access token); throws a 401 HttpError otherwise.
 */
export function verifyAccessToken(config: ServerConfig, token: string, nowMs: number = Date.now()): AccessClaims {
  const key = signingKeyOf(config);
  const known = verifiedTokens.get(key)?.get(token);
  if (known) {
    if (Math.floor(nowMs / 1000) >= known.exp) throw expired();
    return known;
  }
  const claims = verifySignedToken(key, token, nowMs);
  if (!withinLifetime(claims, config.accessTokenTtlSeconds, nowMs))
    throw new HttpError(401, 'invalid_token', 'The access token is invalid.');
  rememberVerified(key, token, claims);
  return claims;
}

/**
 * Tokens whose signature and claims have passed, per key, so each is verified once rather than on every call
 * (the HMAC and JSON parsing were a tenth of a list request's CPU); only the expiry is checked again. Bounded:
 * emptied when full. A token that fails is never kept.
 */
const verifiedTokens = new WeakMap<KeyObject, Map<string, AccessClaims>>();
const VERIFIED_TOKENS_MAX = 10_000;

function rememberVerified(key: KeyObject, token: string, claims: AccessClaims): void {
  let tokens = verifiedTokens.get(key);
  if (!tokens) verifiedTokens.set(key, (tokens = new Map()));
  if (tokens.size >= VERIFIED_TOKENS_MAX) tokens.clear();
  tokens.set(token, Object.freeze(claims));
}

/** Clock difference allowed between the processes that sign and verify (seconds). */
const CLOCK_SKEW_SECONDS = 60;

/**
 * The server caps a token's life whatever it says: issued no later than now (give or take the clock skew)
 * and expiring at most the configured lifetime after it was issued. A token signed with the key but with a
 * ten-year `exp` (a leaked key, a tool's default) is refused.
 */
function withinLifetime(claims: AccessClaims, ttlSeconds: number, nowMs: number): boolean {
  return claims.iat <= Math.floor(nowMs / 1000) + CLOCK_SKEW_SECONDS && claims.exp - claims.iat <= ttlSeconds;
}

const expired = () => new HttpError(401, 'token_expired', 'Your session has expired. Please sign in again.');

function verifySignedToken(key: KeyObject, token: string, nowMs: number): AccessClaims {
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, key, {
      algorithms: [ALGORITHM],
      clockTimestamp: Math.floor(nowMs / 1000),
    });
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) throw expired();
    throw new HttpError(401, 'invalid_token', 'The access token is invalid.');
  }
  if (!isAccessClaims(decoded)) throw new HttpError(401, 'invalid_token', 'The access token is invalid.');
  return decoded;
}

/** The largest user id the database holds (a 32-bit integer column). */
const LARGEST_USER_ID = 2_147_483_647;

/** A session id or jti the database could hold: text without NUL (PostgreSQL text cannot contain it). */
const isStoredText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && !value.includes('\u0000');

/**
 * Claims that can name a session: even signed with our key, a user id beyond the column or a NUL in an id is
 * refused here, on both databases alike, rather than failing the session query (on PostgreSQL, the shared
 * query of every request checked with it).
 */
function isAccessClaims(value: unknown): value is AccessClaims {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    c.typ === 'access' &&
    typeof c.sub === 'string' &&
    /^\d+$/.test(c.sub) &&
    Number(c.sub) <= LARGEST_USER_ID &&
    isStoredText(c.sid) &&
    isStoredText(c.jti) &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
}

/** Ties a refresh key to its session: the client sends it back with the key on refresh. */
export function sessionSignature(config: ServerConfig, sessionId: string): string {
  return hmac(secretOf(config), `auth-session:${sessionId}`);
}
