import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { generateKeyEnv } from '@scp/service-kit/signing-keys';
import { start as startSandbox } from '@scp/provider-sandbox';
import { remotesManifestSchema } from '@scp/shared/contracts/remotes';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { deadServiceUrl, startGateway, type TestGateway } from './harness.test.util';

let redis: TestRedis;
let root: string;
let gw: TestGateway;
let production: TestGateway;
let withSandbox: TestGateway;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  redis = await startTestRedis();
  root = await mkdtemp(path.join(tmpdir(), 'scp-gateway-static-'));
  await mkdir(path.join(root, 'shell'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(root, 'shell', 'main.3f2a9c1d.js'), 'console.log("shell")');
  await writeFile(path.join(root, 'shell', 'sw-cache-manager.js'), 'self.addEventListener("fetch", () => {});');
  await mkdir(path.join(root, 'shell', 'api', 'static-only'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'api', 'static-only', 'notes.json'), '{"from":"the shell dist"}');
  await mkdir(path.join(root, 'auth'), { recursive: true });
  await writeFile(path.join(root, 'auth', 'mf-manifest.json'), '{"name":"mfe_auth"}');
  gw = await startGateway(redis.url, {
    SHELL_DIST: path.join(root, 'shell'),
    REMOTE_AUTH_DIST: path.join(root, 'auth'),
    REMOTE_SETTINGS_DIST: path.join(root, 'not-built'),
    REMOTE_DASHBOARD_URL: 'https://cdn.example.com/dashboard',
    REMOTE_RESPONDER_URL: 'https://cdn.example.com/responder/',
    REMOTE_RESPONDER_VERSION: '2.1.0',
    PROVIDER_SANDBOX_URL: await deadServiceUrl(),
  });
  sandbox = await startSandbox({ port: 0, smtpPort: 0 });
  withSandbox = await startGateway(redis.url, { PROVIDER_SANDBOX_URL: sandbox.url });
  production = await startGateway(redis.url, {
    NODE_ENV: 'production',
    LOCAL_MODE: undefined,
    TRUST_PROXY: 'loopback',
    SESSION_SECRET: 's'.repeat(40),
    ...generateKeyEnv(),
    SHELL_DIST: path.join(root, 'not-built'),
  });
});

afterAll(async () => {
  await Promise.all([gw.stop(), production.stop(), withSandbox.stop()]);
  await sandbox.stop();
  await redis.stop();
  await rm(root, { recursive: true, force: true });
});

describe('front end hosting', () => {
  it('serves /remotes.json from REMOTE_<NAME>_URL and _VERSION, defaulting to same-origin paths of the remotes it serves', async () => {
    const res = await request(gw.url).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = remotesManifestSchema.parse(res.body);
    expect(manifest).toEqual({
      mfe_auth: '/remotes/auth/mf-manifest.json',
      mfe_settings: '/remotes/settings/mf-manifest.json',
      mfe_dashboard: 'https://cdn.example.com/dashboard/mf-manifest.json',
      mfe_onboarding: '/remotes/onboarding/mf-manifest.json',
      mfe_assistant: '/remotes/assistant/mf-manifest.json',
      // Pinned: the release's own folder, and the release the shell must find there.
      mfe_responder: { entry: 'https://cdn.example.com/responder/2.1.0/mf-manifest.json', version: '2.1.0' },
      mfe_studio: '/remotes/studio/mf-manifest.json',
    });
  });

  it("serves a remote's files readable cross-origin, and 404 for one not built", async () => {
    const res = await request(gw.url).get('/remotes/auth/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'mfe_auth' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    const missing = await request(gw.url).get('/remotes/settings/mf-manifest.json');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the shell: index.html for client routes (no-cache), hashed assets cached long', async () => {
    const page = await request(gw.url).get('/settings/profile');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const asset = await request(gw.url).get('/main.3f2a9c1d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(gw.url).get('/missing.js')).status).toBe(404);
  });

  it('never looks for /api paths among the shell files: they are the API, whatever the dist holds', async () => {
    const res = await request(gw.url).get('/api/static-only/notes.json');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(res.text).not.toContain('the shell dist');
  });

  it('serves the service worker for the whole site, never from a cache, to HEAD and GET', async () => {
    const head = await request(gw.url).head('/sw-cache-manager.js');
    expect(head.status).toBe(200);
    for (const res of [head, await request(gw.url).get('/sw-cache-manager.js')]) {
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['service-worker-allowed']).toBe('/');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect((await request(gw.url).get('/sw-cache-manager.js')).text).toContain('addEventListener("fetch"');
    // Only the shell's worker: a file of that name elsewhere is no worker for the site.
    const asset = await request(gw.url).get('/main.3f2a9c1d.js');
    expect(asset.headers['service-worker-allowed']).toBeUndefined();
    // Not built: 404 (the shell then does not register), not the app's page.
    const missing = await request(production.url).head('/sw-cache-manager.js');
    expect(missing.status).toBe(404);
    expect((await request(production.url).get('/sw-cache-manager.js')).headers['content-type']).not.toMatch(/html/);
  });

  it('lets only the OAuth return page stay connected to the window that opened it', async () => {
    expect((await request(gw.url).get('/settings/profile')).headers['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
    const returnPage = await request(gw.url).get('/auth/callback?status=success&platform=tiktok');
    expect(returnPage.status).toBe(200);
    expect(returnPage.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const callback = await request(gw.url).get('/api/settings/integrations/callback?state=x');
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('still runs when the shell is not built', async () => {
    const res = await request(production.url).get('/');
    expect(res.status).toBe(404);
    expect(res.text).toContain('not built');
    expect((await request(production.url).get('/healthz')).status).toBe(200);
  });

  it('offers the dev mailbox only in local mode', async () => {
    expect((await request(production.url).get('/dev/mailbox')).status).toBe(404);
    expect((await request(production.url).get('/api/dev/mailbox?to=a@b.c')).status).toBe(404);
    expect((await request(production.url).get('/api/dev/error-reports')).status).toBe(404);
    const mail = await request(withSandbox.url).get('/api/dev/mailbox?to=nobody@example.com');
    expect(mail.status).toBe(200);
    expect(mail.body).toEqual([]);
    const page = await request(withSandbox.url).get('/dev/mailbox?to=nobody@example.com');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Mailbox');
    // The sandbox's own refusals reach the caller in the gateway's one error body.
    const twice = await request(withSandbox.url).get('/dev/mailbox?to=a@b.c&to=d@e.f');
    expect(twice.status).toBe(400);
    expect(twice.body.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The to parameter must be given once, as a string.',
    });
    // Local mode with the sandbox not running: a clear 503, not a hang.
    const local = await request(gw.url).get('/api/dev/mailbox?to=a@b.c');
    expect(local.status).toBe(503);
    expect(local.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The provider sandbox is not running.' });
  });
});
