import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseEncoding,
  compressBody,
  COMPRESS_THRESHOLD,
  SYNC_COMPRESS_LIMIT,
  varyOnEncoding,
  type BodyEncoding,
} from './compression';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A JSON body serialised once (by the route's response schema) and compressed at most once per encoding:
 * what a response cache keeps, so a repeated answer costs neither serialising nor compressing again.
 */
export interface PreparedBody {
  json: Buffer;
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
}

/** `body` as the route would serialise it for a 200 (undeclared fields left out). */
export function prepareBody(reply: FastifyReply, body: unknown): PreparedBody {
  return { json: Buffer.from(String(reply.serialize(body))), encoded: {} };
}

/** Large bodies are compressed off the event loop (the thread pool), at @fastify/compress's levels. */
function compressLarge(json: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(json, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })
    : gzipAsync(json);
}

/** Sends a prepared body, compressed when the client accepts br or gzip (the compressed form is kept). */
export async function sendPrepared(
  req: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const compressible = body.json.length >= COMPRESS_THRESHOLD && req.headers['x-no-compression'] === undefined;
  // The body depends on Accept-Encoding whether or not this client asked for compression.
  if (compressible) varyOnEncoding(reply);
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.json);
  let encoded = body.encoded[encoding];
  if (!encoded) {
    encoded =
      body.json.length <= SYNC_COMPRESS_LIMIT
        ? Promise.resolve(compressBody(body.json, encoding))
        : compressLarge(body.json, encoding);
    body.encoded[encoding] = encoded;
    // A failed compression is not kept: the next request tries again.
    encoded.catch(() => {
      if (body.encoded[encoding] === encoded) delete body.encoded[encoding];
    });
  }
  const bytes = await encoded;
  reply.header('Content-Encoding', encoding);
  return reply.send(bytes);
}
