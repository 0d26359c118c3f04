import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { LinkedIdentitiesResponse } from '@scp/shared/contracts/auth/linked-identities-api';
import { renderSettings } from '../../../test-support/render-settings.test-helper';
import { linkNavigation } from './linked-identities';

const api = fakeApiForEachTest();

const google = {
  id: '6b05cac40c175ed74e457001',
  provider: 'google',
  email: 'ann@example.com',
  shop: null,
  linked_at: '2026-03-02T10:00:00.000Z',
  last_sign_in_at: '2026-03-02T10:00:00.000Z',
} as const;
const shopify = {
  id: '6b05cac40c175ed74e457002',
  provider: 'shopify',
  email: 'ann@example.com',
  shop: 'anns-bakery.myshopify.com',
  linked_at: '2026-03-05T10:00:00.000Z',
  last_sign_in_at: null,
} as const;
const both: LinkedIdentitiesResponse = { identities: [google, shopify], has_password: false };

async function section() {
  return within(await screen.findByRole('region', { name: 'Sign-in methods' }));
}

describe('Settings → Profile: sign-in methods', () => {
  it('lists each linked identity (provider, email or shop, when linked) and removes one', async () => {
    const u = userEvent.setup();
    api.answer('GET /api/auth/identities', ok(both));
    await renderSettings('/settings/profile');
    const region = await section();
    const list = await region.findByRole('list', { name: 'Linked sign-in methods' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Googleann@example\.comLinked March 2, 2026Remove$/),
      expect.stringMatching(/^Shopifyanns-bakery\.myshopify\.comLinked March 5, 2026Remove$/),
    ]);
    expect(region.getByText('Not set')).toBeInTheDocument();

    api.answer(`DELETE /api/auth/identities/${shopify.id}`, ok({ identities: [google], has_password: false }));
    await u.click(region.getByRole('button', { name: 'Remove Shopify anns-bakery.myshopify.com' }));
    expect(await screen.findByText('Shopify sign-in removed.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows why the last way in cannot be removed', async () => {
    const u = userEvent.setup();
    api.answer('GET /api/auth/identities', ok({ identities: [google], has_password: false }));
    await renderSettings('/settings/profile');
    const region = await section();
    const message =
      'This is the only way into your account. Link another sign-in method or set a password before removing it.';
    api.answer(`DELETE /api/auth/identities/${google.id}`, fails(409, 'CONFLICT', message));
    await u.click(await region.findByRole('button', { name: 'Remove Google ann@example.com' }));
    expect(await screen.findByText('Could not remove the sign-in method')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(region.getAllByRole('listitem')).toHaveLength(1);
  });

  it('links a provider: a link flow that comes back to this page', async () => {
    const u = userEvent.setup();
    const assign = jest.spyOn(linkNavigation, 'assign').mockImplementation(() => undefined);
    api.answer('GET /api/auth/identities', ok(both));
    api.answer('POST /api/auth/oauth/shopify/start', ok({ url: 'https://shop.example/authorize?x=1' }));
    await renderSettings('/settings/profile');
    const region = await section();
    await u.type(await region.findByLabelText('Shopify store domain'), 'other-shop');
    await u.click(region.getByRole('button', { name: 'Link Shopify' }));
    expect(api.callsTo('POST /api/auth/oauth/shopify/start')[0]?.body).toEqual({
      mode: 'link',
      returnTo: '/settings/profile',
      shop: 'other-shop',
    });
    expect(assign).toHaveBeenCalledWith('https://shop.example/authorize?x=1');
  });

  it('says what the link flow did when it comes back', async () => {
    api.answer('GET /api/auth/identities', ok(both));
    await renderSettings('/settings/profile?linked=shopify&provider=shopify');
    expect(await screen.findByText('Shopify sign-in linked to your account.')).toBeInTheDocument();
  });

  it('shows a refused link with the server’s text', async () => {
    api.answer('GET /api/auth/identities', ok(both));
    const text = 'This Google sign-in already belongs to another account. Remove it there first.';
    await renderSettings(`/settings/profile?link_error=${encodeURIComponent(text)}&provider=google`);
    expect(await screen.findByText('Could not link the sign-in method')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('mails a link to set a first password; an account with a password has no such button', async () => {
    const u = userEvent.setup();
    api.answer('GET /api/auth/identities', ok(both));
    api.answer('POST /api/auth/password/setup-request', { status: 202, body: { sent: true } });
    await renderSettings('/settings/profile');
    const region = await section();
    await u.click(await region.findByRole('button', { name: 'Set a password' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/password/setup-request')).toHaveLength(1);
  });

  it('an account with a password shows it as set', async () => {
    api.answer('GET /api/auth/identities', ok({ identities: [], has_password: true }));
    await renderSettings('/settings/profile');
    const region = await section();
    expect(
      await region.findByText('No Google, Apple or Shopify sign-in is linked to your account.'),
    ).toBeInTheDocument();
    expect(region.getByText('Set')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Set a password' })).toBeNull();
  });
});
