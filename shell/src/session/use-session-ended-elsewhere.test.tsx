import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { api } from '@scp/shared/client/api';
import { type FakeBrowser, fakeBrowser } from '@scp/shared/client/fake-broadcast-channel.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { renderApp, signedInSession } from '../test-support/render-app.test-helper';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

const expired = accountsTexts.session.expired;

/** Any screen's request, as a remote adds it. */
const probe = api.injectEndpoints({
  endpoints: (build) => ({ productsList: build.query<unknown, void>({ query: () => '/products/list' }) }),
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The gateway as both tabs see it: one session cookie, so a sign-out ends it for both. */
function mockGateway(answers: Record<string, () => Response>) {
  globalThis.fetch = jest.fn(async (input: Request) => {
    const answer = answers[`${input.method} ${new URL(input.url).pathname}`];
    return answer ? answer() : json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
}

let browser: FakeBrowser;
const realFetch = globalThis.fetch;

beforeEach(() => {
  browser = fakeBrowser();
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = browser.Channel;
});
afterEach(() => {
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  globalThis.fetch = realFetch;
});

/** Two tabs of one browser, both signed in on /products. */
async function twoTabs() {
  const first = renderApp('/products');
  const second = renderApp('/products');
  await first.ready();
  await second.ready();
  await within(first.container).findByRole('heading', { name: 'dashboard remote at /products' });
  await within(second.container).findByRole('heading', { name: 'dashboard remote at /products' });
  return { first, second };
}

function toastIn(container: HTMLElement, title: string) {
  return [...container.querySelectorAll('.scp-toast')].find((toast) => toast.textContent?.includes(title));
}

describe('a session ended elsewhere', () => {
  it('a sign-out in one tab sends the other to /auth with the session-expired toast', async () => {
    mockGateway({ 'POST /api/auth/sign-out': () => json({ signedOut: true }) });
    const { first, second } = await twoTabs();

    fireEvent.click(within(first.container).getAllByRole('button', { name: 'Sign Out' })[0]!);
    await waitFor(() => expect(first.location()).toBe('/auth'));
    await waitFor(() => expect(second.location()).toBe('/auth'));
    expect(second.store.getState().session.status).toBe('signedOut');
    await waitFor(() => expect(toastIn(second.container, expired.title)).toHaveTextContent(expired.description));
    // The tab that signed out asked to: it is told nothing.
    expect(toastIn(first.container, expired.title)).toBeUndefined();
    // One message: the tab that was told does not tell the others again.
    expect(browser.posted).toEqual([{ name: 'scp.session', data: { type: 'session-ended' } }]);
  });

  it('a 401 from the API in one tab ends it and the other tab, each with the toast', async () => {
    mockGateway({
      'GET /api/products/list': () => json({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } }, 401),
    });
    const { first, second } = await twoTabs();

    // Through the app's api, as any screen's request goes.
    await act(async () => {
      await first.store.dispatch(probe.endpoints.productsList.initiate());
    });

    await waitFor(() => expect(first.location()).toBe('/auth'));
    await waitFor(() => expect(second.location()).toBe('/auth'));
    expect(toastIn(first.container, expired.title)).toHaveTextContent(expired.description);
    expect(toastIn(second.container, expired.title)).toHaveTextContent(expired.description);
  });

  it('a tab that is not signed in ignores the message', async () => {
    mockGateway({});
    const signedOut = renderApp('/help', 'signedOut');
    await signedOut.ready();
    new browser.Channel('scp.session').postMessage({ type: 'session-ended' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(signedOut.location()).toBe('/help');
    expect(toastIn(signedOut.container, expired.title)).toBeUndefined();
  });

  it('signing in again starts clean: no toast from the last ending', async () => {
    mockGateway({ 'POST /api/auth/sign-out': () => json({ signedOut: true }) });
    const { first, second } = await twoTabs();
    fireEvent.click(within(first.container).getAllByRole('button', { name: 'Sign Out' })[0]!);
    await waitFor(() => expect(second.location()).toBe('/auth'));
    act(() => {
      second.store.dispatch(sessionResolved(signedInSession));
    });
    expect(second.store.getState().session.endedElsewhere).toBe(false);
  });
});
