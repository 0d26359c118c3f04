import { appOrigins, trustedOriginOf } from './app-origins';

describe('appOrigins', () => {
  it('trusts the loopback twin in local mode only', () => {
    expect(appOrigins('http://localhost:8080/', true).trusted).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    expect(appOrigins('http://localhost:8080', false).trusted).toEqual(['http://localhost:8080']);
    expect(appOrigins('https://app.example.com', true).trusted).toEqual(['https://app.example.com']);
  });

  it('returns to the origin a flow started on when it is trusted, else PUBLIC_ORIGIN', () => {
    const origins = appOrigins('http://localhost:8080', true);
    expect(trustedOriginOf(origins, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(trustedOriginOf(origins, 'http://evil.example')).toBe('http://localhost:8080');
    expect(trustedOriginOf(origins, undefined)).toBe('http://localhost:8080');
  });
});
