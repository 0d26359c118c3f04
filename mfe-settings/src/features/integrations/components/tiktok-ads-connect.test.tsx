import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { browserWindow } from '@scp/shared/client/settings/browser-window';
import { ACCOUNTS, CONNECT, connectedAccount, openIntegrations, platformCard } from './integrations.test-helper';

// A TikTok account's ad account is authorized apart from it (TikTok's API for Business): the
// account's row offers 'Connect ad account' until it is connected, then says so.

const api = fakeApiForEachTest();

const tiktok = (adsGranted: boolean | undefined) =>
  connectedAccount({
    platform: 'tiktok',
    accountId: '-000AliceOpenId7f3c9a',
    displayName: 'Alice',
    identifier: '@alicesbakery',
    ...(adsGranted === undefined ? {} : { adsGranted }),
  });

describe("a TikTok account's ad account", () => {
  it("is connected from the account's row: the connection names the account, in the page when no popup is asked", async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockReturnValue(null);
    await openIntegrations(api, [tiktok(false)]);
    const row = within(platformCard('TikTok')).getByRole('listitem', { name: 'Alice' });
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    api.answer(CONNECT, ok({ authorizationUrl: 'https://business-api.tiktok.com/portal/auth?app_id=1&state=s' }));
    await user.click(within(row).getByRole('button', { name: 'Connect ad account' }));
    await waitFor(() => expect(api.callsTo(CONNECT)).toHaveLength(1));
    expect(api.callsTo(CONNECT)[0]?.body).toEqual({
      platform: 'tiktok',
      mode: 'page',
      adsFor: '-000AliceOpenId7f3c9a',
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://business-api.tiktok.com/portal/auth?app_id=1&state=s'),
    );
  });

  it('says when it is connected, and other platforms have no such button', async () => {
    await openIntegrations(api, [
      tiktok(true),
      connectedAccount({ platform: 'facebook', accountId: '1000001', displayName: 'Ann Page', adsGranted: false }),
    ]);
    const row = within(platformCard('TikTok')).getByRole('listitem', { name: 'Alice' });
    expect(within(row).getByText('Ad account connected')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Connect ad account' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Connect ad account' })).toHaveLength(0);
    expect(api.callsTo(ACCOUNTS)).toHaveLength(1);
  });
});
