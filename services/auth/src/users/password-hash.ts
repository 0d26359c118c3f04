import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// A type-only import of the const enum: isolated modules cannot read its runtime value.
const ARGON2ID = 2 as Algorithm;

/**
 * Password hashing (security requirement 5): argon2id with OWASP's minimum (19 MiB, 2 passes,
 * one lane). The parameters are stored in the hash itself (`$argon2id$v=19$m=19456,t=2,p=1$...`),
 * so raising them later only affects new hashes; verification reads them from the stored string.
 */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a hash we can read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no hash to check against (unknown email, or
 * an account made by Google/Apple/Shopify without a password), so the answer's timing does not tell
 * whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
