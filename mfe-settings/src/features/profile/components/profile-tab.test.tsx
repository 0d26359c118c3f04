import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { renderSettings, settingsUser } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

const user = {
  ...settingsUser,
  user_metadata: {
    ...settingsUser.user_metadata,
    company_name: 'Baker & Co',
    industry: 'food',
    business_type: 'ecommerce',
    time_zone: 'Europe/Berlin',
  },
};

describe('profile tab', () => {
  it("shows the account's values; the email is read-only", async () => {
    await renderSettings('/settings/profile', user);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ann Baker');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Baker & Co');
    expect(screen.getByLabelText('Industry')).toHaveValue('food');
    expect(screen.getByText('E-commerce store')).toBeInTheDocument();
    // The spec's 18 industries, after the prompt.
    expect(within(screen.getByLabelText('Industry')).getAllByRole('option')).toHaveLength(19);
  });

  it('saves name, company and website in one save; the industry only when it changed', async () => {
    const u = userEvent.setup();
    const view = await renderSettings('/settings/profile', user);
    await u.clear(screen.getByLabelText('Full Name'));
    await u.type(screen.getByLabelText('Full Name'), 'Ann Baker-Smith ');
    await u.type(screen.getByLabelText('Website'), 'https://baker.example');
    const saved = { ...user, user_metadata: { ...user.user_metadata, full_name: 'Ann Baker-Smith' } };
    api.answer('PATCH /api/auth/user/metadata', ok({ user: saved }));
    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Your profile information has been updated.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/user/metadata')[0]?.body).toEqual({
      full_name: 'Ann Baker-Smith',
      company_name: 'Baker & Co',
      website: 'https://baker.example',
    });
    expect(selectSessionUser(view.store.getState())?.user_metadata.full_name).toBe('Ann Baker-Smith');

    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'pet' } });
    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Industry preference updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/user/metadata')[1]?.body).toMatchObject({ industry: 'pet' });
  });

  it('finds a time zone by searching, labels it with its offset and saves it with the profile', async () => {
    const u = userEvent.setup();
    await renderSettings('/settings/profile', user);
    const select = screen.getByLabelText('Time Zone');
    expect(select).toHaveValue('Europe/Berlin');
    expect(within(select).getByRole('option', { name: /^Europe\/Berlin \(UTC\+0[12]:00\)$/ })).toBeInTheDocument();
    await u.type(screen.getByLabelText('Search time zones'), 'new york');
    // The chosen zone stays listed beside the matches.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['Europe/Berlin', 'America/New_York']);
    fireEvent.change(select, { target: { value: 'America/New_York' } });
    api.answer('PATCH /api/auth/user/metadata', ok({ user }));
    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Your profile information has been updated.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/user/metadata')[0]?.body).toMatchObject({ time_zone: 'America/New_York' });
    await u.clear(screen.getByLabelText('Search time zones'));
    await u.type(screen.getByLabelText('Search time zones'), 'Atlantis');
    expect(screen.getByText('No time zone matches “Atlantis”.')).toBeInTheDocument();
  });

  it("saves the browser's zone once when the profile has none", async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const withoutZone = { ...user, user_metadata: { ...user.user_metadata, time_zone: undefined } };
    const withZone = { ...user, user_metadata: { ...user.user_metadata, time_zone: browserZone } };
    api.answer('PATCH /api/auth/user/metadata', ok({ user: withZone }));
    const view = await renderSettings('/settings/profile', withoutZone);
    expect(await screen.findByLabelText('Time Zone')).toHaveValue(browserZone);
    await waitFor(() => expect(selectSessionUser(view.store.getState())?.user_metadata.time_zone).toBe(browserZone));
    expect(api.callsTo('PATCH /api/auth/user/metadata').map((call) => call.body)).toEqual([{ time_zone: browserZone }]);
  });

  it("shows 'Save Failed' with the server's reason", async () => {
    await renderSettings('/settings/profile', user);
    api.answer(
      'PATCH /api/auth/user/metadata',
      fails(400, 'VALIDATION_FAILED', 'Enter a web address such as https://example.com.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address such as https://example.com.')).toBeInTheDocument();
  });

  it('changes the business type in its dialog; Save is disabled until a different type is chosen', async () => {
    const u = userEvent.setup();
    await renderSettings('/settings/profile', user);
    await u.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByRole('radio', { name: 'E-commerce store' })).toBeChecked();
    expect(save).toBeDisabled();
    await u.click(within(dialog).getByRole('radio', { name: 'Agency' }));
    expect(save).toBeEnabled();
    api.answer(
      'PATCH /api/auth/user/metadata',
      ok({ user: { ...user, user_metadata: { ...user.user_metadata, business_type: 'agency' } } }),
    );
    await u.click(save);
    expect(await screen.findByText('Business Type Updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/user/metadata')[0]?.body).toEqual({ business_type: 'agency' });
  });
});
