import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** Bodies below this many bytes go out as they are (a header or two would cost more than gzip saves). */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Bodies up to this many bytes are compressed in one synchronous call (a few hundred µs at most); larger ones
 * are left to @fastify/compress, which streams them through the thread pool without holding the event loop.
 */
export const SYNC_COMPRESS_LIMIT = 64 * 1024;

/** The encodings compressed here, the server's preference first; @fastify/compress's levels (gzip 6, brotli 4). */
const ENCODERS = {
  br: (body: Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzipSync(body),
} as const;
export type BodyEncoding = keyof typeof ENCODERS;

/** Content types worth compressing: text, JSON (incl. `+json`), JavaScript, XML. */
export const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?json\b|application\/(?:javascript|xml)\b)/i;

/**
 * The encoding to answer an Accept-Encoding header with: the acceptable one (q > 0, named or by `*`) with
 * the highest q, br before gzip on a tie; null when neither is acceptable.
 */
export function chooseEncoding(header: string | string[] | undefined): BodyEncoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) q.set(name.trim(), weight ? Number(weight[1]) : 1);
  }
  let best: BodyEncoding | null = null;
  let bestQ = 0;
  for (const encoding of Object.keys(ENCODERS) as BodyEncoding[]) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) [best, bestQ] = [encoding, weight];
  }
  return best;
}

/** `body` compressed with `encoding` (for bodies kept compressed, e.g. a cached report). */
export function compressBody(body: Buffer | string, encoding: BodyEncoding): Buffer {
  return ENCODERS[encoding](typeof body === 'string' ? Buffer.from(body) : body);
}

/** Adds `Accept-Encoding` to the response's Vary header (once). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
  if (!list.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*'))
    reply.header('Vary', [...list, 'Accept-Encoding'].filter(Boolean).join(', '));
}
