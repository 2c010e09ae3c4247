import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Operations, Schemas } from './contract-types';

export type Role = Schemas['UserRole'];

/** The signed-in caller, attached by the auth plugin from a verified access token. */
export interface RequestUser {
  id: number;
  email: string;
  /** Full name, as history records who made a change. */
  name?: string;
  role: Role;
  capabilities: readonly string[];
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

/** The context a handler gets: the app's, plus the signed-in caller (null on public operations). */
export type HandlerContext = AppContext & { user: RequestUser | null };

/**
 * A handler of any operation: its request's body and params are not typed. The generic engine's handlers,
 * wrappers (idempotency, signed images) and handlers of other contracts (tests' fixtures) are these.
 * The request is already validated against the operation's schemas and the capability checked; the
 * handler returns the response body (sent with status 200 unless it sets reply.code) or throws an HttpError.
 */
export type OperationHandler = (req: FastifyRequest, reply: FastifyReply, ctx: HandlerContext) => Promise<unknown>;

/** An operationId of the contract (openapi/openapi.yaml). */
export type OperationId = keyof Operations;

/** The JSON body an operation takes: `unknown` when it also takes form data (files), which arrive otherwise. */
type BodyOf<Op> = Op extends { requestBody?: { content: infer Content } }
  ? 'multipart/form-data' extends keyof Content
    ? unknown
    : Content extends { 'application/json': infer Json }
      ? Op extends { requestBody: unknown }
        ? Json
        : Json | undefined
      : unknown
  : undefined;

/** An operation's path parameters (`{ id: number }`), or none. */
type ParamsOf<Op> = Op extends { parameters: { path: infer Path } } ? Path : Record<string, never>;

/**
 * An operation's query parameters, as validated (Ajv coerces them to the contract's types and fills defaults),
 * or none.
 */
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } }
  ? undefined extends Query
    ? Partial<NonNullable<Query>>
    : Query
  : Record<string, never>;

/** The request of operation `Id`: its body, path and query parameters as the contract declares them. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: BodyOf<Operations[Id]>;
  Params: ParamsOf<Operations[Id]>;
  Querystring: QueryOf<Operations[Id]>;
}>;

/** The handler of operation `Id`: its request's body and params are typed by the generated contract. */
export type HandlerOf<Id extends OperationId> = (
  req: OperationRequest<Id>,
  reply: FastifyReply,
  ctx: HandlerContext,
) => Promise<unknown>;

/** The server's handlers, keyed by the contract's operationIds, each typed by its operation. */
export type HandlerMap = { [Id in OperationId]?: HandlerOf<Id> };

/** Handlers by operationId for another contract (an app built on a test fixture), or replacements: untyped. */
export type ExtraHandlers = Readonly<Record<string, OperationHandler>>;

/** Finds the handler of an operationId; undefined when nothing implements it (handler-registry.ts). */
export type HandlerLookup = (operationId: string) => OperationHandler | undefined;

/**
 * The handler `handlers` holds for `operationId`, as the route serving it calls it. The one place a typed
 * handler is seen as taking any request: its route validates params and body against the operation's schemas
 * (the same contract its types were generated from) before it runs, so what it receives is what it declares.
 */
export function routeHandler(handlers: HandlerMap, operationId: string): OperationHandler | undefined {
  return (handlers as Partial<Record<string, OperationHandler>>)[operationId];
}

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
