import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { serviceNames, type ServiceName } from './service-names';

/**
 * The two Ed25519 key pairs between the gateway and the services (docs/architecture.md, Sessions and identity, issue 9.3):
 * - internal token: the gateway signs the identity it forwards; services hold only the public key,
 *   so a compromised service cannot speak for the gateway to another service;
 * - session grant: the auth service signs session grants, updates and revocations; the gateway
 *   holds only the public key and accepts them from the auth service's answers alone.
 *
 * Keys come from the environment as PEM (PKCS#8 private, SPKI public; literal "\n" accepted for
 * one-line environments). `npm start` generates fresh pairs for every run; a process started in
 * local mode without them uses the pairs below, which are public in this repository and refused
 * outside local mode.
 */
export const LOCAL_ONLY_KEYS = {
  internalToken: {
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIKAhjARFDMxtU8IrIUgUIz4Wh1jv6y/3GXgs8y09zblY\n-----END PRIVATE KEY-----\n',
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAi4xwgGrx33U79Ff5q1y66Ka2DhTvUqTUDRMcal5mGSw=\n-----END PUBLIC KEY-----\n',
  },
  sessionGrant: {
    privateKey:
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIDP7glFK+63H26gb5uSNXESRWQY3ySAsDKEjciF7LKpz\n-----END PRIVATE KEY-----\n',
    publicKey:
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAtzgq2iId/sm9YRzP7bd6iz9jSJzNuoiYgHAOf1U6oF8=\n-----END PUBLIC KEY-----\n',
  },
} as const;

/**
 * Service to service (docs/architecture.md, Between services): each domain service signs its calls to another's internal API
 * with its own key, and the callee accepts the callers whose public keys it holds. A compromised
 * service can speak only as itself.
 */
export type KeyPurpose = keyof typeof LOCAL_ONLY_KEYS | `serviceToken:${ServiceName}`;

/** The environment variables of a service's service-token pair, e.g. SETTINGS_SERVICE_TOKEN_PRIVATE_KEY. */
export function serviceTokenKeyVariables(service: ServiceName): { privateKey: string; publicKey: string } {
  const prefix = `${service.toUpperCase()}_SERVICE_TOKEN`;
  return { privateKey: `${prefix}_PRIVATE_KEY`, publicKey: `${prefix}_PUBLIC_KEY` };
}

/** An Ed25519 private key's PKCS#8 DER header; its seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Local mode's service-token pair of a service, derived from its name: as public as the pairs above
 * (anyone can derive them), so equally refused outside local mode.
 */
export function localServiceTokenPair(service: ServiceName): { privateKey: string; publicKey: string } {
  const seed = createHash('sha256').update(`scp local-only service token: ${service}`).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function localPair(purpose: KeyPurpose): { privateKey: string; publicKey: string } {
  if (purpose.startsWith('serviceToken:'))
    return localServiceTokenPair(purpose.slice('serviceToken:'.length) as ServiceName);
  return LOCAL_ONLY_KEYS[purpose as keyof typeof LOCAL_ONLY_KEYS];
}

function allLocalPairs(): Array<{ privateKey: string; publicKey: string }> {
  return [...Object.values(LOCAL_ONLY_KEYS), ...serviceNames.map(localServiceTokenPair)];
}

function pem(value: string): string {
  return value.replace(/\\n/g, '\n').trim();
}

function isLocalOnly(key: KeyObject, kind: 'private' | 'public'): boolean {
  return allLocalPairs().some((pair) => {
    const local = kind === 'private' ? createPrivateKey(pair.privateKey) : createPublicKey(pair.publicKey);
    return local.equals(key);
  });
}

/**
 * Whether a variable's value is one of the repository's local-only keys, private or public half,
 * written as PEM (literal "\n" accepted): any other value, a key or not, is false.
 */
export function isLocalOnlyKeyValue(value: string): boolean {
  if (!value.includes('-----BEGIN')) return false;
  let key: KeyObject;
  try {
    // A private key's PEM gives its public half too.
    key = createPublicKey(pem(value));
  } catch {
    return false;
  }
  return isLocalOnly(key, 'public');
}

function parseKey(value: string, kind: 'private' | 'public'): KeyObject {
  const key = kind === 'private' ? createPrivateKey(pem(value)) : createPublicKey(pem(value));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
  return key;
}

/** An env variable holding a key; resolveKey reads it (the mode decides what a missing one means). */
export const envKeyPem = z.string().optional();

/** The key of `variable`, or the problem with it (naming the variable) for the config error. */
export function resolveKey(
  variable: string,
  value: string | undefined,
  options: { kind: 'private' | 'public'; purpose: KeyPurpose; localMode: boolean },
): { key: KeyObject } | { problem: string } {
  const expected =
    options.kind === 'private' ? 'an Ed25519 private key (PKCS#8 PEM)' : 'an Ed25519 public key (SPKI PEM)';
  if (value === undefined || value === '') {
    if (!options.localMode) return { problem: `${variable} is required outside local mode` };
    const local = localPair(options.purpose);
    return { key: parseKey(options.kind === 'private' ? local.privateKey : local.publicKey, options.kind) };
  }
  let key: KeyObject;
  try {
    key = parseKey(value, options.kind);
  } catch {
    return { problem: `${variable} must be ${expected}` };
  }
  if (!options.localMode && isLocalOnly(key, options.kind)) {
    return { problem: `${variable} is a local-only key from the repository; generate a real one` };
  }
  return { key };
}

/**
 * Fresh pairs for every key variable, as the environment carries them: the launcher makes them for
 * each local run, a test of production settings for its processes. Each process reads only its own.
 */
export function generateKeyEnv(): Record<
  'INTERNAL_TOKEN_PRIVATE_KEY' | 'INTERNAL_TOKEN_PUBLIC_KEY' | 'SESSION_GRANT_PRIVATE_KEY' | 'SESSION_GRANT_PUBLIC_KEY',
  string
> &
  Record<string, string> {
  const pair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    return {
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  };
  const internalToken = pair();
  const sessionGrant = pair();
  const serviceTokens = Object.fromEntries(
    serviceNames.flatMap((service) => {
      const variables = serviceTokenKeyVariables(service);
      const keys = pair();
      return [
        [variables.privateKey, keys.privateKey],
        [variables.publicKey, keys.publicKey],
      ];
    }),
  );
  return {
    ...serviceTokens,
    INTERNAL_TOKEN_PRIVATE_KEY: internalToken.privateKey,
    INTERNAL_TOKEN_PUBLIC_KEY: internalToken.publicKey,
    SESSION_GRANT_PRIVATE_KEY: sessionGrant.privateKey,
    SESSION_GRANT_PUBLIC_KEY: sessionGrant.publicKey,
  };
}
