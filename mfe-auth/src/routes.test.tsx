import { screen } from '@testing-library/react';
import { messages } from '@scp/shared/contracts/messages';
import { installFakeApi } from './test-support/fake-api.test-helper';
import { renderAuth } from './test-support/render-auth.test-helper';

beforeEach(() => {
  // The confirm page checks its token at once: keep that request pending.
  installFakeApi().answer('POST /api/auth/password/reset-check', 'never');
});
afterEach(() => jest.restoreAllMocks());

describe('mfe-auth ./routes', () => {
  it.each([
    ['/auth', messages.auth.signInTitle],
    ['/auth/callback', messages.oauthCallback.connecting],
    ['/reset-password', messages.reset.requestTitle],
    ['/reset-password/confirm?token=t', messages.reset.confirmTitle],
  ])('renders the screen of %s', (path, heading) => {
    renderAuth(path);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('renders nothing on a path it does not own', () => {
    renderAuth('/settings/profile');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
