import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id (the library's `Algorithm.Argon2id`; a const enum, so spelled as its value here). */
const ARGON2ID = 2 as Algorithm;

/** Hashes a password with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** True when `password` matches `passwordHash`; false (never throws) for a malformed or empty hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
