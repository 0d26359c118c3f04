import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { browserWindow } from '@scp/shared/client/settings/browser-window';
import { ACCOUNTS, CONNECT, connectedAccount, openIntegrations, platformCard } from './integrations.test-helper';

const api = fakeApiForEachTest();

const authorizationUrl = 'https://www.facebook.com/v19.0/dialog/oauth?client_id=1&state=s';

/** What window.open hands back: a window whose address the tab sets once the service answers. */
function fakePopup() {
  return { closed: false, close: jest.fn(), location: { href: '' } };
}

function openSpy(popup: ReturnType<typeof fakePopup> | null) {
  return jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
}

/** Makes the screen narrower than 768 px, as phones are. */
function narrowScreen() {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('max-width: 767.98px'),
  }));
}

/** The popup's return page reporting to this window (mfe-auth's /auth/callback). */
function report(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

async function clickConnect(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(platformCard(label)).getByRole('button', { name: 'Connect' }));
}

describe('connecting a platform in a popup', () => {
  it("opens the popup in the click, sends it to the platform, and on the popup's report toasts and reads the accounts", async () => {
    const user = userEvent.setup();
    const popup = fakePopup();
    const open = openSpy(popup);
    await openIntegrations(api);
    api.answer(CONNECT, ok({ authorizationUrl }));
    await clickConnect(user, 'Facebook');
    expect(open).toHaveBeenCalledWith('', 'scp-oauth', 'width=600,height=720');
    await waitFor(() => expect(popup.location.href).toBe(authorizationUrl));
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({ platform: 'facebook', mode: 'popup' });

    const page = connectedAccount({ platform: 'facebook', accountId: '1000001', displayName: 'Ann Page' });
    api.answer(ACCOUNTS, ok({ accounts: [page] }));
    report({
      type: 'OAUTH_CALLBACK',
      status: 'success',
      platform: 'facebook',
      message: 'Facebook Connected',
      connectedCount: 1,
    });
    expect(await screen.findByText('Facebook Connected')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Ann Page' })).toBeInTheDocument();
    expect(api.callsTo(ACCOUNTS)).toHaveLength(2);
  });

  it('shows the warning of a partial success, and the reason of a failure', async () => {
    await openIntegrations(api);
    report({
      type: 'OAUTH_CALLBACK',
      status: 'partial_success',
      platform: 'instagram',
      message: 'Some pages could not be read.',
      connectedCount: 1,
    });
    expect(await screen.findByText('Instagram Connected')).toBeInTheDocument();
    expect(screen.getByText('Some pages could not be read.')).toBeInTheDocument();
    report({ type: 'OAUTH_CALLBACK', status: 'error', platform: 'linkedin', message: '', connectedCount: 0 });
    expect(await screen.findByText('LinkedIn Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('An unknown error occurred.')).toBeInTheDocument();
    report({
      type: 'OAUTH_CALLBACK',
      status: 'error',
      platform: 'tiktok',
      message: 'Access was not granted on the platform.',
      connectedCount: 0,
    });
    expect(await screen.findByText('TikTok Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Access was not granted on the platform.')).toBeInTheDocument();
  });

  it('ignores messages from other origins and messages of other kinds', async () => {
    await openIntegrations(api);
    const message = { type: 'OAUTH_CALLBACK', status: 'success', platform: 'facebook', message: '', connectedCount: 1 };
    report(message, 'https://evil.example');
    report({ ...message, type: 'SOMETHING_ELSE' });
    report('OAUTH_CALLBACK');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Facebook Connected')).not.toBeInTheDocument();
    expect(api.callsTo(ACCOUNTS)).toHaveLength(1);
  });

  it('keeps the button busy at most 2 s while the popup is open', async () => {
    const user = userEvent.setup();
    openSpy(fakePopup());
    await openIntegrations(api);
    api.answer(CONNECT, ok({ authorizationUrl }));
    const button = within(platformCard('TikTok')).getByRole('button', { name: 'Connect' });
    const clicked = Date.now();
    await user.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    // Still busy after the service answered: the popup is where things happen now.
    await waitFor(() => expect(api.callsTo(CONNECT)).toHaveLength(1));
    expect(button).toHaveClass('ant-btn-loading');
    // Busy for the 2 s and then not: timed from the click, since a loaded machine runs timers late.
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'), { timeout: 5000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900);
  });

  it('keeps Connect unavailable for 5 s after starting a connection, then offers it again', async () => {
    openSpy(fakePopup());
    await openIntegrations(api);
    api.answer(CONNECT, ok({ authorizationUrl }));
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const button = within(platformCard('TikTok')).getByRole('button', { name: 'Connect' });
      await user.click(button);
      expect(button).toHaveClass('ant-btn-loading');
      await act(() => jest.advanceTimersByTimeAsync(2000));
      // The spinner stops at 2 s; a second click would still start a second authorization.
      expect(button).not.toHaveClass('ant-btn-loading');
      expect(button).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(2999));
      expect(button).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(button).toBeEnabled();
      await user.click(button);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(api.callsTo(CONNECT)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers Connect again as soon as the popup reports, before the 5 s', async () => {
    const user = userEvent.setup();
    openSpy(fakePopup());
    await openIntegrations(api);
    api.answer(CONNECT, ok({ authorizationUrl }));
    const button = within(platformCard('TikTok')).getByRole('button', { name: 'Connect' });
    await user.click(button);
    await waitFor(() => expect(api.callsTo(CONNECT)).toHaveLength(1));
    report({
      type: 'OAUTH_CALLBACK',
      status: 'error',
      platform: 'tiktok',
      message: 'Access denied',
      connectedCount: 0,
    });
    expect(await screen.findByText('TikTok Connection Failed')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(button).not.toHaveClass('ant-btn-loading');
  });

  it('says why the connection could not start, and closes the popup', async () => {
    const user = userEvent.setup();
    const popup = fakePopup();
    openSpy(popup);
    await openIntegrations(api);
    api.answer(CONNECT, fails(400, 'BAD_REQUEST', 'Connecting TikTok is not set up on this server.'));
    const button = within(platformCard('TikTok')).getByRole('button', { name: 'Connect' });
    await user.click(button);
    expect(await screen.findByText('TikTok Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Connecting TikTok is not set up on this server.')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    // The busy state ends in the same update as the toast or the one after it (a loaded machine).
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });
});

describe('connecting a platform in the page', () => {
  it('leaves for the platform when the popup was blocked', async () => {
    const user = userEvent.setup();
    openSpy(null);
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    await openIntegrations(api);
    api.answer(CONNECT, ok({ authorizationUrl }));
    await clickConnect(user, 'Instagram');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorizationUrl));
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({ platform: 'instagram', mode: 'page' });
  });

  it('leaves for the platform on a narrow screen, without trying a popup', async () => {
    const user = userEvent.setup();
    narrowScreen();
    const open = openSpy(fakePopup());
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    await openIntegrations(api);
    api.answer(CONNECT, ok({ authorizationUrl }));
    await clickConnect(user, 'LinkedIn');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorizationUrl));
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({ platform: 'linkedin', mode: 'page' });
  });

  it('reconnects an account that needs it', async () => {
    const user = userEvent.setup();
    const popup = fakePopup();
    openSpy(popup);
    await openIntegrations(api, [connectedAccount({ status: 'needs_reauth', error: 'The token was revoked.' })]);
    api.answer(CONNECT, ok({ authorizationUrl }));
    await user.click(
      within(screen.getByRole('listitem', { name: "Ann's Bakery" })).getByRole('button', { name: 'Reconnect' }),
    );
    await waitFor(() => expect(popup.location.href).toBe(authorizationUrl));
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({ platform: 'instagram', mode: 'popup' });
  });
});

describe('connecting Shopify', () => {
  async function openShopDialog() {
    const user = userEvent.setup();
    await openIntegrations(api);
    await clickConnect(user, 'Shopify');
    const dialog = screen.getByRole('dialog', { name: 'Connect Shopify' });
    return { user, dialog, field: within(dialog).getByRole('textbox', { name: 'Store domain' }) };
  }

  it('asks for the store domain first, and connects that store', async () => {
    const popup = fakePopup();
    const open = openSpy(popup);
    const { user, dialog, field } = await openShopDialog();
    expect(open).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('placeholder', 'your-store.myshopify.com');
    api.answer(CONNECT, ok({ authorizationUrl: 'https://anns.myshopify.com/admin/oauth/authorize?state=s' }));
    await user.type(field, ' Anns ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe('https://anns.myshopify.com/admin/oauth/authorize?state=s'));
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({
      platform: 'shopify',
      mode: 'popup',
      shopDomain: 'anns.myshopify.com',
    });
  });

  it('requires a domain, and one that can be a Shopify store', async () => {
    openSpy(fakePopup());
    const { user, dialog, field } = await openShopDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Store Domain Required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Store Domain Required Please enter your Shopify store domain (e.g., your-store.myshopify.com).',
    );
    await user.type(field, 'my store!');
    expect(within(dialog).queryByText('Store Domain Required')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid store domain');
    expect(api.callsTo(CONNECT)).toHaveLength(0);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('connects nothing on Cancel', async () => {
    openSpy(fakePopup());
    const { user, dialog, field } = await openShopDialog();
    await user.type(field, 'anns');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(CONNECT)).toHaveLength(0);
    expect(window.open).not.toHaveBeenCalled();
  });

  it("says 'Invalid store domain' when the service refuses the domain", async () => {
    const popup = fakePopup();
    openSpy(popup);
    const { user, dialog, field } = await openShopDialog();
    api.answer(CONNECT, {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Invalid Shopify store domain.', field: 'shopDomain' } },
    });
    await user.type(field, 'anns');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Shopify Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid store domain')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('reconnects a known store without asking again', async () => {
    const user = userEvent.setup();
    const popup = fakePopup();
    openSpy(popup);
    await openIntegrations(api, [
      connectedAccount({
        platform: 'shopify',
        accountId: 'anns.myshopify.com',
        identifier: 'anns.myshopify.com',
        displayName: "Ann's Shop",
        status: 'expiring',
        tokenExpiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
      }),
    ]);
    api.answer(CONNECT, ok({ authorizationUrl }));
    await user.click(
      within(screen.getByRole('listitem', { name: "Ann's Shop" })).getByRole('button', { name: 'Reconnect' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(popup.location.href).toBe(authorizationUrl));
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({
      platform: 'shopify',
      mode: 'popup',
      shopDomain: 'anns.myshopify.com',
    });
  });
});
