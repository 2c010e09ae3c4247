import { DEFAULT_OPENAPI_FILE, loadOperations } from '../../../server/src/http/openapi-operations';
import { validatorCompiler } from '../../../server/src/http/request-validation';
import { buildSerializer } from '../../../server/src/http/response-serialization';
import { routeSchema } from '../../../server/src/plugins/api-routes';

// Routes compile their request schemas and build their response serialisers on first use
// (http/request-validation.ts, http/response-serialization.ts): this is where a schema that cannot compile
// fails, for every operation of the contract, rather than on some route's first request.
const operations = loadOperations(DEFAULT_OPENAPI_FILE);
const parts = [
  ['params', 'params'],
  ['querystring', 'querystring'],
  ['body', 'body'],
] as const;

test.each(operations.map((op) => [op.operationId, op] as const))('%s: its request schemas compile', (_id, op) => {
  const schema = routeSchema(op);
  for (const [key, httpPart] of parts) {
    if (!schema[key]) continue;
    const validate = validatorCompiler({ schema: schema[key] as never, httpPart, method: op.method, url: op.url });
    expect(() => validate({})).not.toThrow();
  }
});

test.each(operations.map((op) => [op.operationId, op] as const))('%s: its response serialisers build', (_id, op) => {
  for (const [httpStatus, schema] of Object.entries(routeSchema(op).response ?? {})) {
    const serialize = buildSerializer({ schema, method: op.method, url: op.url, httpStatus });
    expect(typeof serialize).toBe('function');
  }
});

test('an invalid request is still refused with the failing field named', () => {
  const validate = validatorCompiler({
    schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    httpPart: 'body',
    method: 'POST',
    url: '/x',
  });
  const result = validate({}) as { error?: { message: string } };
  expect(result.error).toBeDefined();
  expect(JSON.stringify(result.error)).toContain('name');
});
