import { ConfigError, loadServiceConfig } from './config';

describe('loadServiceConfig', () => {
  it('gives local defaults: own port, own database, local-only secret', () => {
    const config = loadServiceConfig('dashboard', undefined, {});
    expect(config).toMatchObject({
      name: 'dashboard',
      port: 8083,
      host: '127.0.0.1',
      localMode: true,
      mongodbUri: 'mongodb://127.0.0.1:27017',
      mongodbDb: 'dashboard',
      bodyLimit: '100kb',
    });
    expect(config.internalTokenSecret).toMatch(/^local-only-/);
  });

  it('refuses to start in production without real secrets, naming each variable', () => {
    expect(() => loadServiceConfig('auth', undefined, { NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadServiceConfig('auth', undefined, { NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: 'local-only-x' });
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'INTERNAL_TOKEN_SECRET is a local-only default; set a real secret',
        'REDIS_URL is required in production',
        'MONGODB_URI is required in production',
      ]);
    }
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
    expect(() => loadServiceConfig('auth', undefined, { PORT: 'eighty' })).toThrow(/PORT .*\(got "eighty"\)/);
    expect(() => loadServiceConfig('auth', undefined, { MONGODB_URI: 'http://x' })).toThrow(
      /MONGODB_URI must be a mongodb/,
    );
  });
});
