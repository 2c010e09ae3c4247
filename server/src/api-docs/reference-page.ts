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
    <link rel="stylesheet" href="${API_DOCS_PATH}/reference-theme.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
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
 * What Swagger UI renders is then made accessible as it appears (see `accessible` below).
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
  // Swagger UI renders as the reader opens things: each new part is fixed as it appears.
  // - An operation's toggle is a button; the deep link inside it would be a second control nested in
  //   the first, so it loses its href (the page's address still follows the opened operation).
  // - A select without a label is named by what it chooses ("Servers", "Media type", ...); a text area by
  //   what it holds ("Request body", or its parameter's name).
  function labelText(select) {
    return Array.prototype.some.call(select.labels || [], function (label) {
      var copy = label.cloneNode(true);
      copy.querySelectorAll('select').forEach(function (inner) { inner.remove(); });
      return copy.textContent.trim() !== '';
    });
  }
  // - A scrolling example or response body can be focused, so the keyboard scrolls it.
  // - The header cells of a table (Swagger UI writes them as td) are column headers.
  // Each rule runs on what was just added (the element and what it holds), never the whole page again.
  function each(root, selector, fix) {
    if (root.matches(selector)) fix(root);
    root.querySelectorAll(selector).forEach(fix);
  }
  function accessible(root) {
    each(root, '.opblock-summary-control a[href]', function (a) { a.removeAttribute('href'); });
    each(root, '.highlight-code pre:not([tabindex]), .curl-command pre:not([tabindex])', function (pre) {
      pre.setAttribute('tabindex', '0');
    });
    each(root, 'table thead td:not([role])', function (td) { td.setAttribute('role', 'columnheader'); });
    each(root, 'select:not([aria-label]):not([aria-labelledby])', function (select) {
      if (labelText(select)) return;
      var named = select.closest('[data-name]');
      var label = select.id === 'servers' ? 'Servers'
        : select.closest('.content-type-wrapper, .response-control-media-type, .body-param-content-type') ? 'Media type'
        : select.closest('.response-col_description, .examples-select') ? 'Example'
        : named ? named.getAttribute('data-name')
        : 'Choice';
      select.setAttribute('aria-label', label);
    });
    each(root, 'textarea:not([aria-label]):not([aria-labelledby])', function (textarea) {
      if (textarea.labels && textarea.labels.length) return;
      var param = textarea.closest('[data-param-name]');
      textarea.setAttribute('aria-label', textarea.closest('.body-param') ? 'Request body'
        : param ? param.getAttribute('data-param-name') : 'Value');
    });
  }
  accessible(document.documentElement);
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(function (node) { if (node.nodeType === 1) accessible(node); });
    });
  }).observe(document.getElementById('swagger-ui'), {
    childList: true,
    subtree: true,
  });
  fetch('/config.json')
    .then(function (r) { return r.ok ? r.json() : {}; })
    .then(function (config) { if (config.apiKey) ui.preauthorizeApiKey('apiKey', config.apiKey); })
    .catch(function () {});
});
`;
