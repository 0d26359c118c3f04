import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { browserWindow } from '@scp/shared/client/settings/browser-window';
import { ACCOUNTS, CONNECT, connectedAccount } from '../../integrations/components/integrations.test-helper';
import { renderSettings } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

const authorizationUrl = 'https://www.facebook.com/v19.0/dialog/oauth?client_id=1&state=s';
const instagram = connectedAccount();
const instagramTwo = connectedAccount({
  accountId: '17841400000000002',
  displayName: 'Ann Cakes',
  identifier: '@anncakes',
});
const facebookPage = connectedAccount({
  platform: 'facebook',
  accountId: '1000001',
  displayName: 'Ann Page',
  identifier: 'anns-page',
});

/** /test-connections with `accounts` connected, once the list has loaded. */
async function openTestPage(accounts = [instagram], path = '/test-connections') {
  api.answer(ACCOUNTS, ok({ accounts }));
  const view = await renderSettings(path);
  await screen.findByRole('heading', { level: 1, name: 'Social Integration Test' });
  await waitFor(() => expect(screen.queryByText('No accounts connected.') ?? accountsList()).toBeInTheDocument());
  return view;
}

const card = (label: string) => screen.getByRole('listitem', { name: label });
const callbackCard = () => screen.getByRole('region', { name: 'Callback Result' });
const accountsRegion = () => screen.getByRole('region', { name: 'Connected Accounts' });
const accountsList = () => within(accountsRegion()).queryByRole('list');

describe('social integration test page: platforms', () => {
  it('shows one h1 and the four platform cards, each with its state and Connect', async () => {
    await openTestPage([instagram, instagramTwo]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const platformsList = within(screen.getByRole('region', { name: 'Platforms' })).getAllByRole('heading', {
      level: 3,
    });
    expect(platformsList.map((heading) => heading.textContent)).toEqual([
      'Instagram',
      'Facebook',
      'LinkedIn',
      'Shopify',
    ]);
    expect(within(card('Instagram')).getByText('2 connected accounts')).toBeInTheDocument();
    expect(within(card('Facebook')).getByText('Not connected')).toBeInTheDocument();
    expect(within(card('Facebook')).getByRole('button', { name: 'Connect' })).toHaveAccessibleDescription('Facebook');
    expect(within(card('Facebook')).queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    expect(within(card('Instagram')).getByRole('button', { name: 'Disconnect' })).toHaveAccessibleDescription(
      'Instagram',
    );
  });

  it('connects in the page, coming back to this page', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open');
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    await openTestPage();
    api.answer(CONNECT, ok({ authorizationUrl }));
    await user.click(within(card('Facebook')).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorizationUrl));
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({
      platform: 'facebook',
      mode: 'page',
      returnTo: '/test-connections',
    });
  });

  it('asks Shopify for its store domain first', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    await openTestPage();
    api.answer(CONNECT, ok({ authorizationUrl: 'https://anns.myshopify.com/admin/oauth/authorize?state=s' }));
    await user.click(within(card('Shopify')).getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Shopify' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Store domain' }), 'anns');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({
      platform: 'shopify',
      mode: 'page',
      shopDomain: 'anns.myshopify.com',
      returnTo: '/test-connections',
    });
  });

  it("says 'Connection Error' when the connection cannot start, with the service's reason or 'Failed to connect'", async () => {
    const user = userEvent.setup();
    await openTestPage();
    api.answer(CONNECT, fails(400, 'BAD_REQUEST', 'Connecting LinkedIn is not set up on this server.'));
    await user.click(within(card('LinkedIn')).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Connecting LinkedIn is not set up on this server.')).toBeInTheDocument();

    api.answer(CONNECT, fails(400, 'BAD_REQUEST', ''));
    await user.click(within(card('Facebook')).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.getAllByText('Connection Error')).toHaveLength(2));
    expect(screen.getByText('Failed to connect')).toBeInTheDocument();
  });

  it("disconnects every account of the platform, then says 'Disconnected'", async () => {
    const user = userEvent.setup();
    await openTestPage([instagram, instagramTwo, facebookPage]);
    api.answer(
      `DELETE /api/settings/integrations/accounts/instagram/${instagram.accountId}`,
      ok({ accounts: [instagramTwo, facebookPage] }),
    );
    api.answer(
      `DELETE /api/settings/integrations/accounts/instagram/${instagramTwo.accountId}`,
      ok({ accounts: [facebookPage] }),
    );
    api.answer('GET /api/settings/integrations/accounts', ok({ accounts: [facebookPage] }));
    await user.click(within(card('Instagram')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
    expect(within(card('Instagram')).getByText('Not connected')).toBeInTheDocument();
    expect(within(accountsRegion()).queryByText("Ann's Bakery")).not.toBeInTheDocument();
    expect(within(accountsRegion()).getByText('Ann Page')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(2);
    // A test page keeps the synced history: no ?deleteHistory.
    const addresses = jest
      .mocked(globalThis.fetch)
      .mock.calls.map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
      .filter((request) => request.method === 'DELETE')
      .map((request) => new URL(request.url).search);
    expect(addresses).toEqual(['', '']);
  });

  it("says 'Disconnection Error' when the service refuses", async () => {
    const user = userEvent.setup();
    await openTestPage([facebookPage]);
    api.answer(
      `DELETE /api/settings/integrations/accounts/facebook/${facebookPage.accountId}`,
      fails(409, 'CONFLICT', ''),
    );
    await user.click(within(card('Facebook')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to disconnect')).toBeInTheDocument();
    expect(within(card('Facebook')).getByText('1 connected account')).toBeInTheDocument();
  });
});

describe('social integration test page: connected accounts', () => {
  it('lists the accounts with platform, status and last sync, and reads them again on Refresh', async () => {
    const user = userEvent.setup();
    await openTestPage([instagram]);
    const row = within(accountsList() as HTMLElement).getByRole('listitem');
    expect(row).toHaveTextContent("Ann's Bakery");
    expect(row).toHaveTextContent('@annsbakery');
    expect(row).toHaveTextContent('Instagram');
    expect(row).toHaveTextContent('Connected');
    expect(row).toHaveTextContent('Last synced 5 minutes ago');

    api.answer(ACCOUNTS, ok({ accounts: [instagram, facebookPage] }));
    await user.click(within(accountsRegion()).getByRole('button', { name: 'Refresh' }));
    expect(await within(accountsRegion()).findByText('Ann Page')).toBeInTheDocument();
    expect(api.callsTo(ACCOUNTS)).toHaveLength(2);
    expect(within(card('Facebook')).getByText('1 connected account')).toBeInTheDocument();
  });

  it("says 'Failed to fetch connected accounts' each time the list cannot be read", async () => {
    const user = userEvent.setup();
    api.answer(ACCOUNTS, fails(404, 'NOT_FOUND', 'Not found'));
    await renderSettings('/test-connections');
    expect(await screen.findByText('Failed to fetch connected accounts')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(accountsRegion()).getByText('Connected accounts could not be loaded.')).toBeInTheDocument();
    await user.click(within(accountsRegion()).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getAllByText('Failed to fetch connected accounts')).toHaveLength(2));
  });

  it('says so when no account is connected', async () => {
    await openTestPage([]);
    expect(within(accountsRegion()).getByText('No accounts connected.')).toBeInTheDocument();
  });
});

describe('social integration test page: callback result', () => {
  it('says when the address carries no result', async () => {
    await openTestPage();
    expect(within(callbackCard()).getByText('The address carries no callback result.')).toBeInTheDocument();
    expect(within(callbackCard()).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it("shows a successful return, says 'Auth Success', reads the accounts again, and Clear empties it", async () => {
    const user = userEvent.setup();
    const view = await openTestPage([], '/test-connections?instagram_status=success&tab=x');
    expect(await screen.findByText('Auth Success')).toBeInTheDocument();
    expect(screen.getByText('Instagram Connected')).toBeInTheDocument();
    const terms = within(callbackCard())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['instagram_status']);
    expect(within(callbackCard()).getByRole('definition')).toHaveTextContent('success');

    api.answer(ACCOUNTS, ok({ accounts: [instagram] }));
    // After the post-sync delay (1 s): the platform's first sync is still landing.
    await waitFor(() => expect(api.callsTo(ACCOUNTS)).toHaveLength(2), { timeout: 2000 });
    expect(await within(accountsRegion()).findByText("Ann's Bakery")).toBeInTheDocument();

    await user.click(within(callbackCard()).getByRole('button', { name: 'Clear' }));
    expect(view.location()).toBe('/test-connections?tab=x');
    expect(within(callbackCard()).getByText('The address carries no callback result.')).toBeInTheDocument();
    // Said once: clearing the address does not toast again.
    expect(screen.getAllByText('Auth Success')).toHaveLength(1);
  });

  it('says it once and still reads the accounts again under StrictMode (effects run twice in development)', async () => {
    configure({ reactStrictMode: true });
    try {
      await openTestPage([], '/test-connections?linkedin_status=connected');
      expect(await screen.findByText('LinkedIn Connected')).toBeInTheDocument();
      const readsBefore = api.callsTo(ACCOUNTS).length;
      await waitFor(() => expect(api.callsTo(ACCOUNTS).length).toBeGreaterThan(readsBefore), { timeout: 2000 });
      expect(screen.getAllByText('Auth Success')).toHaveLength(1);
    } finally {
      configure({ reactStrictMode: false });
    }
  });

  it("shows a failed return with its message and says 'Auth Error'", async () => {
    await openTestPage([], '/test-connections?facebook_status=error&error_message=Access%20was%20not%20granted.');
    expect(await screen.findByText('Auth Error')).toBeInTheDocument();
    const card = callbackCard();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['facebook_status', 'error_message']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['error', 'Access was not granted.']);
    expect(screen.getAllByText('Access was not granted.')).toHaveLength(2);
  });

  it("reads a platform's code, state, error and error_description", async () => {
    const user = userEvent.setup();
    const view = await openTestPage([], '/test-connections?code=abc&state=xyz&error=access_denied');
    expect(await screen.findByText('Auth Error')).toBeInTheDocument();
    // No error_description: the spec's fallback.
    expect(screen.getByText('Authentication failed')).toBeInTheDocument();
    expect(
      within(callbackCard())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['code', 'state', 'error']);
    await user.click(within(callbackCard()).getByRole('button', { name: 'Clear' }));
    expect(view.location()).toBe('/test-connections');
  });

  it("says 'Auth Success' for a code, and shows error_description as the reason of an error", async () => {
    const view = await openTestPage([], '/test-connections?code=abc&state=xyz');
    expect(await screen.findByText('Auth Success')).toBeInTheDocument();
    view.unmount();
    await openTestPage([], '/test-connections?error=access_denied&error_description=The+user+denied+access');
    expect(await screen.findByText('Auth Error')).toBeInTheDocument();
    expect(screen.getAllByText('The user denied access')).toHaveLength(2);
  });
});

describe('social integration test page: popups', () => {
  it('does not take popup reports: its connections come back in the page', async () => {
    await openTestPage();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'OAUTH_CALLBACK', status: 'success', platform: 'facebook', message: '', connectedCount: 1 },
          origin: window.location.origin,
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Facebook Connected')).not.toBeInTheDocument();
  });
});
