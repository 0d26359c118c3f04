import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderSettings } from '../../../test-support/render-settings.test-helper';
import { ACCOUNTS, connectedAccount, openIntegrations, platformCard, REFRESH } from './integrations.test-helper';

const api = fakeApiForEachTest();

const HOUR = 60 * 60 * 1000;

function headings(level: number, container: HTMLElement = document.body): string[] {
  return within(container)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent ?? '');
}

describe('integrations tab: the platforms', () => {
  it('lists the recommended platforms first, then the rest by category, each with its badge and description', async () => {
    await openIntegrations(api);
    expect(screen.getByRole('heading', { level: 2, name: 'Integrations' })).toBeInTheDocument();
    expect(headings(3)).toEqual(['Recommended', 'Social Media']);
    const recommended = screen.getByRole('region', { name: 'Recommended' });
    expect(headings(4, recommended)).toEqual(['Shopify', 'Instagram', 'Google Analytics']);
    const social = screen.getByRole('region', { name: 'Social Media' });
    expect(headings(4, social)).toEqual(['Facebook', 'TikTok', 'LinkedIn', 'X/Twitter', 'Pinterest']);
    const ga = platformCard('Google Analytics');
    expect(within(ga).getByText('GA4')).toBeInTheDocument();
    expect(within(ga).getByText('Sessions, conversions and revenue of your GA4 properties.')).toBeInTheDocument();
    expect(within(ga).getByRole('button', { name: 'Connect' })).toHaveAccessibleDescription('Google Analytics');
  });

  it('filters after a pause in typing, on label, badge and description, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await openIntegrations(api);
    const search = screen.getByRole('searchbox', { name: 'Search platforms' });
    await user.type(search, 'ga4');
    // Not yet: the search waits 300 ms after the last key.
    expect(screen.getByRole('listitem', { name: 'Facebook' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Facebook' })).not.toBeInTheDocument());
    expect(headings(4)).toEqual(['Google Analytics']);

    await user.clear(search);
    await user.type(search, 'SAVES');
    await waitFor(() => expect(headings(4)).toEqual(['Pinterest']));
    expect(headings(3)).toEqual(['Social Media']);

    await user.clear(search);
    await user.type(search, 'company pages');
    await waitFor(() => expect(headings(4)).toEqual(['LinkedIn']));

    await user.clear(search);
    await user.type(search, 'myspace');
    expect(await screen.findByText('No platforms found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows each platform’s mark beside its name, as decoration the name already says', async () => {
    await openIntegrations(api);
    for (const [label, platform] of [
      ['Shopify', 'shopify'],
      ['Instagram', 'instagram'],
      ['Google Analytics', 'google-analytics'],
      ['Facebook', 'facebook'],
      ['TikTok', 'tiktok'],
      ['LinkedIn', 'linkedin'],
      ['X/Twitter', 'twitter'],
      ['Pinterest', 'pinterest'],
    ] as const) {
      const card = platformCard(label);
      const mark = card.querySelector(`svg[data-platform-mark="${platform}"]`);
      expect(mark).not.toBeNull();
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      // Beside the heading, not inside it: the platform's name stays the heading's whole name.
      expect(within(card).getByRole('heading', { level: 4 })).toHaveAccessibleName(label);
    }
  });

  it('offers Connect on a single-account platform only until it has an account', async () => {
    await openIntegrations(api, [
      connectedAccount({ platform: 'shopify', accountId: 'anns.myshopify.com', identifier: 'anns.myshopify.com' }),
      connectedAccount(),
    ]);
    expect(within(platformCard('Shopify')).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    // Instagram allows several business accounts.
    expect(within(platformCard('Instagram')).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(within(platformCard('TikTok')).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });
});

describe('integrations tab: connected accounts', () => {
  it('marks each account’s picture with its platform', async () => {
    await openIntegrations(api, [
      connectedAccount(),
      connectedAccount({ platform: 'shopify', accountId: 'anns.myshopify.com', identifier: 'anns.myshopify.com' }),
    ]);
    for (const [list, platform] of [
      ['Instagram accounts', 'instagram'],
      ['Shopify accounts', 'shopify'],
    ] as const) {
      const row = within(screen.getByRole('list', { name: list })).getByRole('listitem');
      expect(row.querySelector(`svg[data-platform-mark="${platform}"]`)).not.toBeNull();
    }
  });

  it('shows each account with its picture, handle, followers, status and last sync', async () => {
    await openIntegrations(api, [
      connectedAccount(),
      connectedAccount({
        accountId: '17841400000000002',
        displayName: 'Ann Cakes',
        identifier: '@anncakes',
        imageUrl: null,
        accountInfo: { followers: 1 },
        status: 'expiring',
        tokenExpiresAt: new Date(Date.now() + 5 * HOUR - 60_000).toISOString(),
        lastSync: null,
      }),
      connectedAccount({
        platform: 'facebook',
        accountId: '1000001',
        displayName: 'Ann Page',
        identifier: 'Ann Page',
        status: 'needs_reauth',
        error: 'The permission was withdrawn on Facebook.',
      }),
      connectedAccount({
        platform: 'google-analytics',
        accountId: 'properties/42',
        displayName: 'annsbakery.com',
        identifier: 'properties/42',
        accountInfo: { followers: null },
        status: 'error',
        error: 'Google Analytics did not answer.',
        tokenExpiresAt: new Date(Date.now() + 3 * 24 * HOUR + HOUR).toISOString(),
      }),
    ]);
    const instagramAccounts = within(platformCard('Instagram')).getByRole('list', { name: 'Instagram accounts' });
    const ann = within(instagramAccounts).getByRole('listitem', { name: "Ann's Bakery" });
    expect(within(ann).getByText('@annsbakery')).toBeInTheDocument();
    expect(within(ann).getByText('1,234 followers')).toBeInTheDocument();
    expect(within(ann).getByText('Connected')).toBeInTheDocument();
    expect(within(ann).getByText('Last synced 5 minutes ago')).toBeInTheDocument();
    expect(ann.querySelector('img')).toHaveAttribute('alt', '');
    expect(ann.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/ann.jpg');
    expect(within(ann).queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: 'Disconnect' })).toHaveAccessibleDescription("Ann's Bakery");

    const cakes = within(instagramAccounts).getByRole('listitem', { name: 'Ann Cakes' });
    expect(within(cakes).getByText('1 follower')).toBeInTheDocument();
    expect(within(cakes).getByText('Expires in 5 hours')).toBeInTheDocument();
    expect(within(cakes).getByText('Not synced yet')).toBeInTheDocument();
    expect(within(cakes).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();

    const page = within(platformCard('Facebook')).getByRole('listitem', { name: 'Ann Page' });
    expect(within(page).getByText('Needs re-auth')).toBeInTheDocument();
    expect(within(page).getByText('The permission was withdrawn on Facebook.')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();

    const property = within(platformCard('Google Analytics')).getByRole('listitem', { name: 'annsbakery.com' });
    expect(within(property).getByText('Error')).toBeInTheDocument();
    expect(within(property).getByText('Google Analytics did not answer.')).toBeInTheDocument();
    expect(within(property).queryByText(/followers?$/)).not.toBeInTheDocument();
    expect(within(property).queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
  });

  it('counts an expiring token down in days while a day or more is left', async () => {
    await openIntegrations(api, [
      connectedAccount({
        status: 'expiring',
        tokenExpiresAt: new Date(Date.now() + 3 * 24 * HOUR + HOUR).toISOString(),
      }),
    ]);
    expect(within(platformCard('Instagram')).getByText('Expires in 3 days')).toBeInTheDocument();
  });

  it('says when the accounts could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    api.answer(ACCOUNTS, fails(404, 'NOT_FOUND', 'Not found'));
    await renderSettings('/settings/integrations');
    expect(await screen.findByText('Connected accounts could not be loaded.')).toBeInTheDocument();
    api.answer(ACCOUNTS, ok({ accounts: [connectedAccount()] }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: "Ann's Bakery" })).toBeInTheDocument();
    expect(screen.queryByText('Connected accounts could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('integrations tab: Refresh All', () => {
  it('says it is refreshing, asks the service, and shows the accounts as they are now', async () => {
    const user = userEvent.setup();
    await openIntegrations(api, [connectedAccount({ accountInfo: { followers: 1234 } })]);
    api.answer(REFRESH, ok({ accounts: [connectedAccount({ accountInfo: { followers: 1300 } })] }));
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    expect(await screen.findByText('Refreshing All Accounts')).toBeInTheDocument();
    expect(screen.getByText('This may take a few moments...')).toBeInTheDocument();
    expect(await screen.findByText('1,300 followers')).toBeInTheDocument();
    expect(api.callsTo(REFRESH)).toHaveLength(1);
  });

  it('does the same on the integrationsRefreshAll event', async () => {
    await openIntegrations(api, []);
    api.answer(REFRESH, ok({ accounts: [connectedAccount()] }));
    act(() => {
      window.dispatchEvent(new Event('integrationsRefreshAll'));
    });
    expect(await screen.findByText('Refreshing All Accounts')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: "Ann's Bakery" })).toBeInTheDocument();
    expect(api.callsTo(REFRESH)).toHaveLength(1);
  });

  it('says when the refresh failed', async () => {
    const user = userEvent.setup();
    await openIntegrations(api, []);
    api.answer(REFRESH, fails(409, 'CONFLICT', 'A refresh is already running.'));
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument();
    expect(screen.getByText('A refresh is already running.')).toBeInTheDocument();
  });
});

describe('integrations tab: back from a page-mode connection', () => {
  it('says the platform is connected, clears the query and reads the accounts again after 1 s', async () => {
    const view = await openIntegrations(api, [], '/settings/integrations?instagram_status=success');
    expect(await screen.findByText('Instagram Connected')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/settings/integrations'));
    expect(api.callsTo(ACCOUNTS)).toHaveLength(1);
    api.answer(ACCOUNTS, ok({ accounts: [connectedAccount()] }));
    expect(await screen.findByRole('listitem', { name: "Ann's Bakery" }, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo(ACCOUNTS)).toHaveLength(2);
    // Said once.
    expect(screen.getAllByText('Instagram Connected')).toHaveLength(1);
  });

  it('says it once and still reads the accounts again under StrictMode (effects run twice in development)', async () => {
    configure({ reactStrictMode: true });
    try {
      const view = await openIntegrations(api, [], '/settings/integrations?instagram_status=success');
      expect(await screen.findByText('Instagram Connected')).toBeInTheDocument();
      await waitFor(() => expect(view.location()).toBe('/settings/integrations'));
      api.answer(ACCOUNTS, ok({ accounts: [connectedAccount()] }));
      expect(await screen.findByRole('listitem', { name: "Ann's Bakery" }, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getAllByText('Instagram Connected')).toHaveLength(1);
    } finally {
      configure({ reactStrictMode: false });
    }
  });

  it('does not read the accounts again once the tab has closed', async () => {
    const view = await openIntegrations(api, [], '/settings/integrations?instagram_status=success');
    expect(await screen.findByText('Instagram Connected')).toBeInTheDocument();
    const reads = api.callsTo(ACCOUNTS).length;
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(api.callsTo(ACCOUNTS)).toHaveLength(reads);
  });

  it('says why the connection failed, with the decoded message, and clears the query', async () => {
    const view = await openIntegrations(
      api,
      [],
      '/settings/integrations?tiktok_status=error&error_message=Access%20was%20not%20granted%20on%20the%20platform.',
    );
    expect(await screen.findByText('TikTok Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Access was not granted on the platform.')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/settings/integrations'));
  });

  it('falls back to an unknown error without a message', async () => {
    const view = await openIntegrations(api, [], '/settings/integrations?google-analytics_status=error');
    expect(await screen.findByText('Google Analytics Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('An unknown error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/settings/integrations'));
  });
});
