import { screen } from '@testing-library/react';
import { fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderSettings } from './test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

describe('settings page', () => {
  it('shows the tabs as links, the current one marked, and the footer with the app version', async () => {
    api.answer('GET /api/settings/voice-profiles', ok({ profiles: [] }));
    await renderSettings('/settings/voice');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = Array.from(nav.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    // The development tab exists only in development builds.
    expect(links).toEqual([
      ['Profile', '/settings/profile'],
      ['Brand Voice', '/settings/voice'],
      ['Brand Kit', '/settings/brand-kit'],
      ['Integrations', '/settings/integrations'],
      ['Billing', '/settings/billing'],
      ['Appearance', '/settings/appearance'],
    ]);
    expect(screen.getByRole('link', { name: 'Brand Voice' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText('Version 1.2.161')).toBeInTheDocument();
  });

  it('tells a signed-out visitor to sign in', async () => {
    await renderSettings('/settings/profile', null);
    expect(screen.getByText('Please sign in to access your settings.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens the integrations tab under the page heading', async () => {
    api.answer('GET /api/settings/integrations/accounts', ok({ accounts: [] }));
    await renderSettings('/settings/integrations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 3, name: 'Recommended' })).toBeInTheDocument();
    expect(screen.queryByText('Integrations is not available yet.')).not.toBeInTheDocument();
  });
});
