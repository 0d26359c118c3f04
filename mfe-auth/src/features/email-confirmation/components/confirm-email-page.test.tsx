import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailConfirmationTexts } from '@scp/shared/contracts/auth/email-confirmation-texts';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { fails, fakeApiForEachTest, ok, testSession, testUser } from '@scp/shared/client/fake-api.test-helper';
import { renderAuth } from '../../../test-support/render-auth.test-helper';

const text = emailConfirmationTexts;
const api = fakeApiForEachTest();
const confirmButton = () => screen.getByRole('button', { name: text.button });

describe('/auth/confirm (the confirmation mail link)', () => {
  it('names the address and confirms nothing until the user clicks (issue 9.7)', async () => {
    api.answer('POST /api/auth/confirm/check', ok({ email: testUser.email }));
    api.answer('POST /api/auth/confirm', ok({ user: testUser }));
    api.answer('GET /api/auth/session', ok(testSession));
    const user = userEvent.setup();
    const view = await renderAuth('/auth/confirm?token=tok123');

    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(screen.getByText(text.intro)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm/check')[0]?.body).toEqual({ token: 'tok123' });
    expect(api.callsTo('POST /api/auth/confirm')).toHaveLength(0);

    await user.click(confirmButton());
    expect(await screen.findByText(text.confirmed)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm')[0]?.body).toEqual({ token: 'tok123' });
    await waitFor(() => expect(view.location()).toBe('/onboarding'));
  });

  it('an unknown, used or expired link: the invalid-link toast, then /auth', async () => {
    api.answer('POST /api/auth/confirm/check', fails(400, 'INVALID_TOKEN', authServerMessages.invalidConfirmationLink));
    const view = await renderAuth('/auth/confirm?token=spent');
    expect(await screen.findByText(text.invalidLink, undefined, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/auth'));
    expect(api.callsTo('POST /api/auth/confirm')).toHaveLength(0);
  });

  it('a link without a token: the same, without asking the server', async () => {
    const view = await renderAuth('/auth/confirm');
    expect(await screen.findByText(text.invalidLink)).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/auth'));
    expect(api.calls).toHaveLength(0);
  });

  it('a link spent between the check and the click: the invalid-link toast, then /auth', async () => {
    api.answer('POST /api/auth/confirm/check', ok({ email: testUser.email }));
    api.answer('POST /api/auth/confirm', fails(400, 'INVALID_TOKEN', authServerMessages.invalidConfirmationLink));
    const user = userEvent.setup();
    const view = await renderAuth('/auth/confirm?token=tok123');
    await user.click(await screen.findByRole('button', { name: text.button }));
    expect(await screen.findByText(text.invalidLink, undefined, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/auth'));
  });
});
