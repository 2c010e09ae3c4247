import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Schemas } from './contract-types';

export type Role = Schemas['UserRole'];

/** The signed-in caller, attached by the auth plugin from a verified access token. */
export interface RequestUser {
  id: number;
  email: string;
  /** Full name, as history records who made a change. */
  name?: string;
  role: Role;
  capabilities: string[];
  /** The access token's jti, for revoke. */
  jti: string;
  /** The sign-in session the access token belongs to (revoke ends it). */
  sessionId?: string;
  /** The access token's `exp` (seconds since epoch). */
  tokenExpiresAt?: number;
}

export interface AppContext {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Milliseconds since the epoch; injectable so tests can move time (throttling, grace windows). */
  clock?: () => number;
}

/** The context's current time in milliseconds. */
export function nowMs(ctx: { clock?: () => number }): number {
  return ctx.clock ? ctx.clock() : Date.now();
}

/**
 * One handler per OpenAPI operationId. The request is already validated against the operation's
 * schemas and the capability checked; the handler returns the response body (sent with status 200
 * unless it sets reply.code) or throws an HttpError.
 */
export type OperationHandler = (
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext & { user: RequestUser | null },
) => Promise<unknown>;

export type HandlerMap = Record<string, OperationHandler>;

/** Thrown by services and handlers; rendered as the error envelope {message, code, errors?}. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly errors?: Record<string, string>,
    /** Extra top-level fields for the body, e.g. the current record on a 409. */
    public readonly extra?: Record<string, unknown>,
    /** Response headers to send with the error, e.g. `Retry-After` on a 429. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
