import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import type { JsonSchema } from './json-schema';
import { compiledWhenAsked } from './schema-compilation';

/** Fastify's own response serialiser builder (fast-json-stringify), with no shared schemas: ours are inlined. */
export const buildSerializer = SerializerSelector()({}, {});

/**
 * The serializer compiler of every API route: Fastify's default, built on the first answer a route gives with
 * each status, or before it, in the background, in a server that listens (schema-compilation.ts). Every
 * contract response schema is built once by test/server/core/route-schemas-compile.test.ts.
 */
export const serializerCompiler: FastifySerializerCompiler<JsonSchema> = (route) => {
  const serialize = compiledWhenAsked(() => buildSerializer({ ...route, httpStatus: route.httpStatus ?? 'default' }));
  return (data: unknown) => serialize()(data);
};
