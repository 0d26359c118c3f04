import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { loadServiceConfig, type Env } from './config';
import { LOCAL_ONLY_KEYS } from './signing-keys';
import { configProblems } from './testing';

const realPublicKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();

const problemsOf = (env: Env): string[] => configProblems(() => loadServiceConfig('auth', undefined, env));

describe('loadServiceConfig', () => {
  it('gives local defaults with LOCAL_MODE=true: own port, own database, local-only key', () => {
    const config = loadServiceConfig('dashboard', undefined, { LOCAL_MODE: 'true' });
    expect(config).toMatchObject({
      name: 'dashboard',
      port: 8083,
      host: '127.0.0.1',
      localMode: true,
      trustProxy: 'loopback',
      mongodbUri: 'mongodb://127.0.0.1:27017',
      mongodbDb: 'dashboard',
      bodyLimit: '100kb',
    });
    expect(config.internalTokenPublicKey.equals(createPublicKey(LOCAL_ONLY_KEYS.internalToken.publicKey))).toBe(true);
  });

  it('is not in local mode unless LOCAL_MODE says so, whatever NODE_ENV is (issue 9.2)', () => {
    const missing = [
      'REDIS_URL is required outside local mode',
      'TRUST_PROXY is required outside local mode',
      'MONGODB_URI is required outside local mode',
      'INTERNAL_TOKEN_PUBLIC_KEY is required outside local mode',
    ];
    expect(problemsOf({})).toEqual(missing);
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual(missing);
    expect(problemsOf({ NODE_ENV: 'test', LOCAL_MODE: 'false' })).toEqual(missing);
    expect(() => loadServiceConfig('auth', undefined, {})).toThrow(/set LOCAL_MODE=true/);
  });

  it('refuses local mode in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', LOCAL_MODE: 'true' })).toEqual([
      'LOCAL_MODE must not be set when NODE_ENV is production (got "true")',
    ]);
  });

  it('refuses to start in production without a real key, naming each variable', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', INTERNAL_TOKEN_PUBLIC_KEY: LOCAL_ONLY_KEYS.internalToken.publicKey }),
    ).toEqual([
      'REDIS_URL is required outside local mode',
      'TRUST_PROXY is required outside local mode',
      'MONGODB_URI is required outside local mode',
      'INTERNAL_TOKEN_PUBLIC_KEY is a local-only key from the repository; generate a real one',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', INTERNAL_TOKEN_PUBLIC_KEY: 'not a key' }).at(-1)).toBe(
      'INTERNAL_TOKEN_PUBLIC_KEY must be an Ed25519 public key (SPKI PEM)',
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
    expect(problemsOf({ LOCAL_MODE: 'true', INTERNAL_TOKEN_PUBLIC_KEY: rsa.toString() })).toEqual([
      'INTERNAL_TOKEN_PUBLIC_KEY must be an Ed25519 public key (SPKI PEM)',
    ]);
  });

  it('accepts a complete production configuration', () => {
    const config = loadServiceConfig('auth', undefined, {
      NODE_ENV: 'production',
      // One-line environments: literal \n sequences.
      INTERNAL_TOKEN_PUBLIC_KEY: realPublicKey.replace(/\n/g, '\\n'),
      REDIS_URL: 'redis://redis:6379',
      MONGODB_URI: 'mongodb://db:27017',
      PORT: '9000',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({ localMode: false, host: '0.0.0.0', port: 9000, trustProxy: 1, mongodbDb: 'auth' });
  });

  it('names a bad value', () => {
    const local = { LOCAL_MODE: 'true' };
    expect(() => loadServiceConfig('auth', undefined, { ...local, PORT: 'eighty' })).toThrow(/PORT .*\(got "eighty"\)/);
    expect(() => loadServiceConfig('auth', undefined, { ...local, MONGODB_URI: 'http://x' })).toThrow(
      /MONGODB_URI must be a mongodb/,
    );
  });
});
