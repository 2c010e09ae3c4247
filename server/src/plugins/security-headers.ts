import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Content-Security-Policy of the SPA's HTML. Scripts only from our origin (the build has no inline
 * script); styles also inline, because Fluent UI's Griffel inserts `<style>` elements at run time and
 * index.html carries one small inline `<style>` (checked in Chromium against the production build:
 * with `style-src 'self'` alone the login page logs 22 CSP violations and renders unstyled; with this
 * policy, none); images also as data:/blob: URLs (avatars, previews).
 */
export const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Everything else (JSON, config, errors): nothing may run or be embedded. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Uploaded files: data, never active content in our origin, even when opened directly. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The only types uploads are stored as (by their content, see resources/engine/uploads.ts). */
const UPLOAD_IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export const UPLOADS_PREFIX = '/uploads/';

function uploadHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('Content-Security-Policy', UPLOAD_CSP);
  if (reply.statusCode >= 300) return;
  const name = path.posix.basename(req.url.split('?')[0]).replace(/[^\w.-]/g, '_');
  const image = UPLOAD_IMAGE_TYPES[path.extname(name).toLowerCase()];
  if (image) {
    reply.header('Content-Type', image);
    reply.header('Content-Disposition', `inline; filename="${name}"`);
  } else {
    // Not something we store: never rendered by the browser in our origin.
    reply.header('Content-Type', 'application/octet-stream');
    reply.header('Content-Disposition', `attachment; filename="${name}"`);
  }
}

/**
 * The API reference page (/api-docs, Swagger UI served from our origin): like the SPA's policy, scripts
 * and API calls only to our origin, inline styles (Swagger UI sets style attributes), SVG icons as
 * data: URLs; nothing may frame it or be posted from it.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The app's service worker (`/sw.js`): a worker runs under the CSP its own script arrives with. It fetches
 * and caches the app's files from our origin (connect-src), nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'";

/** Requests answered with a page (the SPA's index.html, 200 or 304, or /api-docs) and the CSP of that page. */
const pageRequests = new WeakMap<FastifyRequest, string>();

/**
 * Marks `req` as serving the SPA's page, so its reply gets the SPA's CSP whatever its status. Decided by
 * what is served, never by the reply's Content-Type: a 304 has none, and a browser merges the 304's headers
 * into its cached page (with the API's deny-all CSP the page would stay blank).
 */
export function markAppShell(req: FastifyRequest): void {
  pageRequests.set(req, SPA_CSP);
}

/** Marks `req` as serving the app's service worker script: its reply gets SERVICE_WORKER_CSP. */
export function markServiceWorker(req: FastifyRequest): void {
  pageRequests.set(req, SERVICE_WORKER_CSP);
}

/** Marks `req` as serving the API reference page: its reply gets API_DOCS_CSP. */
export function markApiDocsPage(req: FastifyRequest): void {
  pageRequests.set(req, API_DOCS_CSP);
}

/**
 * HTTPS only from now on, for half a year, once the browser has reached us over HTTPS: directly, or through
 * a proxy TRUST_PROXY trusts saying so in X-Forwarded-Proto. Never over plain HTTP, where a browser ignores it
 * and a man in the middle could strip it anyway. Subdomains are the business's own affair: not included.
 */
export const HSTS = 'max-age=15552000';

/**
 * Helmet's fixed headers, exactly these: no MIME sniffing, no framing, same-origin referrers, a same-origin
 * opener. Its other defaults are off so the answers carry what they always have; its CSP and HSTS are off
 * because ours depend on the request (below).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'same-origin' },
  // Helmet would send HSTS over plain HTTP too; ours needs HTTPS (directly or from a trusted proxy).
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};

/**
 * The headers helmet sets with `options`, worked out once: its middleware run against a response that only
 * records them. They are the same for every request, so a request pays for copying them, not for helmet.
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/**
 * Headers on every response: helmet's fixed ones (HELMET_OPTIONS, set when the request arrives, so an event
 * stream's own head has them too), HSTS over HTTPS, a strict CSP for the SPA's page (requests marked with
 * markAppShell), a sandboxing CSP plus a safe Content-Type and Content-Disposition for uploads, and a
 * deny-all CSP for everything else. On the root instance, so every route and every 404 gets them.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const fixed = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(fixed);
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      if (req.url.startsWith(UPLOADS_PREFIX)) uploadHeaders(req, reply);
      else reply.header('Content-Security-Policy', pageRequests.get(req) ?? API_CSP);
      done(null, payload);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
