import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { renderSettings, settingsUser } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

describe('appearance tab', () => {
  it('shows dark mode on, email notifications on and sound effects off by default', async () => {
    await renderSettings('/settings/appearance');
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sound Effects' })).not.toBeChecked();
  });

  it('saves a switch to the account at once and updates the session (the shell theme follows)', async () => {
    const user = userEvent.setup();
    const view = await renderSettings('/settings/appearance');
    api.answer(
      'PATCH /api/auth/user/metadata',
      ok({ user: { ...settingsUser, user_metadata: { ...settingsUser.user_metadata, dark_mode: false } } }),
    );
    await user.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    expect(selectSessionUser(view.store.getState())?.user_metadata.dark_mode).toBe(false);
    expect(api.callsTo('PATCH /api/auth/user/metadata')[0]?.body).toEqual({ dark_mode: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Dark Mode' })).not.toBeChecked());
  });

  it("puts the switch back and says 'Could not save setting: {message}' when the save fails", async () => {
    const user = userEvent.setup();
    const view = await renderSettings('/settings/appearance');
    api.answer('PATCH /api/auth/user/metadata', fails(400, 'VALIDATION_FAILED', 'Invalid input.'));
    await user.click(screen.getByRole('switch', { name: 'Sound Effects' }));
    expect(await screen.findByText('Could not save setting: Invalid input.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sound Effects' })).not.toBeChecked();
    expect(selectSessionUser(view.store.getState())?.user_metadata.sound_effects).toBe(false);
  });
});
