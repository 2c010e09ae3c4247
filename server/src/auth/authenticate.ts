import type { FastifyRequest } from 'fastify';
import { capabilitiesForRole } from '../access/capabilities';
import type { AppContext, RequestUser, Role } from '../http/operation';
import { HttpError, nowMs } from '../http/operation';
import { checkSession } from './session-repository';
import { verifyAccessToken } from './token-service';

/** `first [middle] last`. */
export function fullName(user: { first_name: string; middle_name: string | null; last_name: string }): string {
  return [user.first_name, user.middle_name, user.last_name].filter((p) => p && p.trim() !== '').join(' ');
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The caller of an authenticated operation: a valid HS256 access token whose session is live and
 * whose jti is not revoked. Capabilities come from the user's current role in the database.
 */
export async function authenticate(req: FastifyRequest, ctx: AppContext): Promise<RequestUser> {
  return (await authenticateWithCounters(req, ctx)).user;
}

/**
 * {@link authenticate}, and the database's change counters read in the same query (one round trip): for
 * reads, whose change markers and ETags are made of them (resources/engine/change-markers.ts).
 */
export async function authenticateWithCounters(
  req: FastifyRequest,
  ctx: AppContext,
): Promise<{ user: RequestUser; counters: ReadonlyMap<string, number> }> {
  const token = bearerToken(req);
  if (!token)
    throw new HttpError(
      401,
      'invalid_token',
      'Authentication required: send an access token as "Authorization: Bearer <token>".',
    );
  const claims = verifyAccessToken(ctx.config, token, nowMs(ctx));
  const lookup = { userId: Number(claims.sub), sessionId: claims.sid, jti: claims.jti };
  const { user, counters } = await checkSession(ctx.db, lookup);
  if (!user) throw new HttpError(401, 'invalid_token', 'The access token has been revoked. Please sign in again.');
  const caller: RequestUser = {
    id: user.id,
    email: user.email,
    name: fullName(user),
    role: user.role as Role,
    capabilities: capabilitiesForRole(user.role),
    jti: claims.jti,
    sessionId: claims.sid,
    tokenExpiresAt: claims.exp,
  };
  return { user: caller, counters };
}
