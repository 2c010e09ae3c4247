import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadServedContract } from '../api-docs/served-contract';
import { API_DOCS_PATH, INIT_SCRIPT, referencePageHtml } from '../api-docs/reference-page';
import { sendError } from './error-handling';
import { markApiDocsPage } from './security-headers';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The reference page's assets: Swagger UI's bundle, styles and icon (from node_modules), our theme and start script. */
function referenceAssets(): Record<string, { type: string; body: string | Buffer }> {
  const file = (name: string) => fs.readFileSync(path.join(SWAGGER_UI_DIR, name));
  return {
    'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: file('swagger-ui-bundle.js') },
    'swagger-ui.css': { type: 'text/css; charset=utf-8', body: file('swagger-ui.css') },
    'favicon-32x32.png': { type: 'image/png', body: file('favicon-32x32.png') },
    // Our contrast fixes over Swagger UI's styles.
    'reference-theme.css': {
      type: 'text/css; charset=utf-8',
      body: fs.readFileSync(path.join(__dirname, '../api-docs/reference-theme.css')),
    },
    'init.js': { type: 'text/javascript; charset=utf-8', body: INIT_SCRIPT },
  };
}

const DOC_ROUTES = ['/openapi.json', '/openapi.yaml', API_DOCS_PATH, `${API_DOCS_PATH}/*`];

/**
 * `GET /openapi.json`, `GET /openapi.yaml` (the contract, `servers` naming this server's API base) and
 * `GET /api-docs` (an interactive reference). With `config.apiDocs` off each answers a JSON 404, never
 * the SPA's page.
 */
export interface ApiDocsOptions {
  /** The OpenAPI document served (openapi/openapi.yaml by default). */
  openapiFile: string;
}

export async function apiDocs(app: FastifyInstance, { openapiFile }: ApiDocsOptions): Promise<void> {
  const { config } = app;
  if (!config.apiDocs) {
    const off = (reply: FastifyReply) =>
      sendError(reply, 404, { message: 'The API documentation is turned off (API_DOCS=off).', code: 'not_found' });
    for (const url of DOC_ROUTES) app.get(url, async (_req, reply) => off(reply));
    return;
  }
  // Read on first request, not at start-up: most processes (and test apps) never serve them.
  let served: ReturnType<typeof loadServedContract> | undefined;
  const contract = () => (served ??= loadServedContract(openapiFile, config));
  let assetFiles: ReturnType<typeof referenceAssets> | undefined;
  const assets = () => (assetFiles ??= referenceAssets());
  const page = referencePageHtml(config.appName);

  app.get('/openapi.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(contract().json),
  );
  app.get('/openapi.yaml', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/yaml; charset=utf-8').send(contract().yaml),
  );
  app.get(API_DOCS_PATH, async (req, reply) => {
    markApiDocsPage(req);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
  app.get<{ Params: { '*': string } }>(`${API_DOCS_PATH}/*`, async (req, reply) => {
    const name = req.params['*'];
    const asset = Object.hasOwn(assets(), name) ? assets()[name] : undefined;
    if (!asset)
      return sendError(reply, 404, { message: `Not found: GET ${req.url.split('?')[0]}.`, code: 'not_found' });
    return reply.header('Cache-Control', 'public, max-age=3600').type(asset.type).send(asset.body);
  });
}
