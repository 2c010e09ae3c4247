import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isApiUrl } from './api-paths';
import { sendError } from './error-handling';

/** Webpack's content-hashed file names, e.g. `main.3f9a1c2b7d.js`: safe to cache forever. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'index.html') return 'no-cache';
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function wantsHtml(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built SPA from `config.clientDir` and uploaded files from `config.uploadDir`; any
 * other GET that accepts HTML gets index.html (history fallback). Unknown API paths and everything
 * else that is not found get the JSON 404 envelope.
 */
export async function serveClientApp(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const indexFile = path.join(config.clientDir, 'index.html');
  const hasClient = fs.existsSync(config.clientDir);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
  }

  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    decorateReply: !hasClient,
    index: false,
    cacheControl: false,
    // Content-Type, Content-Disposition and a sandboxing CSP are set in security-headers.ts.
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
  });

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiUrl(req.url, config.apiBase) &&
      !req.url.startsWith('/uploads/') &&
      wantsHtml(req);
    if (isPage && hasClient && fs.existsSync(indexFile)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', config.clientDir);
    }
    const pathOnly = req.url.split('?')[0];
    const message = isApiUrl(req.url, config.apiBase)
      ? `No API operation ${req.method} ${pathOnly}.`
      : isPage
        ? 'The web client is not built yet: run `npm run build` (or `npm start`).'
        : `Not found: ${req.method} ${pathOnly}.`;
    return sendError(reply, 404, { message, code: 'not_found' });
  });
}
