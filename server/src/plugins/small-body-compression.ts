import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * CPU than the rest of a 10-row list request. Register on the root instance, before the routes; the bodies
 * it leaves (streams, files, very large bodies, other encodings) are @fastify/compress's as before.
 */
export function compressSmallBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => compressNow(req, reply, payload));
}
