import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oauthCallbackTexts } from '@scp/shared/contracts/auth/oauth-callback-texts';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { renderAuth } from '../../../test-support/render-auth.test-helper';

const text = oauthCallbackTexts;

function openAsPopup() {
  const opener = { closed: false, postMessage: jest.fn() };
  Object.defineProperty(window, 'opener', { configurable: true, value: opener });
  const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  return { opener, close };
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { configurable: true, value: null });
  jest.restoreAllMocks();
});

describe('/auth/callback as a popup', () => {
  it('posts OAUTH_CALLBACK to its opener on our origin and closes', async () => {
    const { opener, close } = openAsPopup();
    const view = await renderAuth('/auth/callback?status=success&platform=instagram&connected_count=2');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      {
        type: 'OAUTH_CALLBACK',
        status: 'success',
        platform: 'instagram',
        message: integrationsTexts.integrations.connected('Instagram'),
        connectedCount: 2,
      },
      window.location.origin,
    );
    expect(view.location()).toBe('/auth/callback?status=success&platform=instagram&connected_count=2');
    expect(screen.queryByText(text.connectionSuccessful)).not.toBeInTheDocument();
  });

  it('reports an error with its message', async () => {
    const { opener, close } = openAsPopup();
    await renderAuth('/auth/callback?status=error&platform=linkedin&error_details=No%20pages');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'OAUTH_CALLBACK', status: 'error', platform: 'linkedin', message: 'No pages', connectedCount: 0 },
      window.location.origin,
    );
  });

  it('is a page again when the opener has been closed', async () => {
    const { opener, close } = openAsPopup();
    opener.closed = true;
    await renderAuth('/auth/callback?status=error&platform=linkedin');
    expect(await screen.findAllByText(text.connectionFailed)).not.toHaveLength(0);
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('/auth/callback as a page', () => {
  it('shows the loading state first', async () => {
    await renderAuth('/auth/callback?status=error&platform=tiktok');
    expect(screen.getByRole('heading', { name: text.connecting })).toBeInTheDocument();
  });

  it('success: "Connection Successful" and on to return_to', async () => {
    const view = await renderAuth('/auth/callback?status=success&platform=shopify&return_to=%2Fonboarding');
    expect(await screen.findByText(integrationsTexts.integrations.connected('Shopify'))).toBeInTheDocument();
    expect(screen.getAllByText(text.connectionSuccessful).length).toBeGreaterThan(0);
    await waitFor(() => expect(view.location()).toBe('/onboarding'));
  });

  it('success without return_to goes to /settings/integrations', async () => {
    const view = await renderAuth('/auth/callback?status=success&platform=facebook');
    await waitFor(() => expect(view.location()).toBe('/settings/integrations'));
  });

  it('partial success: the success toast plus a warning', async () => {
    const view = await renderAuth(
      '/auth/callback?status=partial_success&platform=facebook&error_message=1%20page%20skipped',
    );
    expect(await screen.findByText('1 page skipped')).toBeInTheDocument();
    expect(document.querySelector('.scp-toast-warning')).toHaveTextContent('1 page skipped');
    expect(document.querySelector('.scp-toast-success')).toHaveTextContent(text.connectionSuccessful);
    await waitFor(() => expect(view.location()).toBe('/settings/integrations'));
  });

  it('error: a destructive "Connection Failed" toast with error_message, and Return to Settings', async () => {
    const user = userEvent.setup();
    const view = await renderAuth('/auth/callback?status=error&platform=instagram&error_message=Access%20denied');
    await waitFor(() =>
      expect(document.querySelector('.scp-toast-error')).toHaveTextContent(`${text.connectionFailed}Access denied`),
    );
    expect(view.location()).toBe('/auth/callback?status=error&platform=instagram&error_message=Access%20denied');
    await user.click(screen.getByRole('button', { name: text.returnToSettings }));
    expect(view.location()).toBe('/settings/integrations');
  });

  it("error without a message: 'OAuth authentication failed'", async () => {
    await renderAuth('/auth/callback?status=error&platform=instagram');
    await waitFor(() =>
      expect(document.querySelector('.scp-toast-error')).toHaveTextContent(text.authenticationFailed),
    );
  });

  it.each([
    ['no platform', '/auth/callback?status=success', text.noPlatform],
    ['a bad status', '/auth/callback?status=done&platform=tiktok', text.invalidStatus],
  ])('%s: an error naming the problem', async (_case, path, problem) => {
    const view = await renderAuth(path);
    await waitFor(() => expect(document.querySelector('.scp-toast-error')).toHaveTextContent(problem));
    expect(view.location()).toBe(path);
  });

  it('Return to Settings goes to return_to', async () => {
    const user = userEvent.setup();
    const view = await renderAuth('/auth/callback?status=error&platform=tiktok&return_to=%2Fsettings%2Fprofile');
    await user.click(await screen.findByRole('button', { name: text.returnToSettings }));
    expect(view.location()).toBe('/settings/profile');
  });
});
