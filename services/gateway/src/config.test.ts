import { ConfigError } from '@scp/service-kit/config';
import { loadGatewayConfig } from './config';

describe('gateway configuration', () => {
  it('runs locally with clearly local-only secrets and the default ports', () => {
    const config = loadGatewayConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(config.session.secret).toMatch(/^local-only-/);
    expect(config.session).toMatchObject({ cookieName: 'scp.sid', ttlSeconds: 3600, maxAgeSeconds: 43200 });
    expect(config.rateLimit).toEqual({ points: 100, windowSeconds: 60 });
    expect(config.services.auth).toBe('http://127.0.0.1:8081/');
    expect(config.services.responder).toBe('http://127.0.0.1:8086/');
  });

  it('refuses to start in production without real secrets and public origin', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadGatewayConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' });
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'INTERNAL_TOKEN_SECRET is required in production',
        'REDIS_URL is required in production',
        'SESSION_SECRET must be at least 32 characters in production',
        'PUBLIC_ORIGIN is required in production',
      ]);
    }
  });

  it('names bad values', () => {
    expect(() => loadGatewayConfig({ CORS_ORIGINS: 'https://ok.example, not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadGatewayConfig({ AUTH_SERVICE_URL: 'ftp://x' })).toThrow(/AUTH_SERVICE_URL/);
    expect(() => loadGatewayConfig({ SESSION_TTL_SECONDS: '50000' })).toThrow(/SESSION_TTL_SECONDS must not exceed/);
  });
});
