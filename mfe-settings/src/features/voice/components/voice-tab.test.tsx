import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { VoiceProfile } from '@scp/shared/contracts/settings/voice-profiles';
import { renderSettings, settingsUser } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

function profile(id: string, overrides: Partial<VoiceProfile> = {}): VoiceProfile {
  return {
    id,
    user_id: settingsUser.id,
    profile_name: `Voice Profile ${id}`,
    audience_description: '',
    keywords: [],
    voice_settings: { tone: 50, engagement: 50, creativity: 50, formality: 50 },
    is_default: id === '1',
    tone_descriptors: [],
    core_values: [],
    approved_keywords: [],
    forbidden_keywords: [],
    on_brand_examples: [],
    writing_style_descriptors: [],
    target_audience_summary: '',
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

async function openVoiceTab(profiles: VoiceProfile[]) {
  api.answer('GET /api/settings/voice-profiles', ok({ profiles }));
  const view = await renderSettings('/settings/voice');
  await screen.findByRole('button', { name: /Save Voice|Saved ✓/ });
  return view;
}

/** Delete Profile, then Delete in the confirmation. */
async function confirmDelete() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this voice profile?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('brand voice tab', () => {
  it("selects the first profile and shows 'Saved ✓' until something changes, then 'Save Voice'", async () => {
    await openVoiceTab([profile('1', { audience_description: 'Parents' }), profile('2')]);
    expect(screen.getByLabelText('Voice profile')).toHaveValue('1');
    expect(screen.getByLabelText('Audience')).toHaveValue('Parents');
    const save = screen.getByRole('button', { name: 'Saved ✓' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: '80' } });
    expect(screen.getByRole('button', { name: 'Save Voice' })).toBeEnabled();
  });

  it('saves name, audience, words and sliders, then shows the toast and Saved ✓', async () => {
    const user = userEvent.setup();
    await openVoiceTab([profile('1')]);
    await user.clear(screen.getByLabelText('Profile name'));
    await user.type(screen.getByLabelText('Profile name'), 'Holiday');
    await user.type(screen.getByLabelText('Audience'), 'Busy parents');
    fireEvent.change(screen.getByLabelText('Formality'), { target: { value: '10' } });
    api.answer(
      'PATCH /api/settings/voice-profiles/1',
      ok({
        profile: profile('1', {
          profile_name: 'Holiday',
          audience_description: 'Busy parents',
          voice_settings: { tone: 50, engagement: 50, creativity: 50, formality: 10 },
        }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Voice' }));
    expect(await screen.findByText('Voice Updated')).toBeInTheDocument();
    expect(screen.getByText('Your brand voice has been saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/settings/voice-profiles/1')[0]?.body).toEqual({
      profile_name: 'Holiday',
      audience_description: 'Busy parents',
      keywords: [],
      voice_settings: { tone: 50, engagement: 50, creativity: 50, formality: 10 },
    });
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeDisabled();
  });

  it("shows 'Save Failed' with the reason when the save is refused, keeping the edits", async () => {
    await openVoiceTab([profile('1')]);
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: '90' } });
    api.answer('PATCH /api/settings/voice-profiles/1', fails(400, 'VALIDATION_FAILED', 'At most 150 characters.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Voice' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('At most 150 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tone')).toHaveValue('90');
  });

  it('counts the audience text up to 150 characters', async () => {
    await openVoiceTab([profile('1', { audience_description: 'Parents' })]);
    expect(screen.getByText('7 / 150')).toBeInTheDocument();
    expect(screen.getByLabelText('Audience')).toHaveAttribute('maxlength', '150');
  });

  it('adds favourite words with Enter (trimmed, no blanks or duplicates) and removes one on click', async () => {
    const user = userEvent.setup();
    await openVoiceTab([profile('1', { keywords: ['cosy'] })]);
    const input = screen.getByLabelText('Favourite words');
    await user.type(input, '  handmade  {Enter}');
    await user.type(input, 'COSY{Enter}');
    await user.type(input, '   {Enter}');
    const list = screen.getByRole('list', { name: 'Chosen words' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['cosy ×', 'handmade ×']);
    await user.click(screen.getByRole('button', { name: 'Remove cosy' }));
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['handmade ×']);
    expect(screen.getByRole('button', { name: 'Save Voice' })).toBeEnabled();
  });

  it("shows 'Unnamed Profile' for an empty name", async () => {
    await openVoiceTab([profile('1', { profile_name: '' }), profile('2')]);
    expect(screen.getByRole('option', { name: 'Unnamed Profile (default)' })).toBeInTheDocument();
  });

  it('offers Delete only with more than one profile; after deleting, the first remaining is selected', async () => {
    await openVoiceTab([profile('1'), profile('2'), profile('3')]);
    fireEvent.change(screen.getByLabelText('Voice profile'), { target: { value: '2' } });
    api.answer('DELETE /api/settings/voice-profiles/2', ok({ profiles: [profile('1'), profile('3')] }));
    await confirmDelete();
    expect(await screen.findByText('Profile Deleted')).toBeInTheDocument();
    expect(screen.getByLabelText('Voice profile')).toHaveValue('1');
    api.answer('DELETE /api/settings/voice-profiles/1', ok({ profiles: [profile('3', { is_default: true })] }));
    await confirmDelete();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Profile' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Voice profile')).toHaveValue('3');
  });

  it('asks before deleting a profile, naming it; Cancel keeps it', async () => {
    await openVoiceTab([profile('1'), profile('2', { profile_name: 'Friendly' })]);
    fireEvent.change(screen.getByLabelText('Voice profile'), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this voice profile?' });
    expect(dialog).toHaveTextContent(
      'Friendly will be deleted for good. The assistant and the auto-responder will no longer write in this voice.',
    );
    // Nothing is deleted by asking.
    expect(api.callsTo('DELETE /api/settings/voice-profiles/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/settings/voice-profiles/2')).toHaveLength(0);
    expect(screen.getByLabelText('Voice profile')).toHaveValue('2');
    expect(screen.getByRole('option', { name: 'Friendly' })).toBeInTheDocument();
  });

  it("creates 'Voice Profile {n}' and selects it; a refusal shows 'Creation Failed'", async () => {
    await openVoiceTab([profile('1')]);
    api.answer('POST /api/settings/voice-profiles', {
      status: 201,
      body: { profile: profile('2', { profile_name: 'Voice Profile 2' }) },
    });
    api.answer('GET /api/settings/voice-profiles', ok({ profiles: [profile('1'), profile('2')] }));
    fireEvent.click(screen.getByRole('button', { name: 'New Profile' }));
    expect(await screen.findByText('Profile Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Voice profile')).toHaveValue('2'));
    api.answer('POST /api/settings/voice-profiles', fails(409, 'CONFLICT', 'You can have at most 20 voice profiles.'));
    fireEvent.click(screen.getByRole('button', { name: 'New Profile' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('You can have at most 20 voice profiles.')).toBeInTheDocument();
  });

  it('invites the user to create a first profile when there is none', async () => {
    api.answer('GET /api/settings/voice-profiles', ok({ profiles: [] }));
    await renderSettings('/settings/voice');
    expect(
      await screen.findByText('No voice profile yet. Create one to describe how your brand sounds.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Profile' })).not.toBeInTheDocument();
  });
});
