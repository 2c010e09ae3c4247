import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import type { JsonSchema } from './json-schema';

/** Fastify's own response serialiser builder (fast-json-stringify), with no shared schemas: ours are inlined. */
export const buildSerializer = SerializerSelector()({}, {});

/**
 * The serializer compiler of every API route: Fastify's default, built on the first answer a route gives with
 * each status rather than when the app is built. An app answers few of its hundreds of routes in a test file,
 * and building them all cost a third of building one. Every contract response schema is built once by
 * test/server/core/route-schemas-compile.test.ts.
 */
export const serializerCompiler: FastifySerializerCompiler<JsonSchema> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) =>
    (serialize ??= buildSerializer({ ...route, httpStatus: route.httpStatus ?? 'default' }))(data);
};
