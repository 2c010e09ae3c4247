import type { RequestUser } from './operation';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard for authenticated operations; null on public ones. */
    user: RequestUser | null;
    /**
     * The database's change counters by table, read with the caller's session (one query) for an
     * authenticated GET: the request's reads make their change markers of these. Null otherwise.
     */
    changeCounters: ReadonlyMap<string, number> | null;
  }
  interface FastifyContextConfig {
    /** The OpenAPI operationId a route serves. */
    operationId?: string;
  }
}

export {};
