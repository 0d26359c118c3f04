import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { isoDay } from '@scp/provider-sandbox/generators';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { callAs, settingsFixture } from '../settings-harness.test.util';
import { ConnectedAccountModel } from './connected-account-model';
import { createTokenCipher, LOCAL_TOKEN_KEY } from './token-cipher';

export const PUBLIC_ORIGIN = 'http://localhost:8080';
export const CALLBACK = `${PUBLIC_ORIGIN}/api/settings/integrations/callback`;

/** Opens and seals tokens as the test service does (the local key). */
export const cipher = createTokenCipher([LOCAL_TOKEN_KEY]);

export const today = () => isoDay(new Date());

/**
 * The settings service with the provider sandbox as every platform, and a stand-in for its
 * neighbours (the dashboard's and the auth service's internal APIs) that records what settings
 * tells the dashboard and answers who gets alert mails. Call once at the top of a test file.
 */
export function useIntegrationsHarness() {
  let sandbox: RunningSandbox | undefined;
  let neighbours: http.Server | undefined;
  /** What settings told the dashboard, in order. */
  const toldDashboard: Array<{ path: string; body: unknown }> = [];
  /** Whether the dashboard answers (false: it is down), and the owners whose Email Notifications are off. */
  const neighbourState = { dashboardAnswers: true, mutedUsers: new Set<string>() };
  /** Where the sandbox delivers a customer's message as Meta's webhook: taken, and nothing more here. */
  const webhookSink = http.createServer((_req, res) => res.writeHead(200).end());

  beforeAll(async () => {
    await new Promise<void>((resolve) => webhookSink.listen(0, '127.0.0.1', resolve));
    sandbox = await start({
      port: 0,
      smtpPort: 0,
      allowedRedirectOrigins: [PUBLIC_ORIGIN],
      metaWebhookUrl: `http://127.0.0.1:${(webhookSink.address() as AddressInfo).port}/`,
    });
    neighbours = http.createServer((req, res) => {
      // The auth service's internal API is answered here too: who gets alert mails.
      if (req.url === '/internal/auth/notification-profile') {
        const userId = String(decodeJwt(String(req.headers['x-internal-token'])).sub);
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            email: `${userId}@example.com`,
            fullName: 'Nora',
            emailNotifications: !neighbourState.mutedUsers.has(userId),
          }),
        );
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        toldDashboard.push({ path: String(req.url), body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
        res.writeHead(neighbourState.dashboardAnswers ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => neighbours?.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await sandbox?.stop();
    await new Promise((resolve) => neighbours?.close(resolve));
    await new Promise((resolve) => webhookSink.close(resolve));
  });

  const running = (): RunningSandbox => {
    if (!sandbox) throw new Error('sandbox not started');
    return sandbox;
  };
  const neighboursUrl = () => `http://127.0.0.1:${(neighbours?.address() as AddressInfo).port}/`;

  const fx = settingsFixture(() => ({
    ...sandboxSettingsServiceEnv(),
    PROVIDER_SANDBOX_URL: running().url,
    PUBLIC_ORIGIN,
    DASHBOARD_SERVICE_URL: neighboursUrl(),
    AUTH_SERVICE_URL: neighboursUrl(),
    SMTP_URL: `smtp://127.0.0.1:${running().smtpPort}`,
  }));

  async function startConnect(userId: string, body: Record<string, unknown>) {
    return callAs(userId, fx.app)('post', '/integrations/connect', { body });
  }

  /** The person on the platform's consent page: the sandbox's shortcut parameters stand in for the clicks. */
  async function consent(authorizationUrl: string, decision: Record<string, string> = { sandbox_identity: 'alice' }) {
    const url = new URL(authorizationUrl);
    for (const [name, value] of Object.entries(decision)) url.searchParams.set(name, value);
    const answer = await fetch(url, { redirect: 'manual' });
    expect([302, 303]).toContain(answer.status);
    const location = new URL(answer.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    // What the gateway forwards: the path under /api/settings with the platform's query.
    return `/integrations/callback${location.search}`;
  }

  async function callback(userId: string | undefined, path: string) {
    const answer = await callAs(userId, fx.app)('get', path);
    expect(answer.status).toBe(303);
    return answer.headers.location as string;
  }

  async function connect(
    userId: string,
    body: Record<string, unknown>,
    decision?: Record<string, string>,
  ): Promise<string> {
    const started = await startConnect(userId, body);
    expect(started.status).toBe(200);
    return callback(userId, await consent(started.body.authorizationUrl, decision));
  }

  async function accounts(userId: string) {
    const answer = await callAs(userId, fx.app)('get', '/integrations/accounts');
    expect(answer.status).toBe(200);
    return answer.body.accounts as ConnectedAccount[];
  }

  async function storedToken(userId: string, platform: string, accountId: string): Promise<string> {
    const raw = await ConnectedAccountModel.collection.findOne({ userId, platform, accountId });
    return cipher.open(raw?.accessToken);
  }

  /** A call of another service to settings' internal API, for this user. */
  async function asService(
    caller: 'dashboard' | 'assistant' | 'responder' | 'studio',
    method: 'get' | 'post',
    path: string,
    userId: string,
    body?: object,
  ) {
    const req = request(fx.app)
      [method](path)
      .set(await serviceTokenHeader(caller, 'settings', `${method.toUpperCase()} ${path}`, userId));
    return body ? req.send(body) : req;
  }

  return {
    fx,
    sandbox: running,
    toldDashboard,
    neighbourState,
    startConnect,
    consent,
    callback,
    connect,
    accounts,
    storedToken,
    asService,
  };
}
