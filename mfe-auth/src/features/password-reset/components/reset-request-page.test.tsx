import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';
import { passwordResetTexts } from '@scp/shared/contracts/auth/password-reset-texts';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderAuth } from '../../../test-support/render-auth.test-helper';

const text = passwordResetTexts;
const api = fakeApiForEachTest();

const emailField = () => screen.getByRole('textbox', { name: text.emailLabel });
// By its text: while loading, antd adds a 'loading' icon to the button's accessible name.
const sendButton = () => screen.getByText(text.sendResetLink).closest('button') as HTMLButtonElement;

describe('/reset-password', () => {
  it('has the email field, Send Reset Link and Back to login', async () => {
    const user = userEvent.setup();
    const view = await renderAuth('/reset-password');
    expect(screen.getByRole('heading', { name: text.requestTitle })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('link', { name: text.backToLogin }));
    expect(view.location()).toBe('/auth');
  });

  it('asks for the email first', async () => {
    const user = userEvent.setup();
    await renderAuth('/reset-password');
    await user.type(emailField(), '  ');
    await user.click(sendButton());
    expect(await screen.findByText(text.emailRequired.title)).toBeInTheDocument();
    expect(screen.getByText(text.emailRequired.description)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the link: toast, field cleared', async () => {
    api.answer('POST /api/auth/password/reset-request', ok({ sent: true }));
    const user = userEvent.setup();
    await renderAuth('/reset-password');
    await user.type(emailField(), ' ann@example.com ');
    await user.click(sendButton());
    expect(await screen.findByText(text.emailSent.title)).toBeInTheDocument();
    expect(screen.getByText(text.emailSent.description)).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(api.callsTo('POST /api/auth/password/reset-request')[0]?.body).toEqual({ email: 'ann@example.com' });
  });

  it("shows the backend's message on failure and re-enables the button only after 1 s", async () => {
    api.answer(
      'POST /api/auth/password/reset-request',
      fails(400, 'VALIDATION_FAILED', authServerMessages.invalidEmail),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderAuth('/reset-password');
    await user.type(emailField(), 'ann@example');
    await user.click(sendButton());
    // A refused write (4xx) is not resent: the message shows at once.
    expect(await screen.findByText(authServerMessages.invalidEmail)).toBeInTheDocument();
    expect(sendButton()).toHaveClass('ant-btn-loading');
    await act(() => jest.advanceTimersByTimeAsync(auth.resetFailureCooldownMs - 10));
    expect(sendButton()).toHaveClass('ant-btn-loading');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(sendButton()).not.toHaveClass('ant-btn-loading');
    expect(sendButton()).toBeEnabled();
    expect(emailField()).toHaveValue('ann@example');
  });

  it('without an answer from the server shows the spec fallback', async () => {
    api.answer('POST /api/auth/password/reset-request', 'network-failure');
    const user = userEvent.setup();
    await renderAuth('/reset-password');
    await user.type(emailField(), 'ann@example.com');
    await user.click(sendButton());
    expect(await screen.findByText(text.sendFailed, undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});
