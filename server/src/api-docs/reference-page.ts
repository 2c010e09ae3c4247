/** Where the reference page and its assets are served. */
export const API_DOCS_PATH = '/api-docs';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reference page: Swagger UI from our origin, no inline script (the page's CSP forbids it). */
export function referencePageHtml(appName: string): string {
  const title = `${escapeHtml(appName)} — API reference`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui" aria-label="${title}"></main>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;
}

/**
 * Starts Swagger UI on /openapi.json. Signing in is one call: a successful "Log in" (or refresh) from the
 * page authorizes every later call with its access token; the app's X-API-Key (public, from
 * /config.json) is filled in when the server requires one. Vendor extensions (`x-capability`) are shown.
 */
export const INIT_SCRIPT = `'use strict';
window.addEventListener('load', function () {
  var SIGN_IN = /\\/jwt\\/(token|refresh)$/;
  var ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    displayRequestDuration: true,
    filter: true,
    showExtensions: true,
    showCommonExtensions: true,
    validatorUrl: null,
    responseInterceptor: function (res) {
      var token = res && res.ok && res.body && res.body.data && res.body.data.token;
      if (token && SIGN_IN.test(res.url.split('?')[0])) {
        ui.authActions.authorize({
          bearer: { name: 'bearer', schema: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, value: token },
        });
      }
      return res;
    },
  });
  window.ui = ui;
  fetch('/config.json')
    .then(function (r) { return r.ok ? r.json() : {}; })
    .then(function (config) { if (config.apiKey) ui.preauthorizeApiKey('apiKey', config.apiKey); })
    .catch(function () {});
});
`;
