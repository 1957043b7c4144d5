/**
 * The staff's TOTP secrets are kept encrypted (issue 29, item 15): whoever reads a database dump
 * or a backup must not be able to make the codes. AES-256-GCM with the key of
 * TOTP_ENCRYPTION_KEY, a random 96-bit nonce per secret, stored as `v1:` and base64url of nonce,
 * tag and ciphertext. A value without the prefix is a secret stored in clear by an earlier
 * version: read as is, and encrypted by the start-up pass (decision 075).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { parseEncryptionKey, type Settings } from '../../config/settings.ts';

const PREFIX = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key used outside production when TOTP_ENCRYPTION_KEY is unset: written here, so it hides
 * nothing, and refused in production, where the setting is required.
 */
export const DEVELOPMENT_TOTP_KEY = createHash('sha256')
  .update('Wasatch Legacy shop: development-only TOTP key, never for production')
  .digest();

/** The stored secret cannot be read with this key: TOTP_ENCRYPTION_KEY is not the one it had. */
export class TotpKeyError extends Error {
  override name = 'TotpKeyError';
  constructor() {
    super(
      "TOTP_ENCRYPTION_KEY does not decrypt the staff's stored two-factor secrets: it is not the key they were encrypted with. Restore that key; if it is lost, clear the secrets (update staff set totp_secret = null, totp_pending_secret = null) and the staff set two-factor up again at their next login",
    );
  }
}

export interface TotpSecretBox {
  seal(secret: string): string;
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

export function createTotpSecretBox(key: Buffer): TotpSecretBox {
  if (key.length !== 32) throw new Error('a TOTP encryption key has 32 bytes');
  return {
    seal(secret) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      try {
        const plain = decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES));
        return Buffer.concat([plain, decipher.final()]).toString('utf8');
      } catch {
        throw new TotpKeyError();
      }
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}

/** The box of TOTP_ENCRYPTION_KEY, or of the development key where the setting may be unset. */
export function createTotpSecretBoxFromSettings(
  settings: Pick<Settings, 'TOTP_ENCRYPTION_KEY'>,
): TotpSecretBox {
  const key = settings.TOTP_ENCRYPTION_KEY
    ? parseEncryptionKey(settings.TOTP_ENCRYPTION_KEY)
    : DEVELOPMENT_TOTP_KEY;
  if (!key) throw new Error('TOTP_ENCRYPTION_KEY is not a key of 32 bytes');
  return createTotpSecretBox(key);
}
