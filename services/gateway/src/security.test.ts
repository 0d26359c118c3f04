import request from 'supertest';
import { PUBLIC_ORIGIN, gatewayFixture } from './harness.test.util';

const fx = gatewayFixture({
  env: () => ({ CORS_ORIGINS: 'https://partner.example', REMOTE_DASHBOARD_URL: 'https://cdn.example.com/dashboard/' }),
});
const limitedFx = gatewayFixture({ env: () => ({ RATE_LIMIT_POINTS: '3' }) });

describe('cross-origin requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await request(fx.gw.url).post('/api/auth/echo').set('origin', 'https://evil.example').send({ a: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'CROSS_ORIGIN_REFUSED', message: 'Cross-origin request refused.' } });
  });

  it('refuses a state-changing request marked cross-site by the browser, even without Origin', async () => {
    const res = await request(fx.gw.url).post('/api/auth/sign-out').set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CROSS_ORIGIN_REFUSED');
  });

  it('accepts state-changing requests from its own origin and the allowlist', async () => {
    const own = await request(fx.gw.url)
      .post('/api/auth/echo')
      .set('origin', PUBLIC_ORIGIN)
      .set('sec-fetch-site', 'same-origin')
      .send({ a: 1 });
    expect(own.status).toBe(200);
    const partner = await request(fx.gw.url)
      .post('/api/auth/echo')
      .set('origin', 'https://partner.example')
      .set('sec-fetch-site', 'cross-site')
      .send({ a: 2 });
    expect(partner.status).toBe(200);
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(partner.headers['access-control-allow-credentials']).toBe('true');
  });

  it("lets Apple's form_post to the Apple sign-in callback through, its body streamed to the service", async () => {
    const user = JSON.stringify({ name: { firstName: 'Carla', lastName: 'Rossi' }, email: 'carla@example.com' });
    const res = await request(fx.gw.url)
      .post('/api/auth/oauth/apple/callback')
      .set('origin', 'https://appleid.apple.com')
      .set('sec-fetch-site', 'cross-site')
      .type('form')
      .send({ code: 'c.123', state: 'st-9', user });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      form: { code: 'c.123', state: 'st-9', user },
      contentType: 'application/x-www-form-urlencoded',
      origin: 'https://appleid.apple.com',
    });
  });

  it('refuses every other cross-origin state-changing request, near misses of the Apple callback included', async () => {
    const attempts: Array<[string, string]> = [
      ['post', '/api/auth/oauth/apple/callback/'],
      ['post', '/api/auth/oauth/Apple/callback'],
      ['post', '/api/auth/oauth/google/callback'],
      ['post', '/api/auth/oauth/apple/start'],
      ['post', '/api/settings/oauth/apple/callback'],
      ['put', '/api/auth/oauth/apple/callback'],
      ['delete', '/api/auth/oauth/apple/callback'],
      ['post', '/api/auth/echo'],
    ];
    for (const [method, path] of attempts) {
      const res = await request(fx.gw.url)
        [method as 'post'](path)
        .set('origin', 'https://appleid.apple.com')
        .set('sec-fetch-site', 'cross-site')
        .type('form')
        .send({ code: 'c', state: 's' });
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.error.code).toBe('CROSS_ORIGIN_REFUSED');
    }
  });

  it('answers CORS preflight for allowed origins only', async () => {
    const allowed = await request(fx.gw.url)
      .options('/api/auth/echo')
      .set('origin', 'https://partner.example')
      .set('access-control-request-method', 'POST');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await request(fx.gw.url)
      .options('/api/auth/echo')
      .set('origin', 'https://evil.example')
      .set('access-control-request-method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets cross-origin reads through without CORS headers (the browser keeps the body from the page)', async () => {
    const res = await request(fx.gw.url).get('/api/auth/session').set('origin', 'https://evil.example');
    expect(res.status).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a CSP allowing the configured remote origins, and no X-Powered-By', async () => {
    const res = await request(fx.gw.url).get('/healthz');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    // Locally (this test) also the websocket of a remote's dev server.
    expect(csp).toContain("connect-src 'self' https://cdn.example.com wss://cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and the spec text past the limit, per user', async () => {
    const agent = request.agent(limitedFx.gw.url);
    // Signing in is counted per client address: a fresh one, so other tests' requests do not count.
    await agent.post('/api/auth/sign-in').set('x-forwarded-for', '10.0.0.8').send({ id: 'busy-user' });
    const first = await agent.get('/api/auth/session');
    expect(first.status).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    await agent.get('/api/auth/session');
    expect((await agent.get('/api/auth/session')).headers['x-ratelimit-remaining']).toBe('0');
    const over = await agent.get('/api/auth/session');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded. Please try again later.' },
    });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another user has a budget of their own.
    const other = request.agent(limitedFx.gw.url);
    await other.post('/api/auth/sign-in').set('x-forwarded-for', '10.0.0.9').send({ id: 'calm-user' });
    expect((await other.get('/api/auth/session')).status).toBe(200);
  });

  it("leaves platforms' webhooks to their signatures and the services, not the API limit", async () => {
    const from = (path: string) => request(limitedFx.gw.url).post(path).set('x-forwarded-for', '10.0.0.77').send({});
    for (let i = 1; i <= 5; i += 1) expect((await from('/api/responder/webhooks/meta')).status).not.toBe(429);
    for (let i = 1; i <= 3; i += 1) expect((await from('/api/responder/messages')).status).not.toBe(429);
    expect((await from('/api/responder/messages')).status).toBe(429);
  });

  it('counts anonymous IPv6 clients per /64, so rotating addresses does not lift the limit', async () => {
    const from = (ip: string) => request(limitedFx.gw.url).get('/api/auth/session').set('x-forwarded-for', ip);
    for (let i = 1; i <= 3; i += 1) expect((await from(`2001:db8:42:1::${i}`)).status).not.toBe(429);
    expect((await from('2001:db8:42:1:ffff::9')).status).toBe(429);
    expect((await from('2001:db8:42:2::1')).status).not.toBe(429);
  });
});
