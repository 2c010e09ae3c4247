import { DEFAULT_OPENAPI_FILE, loadOperations } from '../../../server/src/http/openapi-operations';
import { buildTestApp, type TestApp } from '../helpers/app';

const operations = loadOperations(DEFAULT_OPENAPI_FILE);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t.close();
});

test('the product contract has its operations, each with an x-capability unless public or session-only', () => {
  expect(operations.length).toBeGreaterThan(90);
  const ids = operations.map((o) => o.operationId);
  for (const id of [
    'login',
    'refreshToken',
    'revokeToken',
    'getProfile',
    'getSettings',
    'listOrganizations',
    'exportResource',
    'importResource',
  ])
    expect(ids).toContain(id);
  const withoutCapability = operations
    .filter((o) => !o.capability)
    .map((o) => o.operationId)
    .sort();
  expect(withoutCapability).toEqual([
    'downloadJobFile',
    'getJob',
    'getProfile',
    'getSettings',
    'listJobs',
    'login',
    'refreshToken',
    'revokeToken',
    'streamEvents',
    'updateProfile',
  ]);
  const publicOps = operations
    .filter((o) => !o.authRequired)
    .map((o) => o.operationId)
    .sort();
  expect(publicOps).toEqual(['getSettings', 'login', 'refreshToken']);
});

test.each(operations.map((o) => [o.operationId, o.method, o.url] as const))(
  '%s is routed: %s %s',
  (_id, method, url) => {
    expect(t.app.hasRoute({ method, url: `${t.config.apiBase}${url}` })).toBe(true);
  },
);

test('multipart operations keep their JSON variant', () => {
  const upload = operations.find((o) => o.operationId === 'addUser');
  expect(upload?.multipartBody).toBeTruthy();
  expect(upload?.jsonBody).toBeTruthy();
  const importOp = operations.find((o) => o.operationId === 'importResource');
  expect(importOp?.multipartBody).toBeTruthy();
});
