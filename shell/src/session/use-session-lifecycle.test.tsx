import { act, fireEvent, screen } from '@testing-library/react';
import { session as sessionRules } from '@scp/shared/contracts/auth/accounts-constants';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import type { SessionResponse } from '@scp/shared/contracts/auth/session';
import { dataFetchRetry } from '@scp/shared/contracts/app/app-constants';
import { renderApp } from '../test-support/render-app.test-helper';
import { ACTIVITY_THROTTLE_MS } from './session-lifecycle';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const user = { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann' } };
const expired = accountsTexts.session.expired;

/** Epoch seconds `ms` from now, as the gateway reports expiry. */
const expiresIn = (ms: number) => Math.floor((Date.now() + ms) / 1000);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Answers the gateway's session endpoints at the fetch level. Each test sets the session the
 * lookup finds and, where it matters, how refresh and sign-out answer.
 */
function mockGateway(options: { session: SessionResponse; refresh?: Handler; signOut?: Handler }) {
  const calls: string[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/session': () => json(options.session),
    'POST /api/auth/session/refresh': options.refresh ?? (() => json({ user, expiresAt: expiresIn(60 * MINUTE) })),
    'POST /api/auth/sign-out': options.signOut ?? (() => json({ signedOut: true })),
  };
  const fetchMock = jest.fn(async (input: Request) => {
    const key = `${input.method} ${new URL(input.url).pathname}`;
    calls.push(key);
    const handler = handlers[key];
    return handler ? handler(input) : json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    count: (key: string) => calls.filter((call) => call === key).length,
  };
}

const REFRESH = 'POST /api/auth/session/refresh';
const SIGN_OUT = 'POST /api/auth/sign-out';

/** Runs the fake clock forward, letting React, RTK Query and the fetch mock settle in between. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Renders the shell at /products and waits until the lookup has signed the user in. */
async function signedInAt(path = '/products') {
  const app = renderApp(path, 'http');
  expect(await screen.findByRole('heading', { name: 'dashboard remote at /products' })).toBeInTheDocument();
  expect(app.store.getState().session.status).toBe('signedIn');
  return app;
}

/** The user does something: one activity event on the page. */
async function userActs(event: 'mousedown' | 'keydown' | 'scroll' | 'touchstart' | 'click' = 'mousedown') {
  await act(async () => {
    fireEvent(document.body, new Event(event, { bubbles: true }));
  });
}

function expectExpiredToast() {
  expect(screen.getByText(expired.title)).toBeInTheDocument();
  expect(screen.getByText(expired.description)).toBeInTheDocument();
}

function expectNoExpiredToast() {
  expect(screen.queryByText(expired.title)).not.toBeInTheDocument();
}

/** The toast closes by itself after a few seconds; none may come back at any later check. */
async function expectNoFurtherToast() {
  await advance(sessionRules.checkIntervalMs);
  for (let tick = 0; tick < 10; tick += 1) {
    expectNoExpiredToast();
    await advance(sessionRules.checkIntervalMs);
  }
}

const realFetch = globalThis.fetch;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

describe('refresh', () => {
  it("refreshes an active user's session within 10 minutes of expiry", async () => {
    const gateway = mockGateway({ session: { user, expiresAt: expiresIn(20 * MINUTE) } });
    const app = await signedInAt();
    // 10 min left from T0 + 10 min; by then the sign-in moment is more than 5 min old.
    await advance(10 * MINUTE);
    expect(gateway.count(REFRESH)).toBe(0);
    await userActs();
    await advance(sessionRules.checkIntervalMs);
    expect(gateway.count(REFRESH)).toBe(1);
    // The new expiry is in the store: no further refresh until its own 10-minute window.
    expect(app.store.getState().session.expiresAt).toBe(expiresIn(60 * MINUTE));
    await userActs();
    await advance(5 * MINUTE);
    expect(gateway.count(REFRESH)).toBe(1);
    expectNoExpiredToast();
    expect(app.location()).toBe('/products');
  });

  it('counts the sign-in itself as activity', async () => {
    const gateway = mockGateway({ session: { user, expiresAt: expiresIn(9 * MINUTE) } });
    await signedInAt();
    await advance(sessionRules.checkIntervalMs);
    expect(gateway.count(REFRESH)).toBe(1);
  });

  it('stops after 3 consecutive failed refreshes', async () => {
    const gateway = mockGateway({
      session: { user, expiresAt: expiresIn(9 * MINUTE) },
      refresh: () => json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Auth is down' } }, 503),
    });
    await signedInAt();
    for (let tick = 0; tick < 6; tick += 1) {
      await userActs();
      await advance(sessionRules.checkIntervalMs);
    }
    // Each attempt is one mutation, which the data-fetch policy retries once by itself.
    const requestsPerAttempt = 1 + dataFetchRetry.mutationMaxRetries;
    expect(gateway.count(REFRESH)).toBe(sessionRules.maxRefreshAttempts * requestsPerAttempt);
    expectNoExpiredToast();
  });

  it('resets the failure count after a successful refresh', async () => {
    let answer = 0;
    const gateway = mockGateway({
      session: { user, expiresAt: expiresIn(9 * MINUTE) },
      refresh: () => {
        answer += 1;
        // Requests 1-4: two failed attempts (each retried once); 5: success, still inside the window.
        if (answer === 5) return json({ user, expiresAt: expiresIn(9 * MINUTE) });
        return json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Auth is down' } }, 503);
      },
    });
    await signedInAt();
    for (let tick = 0; tick < 8; tick += 1) {
      await userActs();
      await advance(sessionRules.checkIntervalMs);
    }
    // 2 failed attempts, 1 success, then 3 more failed attempts (the count started again at 0).
    const requestsPerAttempt = 1 + dataFetchRetry.mutationMaxRetries;
    expect(gateway.count(REFRESH)).toBe(2 * requestsPerAttempt + 1 + 3 * requestsPerAttempt);
  });

  it('treats a 401 on refresh as an expired session: toast, no retry, /auth after 2 s', async () => {
    const gateway = mockGateway({
      session: { user, expiresAt: expiresIn(9 * MINUTE) },
      refresh: () => json({ error: { code: 'UNAUTHENTICATED', message: 'No session' } }, 401),
    });
    const app = await signedInAt();
    await advance(sessionRules.checkIntervalMs);
    expect(gateway.count(REFRESH)).toBe(1);
    expectExpiredToast();
    await advance(sessionRules.expiredRedirectMs - 1);
    expect(app.location()).toBe('/products');
    await advance(1);
    expect(app.location()).toBe('/auth');
    expect(app.store.getState().session.status).toBe('signedOut');
    await expectNoFurtherToast();
    expect(gateway.count(REFRESH)).toBe(1);
  });
});

describe('sign-out and expiry', () => {
  it('does not refresh an idle user; at 2 minutes left shows the toast, then /auth after 2 s', async () => {
    const gateway = mockGateway({ session: { user, expiresAt: expiresIn(16 * MINUTE) } });
    const app = await signedInAt();
    await advance(14 * MINUTE - sessionRules.checkIntervalMs);
    expectNoExpiredToast();
    await advance(sessionRules.checkIntervalMs);
    expect(gateway.count(REFRESH)).toBe(0);
    expectExpiredToast();
    // Not before 2 s...
    await advance(sessionRules.expiredRedirectMs - 1);
    expect(app.location()).toBe('/products');
    expect(app.store.getState().session.status).toBe('signedIn');
    // ...then the session ends, the gateway is told, and the user lands on the auth page.
    await advance(1);
    expect(app.location()).toBe('/auth');
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(gateway.count(SIGN_OUT)).toBe(1);
    expect(await screen.findByRole('heading', { name: 'auth remote at /auth' })).toBeInTheDocument();
    // The toast outlives the navigation, and is shown once.
    expect(screen.getAllByText(expired.title)).toHaveLength(1);
    await expectNoFurtherToast();
  });

  it('at expiry shows the toast and goes to /auth after 2 s', async () => {
    mockGateway({ session: { user, expiresAt: expiresIn(10 * SECOND) } });
    const app = await signedInAt();
    await advance(sessionRules.checkIntervalMs);
    expectExpiredToast();
    await advance(sessionRules.expiredRedirectMs - 1);
    expect(app.location()).toBe('/products');
    await advance(1);
    expect(app.location()).toBe('/auth');
    expectExpiredToast();
  });

  it('announces no expiry after a manual sign-out', async () => {
    const gateway = mockGateway({ session: { user, expiresAt: expiresIn(16 * MINUTE) } });
    const app = await signedInAt();
    const signOutButton = await screen.findByRole('button', { name: 'Sign Out' });
    await act(async () => signOutButton.click());
    await advance(0);
    expect(app.location()).toBe('/auth');
    await advance(20 * MINUTE);
    expect(gateway.count(SIGN_OUT)).toBe(1);
    expectNoExpiredToast();
    expect(app.location()).toBe('/auth');
  });

  it('neither refreshes nor announces an expiry while a manual sign-out is on its way', async () => {
    let answerSignOut: (response: Response) => void = () => undefined;
    const gateway = mockGateway({
      session: { user, expiresAt: expiresIn(5 * MINUTE) },
      signOut: () =>
        new Promise<Response>((resolve) => {
          answerSignOut = resolve;
        }),
    });
    const app = await signedInAt();
    const signOutButton = await screen.findByRole('button', { name: 'Sign Out' });
    await act(async () => signOutButton.click());
    // A slow gateway: meanwhile the checks would refresh (the click is activity, under 10 min
    // left) and, once past expiry, announce it.
    await advance(5 * MINUTE + sessionRules.checkIntervalMs);
    expect(app.store.getState().session.status).toBe('signedIn');
    expect(gateway.count(REFRESH)).toBe(0);
    expectNoExpiredToast();
    await act(async () => answerSignOut(json({ signedOut: true })));
    await advance(0);
    expect(app.location()).toBe('/auth');
    await expectNoFurtherToast();
    expect(gateway.count(SIGN_OUT)).toBe(1);
  });
});

describe('activity', () => {
  it.each(sessionRules.activityEvents)('a %s event updates lastActivity', async (event) => {
    mockGateway({ session: { user, expiresAt: expiresIn(60 * MINUTE) } });
    const app = await signedInAt();
    await advance(MINUTE);
    await userActs(event);
    expect(app.store.getState().session.lastActivity).toBe(Date.now());
  });

  it('dispatches at most once per throttle period', async () => {
    mockGateway({ session: { user, expiresAt: expiresIn(60 * MINUTE) } });
    const app = await signedInAt();
    await advance(MINUTE);
    await userActs('keydown');
    const first = Date.now();
    await advance(ACTIVITY_THROTTLE_MS - 1);
    await userActs('keydown');
    expect(app.store.getState().session.lastActivity).toBe(first);
    await advance(1);
    await userActs('keydown');
    expect(app.store.getState().session.lastActivity).toBe(Date.now());
  });

  it('is not recorded while signed out', async () => {
    mockGateway({ session: { user, expiresAt: expiresIn(60 * MINUTE) } });
    const app = renderApp('/help', 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    await userActs('click');
    expect(app.store.getState().session.lastActivity).toBe(0);
  });
});

describe('returning to the tab', () => {
  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

  afterEach(() => setVisibility('visible'));

  it('checks at once when the tab becomes visible, without waiting for the 30 s tick', async () => {
    mockGateway({ session: { user, expiresAt: expiresIn(10 * MINUTE) } });
    const app = await signedInAt();
    // The laptop sleeps for 11 minutes: the clock moves on, no timer has fired.
    setVisibility('hidden');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    jest.setSystemTime(Date.now() + 11 * MINUTE);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expectNoExpiredToast();
    setVisibility('visible');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expectExpiredToast();
    await advance(sessionRules.expiredRedirectMs);
    expect(app.location()).toBe('/auth');
  });
});
