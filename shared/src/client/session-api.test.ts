import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toErrorBody, UNEXPECTED_RESPONSE_MESSAGE } from './api';
import { sessionApi } from './session-api';
import { sessionReloadApi } from './session-reload-api';
import { selectSession, sessionEnded, sessionResolved } from './session-slice';
import { createAppStore } from './store';

/**
 * The gateway's session endpoints as a real HTTP server; the browser resolves the api's '/api' base
 * against the page origin, which in Node we emulate by resolving relative Requests against it.
 */
let server: http.Server;
let origin: string;
const requests: string[] = [];
let answers: Record<string, { status: number; body: unknown }> = {};
const NodeRequest = globalThis.Request;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    requests.push(`${key} cookie=${req.headers.cookie ?? ''}`);
    const answer = answers[key] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, origin) : input, init);
    }
  } as typeof Request;
});

afterAll(async () => {
  globalThis.Request = NodeRequest;
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  requests.length = 0;
  answers = {};
});

const user = { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann' } };

describe('session endpoints', () => {
  it('reads the session from GET /api/auth/session', async () => {
    answers['GET /api/auth/session'] = { status: 200, body: { user, expiresAt: 1_900_000_000 } };
    const store = createAppStore(undefined, { listeners: false });
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.data).toEqual({ user, expiresAt: 1_900_000_000 });
    expect(requests).toEqual(['GET /api/auth/session cookie=']);
  });

  it('does not retry a 401 and reports its code and message', async () => {
    answers['GET /api/auth/session'] = {
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } },
    };
    const store = createAppStore(undefined, { listeners: false });
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(requests).toHaveLength(1);
    expect(toErrorBody(result.error)).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' });
  });

  it('turns an answer that breaks the contract into an ordinary error', async () => {
    answers['GET /api/auth/session'] = { status: 200, body: { user: { id: 'u1' }, expiresAt: 'soon' } };
    const store = createAppStore(undefined, { listeners: false });
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.isError).toBe(true);
    expect(toErrorBody(result.error)).toMatchObject({
      code: 'CLIENT_ERROR',
      message: `${UNEXPECTED_RESPONSE_MESSAGE} (responseSchema)`,
    });
  });

  it('refreshing updates the session slice and the cached session', async () => {
    answers['GET /api/auth/session'] = { status: 200, body: { user, expiresAt: 1_900_000_000 } };
    answers['POST /api/auth/session/refresh'] = { status: 200, body: { user, expiresAt: 1_900_000_600 } };
    const store = createAppStore(undefined, { listeners: false });
    const subscription = store.dispatch(sessionApi.endpoints.getSession.initiate());
    await subscription;
    await store.dispatch(sessionApi.endpoints.refreshSession.initiate()).unwrap();
    expect(selectSession(store.getState())).toMatchObject({ status: 'signedIn', expiresAt: 1_900_000_600 });
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data?.expiresAt).toBe(1_900_000_600);
    subscription.unsubscribe();
  });

  it('a refresh answering after a sign-out does not sign the user back in', async () => {
    answers['POST /api/auth/session/refresh'] = { status: 200, body: { user, expiresAt: 1_900_000_600 } };
    answers['POST /api/auth/sign-out'] = { status: 200, body: { signedOut: true } };
    const store = createAppStore(undefined, { listeners: false });
    store.dispatch(sessionResolved({ user, expiresAt: 1_900_000_000 }));
    const refresh = store.dispatch(sessionApi.endpoints.refreshSession.initiate());
    store.dispatch(sessionEnded());
    await refresh;
    expect(selectSession(store.getState())).toMatchObject({ status: 'signedOut', user: null });
  });

  it('reloading the account updates the session slice and the cached session (e.g. onboarding completed)', async () => {
    const newcomer = { ...user, user_metadata: { full_name: 'Ann', onboarding_completed: false } };
    const onboarded = { ...user, user_metadata: { full_name: 'Ann', onboarding_completed: true } };
    answers['GET /api/auth/session'] = { status: 200, body: { user: newcomer, expiresAt: 1_900_000_000 } };
    answers['GET /api/auth/user'] = { status: 200, body: { user: onboarded } };
    const store = createAppStore(undefined, { listeners: false });
    const subscription = store.dispatch(sessionApi.endpoints.getSession.initiate());
    await subscription;
    store.dispatch(sessionResolved({ user: newcomer, expiresAt: 1_900_000_000 }));
    await store.dispatch(sessionReloadApi.endpoints.reloadSessionUser.initiate()).unwrap();
    expect(selectSession(store.getState())).toMatchObject({
      status: 'signedIn',
      user: onboarded,
      expiresAt: 1_900_000_000,
    });
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toEqual({
      user: onboarded,
      expiresAt: 1_900_000_000,
    });
    expect(requests).toContain('GET /api/auth/user cookie=');
    subscription.unsubscribe();
  });

  it('a failed reload leaves the session as it was; a reload after sign-out signs nobody in', async () => {
    // (A 401 would say the session is gone: session-ended.test.tsx.)
    answers['GET /api/auth/user'] = {
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again later.' } },
    };
    const store = createAppStore(undefined, { listeners: false });
    store.dispatch(sessionResolved({ user, expiresAt: 1_900_000_000 }));
    await store.dispatch(sessionReloadApi.endpoints.reloadSessionUser.initiate());
    expect(selectSession(store.getState()).user).toEqual(user);
    answers['GET /api/auth/user'] = { status: 200, body: { user } };
    store.dispatch(sessionEnded());
    await store.dispatch(sessionReloadApi.endpoints.reloadSessionUser.initiate());
    expect(selectSession(store.getState())).toMatchObject({ status: 'signedOut', user: null });
  });

  it('signing out ends the session and drops cached data', async () => {
    answers['GET /api/auth/session'] = { status: 200, body: { user, expiresAt: 1_900_000_000 } };
    answers['POST /api/auth/sign-out'] = { status: 200, body: { signedOut: true } };
    const store = createAppStore(undefined, { listeners: false });
    const subscription = store.dispatch(sessionApi.endpoints.getSession.initiate());
    await subscription;
    store.dispatch(sessionResolved({ user, expiresAt: 1_900_000_000 }));
    await store.dispatch(sessionApi.endpoints.signOut.initiate()).unwrap();
    subscription.unsubscribe();
    expect(selectSession(store.getState())).toMatchObject({ status: 'signedOut', user: null });
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toBeUndefined();
    expect(requests).toContain('POST /api/auth/sign-out cookie=');
  });
});

describe('toErrorBody', () => {
  it('names a network failure the way the browser does', () => {
    expect(toErrorBody({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toEqual({
      status: null,
      code: 'NETWORK_ERROR',
      message: 'Failed to fetch',
    });
  });

  it('keeps the field of a validation error', () => {
    expect(
      toErrorBody({
        status: 400,
        data: { error: { code: 'VALIDATION_FAILED', message: 'Invalid email', field: 'email' } },
      }),
    ).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid email', field: 'email' });
  });

  it('falls back to the status when the body is not ours', () => {
    expect(toErrorBody({ status: 503, data: '<html>' })).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Request failed with status 503',
    });
  });

  it('reads thrown errors', () => {
    expect(toErrorBody(new Error('boom'))).toEqual({ status: null, code: 'CLIENT_ERROR', message: 'boom' });
    expect(toErrorBody(undefined)).toMatchObject({ code: 'CLIENT_ERROR' });
  });
});
