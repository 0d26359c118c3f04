import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SignJWT } from 'jose';
import { errorMiddleware } from './error-middleware';
import { AppError } from './errors';
import { userIdOf } from './internal-token';
import { createLogger } from './logger';
import { memoryReplayGuard } from './replay-guard';
import { requireServiceToken, SERVICE_TOKEN_ISSUER_PREFIX, serviceClient } from './service-token';
import { localServiceTokenPair } from './signing-keys';
import { freePort } from './testing';

const assistantKey = createPrivateKey(localServiceTokenPair('assistant').privateKey);

/** A callee: settings' internal API accepting the assistant only. */
function startCallee(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  const internal = express.Router();
  internal.use(
    requireServiceToken({
      audience: 'settings',
      callers: { assistant: createPublicKey(assistantKey) },
      replayGuard: memoryReplayGuard(),
    }),
  );
  internal.get('/whoami', (req, res) => res.json({ caller: req.caller, userId: userIdOf(req) }));
  internal.use(express.json());
  // PUT and PATCH carry a JSON body, signed for their own method.
  internal.put('/echo', (req, res) => res.json({ method: req.method, body: req.body, userId: userIdOf(req) }));
  internal.patch('/echo', (req, res) => res.json({ method: req.method, body: req.body, userId: userIdOf(req) }));
  internal.get('/missing', () => {
    throw AppError.notFound();
  });
  internal.get('/full', () => {
    throw AppError.conflict('You can have at most 10 active goals.');
  });
  internal.get('/broken', () => {
    throw new Error('boom');
  });
  internal.get('/slow', (_req, res) => {
    setTimeout(() => res.json({}), 2000);
  });
  app.use('/internal/settings', internal);
  app.use(errorMiddleware(createLogger({ name: 'test', level: 'silent' })));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('service to service calls', () => {
  let callee: Awaited<ReturnType<typeof startCallee>>;
  beforeAll(async () => {
    callee = await startCallee();
  });
  afterAll(() => callee.close());

  const client = (caller: 'assistant' | 'responder', timeoutMs = 1000) =>
    serviceClient({
      caller,
      privateKey: createPrivateKey(localServiceTokenPair(caller).privateKey),
      baseUrls: { settings: callee.url },
      timeoutMs,
    });

  it('carries the caller and the user; the callee knows who asked', async () => {
    const answer = await client('assistant').get('settings', '/internal/settings/whoami', (body) => body, 'user-1');
    expect(answer).toEqual({ caller: 'assistant', userId: 'user-1' });
  });

  it('puts and patches a JSON body', async () => {
    const put = await client('assistant').put('settings', '/internal/settings/echo', { a: 1 }, (body) => body, 'u-2');
    expect(put).toEqual({ method: 'PUT', body: { a: 1 }, userId: 'u-2' });
    const patch = await client('assistant').patch(
      'settings',
      '/internal/settings/echo',
      { b: 2 },
      (body) => body,
      'u-3',
    );
    expect(patch).toEqual({ method: 'PATCH', body: { b: 2 }, userId: 'u-3' });
  });

  it('refuses a token that lives longer than 60 s or was issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const call = async (iat: number, exp: number) => {
      const token = await new SignJWT({ htm: 'GET', htp: '/internal/settings/whoami' })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setIssuer(`${SERVICE_TOKEN_ISSUER_PREFIX}assistant`)
        .setAudience('settings')
        .setSubject('u-1')
        .setJti(`lifetime-${iat}-${exp}`)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(assistantKey);
      const answer = await fetch(`${callee.url}/internal/settings/whoami`, { headers: { 'x-internal-token': token } });
      return answer.status;
    };
    expect(await call(now, now + 24 * 3600)).toBe(401);
    expect(await call(now + 3600, now + 3630)).toBe(401);
    expect(await call(now, now + 60)).toBe(200);
  });

  it('is refused for a service the callee does not accept', async () => {
    await expect(client('responder').get('settings', '/internal/settings/whoami', (b) => b, 'u')).rejects.toMatchObject(
      {
        status: 503,
      },
    );
  });

  it("passes a callee's conflict (409) on with its message: a limit reached is the user's answer", async () => {
    await expect(client('assistant').get('settings', '/internal/settings/full', (b) => b, 'u')).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'You can have at most 10 active goals.',
    });
  });

  it('read and submit take a 404 for an outage: a route the callee must have', async () => {
    const assistant = client('assistant');
    await expect(assistant.read('settings', '/internal/settings/missing', (b) => b, 'u')).rejects.toMatchObject({
      status: 503,
      message: 'The settings service answered 404.',
    });
    await expect(assistant.submit('settings', '/internal/settings/missing', {}, (b) => b, 'u')).rejects.toMatchObject({
      status: 503,
    });
    expect(await assistant.read('settings', '/internal/settings/whoami', (body) => body, 'user-4')).toEqual({
      caller: 'assistant',
      userId: 'user-4',
    });
  });

  it('answers null for 404 and a clear 503 for a callee error, a timeout or a callee that is down', async () => {
    expect(await client('assistant').get('settings', '/internal/settings/missing', (b) => b, 'u')).toBeNull();
    for (const path of ['/internal/settings/broken', '/internal/settings/slow'] as const) {
      await expect(client('assistant', 300).get('settings', path, (b) => b, 'u')).rejects.toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const down = serviceClient({
      caller: 'assistant',
      privateKey: assistantKey,
      baseUrls: { settings: `http://127.0.0.1:${await freePort()}` },
    });
    await expect(down.get('settings', '/internal/settings/whoami', (b) => b, 'u')).rejects.toMatchObject({
      status: 503,
    });
  });
});
