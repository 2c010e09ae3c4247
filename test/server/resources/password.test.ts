import { hashPassword, verifyPassword } from '../../../server/src/db/password';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const h = await hashPassword('correct horse');
    expect(h).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(h, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(h, 'wrong horse')).resolves.toBe(false);
    await expect(verifyPassword(null, 'x')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });
});
