import fs from 'node:fs';
import path from 'node:path';

/**
 * Every error `code` the server can answer with is listed in docs/api.md ("Error codes"), so a client can
 * translate each: the codes of every HttpError thrown and every envelope sent in server/src, and the ones
 * the error handler gives the framework's own errors.
 */
const ROOT = path.join(__dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

function codesInServer(): Set<string> {
  const codes = new Set<string>();
  for (const file of sources(path.join(ROOT, 'server/src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/HttpError\(\s*\d{3},\s*'([a-z_]+)'/g)) codes.add(m[1]);
    for (const m of text.matchAll(/\bcode: '([a-z_]+)'/g)) codes.add(m[1]);
  }
  const handler = fs.readFileSync(path.join(ROOT, 'server/src/http/error-response.ts'), 'utf8');
  const byStatus = /CODE_BY_STATUS[^{]*\{([^}]*)\}/.exec(handler)?.[1] ?? '';
  for (const m of byStatus.matchAll(/'([a-z_]+)'/g)) codes.add(m[1]);
  for (const m of handler.matchAll(/\?\? '([a-z_]+)'/g)) codes.add(m[1]);
  return codes;
}

function codesInDocs(): Set<string> {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Error codes'), doc.indexOf('### Validation errors'));
  return new Set([...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]));
}

test('docs/api.md lists every error code the server sends, and no other', () => {
  const server = codesInServer();
  expect(server.size).toBeGreaterThan(15);
  expect([...server].sort()).toEqual([...codesInDocs()].sort());
});

test("the contract's Error.code description names every code", () => {
  const contract = fs.readFileSync(path.join(ROOT, 'openapi/openapi.yaml'), 'utf8');
  const start = contract.indexOf('    Error:\n');
  const description = contract.slice(start, contract.indexOf('    EnumOption:', start));
  for (const code of codesInServer())
    expect({ code, listed: description.includes(code) }).toEqual({ code, listed: true });
});
