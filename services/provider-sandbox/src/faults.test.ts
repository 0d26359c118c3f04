import type { RunningSandbox } from './main';
import { connect, profileCall, refresh, type ConnectableProvider } from './provider-tokens.test.helper';
import {
  answer,
  get,
  postForm,
  REDIRECT_URI,
  startSandbox,
  withQuery,
  type Answer,
} from './sandbox-client.test.helper';
import { SANDBOX_CLIENTS } from './default-clients';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
afterEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' });
});

async function send(method: string, url: string, body?: unknown): Promise<Answer> {
  return answer(
    await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

function addFault(body: Record<string, unknown>, base = sandbox.url): Promise<Answer> {
  return send('POST', `${base}/_sandbox/faults`, body);
}

describe('fault switches', () => {
  it('creates, lists and clears faults', async () => {
    const created = await addFault({ provider: 'meta', kind: 'rate_limit' });
    expect(created.status).toBe(201);
    expect(created.json.fault).toEqual({
      id: expect.stringMatching(/^flt_/),
      provider: 'meta',
      kind: 'rate_limit',
      times: 1,
      remaining: 1,
      retryAfterSeconds: 2,
    });
    const slow = await addFault({ provider: 'x', kind: 'slow', times: 0, pathPrefix: '/2/users' });
    expect(slow.json.fault).toMatchObject({
      kind: 'slow',
      times: 0,
      remaining: null,
      delayMs: 3000,
      pathPrefix: '/2/users',
    });
    const listed = await get(`${sandbox.url}/_sandbox/faults`);
    expect(listed.json.faults.map((fault: { id: string }) => fault.id)).toEqual([
      created.json.fault.id,
      slow.json.fault.id,
    ]);
    const cleared = await send('DELETE', `${sandbox.url}/_sandbox/faults`);
    expect(cleared.json).toEqual({ cleared: 2 });
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults).toEqual([]);
  });

  it.each([
    [{ provider: 'apple', kind: 'rate_limit' }, 'provider'],
    [{ kind: 'rate_limit' }, 'provider'],
    [{ provider: 'meta', kind: 'outage' }, 'kind'],
    [{ provider: 'meta', kind: 'rate_limit', times: -1 }, 'times'],
    [{ provider: 'meta', kind: 'rate_limit', times: 1.5 }, 'times'],
    [{ provider: 'meta', kind: 'rate_limit', times: '2' }, 'times'],
    [{ provider: 'meta', kind: 'rate_limit', retryAfterSeconds: 99999 }, 'retryAfterSeconds'],
    [{ provider: 'meta', kind: 'server_error', retryAfterSeconds: 5 }, 'retryAfterSeconds'],
    [{ provider: 'meta', kind: 'slow', delayMs: 600000 }, 'delayMs'],
    [{ provider: 'meta', kind: 'rate_limit', delayMs: 10 }, 'delayMs'],
    [{ provider: 'meta', kind: 'slow', pathPrefix: 'v23.0/me' }, 'pathPrefix'],
    [{ provider: 'meta', kind: 'slow', pathPrefix: 7 }, 'pathPrefix'],
    [{ provider: 'meta', kind: 'slow', retry_after: 1 }, 'retry_after'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const refused = await addFault(body);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: 'invalid_request', field });
    expect(refused.json.error_description).toContain(field);
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults).toEqual([]);
  });

  it('refuses a body that is not a JSON object, and malformed JSON, without a 500', async () => {
    expect((await send('POST', `${sandbox.url}/_sandbox/faults`, [1, 2])).status).toBe(400);
    expect((await send('POST', `${sandbox.url}/_sandbox/faults`)).status).toBe(400);
    expect((await send('POST', `${sandbox.url}/_sandbox/faults`, '{"provider":')).status).toBe(400);
    // What curl -d sends without -H 'Content-Type: application/json'.
    const form = await postForm(`${sandbox.url}/_sandbox/faults`, { provider: 'meta', kind: 'rate_limit' });
    expect(form.status).toBe(400);
    expect(form.json.error_description).toContain('application/json');
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults).toEqual([]);
  });
});

describe('rate_limit', () => {
  // One data endpoint per platform; the fault answers before the token is even read.
  const calls: [ConnectableProvider, string, number, unknown][] = [
    [
      'meta',
      '/meta/v23.0/me',
      2,
      {
        error: {
          message: '(#4) Application request limit reached',
          code: 4,
          type: 'OAuthException',
          fbtrace_id: expect.any(String),
        },
      },
    ],
    [
      'shopify',
      '/shopify/shops/alices-bakery.myshopify.com/admin/api/2025-07/shop.json',
      2,
      { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' },
    ],
    [
      'x',
      '/x/2/users/me',
      2,
      { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
    ],
    [
      'linkedin',
      '/linkedin/v2/userinfo',
      2,
      {
        status: 429,
        serviceErrorCode: 101,
        code: 'TOO_MANY_REQUESTS',
        message: 'Resource level throttle limit reached',
      },
    ],
    [
      'tiktok',
      '/tiktok/v2/user/info/?fields=open_id',
      2,
      { data: {}, error: { code: 'rate_limit_exceeded', message: expect.any(String), log_id: expect.any(String) } },
    ],
    ['pinterest', '/pinterest/v5/user_account', 2, { code: 8, message: 'Rate limit exceeded.' }],
    [
      'google',
      '/google/v1/userinfo',
      2,
      { error: { code: 429, message: expect.any(String), status: 'RESOURCE_EXHAUSTED' } },
    ],
  ];

  it.each(calls)(
    'answers %s’s own 429 with Retry-After, once, then the platform again',
    async (provider, path, retry, body) => {
      await addFault({ provider, kind: 'rate_limit' });
      const limited = await get(`${sandbox.url}${path}`);
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual(body);
      expect(Number(limited.headers.get('retry-after'))).toBe(retry);
      const after = await get(`${sandbox.url}${path}`);
      expect(after.status).not.toBe(429); // the platform's own answer to a missing token
      expect([400, 401]).toContain(after.status);
    },
  );

  it('writes Shopify’s Retry-After as a decimal and X’s reset headers', async () => {
    await addFault({ provider: 'shopify', kind: 'rate_limit', retryAfterSeconds: 5 });
    const shopify = await get(`${sandbox.url}/shopify/shops/alices-bakery.myshopify.com/admin/api/2025-07/shop.json`);
    expect(shopify.headers.get('retry-after')).toBe('5.0');
    await addFault({ provider: 'x', kind: 'rate_limit', retryAfterSeconds: 30 });
    const x = await get(`${sandbox.url}/x/2/users/me`);
    expect(x.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(Number(x.headers.get('x-rate-limit-reset'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 29);
  });

  it('answers a valid token with the fault, and the data afterwards', async () => {
    const tokens = await connect(sandbox.url, 'linkedin', 'bob');
    await addFault({ provider: 'linkedin', kind: 'rate_limit', times: 2 });
    expect((await profileCall(sandbox.url, 'linkedin', tokens.access)).status).toBe(429);
    expect((await profileCall(sandbox.url, 'linkedin', tokens.access)).status).toBe(429);
    const served = await profileCall(sandbox.url, 'linkedin', tokens.access);
    expect(served.status).toBe(200);
    expect(served.json.name).toBe('Bob Chen');
  });

  it('with times 0 keeps answering until cleared', async () => {
    await addFault({ provider: 'pinterest', kind: 'rate_limit', times: 0 });
    for (let i = 0; i < 4; i += 1) expect((await get(`${sandbox.url}/pinterest/v5/user_account`)).status).toBe(429);
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults[0].remaining).toBeNull();
    await send('DELETE', `${sandbox.url}/_sandbox/faults`);
    expect((await get(`${sandbox.url}/pinterest/v5/user_account`)).status).toBe(401);
  });

  it('counts down remaining and drops a used-up fault from the list', async () => {
    await addFault({ provider: 'pinterest', kind: 'rate_limit', times: 2 });
    await get(`${sandbox.url}/pinterest/v5/user_account`);
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults[0].remaining).toBe(1);
    await get(`${sandbox.url}/pinterest/v5/user_account`);
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults).toEqual([]);
  });
});

describe('where faults apply', () => {
  it('hits the token endpoint: a refresh meets the fault, the next one goes through', async () => {
    for (const provider of ['google', 'shopify', 'tiktok', 'linkedin', 'x', 'pinterest'] as const) {
      const tokens = await connect(sandbox.url, provider, 'alice');
      await addFault({ provider, kind: 'rate_limit' });
      const limited = await refresh(sandbox.url, provider, tokens.refresh!);
      expect([provider, limited.status]).toEqual([provider, 429]);
      const refreshed = await refresh(sandbox.url, provider, tokens.refresh!);
      expect([provider, refreshed.status]).toEqual([provider, 200]);
    }
  });

  it('hits Meta’s token endpoint, GET and POST', async () => {
    await addFault({ provider: 'meta', kind: 'server_error', times: 2 });
    const url = `${sandbox.url}/meta/v23.0/oauth/access_token`;
    expect((await get(`${url}?client_id=x`)).status).toBe(500);
    expect((await postForm(url, { client_id: 'x' })).status).toBe(500);
    expect((await get(`${url}?client_id=x`)).status).toBe(400);
  });

  it('hits the revoke endpoints', async () => {
    await addFault({ provider: 'tiktok', kind: 'server_error' });
    const revoke = await postForm(`${sandbox.url}/tiktok/v2/oauth/revoke/`, { token: 'act.x' });
    expect(revoke.status).toBe(500);
  });

  it('leaves the authorize page, discovery and other platforms alone', async () => {
    await addFault({ provider: 'google', kind: 'server_error', times: 0 });
    const authorize = await get(
      withQuery(`${sandbox.url}/google/o/oauth2/v2/auth`, {
        client_id: SANDBOX_CLIENTS.google.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: 'openid',
        sandbox_identity: 'alice',
      }),
    );
    expect(authorize.status).toBe(302);
    expect((await get(`${sandbox.url}/google/.well-known/openid-configuration`)).status).toBe(200);
    expect((await get(`${sandbox.url}/google/oauth2/v3/certs`)).status).toBe(200);
    expect((await get(`${sandbox.url}/pinterest/v5/user_account`)).status).toBe(401);
    expect((await get(`${sandbox.url}/google/v1/userinfo`)).status).toBe(500);
  });

  it('limits a fault to paths starting with pathPrefix (relative, or with the platform prefix)', async () => {
    const tokens = await connect(sandbox.url, 'tiktok', 'carla');
    await addFault({ provider: 'tiktok', kind: 'server_error', times: 0, pathPrefix: '/tiktok/v2/user/' });
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults[0].pathPrefix).toBe('/v2/user/');
    expect((await profileCall(sandbox.url, 'tiktok', tokens.access)).status).toBe(500);
    const refreshed = await refresh(sandbox.url, 'tiktok', tokens.refresh!);
    expect(refreshed.status).toBe(200);
  });

  it('answers the oldest matching fault first', async () => {
    await addFault({ provider: 'x', kind: 'server_error' });
    await addFault({ provider: 'x', kind: 'rate_limit' });
    expect((await get(`${sandbox.url}/x/2/users/me`)).status).toBe(500);
    expect((await get(`${sandbox.url}/x/2/users/me`)).status).toBe(429);
    expect((await get(`${sandbox.url}/x/2/users/me`)).status).toBe(401);
  });
});

describe('server_error', () => {
  it.each([
    [
      'meta',
      '/meta/v23.0/me',
      { error: expect.objectContaining({ type: 'OAuthException', code: 2, is_transient: true }) },
    ],
    [
      'shopify',
      '/shopify/shops/alices-bakery.myshopify.com/admin/api/2025-07/shop.json',
      { errors: 'Internal Server Error' },
    ],
    [
      'x',
      '/x/2/users/me',
      { title: 'Internal Server Error', detail: 'Internal Server Error', type: 'about:blank', status: 500 },
    ],
    ['linkedin', '/linkedin/v2/me', expect.objectContaining({ status: 500, code: 'INTERNAL_SERVER_ERROR' })],
    ['tiktok', '/tiktok/v2/user/info/', { data: {}, error: expect.objectContaining({ code: 'internal_error' }) }],
    ['pinterest', '/pinterest/v5/user_account', expect.objectContaining({ code: 1 })],
    [
      'google',
      '/google/v1beta/accountSummaries',
      { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } },
    ],
  ])('answers %s’s 500 shape', async (provider, path, body) => {
    await addFault({ provider, kind: 'server_error' });
    const failed = await get(`${sandbox.url}${path}`);
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual(body);
    expect(failed.headers.get('x-sandbox-fault')).toMatch(/^flt_/);
  });
});

describe('slow', () => {
  it('waits delayMs, then answers normally', async () => {
    const tokens = await connect(sandbox.url, 'pinterest', 'bob');
    await addFault({ provider: 'pinterest', kind: 'slow', delayMs: 300 });
    const started = Date.now();
    const slow = await profileCall(sandbox.url, 'pinterest', tokens.access);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(slow.status).toBe(200);
    expect(slow.json.username).toBe('chenoutdoorgear');
    // Used up by that one call, so the next is not held. (Timing the next call raced a loaded machine:
    // a plain call took 604 ms in a Jest run with three workers.)
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults).toEqual([]);
    expect((await profileCall(sandbox.url, 'pinterest', tokens.access)).status).toBe(200);
  });

  it('still serves a request its client gave up on, as a platform would (the refresh rotates)', async () => {
    const tokens = await connect(sandbox.url, 'x', 'alice');
    await addFault({ provider: 'x', kind: 'slow', delayMs: 300 });
    const { clientId, clientSecret } = SANDBOX_CLIENTS.x;
    const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh! });
    const headers = {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    };
    await expect(
      fetch(`${sandbox.url}/x/2/oauth2/token`, { method: 'POST', body, headers, signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const reused = await refresh(sandbox.url, 'x', tokens.refresh!);
    expect(reused.json.error).toBe('invalid_grant');
  });

  it('does not keep a stopped sandbox waiting', async () => {
    const other = await startSandbox();
    await addFault({ provider: 'meta', kind: 'slow', delayMs: 60_000 }, other.url);
    const pending = fetch(`${other.url}/meta/v23.0/me`).catch(() => 'closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await other.stop();
    expect(await pending).toBe('closed');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('isolation', () => {
  it('keeps faults per sandbox instance', async () => {
    const other = await startSandbox();
    try {
      await addFault({ provider: 'pinterest', kind: 'rate_limit', times: 0 }, other.url);
      expect((await get(`${other.url}/pinterest/v5/user_account`)).status).toBe(429);
      expect((await get(`${sandbox.url}/pinterest/v5/user_account`)).status).toBe(401);
      expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults).toEqual([]);
    } finally {
      await other.stop();
    }
  });
});
