import http from 'node:http';
import zlib from 'node:zlib';
import { statsOf, type Stats } from './stats';

/**
 * A small closed-loop load generator for loopback only: `concurrency` workers each send one request,
 * wait for the whole response, and send the next, until `requests` responses or `seconds` have passed
 * (whichever first). Keep-alive sockets, one per worker. Bounded in count and in time.
 */
export interface LoadOptions {
  /** http://127.0.0.1:port — anything else is refused. */
  origin: string;
  concurrency: number;
  requests: number;
  seconds: number;
  /** Requests before measuring (not counted). */
  warmup?: number;
  /** The next request to send (path + headers); called once per request. */
  next: (i: number) => { path: string; method?: string; headers?: Record<string, string>; body?: string };
  /** Statuses counted as success (default 200). */
  expect?: number[];
}

export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

const agents = new Map<string, http.Agent>();

function agentFor(origin: string): http.Agent {
  let agent = agents.get(origin);
  if (!agent) agents.set(origin, (agent = new http.Agent({ keepAlive: true, maxSockets: 64 })));
  return agent;
}

export function assertLoopback(origin: string): URL {
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' && url.hostname !== '[::1]')
    throw new Error(`Load goes to loopback only, not ${url.hostname}`);
  return url;
}

/** One request; resolves with the status, headers, body and round-trip time. */
export function request(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Response> {
  const url = assertLoopback(origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip', ...init.headers },
        agent: agentFor(origin),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          // Decoded only when read: the load itself never reads bodies, and a loader that unzipped every
          // response (megabytes for a production sheet) would charge its own CPU to the server's latency.
          let decoded: string | undefined;
          const decode = () => {
            try {
              return (
                encoding === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : encoding === 'br'
                    ? zlib.brotliDecompressSync(raw)
                    : encoding === 'deflate'
                      ? zlib.inflateSync(raw)
                      : raw
              ).toString('utf8');
            } catch {
              return raw.toString('utf8');
            }
          };
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            ms,
            get body() {
              return (decoded ??= decode());
            },
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** Runs the load; returns latency stats of the measured requests, requests/s, and the error count. */
export async function load(options: LoadOptions): Promise<Stats & { statuses: Record<number, number> }> {
  const { samples: _samples, seconds: _seconds, ...result } = await loadSamples(options);
  return result;
}

/** `load`, with every measured round-trip time kept (for pooling several runs into one figure). */
export async function loadSamples(
  options: LoadOptions,
): Promise<Stats & { statuses: Record<number, number>; samples: number[]; seconds: number }> {
  assertLoopback(options.origin);
  const ok = new Set(options.expect ?? [200]);
  let issued = 0;
  const warmup = options.warmup ?? 0;
  const samples: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let measureStart = 0;
  const deadline = performance.now() + options.seconds * 1000 + 10_000;
  let stopAt = Infinity;
  const worker = async () => {
    for (;;) {
      const i = issued++;
      if (i >= warmup + options.requests || performance.now() > Math.min(stopAt, deadline)) return;
      if (i === warmup) {
        measureStart = performance.now();
        stopAt = measureStart + options.seconds * 1000;
      }
      const r = options.next(i);
      try {
        const res = await request(options.origin, r.path, { method: r.method, headers: r.headers, body: r.body });
        if (i >= warmup) {
          samples.push(res.ms);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (!ok.has(res.status)) errors++;
        }
      } catch {
        if (i >= warmup) errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - measureStart) / 1000;
  return { ...statsOf(samples, { rps: samples.length / seconds, errors }), statuses, samples, seconds };
}
