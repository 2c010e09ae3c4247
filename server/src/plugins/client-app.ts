import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from './api-paths';
import { sendError } from './error-handling';
import { markAppShell, markServiceWorker } from './security-headers';
import { serveUploads } from './uploads';

/** Webpack's content-hashed file names, e.g. `main.3f9a1c2b7d.js`: safe to cache forever. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The service worker's script (src/sw/sw.ts): fixed name, at the root so its scope is the whole app. */
const SERVICE_WORKER = 'sw.js';

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  // Asked again every time: a new build's page and worker are seen at the next load.
  if (name === 'index.html' || name === SERVICE_WORKER) return 'no-cache';
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function wantsHtml(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** A file name in the last path segment (`main.js`, `x.js.map`): a missing asset, never a client route. */
function looksLikeFile(url: string): boolean {
  const last = url.split('?')[0].replace(/\/+$/, '').split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last);
}

/** Source maps are never served, even when a build leaves some in the client folder. */
const isSourceMap = (pathname: string) => /\.map$/i.test(pathname);

/**
 * Serves the built SPA from `config.clientDir` and uploaded files from `config.uploadDir` (only under a
 * signed URL, see uploads.ts; the app's clock reads their expiry). The app's
 * page (index.html) answers `/`, `/index.html` and any other GET that accepts HTML and names no file
 * (history fallback), always through `sendAppShell`, so its 200s and 304s carry the same headers.
 * Unknown API paths and everything else that is not found get the JSON 404 envelope.
 */
export const clientApp = fp(serveClientApp, { name: 'client-app', fastify: '5.x', dependencies: ['app-context'] });

async function serveClientApp(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const indexFile = path.join(config.clientDir, 'index.html');
  const hasClient = fs.existsSync(config.clientDir);

  /** index.html with the app's CSP (security-headers.ts) and no-cache, for 200 and 304 alike. */
  const sendAppShell = (req: FastifyRequest, reply: FastifyReply) => {
    markAppShell(req);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', config.clientDir);
  };

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      allowedPath: (pathname) => !isSourceMap(pathname),
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
    app.get('/', sendAppShell);
    app.get('/index.html', sendAppShell);
    // The worker runs under the CSP of its script: the API's deny-all would forbid it to fetch anything.
    // Its headers are set here, not by the static plugin, so its 304s carry the same ones as its 200s.
    app.get(`/${SERVICE_WORKER}`, (req, reply) => {
      markServiceWorker(req);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('application/javascript; charset=utf-8')
        .sendFile(SERVICE_WORKER, config.clientDir);
    });
  }

  await serveUploads(app, config, app.now);

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiUrl(req.url, config.apiBase) &&
      !req.url.startsWith('/uploads/') &&
      !looksLikeFile(req.url) &&
      wantsHtml(req);
    if (isPage && hasClient && fs.existsSync(indexFile)) return sendAppShell(req, reply);
    const pathOnly = req.url.split('?')[0];
    const message = isApiUrl(req.url, config.apiBase)
      ? `No API operation ${req.method} ${pathOnly}.`
      : isPage
        ? 'The web client is not built yet: run `npm run build` (or `npm start`).'
        : `Not found: ${req.method} ${pathOnly}.`;
    return sendError(reply, 404, { message, code: 'not_found' });
  });
}
