import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  chooseEncoding,
  COMPRESS_THRESHOLD,
  compressBody,
  COMPRESSIBLE,
  SYNC_COMPRESS_LIMIT,
  varyOnEncoding,
} from '../http/compression';

export { COMPRESS_THRESHOLD };

function compressNow(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (bytes < COMPRESS_THRESHOLD || bytes > SYNC_COMPRESS_LIMIT) return payload;
  if (reply.hasHeader('content-encoding') || req.headers['x-no-compression'] !== undefined) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
  // The body depends on Accept-Encoding whether or not this client asked for compression.
  varyOnEncoding(reply);
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('Content-Encoding', encoding);
  reply.removeHeader('content-length');
  return compressBody(payload, encoding);
}

/**
 * Compresses small and medium string or Buffer bodies (API JSON above all) synchronously, before
 * @fastify/compress's per-route hook sees them: its stream pipeline (peek, duplex, zlib stream) cost more
 * CPU than the rest of a 10-row list request. On the root instance, before the routes; the bodies it leaves
 * (streams, files, very large bodies, other encodings) go to @fastify/compress, registered after it.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (req, reply, payload, done) => done(null, compressNow(req, reply, payload)));
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  },
  { name: 'compression', fastify: '5.x' },
);
