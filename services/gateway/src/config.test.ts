import { generateKeyEnv, LOCAL_ONLY_KEYS } from '@scp/service-kit/signing-keys';
import { configProblems } from '@scp/service-kit/testing';
import { loadGatewayConfig } from './config';

const local = { LOCAL_MODE: 'true' };
const production = {
  NODE_ENV: 'production',
  ...generateKeyEnv(),
  SESSION_SECRET: 's'.repeat(40),
  REDIS_URL: 'redis://redis:6379',
  PUBLIC_ORIGIN: 'https://app.example.com',
  TRUST_PROXY: '1',
};

const problemsOf = (env: Record<string, string>): string[] => configProblems(() => loadGatewayConfig(env));

describe('gateway configuration', () => {
  it('runs locally (LOCAL_MODE=true) with clearly local-only secrets and the default ports', () => {
    const config = loadGatewayConfig(local);
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(config.session.secret).toMatch(/^local-only-/);
    expect(config.session).toMatchObject({
      cookieName: 'scp.sid',
      ttlSeconds: 3600,
      maxAgeSeconds: 43200,
      secureCookie: false,
    });
    expect(config.rateLimit).toEqual({ points: 100, windowSeconds: 60 });
    expect(config.services.auth).toBe('http://127.0.0.1:8081/');
    expect(config.services.responder).toBe('http://127.0.0.1:8086/');
    expect(config.hsts).toBe(false);
  });

  it('refuses to start outside local mode without real secrets, public origin and TRUST_PROXY (issue 9.2, 9.4)', () => {
    const missing = [
      'REDIS_URL is required outside local mode',
      'TRUST_PROXY is required outside local mode',
      'SESSION_SECRET is required outside local mode',
      'INTERNAL_TOKEN_PRIVATE_KEY is required outside local mode',
      'SESSION_GRANT_PUBLIC_KEY is required outside local mode',
      'PUBLIC_ORIGIN is required outside local mode',
    ];
    // No NODE_ENV at all used to mean local mode, fixed secrets and an open dev mailbox.
    expect(problemsOf({})).toEqual(missing);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(missing);
    expect(problemsOf({ ...production, SESSION_SECRET: 'short' })).toEqual([
      'SESSION_SECRET must be at least 32 characters outside local mode',
    ]);
    expect(
      problemsOf({
        ...production,
        INTERNAL_TOKEN_PRIVATE_KEY: LOCAL_ONLY_KEYS.internalToken.privateKey,
        SESSION_GRANT_PUBLIC_KEY: LOCAL_ONLY_KEYS.internalToken.publicKey,
      }),
    ).toEqual([
      'INTERNAL_TOKEN_PRIVATE_KEY is a local-only key from the repository; generate a real one',
      'SESSION_GRANT_PUBLIC_KEY is a local-only key from the repository; generate a real one',
    ]);
    expect(problemsOf({ ...production, LOCAL_MODE: 'true' })).toEqual([
      'LOCAL_MODE must not be set when NODE_ENV is production (got "true")',
    ]);
  });

  it("refuses TRUST_PROXY=true and the local run's secrets outside local mode, naming the variable", () => {
    expect(problemsOf({ ...production, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must not be true outside local mode: it trusts any X-Forwarded-For a client sends; set the number of proxies in front (e.g. 1) or their addresses (got "true")',
    ]);
    expect(loadGatewayConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe(
      '10.0.0.0/8, loopback',
    );
    // The launcher's per-run session secret is local-only, as are the sandbox's published values.
    expect(
      problemsOf({
        ...production,
        SESSION_SECRET: 'local-only-00112233445566778899aabbccddeeff',
        SHOPIFY_CLIENT_SECRET: 'sandbox-shopify-secret',
      }),
    ).toEqual([
      'SESSION_SECRET is a local-only default; set a real secret',
      'SHOPIFY_CLIENT_SECRET is a value published with the provider sandbox (anyone can read it); set the real one',
    ]);
  });

  it('outside local mode the session cookie is always Secure and HSTS is on', () => {
    const config = loadGatewayConfig(production);
    expect(config).toMatchObject({ localMode: false, trustProxy: 1, hsts: true });
    expect(config.session.secureCookie).toBe(true);
  });

  it('names bad values', () => {
    expect(() => loadGatewayConfig({ ...local, CORS_ORIGINS: 'https://ok.example, not a url' })).toThrow(
      /CORS_ORIGINS/,
    );
    expect(() => loadGatewayConfig({ ...local, AUTH_SERVICE_URL: 'ftp://x' })).toThrow(/AUTH_SERVICE_URL/);
    expect(() => loadGatewayConfig({ ...local, SESSION_TTL_SECONDS: '50000' })).toThrow(
      /SESSION_TTL_SECONDS must not exceed/,
    );
  });

  it('pins a remote to a release only where its releases live (REMOTE_<NAME>_URL)', () => {
    const pinned = loadGatewayConfig({
      ...local,
      REMOTE_SETTINGS_URL: 'https://cdn.example.com/settings',
      REMOTE_SETTINGS_VERSION: '1.4.0+7c37860',
    });
    expect(pinned.remotes.settings).toMatchObject({
      baseUrl: 'https://cdn.example.com/settings/',
      pinnedVersion: '1.4.0+7c37860',
    });
    expect(pinned.remotes.auth.pinnedVersion).toBeUndefined();
    expect(() => loadGatewayConfig({ ...local, REMOTE_SETTINGS_VERSION: '1.4.0' })).toThrow(
      /REMOTE_SETTINGS_VERSION needs REMOTE_SETTINGS_URL/,
    );
    expect(() =>
      loadGatewayConfig({ ...local, REMOTE_SETTINGS_URL: 'https://cdn.example.com/', REMOTE_SETTINGS_VERSION: '../x' }),
    ).toThrow(/REMOTE_SETTINGS_VERSION must be a release name/);
  });
});
