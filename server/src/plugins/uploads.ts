import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isValidSignature, secondsLeft, uploadSigningKey } from '../resources/engine/upload-signature';
import { sendError } from './error-handling';
import { UPLOADS_PREFIX } from './security-headers';

/** The refusal of an upload request without a valid, unexpired signature, whether or not the file exists. */
export const UNSIGNED_UPLOAD_MESSAGE = 'This image link is not valid or has expired: reload the page.';

/**
 * Serves the files of UPLOAD_DIR under `/uploads/`, only under a valid, unexpired signature
 * (resources/engine/upload-signature.ts): anything else is a 403 before the disk is looked at, so a
 * refusal never tells whether a file exists. A signed file is sent `private` (no shared cache keeps it)
 * for as long as its URL stays valid; the file a URL names never changes (each upload gets a new name).
 * Content-Type, Content-Disposition and the sandboxing CSP are set in security-headers.ts.
 */
export async function serveUploads(app: FastifyInstance, config: ServerConfig, now: () => number): Promise<void> {
  const key = uploadSigningKey(config.jwtSecret);
  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      const [pathname] = req.url.split('?');
      const query = (req.query ?? {}) as { exp?: unknown; sig?: unknown };
      if (!isValidSignature(key, pathname, query, now()))
        return sendError(reply, 403, { message: UNSIGNED_UPLOAD_MESSAGE, code: 'forbidden' });
      reply.header('Cache-Control', `private, max-age=${secondsLeft(Number(query.exp), now())}`);
    });
    // A refusal or a missing file is never kept by a cache (the Cache-Control above is for the file).
    uploads.addHook('onSend', async (_req, reply, payload) => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    await uploads.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
    });
  });
}
