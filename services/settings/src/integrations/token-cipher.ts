import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A platform token at rest: AES-256-GCM under the key named by `keyId`. */
export interface SealedToken {
  keyId: string;
  iv: string;
  tag: string;
  data: string;
}

export interface TokenKey {
  id: string;
  key: Buffer;
}

/** The local-mode key: derived from a public phrase, so it protects nothing outside local runs. */
export const LOCAL_TOKEN_KEY: TokenKey = {
  id: 'local-1',
  key: createHash('sha256').update('local-only-integrations-token-key').digest(),
};

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * `INTEGRATIONS_TOKEN_KEYS`: `<id>:<base64 of 32 bytes>` entries separated by commas, the first the
 * one new tokens are sealed with. Older keys stay listed until every token sealed with them has
 * been re-sealed (a token is re-sealed with the current key whenever it is written again).
 */
export function parseTokenKeys(value: string): { keys: TokenKey[] } | { problem: string } {
  const keys: TokenKey[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator);
    if (separator < 1 || !KEY_ID.test(id))
      return { problem: 'each entry must be <id>:<base64 key>, the id 1-32 of A-Z a-z 0-9 _ -' };
    const key = Buffer.from(entry.slice(separator + 1), 'base64');
    if (key.length !== 32) return { problem: `key ${id} must be 32 bytes (base64 of 32 random bytes)` };
    if (keys.some((known) => known.id === id)) return { problem: `key id ${id} is listed twice` };
    keys.push({ id, key });
  }
  return keys.length ? { keys } : { problem: 'at least one key is required' };
}

export interface TokenCipher {
  seal(token: string): SealedToken;
  /** Throws when the key is no longer configured or the ciphertext was altered. */
  open(sealed: SealedToken): string;
  /** True when the token was sealed with an older key and should be sealed again. */
  isStale(sealed: SealedToken): boolean;
}

export function createTokenCipher(keys: TokenKey[]): TokenCipher {
  const [current] = keys;
  if (!current) throw new Error('createTokenCipher needs a key');
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      // The key id is authenticated too: a ciphertext cannot be moved under another key's name.
      cipher.setAAD(Buffer.from(current.id));
      const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return {
        keyId: current.id,
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
    },
    open(sealed) {
      const key = byId.get(sealed.keyId);
      if (!key) throw new Error(`token key ${sealed.keyId} is not configured`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAAD(Buffer.from(sealed.keyId));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
    },
    isStale(sealed) {
      return sealed.keyId !== current.id;
    },
  };
}
