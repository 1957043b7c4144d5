/**
 * Password hashes (DESIGN section 2): argon2id with OWASP's parameters (19 MiB, 2 passes, 1
 * lane), stored as PHC strings that carry their own parameters and salt.
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm;

export const passwordHashOptions: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** Whether the password matches the stored hash; a malformed hash never matches. */
export async function isPasswordCorrect(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would, for an e-mail with no password: an unknown address must
 * not answer faster than a wrong password does. Always false.
 */
export async function checkAgainstNoPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await isPasswordCorrect(await dummyHash, password);
  return false;
}
