import type { RequestUser } from './operation';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard for authenticated operations; null on public ones. */
    user: RequestUser | null;
  }
  interface FastifyContextConfig {
    /** The OpenAPI operationId a route serves. */
    operationId?: string;
  }
}

export {};
