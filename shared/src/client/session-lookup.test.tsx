import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { SessionResponse } from '../contracts/auth/session';
import { lookUpSession, useSessionLookup } from './session-lookup';
import { selectSession, sessionResolved } from './session-slice';
import { createAppStore } from './store';

const answer: SessionResponse = {
  user: { id: 'u1', email: 'ann@example.com', user_metadata: {} },
  expiresAt: 1_900_000_000,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('lookUpSession', () => {
  it('signs in with a prompt answer', async () => {
    const store = createAppStore(undefined, { listeners: false });
    const lookup = lookUpSession(async () => answer, store.dispatch);
    await lookup.settled;
    expect(selectSession(store.getState())).toMatchObject({ status: 'signedIn', expiresAt: 1_900_000_000 });
  });

  it('signs out when there is no session', async () => {
    const store = createAppStore(undefined, { listeners: false });
    await lookUpSession(async () => null, store.dispatch).settled;
    expect(selectSession(store.getState()).status).toBe('signedOut');
  });

  it('signs out when the lookup fails', async () => {
    const store = createAppStore(undefined, { listeners: false });
    await lookUpSession(() => Promise.reject(new Error('Failed to fetch')), store.dispatch).settled;
    expect(selectSession(store.getState()).status).toBe('signedOut');
  });

  it('treats no answer within 3 s as signed out, then applies a later session', async () => {
    const store = createAppStore(undefined, { listeners: false });
    const pending = deferred<SessionResponse | null>();
    const lookup = lookUpSession(() => pending.promise, store.dispatch);
    jest.advanceTimersByTime(2999);
    expect(selectSession(store.getState()).status).toBe('loading');
    jest.advanceTimersByTime(1);
    expect(selectSession(store.getState()).status).toBe('signedOut');
    pending.resolve(answer);
    await lookup.settled;
    expect(selectSession(store.getState()).status).toBe('signedIn');
  });

  it('does not sign out a user who signed in after the timeout when the late answer is "no session"', async () => {
    const store = createAppStore(undefined, { listeners: false });
    const pending = deferred<SessionResponse | null>();
    const lookup = lookUpSession(() => pending.promise, store.dispatch);
    jest.advanceTimersByTime(3000);
    store.dispatch(sessionResolved(answer));
    pending.resolve(null);
    await lookup.settled;
    expect(selectSession(store.getState()).status).toBe('signedIn');
  });

  it('ignores everything once cancelled', async () => {
    const store = createAppStore(undefined, { listeners: false });
    const pending = deferred<SessionResponse | null>();
    const lookup = lookUpSession(() => pending.promise, store.dispatch);
    lookup.cancel();
    jest.advanceTimersByTime(5000);
    pending.resolve(answer);
    await lookup.settled;
    expect(selectSession(store.getState()).status).toBe('loading');
  });
});

describe('useSessionLookup', () => {
  function Status({ fetchSession }: { fetchSession: () => Promise<SessionResponse | null> }) {
    return <p>status: {useSessionLookup(fetchSession)}</p>;
  }

  it('shows loading, then signed out after 3 s without an answer, then signed in when it arrives', async () => {
    const store = createAppStore(undefined, { listeners: false });
    const pending = deferred<SessionResponse | null>();
    render(
      <Provider store={store}>
        <Status fetchSession={() => pending.promise} />
      </Provider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('status: signedOut')).toBeInTheDocument();
    await act(async () => pending.resolve(answer));
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
  });
});

describe('useSessionLookup against the gateway session endpoint', () => {
  function Status() {
    return <p>status: {useSessionLookup()}</p>;
  }

  async function withServer(answerStatus: number, body: unknown, run: () => Promise<void>) {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      res.writeHead(req.url === '/api/auth/session' ? answerStatus : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    (globalThis as unknown as { setTestDocumentUrl: (url: string) => void }).setTestDocumentUrl(
      `http://127.0.0.1:${port}/`,
    );
    try {
      await run();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  beforeEach(() => jest.useRealTimers());

  it('signs in with the session the gateway returns', async () => {
    await withServer(200, answer, async () => {
      render(
        <Provider store={createAppStore(undefined, { listeners: false })}>
          <Status />
        </Provider>,
      );
      expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    });
  });

  it('is signed out on a 401', async () => {
    await withServer(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } }, async () => {
      render(
        <Provider store={createAppStore(undefined, { listeners: false })}>
          <Status />
        </Provider>,
      );
      expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    });
  });
});
