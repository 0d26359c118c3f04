import { screen } from '@testing-library/react';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { passwordResetTexts } from '@scp/shared/contracts/auth/password-reset-texts';
import { oauthCallbackTexts } from '@scp/shared/contracts/auth/oauth-callback-texts';
import { fakeApiForEachTest } from '@scp/shared/client/fake-api.test-helper';
import { renderAuth } from './test-support/render-auth.test-helper';

const api = fakeApiForEachTest();
// The confirm page checks its token at once: keep that request pending.
beforeEach(() => api.answer('POST /api/auth/password/reset-check', 'never'));

describe('mfe-auth ./routes', () => {
  it.each([
    ['/auth', accountsTexts.auth.signInTitle],
    ['/auth/callback', oauthCallbackTexts.connecting],
    ['/reset-password', passwordResetTexts.requestTitle],
    ['/reset-password/confirm?token=t', passwordResetTexts.confirmTitle],
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
