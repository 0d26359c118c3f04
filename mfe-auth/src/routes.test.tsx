import { screen } from '@testing-library/react';
import { messages } from '@scp/shared/contracts/messages';
import { fakeApiForEachTest } from './test-support/fake-api.test-helper';
import { renderAuth } from './test-support/render-auth.test-helper';

const api = fakeApiForEachTest();
// The confirm page checks its token at once: keep that request pending.
beforeEach(() => api.answer('POST /api/auth/password/reset-check', 'never'));

describe('mfe-auth ./routes', () => {
  it.each([
    ['/auth', messages.auth.signInTitle],
    ['/auth/callback', messages.oauthCallback.connecting],
    ['/reset-password', messages.reset.requestTitle],
    ['/reset-password/confirm?token=t', messages.reset.confirmTitle],
  ])('renders the screen of %s', async (path, heading) => {
    await renderAuth(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders nothing on a path it does not own', async () => {
    await renderAuth('/settings/profile');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
