/**
 * Fills what the API reference needs on every operation of openapi/openapi.yaml, only where it is missing,
 * and only at operation level (never a schema):
 *   - a description (from the summary and the kind of operation) that names the required capability
 *     (`x-capability`), so the reference shows it;
 *   - an example on each JSON request body and each success response, sampled from its schema
 *     (openapi-sampler; the sign-in example carries the demo login);
 *   - the request-limit headers (RateLimit-*) on each success response, as refs to the shared headers;
 *   - the error responses the server sends, as refs to the shared components: 400, 401, 429 and 500 on
 *     every operation, 403 where a capability is required, 404 where the path names a record, 413 and 415
 *     where there is a request body.
 * Edits are text insertions, so the rest of the file keeps its layout. Idempotent: run it after adding
 * operations.
 *
 *   tsx scripts/document-operations.ts          write the gaps into openapi/openapi.yaml
 *   tsx scripts/document-operations.ts --check  list the gaps; exit 1 when there are some
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { sample } from 'openapi-sampler';
import YAML, { isMap, isScalar, type Pair, type YAMLMap } from 'yaml';

const SPEC = path.resolve(__dirname, '../openapi/openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const ERROR_REFS: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '429': 'TooManyRequests',
  '500': 'InternalServerError',
};
const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
/** The sign-in example: the demo login `npm start` seeds (README), so "Try it out" signs in as is. */
const LOGIN_EXAMPLE = { username: 'admin@demo.test', password: 'demo-catering-2026' };

type Json = Record<string, any>;
/** Replace src[from, to) with text (from === to: an insertion). */
interface Edit {
  from: number;
  to: number;
  text: string;
}

const indentOf = (src: string, offset: number) => offset - (src.lastIndexOf('\n', offset - 1) + 1);

/** Offset of the start of the line after a block node ending at `end`. */
function afterNode(src: string, end: number): number {
  if (src[end - 1] === '\n') return end;
  const nl = src.indexOf('\n', end);
  return nl === -1 ? src.length : nl + 1;
}

/** `key: value` as block YAML indented by `indent` spaces. */
function block(key: string, value: unknown, indent: number): string {
  const text = YAML.stringify({ [key]: value }, { lineWidth: 110, flowCollectionPadding: false });
  return text
    .split('\n')
    .filter((line, i, all) => line || i < all.length - 1)
    .map((line) => (line ? ' '.repeat(indent) + line : line))
    .join('\n')
    .concat('\n');
}

/**
 * A sample of `schema` that conforms to it: openapi-sampler's, then each value its naive pattern sampler
 * got wrong replaced by null where the schema allows null, or by '' where the pattern allows it.
 */
function validSample(schema: Json, options: Json, spec: Json, where: string): unknown {
  const value = sample(schema as never, { ...options, enablePatterns: true }, spec as never) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
  addFormats(ajv);
  const validate = ajv.compile({ ...schema, components: spec.components });
  for (let round = 0; round < 10 && !validate(value); round++) {
    for (const error of validate.errors ?? []) {
      const keys = error.instancePath
        .split('/')
        .slice(1)
        .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
      if (error.keyword === 'propertyNames') keys.push(String(error.params.propertyName));
      const last = keys.pop();
      if (last === undefined) continue;
      const parent = keys.reduce<Json>((node, key) => node?.[key], value);
      const types = ([] as string[]).concat(error.parentSchema?.type ?? []);
      const pattern = error.parentSchema?.pattern;
      if (error.keyword === 'propertyNames') delete parent[last];
      else if (types.includes('null')) parent[last] = null;
      else if (pattern && new RegExp(pattern).test('')) parent[last] = '';
    }
  }
  if (!validate(value)) console.warn(`${where}: the sampled example does not conform`, validate.errors?.slice(0, 3));
  return value;
}

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((p) => isScalar(p.key) && String(p.key.value) === key) as Pair | undefined;
}

const KIND_TEXT: [RegExp, string][] = [
  [
    /^list/,
    'Returns one page of records with `meta.total_count`; filter with the query parameters below, sort with `order_by`/`order`, page with `page`/`per_page`, or fetch given records with `id[]`.',
  ],
  [
    /^bulkAdd/,
    'Creates up to 100 records in one call; either all are created or none (the first invalid record is a 400 naming it).',
  ],
  [/^bulkUpdate/, 'Changes up to 100 records in one call, each by its `id` with only the fields sent; all or none.'],
  [/^bulkDelete/, 'Deletes the records named by `id[]` (up to 100); all or none.'],
  [/^add/, 'Creates a record from the fields sent and returns it; unknown fields are a 400.'],
  [
    /^update/,
    'Changes only the fields sent and returns the record; send `__version` (or `If-Match`) to have a stale write refused with a 409.',
  ],
  [/^delete/, 'Deletes the record; a record still referenced elsewhere is a 409.'],
];

function describe(op: Json): string {
  const summary = String(op.summary ?? op.operationId).replace(/\.$/, '');
  const kind = KIND_TEXT.find(([re]) => re.test(op.operationId))?.[1];
  return [`${summary}.`, kind].filter(Boolean).join(' ');
}

const capabilityText = (capability: string) => `Requires the capability \`${capability}\` (\`x-capability\`).`;

export function documentOperations(src: string): { text: string; gaps: string[] } {
  const doc = YAML.parseDocument(src);
  const spec: Json = doc.toJS();
  const edits: Edit[] = [];
  const insert = (at: number, text: string) => edits.push({ from: at, to: at, text });
  const gaps: string[] = [];
  const paths = doc.get('paths') as YAMLMap;

  for (const pathPair of paths.items as Pair[]) {
    const route = String((pathPair.key as YAML.Scalar).value);
    const item = pathPair.value as YAMLMap;
    for (const method of METHODS) {
      const opNode = item.get(method) as YAMLMap | undefined;
      if (!isMap(opNode)) continue;
      const op: Json = spec.paths[route][method];
      const name = op.operationId ?? `${method} ${route}`;
      const opIndent = indentOf(src, opNode.range![0]);

      // Description naming the capability, right after the summary.
      const capability = op['x-capability'];
      const descPair = pairOf(opNode, 'description');
      if (!descPair) {
        const text = [describe(op), capability ? capabilityText(capability) : ''].filter(Boolean).join('\n\n');
        const anchor = pairOf(opNode, 'summary') ?? pairOf(opNode, 'operationId')!;
        insert(afterNode(src, (anchor.value as YAML.Node).range![2]), block('description', text, opIndent));
        gaps.push(`${name}: description`);
      } else if (capability && !String(op.description).includes(`\`${capability}\``)) {
        // The description's value, rewritten to end with the capability.
        const node = descPair.value as YAML.Node;
        const text = `${String(op.description).trim()}\n\n${capabilityText(capability)}`;
        edits.push({
          from: node.range![0],
          to: afterNode(src, node.range![2]),
          text: block('description', text, opIndent).replace(/^\s*description: /, ''),
        });
        gaps.push(`${name}: capability in description`);
      }

      // Request example.
      const bodyNode = opNode.get('requestBody') as YAMLMap | undefined;
      if (isMap(bodyNode) && !op.requestBody.$ref) {
        const content = bodyNode.get('content') as YAMLMap;
        const types = Object.keys(op.requestBody.content ?? {});
        const type = types.find((t) => t.includes('json')) ?? types[0];
        const media = op.requestBody.content[type];
        if (type && !media.example && !media.examples) {
          const value =
            op.operationId === 'login'
              ? LOGIN_EXAMPLE
              : validSample(media.schema, { skipReadOnly: true }, spec, `${name} request`);
          const mediaNode = content.get(type) as YAMLMap;
          const indent = indentOf(src, mediaNode.range![0]);
          insert(afterNode(src, mediaNode.range![2]), block('example', value, indent));
          gaps.push(`${name}: request example`);
        }
      }

      // Success response examples, then missing error responses.
      const responsesNode = opNode.get('responses') as YAMLMap;
      for (const pair of responsesNode.items as Pair[]) {
        const code = String((pair.key as YAML.Scalar).value);
        const response = op.responses[code];
        if (!/^2/.test(code) || response.$ref || !response.content) continue;
        const contentNode = (pair.value as YAMLMap).get('content') as YAMLMap;
        for (const [type, media] of Object.entries<Json>(response.content)) {
          if (!type.includes('json') || media.example || media.examples || !media.schema) continue;
          const mediaNode = contentNode.get(type) as YAMLMap;
          const indent = indentOf(src, mediaNode.range![0]);
          const value = validSample(media.schema, { skipWriteOnly: true }, spec, `${name} ${code}`);
          insert(afterNode(src, mediaNode.range![2]), block('example', value, indent));
          gaps.push(`${name}: ${code} example`);
        }
      }
      // The request-limit headers every API response carries (on success responses; errors share theirs).
      for (const pair of responsesNode.items as Pair[]) {
        const code = String((pair.key as YAML.Scalar).value);
        const response = op.responses[code];
        if (!/^2/.test(code) || response.$ref || response.headers?.['RateLimit-Limit']) continue;
        const responseNode = pair.value as YAMLMap;
        const refs = RATE_LIMIT_HEADERS.map((h) => [h, { $ref: `#/components/headers/${h}` }]);
        const headersPair = pairOf(responseNode, 'headers');
        if (headersPair) {
          const headersNode = headersPair.value as YAMLMap;
          const indent = indentOf(src, (headersNode.items[0].key as YAML.Node).range![0]);
          const text = refs.map(([h, ref]) => block(h as string, ref, indent)).join('');
          insert(afterNode(src, headersNode.range![2]), text);
        } else {
          const description = pairOf(responseNode, 'description')!;
          const indent = indentOf(src, (description.key as YAML.Node).range![0]);
          insert(
            afterNode(src, (description.value as YAML.Node).range![2]),
            block('headers', Object.fromEntries(refs), indent),
          );
        }
        gaps.push(`${name}: ${code} rate-limit headers`);
      }

      const wanted = ['400', '401', '429', '500'];
      if (capability) wanted.push('403');
      if (/\{id\}/.test(route)) wanted.push('404'); // a record by id (an unknown {resource} is a 400)
      if (op.requestBody) wanted.push('413', '415');
      const present = (responsesNode.items as Pair[]).map((p) => ({
        code: String((p.key as YAML.Scalar).value),
        pair: p,
      }));
      const responsesIndent = indentOf(src, (present[0].pair.key as YAML.Node).range![0]);
      for (const code of wanted.sort()) {
        if (op.responses[code]) continue;
        const next = present.find((p) => p.code > code);
        const at = next
          ? src.lastIndexOf('\n', (next.pair.key as YAML.Node).range![0]) + 1
          : afterNode(src, responsesNode.range![2]);
        const text = `${' '.repeat(responsesIndent)}"${code}":\n${' '.repeat(responsesIndent + 2)}$ref: "#/components/responses/${ERROR_REFS[code]}"\n`;
        insert(at, text);
        gaps.push(`${name}: ${code} response`);
      }
    }
  }

  // Applied from the end so earlier offsets stay valid (a stable sort keeps same-offset insertions in order).
  let text = src;
  for (const e of edits.map((e, i) => ({ ...e, i })).sort((a, b) => b.from - a.from || b.i - a.i))
    text = text.slice(0, e.from) + e.text + text.slice(e.to);
  return { text, gaps };
}

if (require.main === module) {
  const src = fs.readFileSync(SPEC, 'utf8');
  const { text, gaps } = documentOperations(src);
  if (process.argv.includes('--check')) {
    for (const gap of gaps) console.log(`missing: ${gap}`);
    console.log(`${gaps.length} gap(s) in the operations' documentation.`);
    process.exit(gaps.length ? 1 : 0);
  }
  YAML.parse(text); // still valid YAML
  fs.writeFileSync(SPEC, text);
  console.log(`Filled ${gaps.length} gap(s).`);
}
