import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import {
  SANDBOX_APPLE_TEAM,
  SANDBOX_META_VERIFY_TOKEN,
  sandboxAuthServiceEnv,
  sandboxDashboardServiceEnv,
  sandboxResponderServiceEnv,
  sandboxSettingsServiceEnv,
} from '@scp/provider-sandbox/default-clients';
import { APPLE_SIGNING_KEY_PEM, GOOGLE_SIGNING_KEY_PEM } from '@scp/provider-sandbox/keys';
import { SANDBOX_LLM_API_KEY } from '@scp/provider-sandbox/llm/llm-common';
import { loadServiceConfig, type Env } from './config';
import { LOCAL_ONLY_KEYS, localServiceTokenPair } from './signing-keys';
import { configProblems } from './testing';

const realPublicKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
const realPrivateKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

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
      'AUTH_SERVICE_TOKEN_PRIVATE_KEY is required outside local mode',
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
      'AUTH_SERVICE_TOKEN_PRIVATE_KEY is required outside local mode',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', INTERNAL_TOKEN_PUBLIC_KEY: 'not a key' }).at(-2)).toBe(
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
      AUTH_SERVICE_TOKEN_PRIVATE_KEY: realPrivateKey,
      REDIS_URL: 'redis://redis:6379',
      MONGODB_URI: 'mongodb://db-0:27017,db-1:27017/?replicaSet=rs0',
      PORT: '9000',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({ localMode: false, host: '0.0.0.0', port: 9000, trustProxy: 1, mongodbDb: 'auth' });
  });

  it('holds its own service-token key and the keys of the services whose calls it accepts (docs/architecture.md, Between services)', () => {
    const local = loadServiceConfig('settings', undefined, { LOCAL_MODE: 'true' });
    expect(Object.keys(local.serviceCallerKeys).sort()).toEqual([
      'assistant',
      'auth',
      'dashboard',
      'onboarding',
      'responder',
      'studio',
    ]);
    expect(local.serviceTokenPrivateKey.equals(createPrivateKey(localServiceTokenPair('settings').privateKey))).toBe(
      true,
    );
    const production = {
      NODE_ENV: 'production',
      INTERNAL_TOKEN_PUBLIC_KEY: realPublicKey,
      REDIS_URL: 'redis://redis:6379',
      MONGODB_URI: 'mongodb://db-0:27017,db-1:27017/?replicaSet=rs0',
      TRUST_PROXY: '1',
    };
    // Outside local mode only the callers configured are accepted; the derived local keys are refused.
    const configured = loadServiceConfig('settings', undefined, {
      ...production,
      SETTINGS_SERVICE_TOKEN_PRIVATE_KEY: realPrivateKey,
      ASSISTANT_SERVICE_TOKEN_PUBLIC_KEY: realPublicKey,
    });
    expect(Object.keys(configured.serviceCallerKeys)).toEqual(['assistant']);
    expect(
      configProblems(() =>
        loadServiceConfig('settings', undefined, {
          ...production,
          SETTINGS_SERVICE_TOKEN_PRIVATE_KEY: localServiceTokenPair('settings').privateKey,
          RESPONDER_SERVICE_TOKEN_PUBLIC_KEY: localServiceTokenPair('responder').publicKey,
        }),
      ),
    ).toEqual([
      'SETTINGS_SERVICE_TOKEN_PRIVATE_KEY is a local-only key from the repository; generate a real one',
      'RESPONDER_SERVICE_TOKEN_PUBLIC_KEY is a local-only key from the repository; generate a real one',
    ]);
  });

  it('names a bad value', () => {
    const local = { LOCAL_MODE: 'true' };
    expect(() => loadServiceConfig('auth', undefined, { ...local, PORT: 'eighty' })).toThrow(/PORT .*\(got "eighty"\)/);
    expect(() => loadServiceConfig('auth', undefined, { ...local, MONGODB_URI: 'http://x' })).toThrow(
      /MONGODB_URI must be a mongodb/,
    );
  });
});

describe('MongoDB outside local mode is a replica set (docs/decisions/mongodb-concerns.md)', () => {
  const production = {
    NODE_ENV: 'production',
    INTERNAL_TOKEN_PUBLIC_KEY: realPublicKey,
    AUTH_SERVICE_TOKEN_PRIVATE_KEY: realPrivateKey,
    REDIS_URL: 'redis://redis:6379',
    TRUST_PROXY: '1',
  };
  const problems = (uri: string) => problemsOf({ ...production, MONGODB_URI: uri });

  it('accepts a replica set URI or a mongodb+srv record, and keeps indexes to the migrations', () => {
    expect(problems('mongodb://u:p@db-0:27017,db-1:27017,db-2:27017/?replicaSet=rs0&retryWrites=true')).toEqual([]);
    expect(problems('mongodb+srv://cluster0.example.net/?w=majority')).toEqual([]);
    const config = loadServiceConfig('auth', undefined, { ...production, MONGODB_URI: 'mongodb+srv://c.example.net' });
    expect(config.mongodbAutoIndex).toBe(false);
  });

  it('refuses a standalone URI and settings that undo retryable majority writes, without printing the URI', () => {
    expect(problems('mongodb://u:secret@db:27017')).toEqual([
      'MONGODB_URI must name the replica set (replicaSet=...) outside local mode: majority writes and failover need one',
    ]);
    expect(problems('mongodb://db-0,db-1/?replicaSet=rs0&retryWrites=false&w=1&directConnection=true')).toEqual([
      'MONGODB_URI must not set retryWrites=false: a write cut by a failover would fail',
      'MONGODB_URI must not set w other than majority: the services choose their write concerns per collection',
      'MONGODB_URI must not set directConnection=true: it pins one member and never follows a failover',
    ]);
  });

  it('lets local mode use the embedded server, which has no replica set', () => {
    expect(problemsOf({ LOCAL_MODE: 'true', MONGODB_URI: 'mongodb://127.0.0.1:27017' })).toEqual([]);
    expect(
      loadServiceConfig('auth', undefined, { LOCAL_MODE: 'true', MONGODB_AUTO_INDEX: 'true' }).mongodbAutoIndex,
    ).toBe(true);
  });
});

describe('production refuses what only fits a local run', () => {
  const production = {
    NODE_ENV: 'production',
    INTERNAL_TOKEN_PUBLIC_KEY: realPublicKey,
    AUTH_SERVICE_TOKEN_PRIVATE_KEY: realPrivateKey,
    REDIS_URL: 'redis://redis:6379',
    MONGODB_URI: 'mongodb://db-0:27017,db-1:27017/?replicaSet=rs0',
    TRUST_PROXY: '1',
  };

  it('refuses TRUST_PROXY=true outside local mode: an explicit hop count or address list is needed', () => {
    expect(problemsOf({ ...production, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must not be true outside local mode: it trusts any X-Forwarded-For a client sends; set the number of proxies in front (e.g. 1) or their addresses (got "true")',
    ]);
    expect(loadServiceConfig('auth', undefined, { LOCAL_MODE: 'true', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    for (const [value, expected] of [
      ['2', 2],
      ['false', false],
      ['10.0.0.0/8, loopback', '10.0.0.0/8, loopback'],
      ['192.168.1.7,fd00::/8,uniquelocal', '192.168.1.7,fd00::/8,uniquelocal'],
      ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
    ] as const) {
      expect(loadServiceConfig('auth', undefined, { ...production, TRUST_PROXY: value }).trustProxy).toEqual(expected);
    }
    for (const value of ['yes', 'proxy.example.com', '10.0.0.0/33', '1.5']) {
      expect(problemsOf({ ...production, TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY must be a hop count, false, or a comma-separated list of addresses, subnets (10.0.0.0/8) and the names loopback, linklocal, uniquelocal (got "${value}")`,
      ]);
    }
  });

  it("refuses the provider sandbox's published credentials outside local mode, naming each variable", () => {
    // Every credential the local run hands a process, as the sandbox publishes them.
    const published: Env = {
      ...sandboxAuthServiceEnv(),
      ...sandboxSettingsServiceEnv(),
      ...sandboxDashboardServiceEnv(),
      ...sandboxResponderServiceEnv(),
      ASSISTANT_LLM_API_KEY: SANDBOX_LLM_API_KEY,
    };
    expect(published.META_WEBHOOK_VERIFY_TOKEN).toBe(SANDBOX_META_VERIFY_TOKEN);
    for (const [variable, value] of Object.entries(published)) {
      expect(problemsOf({ ...production, [variable]: value })).toEqual([
        `${variable} is a value published with the provider sandbox (anyone can read it); set the real one`,
      ]);
      // Locally they are what the sandbox expects.
      expect(problemsOf({ LOCAL_MODE: 'true', [variable]: value })).toEqual([]);
    }
    // Its signing keys, however they are written (one-line PEM, a public half).
    for (const pem of [SANDBOX_APPLE_TEAM.privateKeyPem, GOOGLE_SIGNING_KEY_PEM, APPLE_SIGNING_KEY_PEM]) {
      const oneLine = pem.trim().replace(/\n/g, '\\n');
      const publicHalf = createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
      for (const value of [pem, oneLine, publicHalf]) {
        expect(problemsOf({ ...production, APPLE_PRIVATE_KEY: value })).toEqual([
          'APPLE_PRIVATE_KEY is a value published with the provider sandbox (anyone can read it); set the real one',
        ]);
      }
    }
  });

  it("refuses the local run's built-in defaults in any variable outside local mode", () => {
    expect(
      problemsOf({
        ...production,
        OAUTH_FLOW_SECRET: 'local-only-0123456789abcdef0123456789abcdef',
        SESSION_GRANT_PRIVATE_KEY: LOCAL_ONLY_KEYS.sessionGrant.privateKey,
      }),
    ).toEqual([
      'OAUTH_FLOW_SECRET is a local-only default; set a real secret',
      'SESSION_GRANT_PRIVATE_KEY is a local-only key from the repository; generate a real one',
    ]);
    // A real configuration with real secrets is fine.
    expect(problemsOf({ ...production, OAUTH_FLOW_SECRET: 'r'.repeat(48), META_APP_SECRET: 'f'.repeat(32) })).toEqual(
      [],
    );
  });
});
