/**
 * Same-origin front for the end-to-end suite through Stoplight Prism (see playwright.config.ts, E2E_PRISM=1).
 *
 *   browser ──► this front (:E2E_PORT) ─┬─ /cms/json-api/{slug}/v1/… ──► prism proxy --errors ──► server
 *                                       └─ everything else (SPA, /config.json, /uploads, /healthz) ──► server
 *
 * The browser keeps one origin (so the SPA's CSP is untouched) while every API call it makes is validated
 * by Prism against openapi/openapi.yaml. Prism answers a violation with an RFC 7807 problem whose `type`
 * is a stoplight.io URL (and flags non-blocking ones in an `sl-violations` header). Each outcome goes,
 * one JSON line each, to PRISM_REPORT_FILE, which scripts/e2e-through-prism-teardown.ts counts:
 *
 *  - `violation`: a response that breaks the contract, or a request Prism refused that the server
 *    accepted (the server is laxer than the contract). These fail the run.
 *  - `refused-by-both`: a request Prism refused (422) that the server, asked directly, refused too with a
 *    4xx. The suite sends such requests on purpose (a form's server-side validation message is shown to
 *    the user); the browser gets the server's answer, as it would in production. Listed, not failed.
 *  - `bypassed`: a multipart body that is not valid UTF-8 (an image upload). Prism reads request bodies
 *    as text and corrupts binary ones (stoplightio/prism#1321, #2349), so these go straight to the
 *    server, unvalidated. Counted.
 *    Binary answers (a PDF, a workbook) are corrupted by Prism the same way: a GET answering one is
 *    validated through Prism (status, headers), and the browser gets the server's own bytes, asked again.
 *  - `streamed`: the change event stream (`Accept: text/event-stream`). Prism answers only once a response
 *    has ended, and the stream never ends, so it is piped straight to the server; the front checks itself
 *    that a 200 is `text/event-stream`, as the contract says (a violation otherwise). Counted.
 *
 *   FRONT_PORT=3123 SERVER_PORT=3124 PRISM_PORT=4010 API_BASE=/cms/json-api/catering/v1 \
 *   PRISM_REPORT_FILE=/tmp/x.jsonl node --import tsx scripts/e2e-through-prism-front.ts
 */
import fs from 'node:fs';
import http from 'node:http';

const FRONT_PORT = Number(process.env.FRONT_PORT || 3123);
const SERVER_PORT = Number(process.env.SERVER_PORT || 3124);
const PRISM_PORT = Number(process.env.PRISM_PORT || 4010);
const API_BASE = (process.env.API_BASE || '/cms/json-api/catering/v1').replace(/\/+$/, '');
const REPORT_FILE = process.env.PRISM_REPORT_FILE || '';
const HOST = '127.0.0.1';

type Outcome = 'validated' | 'violation' | 'refused-by-both' | 'bypassed' | 'streamed';
const counts: Record<Outcome, number> = {
  validated: 0,
  violation: 0,
  'refused-by-both': 0,
  bypassed: 0,
  streamed: 0,
};

function report(outcome: Outcome, entry: Record<string, unknown> = {}): void {
  counts[outcome] += 1;
  if (outcome === 'violation') console.error(`PRISM VIOLATION ${JSON.stringify(entry)}`);
  if (REPORT_FILE) fs.appendFileSync(REPORT_FILE, `${JSON.stringify({ outcome, ...entry })}\n`);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Upstream connections are not reused: an idle keep-alive socket that Prism or the server closes (their idle
 * timeout is 5 s) just as the front sends on it fails the request with ECONNRESET. A new connection on the
 * loopback costs a fraction of a millisecond.
 */
const upstreamAgent = new http.Agent({ keepAlive: false });
/** The headers without the hop-by-hop ones, which belong to one connection and are not passed on. */
function endToEnd(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const out = { ...headers };
  delete out.connection;
  delete out['keep-alive'];
  return out;
}

/** One request upstream, body buffered both ways (API bodies are small: ≤ 1 MB JSON, ≤ 5 MB uploads). */
function call(
  port: number,
  method: string,
  path: string,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path,
        agent: upstreamAgent,
        headers: { ...endToEnd(headers), host: `${HOST}:${port}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const isUtf8 = (buf: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
};

const prismProblem = (a: Answer) =>
  String(a.headers['content-type'] ?? '').includes('problem+json') &&
  /stoplight\.io\/prism/.test(a.body.toString('utf8'));

async function api(method: string, url: string, headers: http.IncomingHttpHeaders, body: Buffer): Promise<Answer> {
  // Prism serves the operations at their document paths (/organizations, …) and forwards them to the
  // upstream under the API base, so the base is stripped on the way to Prism.
  const prismPath = url.slice(API_BASE.length) || '/';
  const where = { method, path: url };
  if (String(headers['content-type'] ?? '').startsWith('multipart/') && !isUtf8(body)) {
    report('bypassed', where);
    return call(SERVER_PORT, method, url, headers, body);
  }
  const viaPrism = await call(PRISM_PORT, method, prismPath, headers, body);
  if (!prismProblem(viaPrism)) {
    const flagged = viaPrism.headers['sl-violations'];
    if (flagged) report('violation', { ...where, status: viaPrism.status, violations: String(flagged) });
    else report('validated');
    const binary = /^application\/(pdf|octet-stream|vnd\.openxmlformats)/.test(
      String(viaPrism.headers['content-type']),
    );
    return method === 'GET' && binary ? call(SERVER_PORT, method, url, headers, body) : viaPrism;
  }
  const problem = viaPrism.body.toString('utf8').slice(0, 4000);
  if (viaPrism.status === 422 && /#UNPROCESSABLE_ENTITY/.test(problem)) {
    // A request Prism found invalid, so it was not forwarded: what does the server itself say to it?
    const direct = await call(SERVER_PORT, method, url, headers, body);
    if (direct.status >= 400 && direct.status < 500) {
      report('refused-by-both', {
        ...where,
        serverStatus: direct.status,
        server: direct.body.toString('utf8').slice(0, 500),
        problem,
      });
      return direct;
    }
    report('violation', {
      ...where,
      status: viaPrism.status,
      serverStatus: direct.status,
      problem,
      note: 'the server accepted a request the contract refuses',
    });
    return direct;
  }
  report('violation', { ...where, status: viaPrism.status, problem });
  return viaPrism;
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const isApi = url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
  const isStream = isApi && String(req.headers.accept ?? '').includes('text/event-stream');
  if (!isApi || isStream) {
    const upstream = http.request(
      {
        host: HOST,
        port: SERVER_PORT,
        method: req.method,
        path: url,
        agent: upstreamAgent,
        headers: endToEnd(req.headers),
      },
      (up) => {
        if (isStream) {
          const type = String(up.headers['content-type'] ?? '');
          if (up.statusCode === 200 && !type.startsWith('text/event-stream'))
            report('violation', { method: req.method, path: url, problem: `event stream answered ${type}` });
          else report('streamed', { method: req.method, path: url, status: up.statusCode });
        }
        res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`front proxy: server unreachable: ${err.message}`);
    });
    req.pipe(upstream);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const headers = { ...req.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    const body = Buffer.concat(chunks);
    if (body.length) headers['content-length'] = String(body.length);
    api(req.method ?? 'GET', url, headers, body).then(
      (answer) => {
        const out = endToEnd(answer.headers);
        delete out['transfer-encoding'];
        out['content-length'] = String(answer.body.length);
        res.writeHead(answer.status, out);
        res.end(answer.body);
      },
      (err: Error) => {
        report('violation', { method: req.method, path: url, problem: `front proxy: ${err.message}` });
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`front proxy: ${err.message}`);
      },
    );
  });
});

// The suite's clients keep their connections to the front and reuse them after any pause (Playwright's API
// requests share one keep-alive agent across tests). A front that closed a connection idle for 5 s raced a
// request sent on it at that moment: 'socket hang up' (ECONNRESET) in a test. Idle connections stay open.
server.keepAliveTimeout = 0;
server.listen(FRONT_PORT, HOST, () => {
  console.log(
    `e2e front on http://${HOST}:${FRONT_PORT}: ${API_BASE} → prism :${PRISM_PORT}, rest → server :${SERVER_PORT}`,
  );
});

const stop = () => {
  console.log(`e2e front: ${JSON.stringify(counts)}`);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
