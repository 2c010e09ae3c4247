/** A PNG whose signature and header pass the server's image sniffing. */
export const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

/**
 * Texts an image field must refuse, labelled. `realUrl` is a real upload's URL
 * (`/uploads/<resource>/<uuid>.png`, its file on disk), so that the variants built on it fail only
 * for the change made to it.
 */
export function hostileImageValues(realUrl: string): Array<[string, string]> {
  const [, , resource, file] = realUrl.split('/');
  const uuid = file.replace(/\.png$/, '');
  return [
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['an upper-case JAVASCRIPT: URL', 'JAVASCRIPT:alert(1)'],
    ['a padded, mixed-case javascript: URL', ' \tJavaScript:alert(1)'],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['another site', 'https://evil.test/x.png'],
    ['another site over http', 'http://evil.test/uploads/x.png'],
    ['a protocol-relative URL', '//evil.test/x.png'],
    ['a protocol-relative URL with a backslash', '/\\evil.test/x.png'],
    ['a data: HTML page', 'data:text/html,<script>alert(1)</script>'],
    ['a data: image', 'data:image/png;base64,iVBORw0KGgo='],
    ['a file: URL', 'file:///etc/passwd'],
    ['traversal out of /uploads', '/uploads/../../etc/passwd'],
    ['traversal inside /uploads', '/uploads/x/../../y'],
    ['traversal ending on a real upload', `/uploads/x/../${resource}/${file}`],
    ['encoded traversal', '/uploads/%2e%2e/%2e%2e/etc/passwd'],
    ['encoded traversal ending on a real upload', `/uploads/%2e%2e/uploads/${resource}/${file}`],
    ['an encoded slash', `/uploads/${resource}%2f${file}`],
    ['an absolute URL to this host', `http://localhost${realUrl}`],
    ['an absolute https URL to this host', `https://127.0.0.1:3000${realUrl}`],
    ['a protocol-relative URL to this host', `//localhost${realUrl}`],
    ['a whitespace-padded real upload', ` ${realUrl} `],
    ['a real upload with a trailing newline', `${realUrl}\n`],
    ['a real upload with a NUL byte', `${realUrl}\u0000.html`],
    ['a real upload in upper case', realUrl.toUpperCase()],
    ['a real upload with a query', `${realUrl}?v=1`],
    ['a real upload with a fragment', `${realUrl}#x`],
    ['a real upload with backslashes', realUrl.replace(/\//g, '\\')],
    ['a real upload without the leading slash', realUrl.slice(1)],
    ['a real upload with a doubled slash', realUrl.replace('/uploads/', '/uploads//')],
    ['a real upload as a bare file name', file],
    ['a real upload with another extension', `/uploads/${resource}/${uuid}.svg`],
    ['a real upload outside its folder', `/uploads/${file}`],
    ['the upload directory itself', '/uploads/'],
    ['a resource folder', `/uploads/${resource}/`],
    ['an HTML file name in a resource folder', `/uploads/${resource}/${uuid}.html`],
  ];
}

/** A multipart/form-data body: values as text parts, `{data, name, type}` as file parts. */
export async function multipartRequest(
  fields: Record<string, unknown>,
): Promise<{ contentType: string; payload: Buffer }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value && typeof value === 'object' && 'data' in value) {
      const file = value as { data: Buffer; name: string; type: string };
      form.append(key, new Blob([file.data], { type: file.type }), file.name);
    } else form.append(key, String(value));
  }
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { contentType: req.headers.get('content-type')!, payload: Buffer.from(await req.arrayBuffer()) };
}
