import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';
import { passwordResetTexts } from '@scp/shared/contracts/auth/password-reset-texts';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderAuth } from '../../../test-support/render-auth.test-helper';

const text = passwordResetTexts;
const api = fakeApiForEachTest();

const newPassword = () => screen.getByLabelText(text.newPassword, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(text.confirmPassword, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: text.confirmTitle });

async function renderValidLink() {
  api.answer('POST /api/auth/password/reset-check', ok({ valid: true }));
  const view = await renderAuth('/reset-password/confirm?token=tok123');
  await screen.findByLabelText(text.newPassword, { selector: 'input' });
  expect(api.callsTo('POST /api/auth/password/reset-check')[0]?.body).toEqual({ token: 'tok123' });
  return view;
}

describe('/reset-password/confirm', () => {
  it('an invalid or expired link: the invalid-link toast, then /auth', async () => {
    api.answer('POST /api/auth/password/reset-check', fails(400, 'INVALID_TOKEN', authServerMessages.invalidResetLink));
    const view = await renderAuth('/reset-password/confirm?token=spent');
    expect(await screen.findByText(text.invalidLink, undefined, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/auth'));
  });

  it('a link without a token: the same, without asking the server', async () => {
    const view = await renderAuth('/reset-password/confirm');
    expect(await screen.findByText(text.invalidLink)).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/auth'));
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a short password and a mismatched confirmation', async () => {
    const user = userEvent.setup();
    await renderValidLink();
    await user.type(newPassword(), 'abc');
    await user.type(confirmPassword(), 'abc');
    await user.click(submitButton());
    expect(await screen.findByText(text.passwordTooShort.title)).toBeInTheDocument();
    expect(screen.getByText(text.passwordTooShort.description)).toBeInTheDocument();

    await user.type(newPassword(), 'defg');
    await user.click(submitButton());
    expect(await screen.findByText(text.passwordsDontMatch.title)).toBeInTheDocument();
    expect(screen.getByText(text.passwordsDontMatch.description)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/password/reset')).toHaveLength(0);
  });

  it('sets the password, shows Password Updated Successfully and goes to /auth after 2 s', async () => {
    api.answer('POST /api/auth/password/reset', ok({ updated: true }));
    const view = await renderValidLink();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(newPassword(), 'n3w-secret');
    await user.type(confirmPassword(), 'n3w-secret');
    await user.click(submitButton());

    expect(await screen.findByText(text.passwordUpdated)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/password/reset')[0]?.body).toEqual({ token: 'tok123', password: 'n3w-secret' });
    act(() => jest.advanceTimersByTime(auth.passwordUpdatedRedirectMs - 100));
    expect(view.location()).toBe('/reset-password/confirm?token=tok123');
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(view.location()).toBe('/auth'));
  });

  it("a failed update shows the backend's message, or the spec fallback", async () => {
    api.answer('POST /api/auth/password/reset', fails(400, 'INVALID_TOKEN', authServerMessages.invalidResetLink));
    const user = userEvent.setup();
    const view = await renderValidLink();
    await user.type(newPassword(), 'n3w-secret');
    await user.type(confirmPassword(), 'n3w-secret');
    await user.click(submitButton());
    expect(
      await screen.findByText(authServerMessages.invalidResetLink, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(view.location()).toBe('/reset-password/confirm?token=tok123');

    api.answer('POST /api/auth/password/reset', 'network-failure');
    // The toast can show before the button leaves its loading state.
    await user.click(await screen.findByRole('button', { name: text.confirmTitle }));
    expect(await screen.findByText(text.updateFailed, undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});
