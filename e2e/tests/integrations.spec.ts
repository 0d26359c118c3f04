import { expect, expectPath, test, toast } from '../fixtures/test';

// The platforms are the provider sandbox (E2E_SANDBOX_URL): its consent page stands in for
// Instagram's and Shopify's, with the sample identities to choose from.

test.describe('integrations', () => {
  test('connects Instagram in a popup, sees the account with its followers, and disconnects it', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/settings/integrations');
    const instagram = page.getByRole('listitem', { name: 'Instagram' });
    const popupOpened = page.waitForEvent('popup');
    await instagram.getByRole('button', { name: 'Connect' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Connect Facebook and Instagram' })).toBeVisible();
    // Bob, not Alice: disconnecting withdraws the person's whole grant to the app at Meta, which would
    // end the Facebook page tokens of the specs running beside this one with Alice's page.
    await popup.getByRole('radio', { name: /Bob Chen/ }).check();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;

    await expect(toast(page, 'Instagram Connected')).toBeVisible();
    const accounts = page.getByRole('list', { name: 'Instagram accounts' });
    const account = accounts.getByRole('listitem', { name: 'Chen Outdoor Gear' });
    await expect(account.getByText('@chenoutdoor')).toBeVisible();
    await expect(account.getByText(/^[\d,]+ followers$/)).toBeVisible();
    await expect(account.getByText('Connected', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Refresh All' }).click();
    await expect(toast(page, 'Refreshing All Accounts')).toBeVisible();
    await expect(account.getByText('Connected', { exact: true })).toBeVisible();

    // 400 days of the account's numbers come into the dashboard service.
    await account.getByRole('button', { name: 'Sync' }).click();
    await expect(toast(page, 'Sync Complete')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Successfully synced Chen Outdoor Gear')).toBeVisible();
    const synced = await page.request.get('/api/dashboard/sync');
    expect((await synced.json()).accounts).toEqual([
      expect.objectContaining({ platform: 'instagram', outcome: 'ok', lastCompleteDay: expect.any(String) }),
    ]);

    await account.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect Account' });
    await dialog.getByRole('checkbox', { name: 'Also delete its synced history' }).check();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog.getByText('Successfully Disconnected!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Account Disconnected')).toBeVisible();
    await expect(accounts).toBeHidden();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Instagram accounts' })).toBeHidden();
    expect((await (await page.request.get('/api/dashboard/sync')).json()).accounts).toEqual([]);
  });

  test('connects a Shopify store in page mode on a phone', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn();
    await page.goto('/settings/integrations');
    await page.getByRole('listitem', { name: 'Shopify' }).getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Shopify' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/Please enter your Shopify store domain/)).toBeVisible();
    await dialog.getByLabel('Store domain').fill('alices-bakery');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The whole page goes to the store's install screen and comes back.
    await page.getByRole('button', { name: 'Allow' }).click();
    await expectPath(page, '/settings/integrations');
    await expect(toast(page, 'Shopify Connected')).toBeVisible();
    await expect(page).toHaveURL((url) => url.search === '');
    const store = page
      .getByRole('list', { name: 'Shopify accounts' })
      .getByRole('listitem', { name: "Alice's Bakery" });
    await expect(store.getByText('alices-bakery.myshopify.com')).toBeVisible();
  });

  test("a token the platform revoked shows 'Needs re-auth', and reconnecting restores the account", async ({
    page,
    signIn,
    request,
  }) => {
    await signIn();
    await page.goto('/settings/integrations');
    const tiktok = page.getByRole('listitem', { name: 'TikTok' });
    let popupOpened = page.waitForEvent('popup');
    await tiktok.getByRole('button', { name: 'Connect' }).click();
    let popup = await popupOpened;
    await popup.getByRole('radio', { name: /Bob Chen/ }).check();
    await popup.getByRole('button', { name: 'Allow' }).click();
    const account = page.getByRole('list', { name: 'TikTok accounts' }).getByRole('listitem', { name: 'Bob Chen' });
    await expect(account.getByText('Connected', { exact: true })).toBeVisible();

    // Bob removes the app on TikTok.
    const revoked = await request.post(`${process.env.E2E_SANDBOX_URL}/_sandbox/tokens/revoke`, {
      data: { provider: 'tiktok', identity: 'bob' },
    });
    expect(revoked.ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh All' }).click();
    await expect(account.getByText('Needs re-auth')).toBeVisible();
    // Told once, as it happened, by the server's real-time alert.
    await expect(toast(page, 'Bob Chen (TikTok) needs re-authorisation')).toBeVisible();
    // What stops until it is connected again: its figures, and the studio's scheduled posts to it.
    await expect(toast(page, 'Bob Chen (TikTok) needs re-authorisation')).toContainText(
      'Connect it again to keep its numbers up to date and your scheduled posts going out.',
    );

    popupOpened = page.waitForEvent('popup');
    await account.getByRole('button', { name: 'Reconnect' }).click();
    popup = await popupOpened;
    await popup.getByRole('radio', { name: /Bob Chen/ }).check();
    await popup.getByRole('button', { name: 'Allow' }).click();
    await expect(toast(page, 'TikTok Connected')).toBeVisible();
    await expect(account.getByText('Connected', { exact: true })).toBeVisible();
    await expect(account.getByText('Needs re-auth')).toBeHidden();
  });

  test('search narrows the platforms and says when none match', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/settings/integrations');
    const search = page.getByRole('searchbox', { name: 'Search platforms' });
    await search.fill('GA4');
    await expect(page.getByRole('listitem', { name: 'Google Analytics' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Shopify' })).toBeHidden();
    await search.fill('myspace');
    await expect(page.getByText('No platforms found')).toBeVisible();
  });
});
