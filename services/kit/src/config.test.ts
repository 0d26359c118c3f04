import { ConfigError, loadServiceConfig, type Env } from './config';

function problemsOf(env: Env): string[] {
  try {
    loadServiceConfig('auth', undefined, env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadServiceConfig', () => {
  it('gives local defaults with LOCAL_MODE=true: own port, own database, local-only secret', () => {
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
    expect(config.internalTokenSecret).toMatch(/^local-only-/);
  });

  it('is not in local mode unless LOCAL_MODE says so, whatever NODE_ENV is (issue 9.2)', () => {
    const missing = [
      'INTERNAL_TOKEN_SECRET is required outside local mode',
      'REDIS_URL is required outside local mode',
      'TRUST_PROXY is required outside local mode',
      'MONGODB_URI is required outside local mode',
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

  it('refuses to start in production without real secrets, naming each variable', () => {
    expect(problemsOf({ NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: 'local-only-x' })).toEqual([
      'INTERNAL_TOKEN_SECRET is a local-only default; set a real secret',
      'REDIS_URL is required outside local mode',
      'TRUST_PROXY is required outside local mode',
      'MONGODB_URI is required outside local mode',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: 'short' })[0]).toBe(
      'INTERNAL_TOKEN_SECRET must be at least 32 characters outside local mode',
    );
  });

  it('accepts a complete production configuration', () => {
    const config = loadServiceConfig('auth', undefined, {
      NODE_ENV: 'production',
      INTERNAL_TOKEN_SECRET: 'p'.repeat(40),
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
