import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  cookieFrom,
  deadServiceUrl,
  gatewayFixture,
  MEDIA_CSP,
  recordingLogger,
  startGateway,
} from './harness.test.util';

const log = recordingLogger();
const fx = gatewayFixture({
  services: ['auth', 'settings'],
  logger: log.logger,
  env: async () => ({ DASHBOARD_SERVICE_URL: await deadServiceUrl(), UPSTREAM_TIMEOUT_MS: '300' }),
});

describe('forwarding to services', () => {
  it('forwards anonymously with a valid internal token, same path and query, no cookie nor client-sent session headers', async () => {
    const res = await request(fx.gw.url)
      .get('/api/auth/whoami?x=1&y=two')
      .set('cookie', 'other=1')
      .set('x-session-revoke-user', 'forged')
      .set('x-session-grant', 'forged')
      .set('x-request-id', 'req-abc');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: null,
      path: '/api/auth/whoami?x=1&y=two',
      requestId: 'req-abc',
      forwardedFor: '127.0.0.1',
      cookie: null,
      sessionHeaders: [],
    });
    expect(res.headers['x-request-id']).toBe('req-abc');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("carries the session's user id to every service, each with its own audience", async () => {
    const agent = request.agent(fx.gw.url);
    await agent.post('/api/auth/sign-in').send({ id: 'user-7' });
    expect((await agent.get('/api/auth/whoami')).body.userId).toBe('user-7');
    expect((await agent.get('/api/settings/whoami')).body.userId).toBe('user-7');
  });

  it('forwards a request with an empty query (a bare "?", as a client with no parameters may send) with a token for what the service receives', async () => {
    // Raw, as a browser sends it: supertest would drop the bare '?'.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: new URL(fx.gw.url).hostname, port: new URL(fx.gw.url).port, path: '/api/auth/whoami?' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ userId: null, path: '/api/auth/whoami' });
  });

  it('takes a session grant for a request with a bare "?" (the grant is bound to the path the service received)', async () => {
    const answer = await new Promise<{ status: number; cookie: string[] | undefined }>((resolve, reject) => {
      const target = new URL(fx.gw.url);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/auth/sign-in?',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: res.headers['set-cookie'] }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ id: 'user-bare-query' }));
    });
    expect(answer.status).toBe(200);
    const cookie = answer.cookie?.[0]?.split(';')[0] ?? '';
    expect((await request(fx.gw.url).get('/api/auth/whoami').set('cookie', cookie)).body.userId).toBe(
      'user-bare-query',
    );
  });

  it('keeps cookies and security headers the gateway owns', async () => {
    const res = await request(fx.gw.url).get('/api/settings/whoami');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("keeps a service's stricter Content-Security-Policy on its media next to the gateway's", async () => {
    const res = await request(fx.gw.url).get('/api/settings/media/logo.svg');
    expect(res.status).toBe(200);
    // Two policies (Node joins the header lines with a comma, as CSP lists policies): a browser
    // enforces both, so the service's sandbox holds whatever the gateway allows.
    const policies = String(res.headers['content-security-policy'])
      .split(',')
      .map((policy) => policy.trim());
    expect(policies).toHaveLength(2);
    expect(policies).toContain(MEDIA_CSP);
    expect(policies.find((policy) => policy !== MEDIA_CSP)).toContain("frame-ancestors 'none'");
  });

  it("forwards to a service only its own scp.<domain>.* cookies, never the session's", async () => {
    const agent = request.agent(fx.gw.url);
    const signedIn = await agent.post('/api/auth/sign-in').send({ id: 'cookie-user' });
    const sid = cookieFrom(signedIn.headers, 'scp.sid')?.split(';')[0] ?? '';
    const cookie = [sid, 'scp.auth.flow=abc=def', 'scp.settings.pref=1', 'tracking=1', 'scp.auth.second=2'].join('; ');
    const auth = await request(fx.gw.url).get('/api/auth/whoami').set('cookie', cookie);
    expect(auth.body.userId).toBe('cookie-user');
    expect(auth.body.cookie).toBe('scp.auth.flow=abc=def; scp.auth.second=2');
    const settings = await request(fx.gw.url).get('/api/settings/whoami').set('cookie', cookie);
    expect(settings.body.cookie).toBe('scp.settings.pref=1');
    const none = await request(fx.gw.url).get('/api/settings/whoami').set('cookie', `${sid}; scp.auth.flow=abc`);
    expect(none.body.cookie).toBeNull();
  });

  it("passes on only the service's own cookies and logs the others it dropped", async () => {
    const before = log.lines.length;
    const res = await request(fx.gw.url).get('/api/auth/set-cookies');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toEqual([
      'scp.auth.flow=state-1; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=600',
    ]);
    const dropped = log.lines.slice(before).filter((line) => String(line.msg).startsWith('dropped a cookie'));
    expect(dropped.map((line) => line.cookie)).toEqual(['scp.other.flow', 'scp.sid', 'tracking']);
    expect(JSON.stringify(dropped)).not.toContain('hijack');

    // The settings service may not set the auth service's cookie.
    const other = await request(fx.gw.url).get('/api/settings/set-cookies');
    expect(other.headers['set-cookie']).toEqual([
      'scp.settings.flow=state-1; Path=/api/settings; HttpOnly; SameSite=Lax; Max-Age=600',
    ]);
  });

  it('streams request bodies through and passes service errors on unchanged', async () => {
    const body = { items: Array.from({ length: 500 }, (_, i) => ({ i, text: `order note ${i}` })) };
    const echoed = await request(fx.gw.url).post('/api/auth/echo').send(body);
    expect(echoed.status).toBe(200);
    expect(echoed.body).toEqual({ received: body });

    const bad = await request(fx.gw.url).post('/api/auth/echo').set('content-type', 'application/json').send('{oops');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' } });

    const unknown = await request(fx.gw.url).get('/api/auth/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  it('answers 503 at once when the service is down', async () => {
    const started = Date.now();
    const res = await request(fx.gw.url).get('/api/dashboard/anything');
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers 503 when the service does not answer in time', async () => {
    const res = await request(fx.gw.url).get('/api/auth/hang');
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('lets a kept-alive connection to a service go before the service closes it, so no request meets that close', async () => {
    const ended: string[] = [];
    const service = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    // Announced to the gateway as 'Keep-Alive: timeout=2'.
    service.keepAliveTimeout = 2000;
    service.on('connection', (socket) => socket.on('end', () => ended.push('the gateway closed it')));
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const gw = await startGateway(fx.redis.url, {
      DASHBOARD_SERVICE_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}/`,
    });
    try {
      expect((await request(gw.url).get('/api/dashboard/summary')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      // Before the service's own 2 s were up.
      expect(ended).toEqual(['the gateway closed it']);
    } finally {
      await gw.stop();
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it('answers 404 JSON for an unknown API area', async () => {
    const res = await request(fx.gw.url).get('/api/nowhere/x');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/nowhere/x.' } });
  });
});
