import fs from 'node:fs';
import path from 'node:path';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError } from './fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe(`file fields (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it("stores an uploaded image and keeps its URL; that URL or null is taken, another site's URL is not", async () => {
    const product = await add(t.db, 'Product', {
      name: 'Knefeh',
      image: { filename: 'knefeh.png', mimetype: 'image/png', buffer: PNG },
    });
    expect(product.image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    const stored = path.join('/tmp/cbo-test-uploads', product.image.replace('/uploads/', ''));
    expect(fs.readFileSync(stored)).toEqual(PNG);
    const user = await add(t.db, 'User', {
      first_name: 'R',
      last_name: 'H',
      email: 'r@h.test',
      plaintext_password: 'password-1',
      photo: product.image,
    });
    expect(user.photo).toBe(product.image);
    // Cleared on the product, the file stays: the user still shows it.
    const cleared = (await call(t.db, 'updateProduct', { params: { id: product.id }, body: { image: null } })).data;
    expect(cleared.image).toBeNull();
    expect(fs.existsSync(stored)).toBe(true);
    const e = await callError(t.db, 'addUser', {
      body: {
        first_name: 'S',
        last_name: 'H',
        email: 's@h.test',
        plaintext_password: 'password-1',
        photo: 'https://cdn.example/r.jpg',
      },
    });
    expect(e.statusCode).toBe(400);
    expect(e.errors).toEqual({ photo: expect.stringMatching(/uploaded to this server/) });
  });

  it('refuses files that are not raster images', async () => {
    const e = await callError(t.db, 'addOrganization', {
      body: { name: 'X', logo: { filename: 'x.svg', mimetype: 'image/svg+xml', buffer: Buffer.from('<svg/>') } },
    });
    expect(e.statusCode).toBe(415);
    expect(e.message).toMatch(/x\.svg/);
  });
});
