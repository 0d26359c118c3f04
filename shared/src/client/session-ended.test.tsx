import { api } from './api';
import { fails, fakeApiForEachTest, ok, testSession } from './fake-api.test-helper';
import { sessionApi } from './session-api';
import { endSessionElsewhere, isSessionGone } from './session-ended';
import { selectSession, selectSessionEndedElsewhere, sessionEnded, sessionResolved } from './session-slice';
import { createAppStore } from './store';

// A .tsx file for jsdom: the api's relative '/api' URLs resolve against the page.
const fake = fakeApiForEachTest();

/** An endpoint a remote would add: any screen's data. */
const screenApi = api.injectEndpoints({
  endpoints: (build) => ({
    readScreen: build.query<unknown, void>({ query: () => '/dashboard/screen' }),
    changePassword: build.mutation<unknown, void>({ query: () => ({ url: '/auth/password', method: 'POST' }) }),
  }),
});

function signedInStore() {
  const store = createAppStore(undefined, { listeners: false });
  store.dispatch(sessionResolved(testSession));
  return store;
}

describe('a 401 from the API', () => {
  it("ends a signed-in tab's session as ended elsewhere, and drops every cached answer", async () => {
    const store = signedInStore();
    fake.answer('GET /api/dashboard/other', ok({ cached: true }));
    fake.answer('GET /api/dashboard/screen', fails(401, 'UNAUTHENTICATED', 'Not signed in.'));
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    await store.dispatch(screenApi.endpoints.readScreen.initiate());
    expect(selectSession(store.getState())).toMatchObject({ status: 'signedOut', user: null, expiresAt: null });
    expect(selectSessionEndedElsewhere(store.getState())).toBe(true);
    expect(store.getState().api.queries).toEqual({});
  });

  it('a 401 without our error body counts too (a proxy in between)', async () => {
    const store = signedInStore();
    fake.answer('GET /api/dashboard/screen', { status: 401, body: 'Unauthorized' });
    await store.dispatch(screenApi.endpoints.readScreen.initiate());
    expect(selectSessionEndedElsewhere(store.getState())).toBe(true);
  });

  it('a wrong current password (401 INVALID_CREDENTIALS) leaves the session alone', async () => {
    const store = signedInStore();
    fake.answer('POST /api/auth/password', fails(401, 'INVALID_CREDENTIALS', 'Invalid login credentials'));
    await store.dispatch(screenApi.endpoints.changePassword.initiate());
    expect(selectSession(store.getState()).status).toBe('signedIn');
  });

  it('other failures (403, 503) leave the session alone', async () => {
    const store = signedInStore();
    fake.answer('GET /api/dashboard/screen', fails(403, 'FORBIDDEN', 'No.'));
    await store.dispatch(screenApi.endpoints.readScreen.initiate());
    expect(selectSession(store.getState()).status).toBe('signedIn');
  });

  it("the refresh's 401 is the session lifecycle's to handle (its own toast, then /auth after 2 s)", async () => {
    const store = signedInStore();
    fake.answer('POST /api/auth/session/refresh', fails(401, 'UNAUTHENTICATED', 'Not signed in.'));
    await store.dispatch(sessionApi.endpoints.refreshSession.initiate());
    expect(selectSession(store.getState()).status).toBe('signedIn');
  });

  it('the session lookup of a signed-out visitor (401) is not an ending', async () => {
    const store = createAppStore(undefined, { listeners: false });
    fake.answer('GET /api/auth/session', fails(401, 'UNAUTHENTICATED', 'Not signed in.'));
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(selectSession(store.getState()).status).toBe('loading');
    expect(selectSessionEndedElsewhere(store.getState())).toBe(false);
  });
});

describe('endSessionElsewhere', () => {
  it('leaves a tab that is signing out on purpose alone (its own session.ended may come first)', async () => {
    const store = signedInStore();
    let answer!: () => void;
    jest.mocked(globalThis.fetch).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              new Response('{"signedOut":true}', { status: 200, headers: { 'content-type': 'application/json' } }),
            );
        }),
    );
    const signingOut = store.dispatch(sessionApi.endpoints.signOut.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispatch(endSessionElsewhere());
    expect(selectSession(store.getState()).status).toBe('signedIn');
    answer();
    await signingOut;
    expect(selectSession(store.getState()).status).toBe('signedOut');
    expect(selectSessionEndedElsewhere(store.getState())).toBe(false);
  });

  it('does nothing to a tab that is already signed out', () => {
    const store = signedInStore();
    store.dispatch(sessionEnded());
    store.dispatch(endSessionElsewhere());
    expect(selectSessionEndedElsewhere(store.getState())).toBe(false);
  });

  it('the next sign-in clears the mark', () => {
    const store = signedInStore();
    store.dispatch(endSessionElsewhere());
    expect(selectSessionEndedElsewhere(store.getState())).toBe(true);
    store.dispatch(sessionResolved(testSession));
    expect(selectSessionEndedElsewhere(store.getState())).toBe(false);
  });
});

describe('isSessionGone', () => {
  it('is false for anything but a rejected api request', () => {
    expect(isSessionGone({ type: 'other/rejected', payload: { status: 401 }, meta: { rejectedWithValue: true } })).toBe(
      false,
    );
    expect(isSessionGone({ type: 'session/sessionEnded' })).toBe(false);
  });
});
