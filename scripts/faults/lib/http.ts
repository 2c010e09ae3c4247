import http from 'node:http';
import { request, type Response } from '../../bench/lib/load';
import { API, PASSWORD } from './server';

export type { Response };
export { request };

/** One request with a long timeout (an upload the server is slow to answer), its status and body. */
function slowRequest(
  origin: string,
  path: string,
  init: { method: string; headers: Record<string, string>; body: Buffer },
): Promise<Response> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: init.method, headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(600_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Signs in as a demo user; the access token. */
export async function signIn(origin: string, email = 'admin@demo.test'): Promise<string> {
  const res = await request(origin, `${API}/jwt/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}

/** A JSON call to the API with the token; the parsed body. */
export async function api<T = unknown>(
  origin: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await request(origin, `${API}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (res.body ? JSON.parse(res.body) : null) as T };
}

/** POST /import/{resource} with one file as multipart/form-data. */
export async function uploadImport(
  origin: string,
  token: string,
  resource: string,
  file: { name: string; type: string; content: Buffer },
): Promise<Response & { json: { data?: { job_id: number }; message?: string } }> {
  const boundary = `----cbo-faults-${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await slowRequest(origin, `${API}/import/${resource}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  let json = {};
  try {
    json = JSON.parse(res.body) as object;
  } catch {
    // not JSON
  }
  return Object.assign(res, { json });
}
