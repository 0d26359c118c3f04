import { Button, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Paragraph, Text } from '@scp/shared/client/typography';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { TextArea, TextInput } from '@scp/shared/client/text-input';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { brandVoice } from '@scp/shared/contracts/settings/settings-constants';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import {
  voiceProfileLimits,
  voiceSettingKeys,
  type VoiceProfile,
  type VoiceProfileUpdateRequest,
} from '@scp/shared/contracts/settings/voice-profiles';
import { Dialog } from '@scp/shared/client/dialog';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { SettingsSection } from '../../common/components/settings-section';
import {
  useCreateVoiceProfileMutation,
  useDeleteVoiceProfileMutation,
  useListVoiceProfilesQuery,
  useUpdateVoiceProfileMutation,
} from '../api/voice-profiles-api';
import { FavouriteWords } from './favourite-words';

const texts = settingsTexts.voice;
const editorTexts = settingsTexts.voiceEditor;
const deleteTexts = editorTexts.deleteConfirm;

type Draft = Pick<VoiceProfile, 'profile_name' | 'audience_description' | 'keywords' | 'voice_settings'>;

function draftOf(profile: VoiceProfile): Draft {
  return {
    profile_name: profile.profile_name,
    audience_description: profile.audience_description,
    keywords: profile.keywords,
    voice_settings: profile.voice_settings,
  };
}

export function displayName(profile: Pick<VoiceProfile, 'profile_name'>): string {
  return profile.profile_name.trim() || texts.unnamedProfile;
}

function VoiceEditor({ profile }: { profile: VoiceProfile }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [update, { isLoading: saving }] = useUpdateVoiceProfileMutation();
  const toast = useToast();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(profile));

  async function save() {
    const patch: VoiceProfileUpdateRequest = { ...draft, profile_name: draft.profile_name.trim() };
    try {
      await update({ id: profile.id, patch }).unwrap();
      toast.success(texts.voiceUpdated);
    } catch (error) {
      const { message } = toErrorBody(error);
      toast.error({ title: texts.saveFailed.title, description: message || texts.saveFailed.description });
    }
  }

  return (
    <form
      aria-label={displayName(profile)}
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty) void save();
      }}
    >
      <Field label={editorTexts.profileName}>
        {(id) => (
          <TextInput
            id={id}
            value={draft.profile_name}
            maxLength={voiceProfileLimits.profileNameMax}
            placeholder={texts.unnamedProfile}
            onChange={(event) => setDraft({ ...draft, profile_name: event.target.value })}
          />
        )}
      </Field>
      <Field label={editorTexts.audience}>
        {(id) => (
          <TextArea
            id={id}
            rows={3}
            value={draft.audience_description}
            maxLength={brandVoice.audienceDescriptionMax}
            showCount
            onChange={(event) => setDraft({ ...draft, audience_description: event.target.value })}
          />
        )}
      </Field>
      <Field label={editorTexts.favouriteWords} hint={editorTexts.favouriteWordsHint}>
        {(id, describedBy) => (
          <FavouriteWords
            id={id}
            describedBy={describedBy}
            words={draft.keywords}
            onChange={(keywords) => setDraft({ ...draft, keywords })}
          />
        )}
      </Field>
      {voiceSettingKeys.map((key) => (
        <Field key={key} label={editorTexts.sliders[key]}>
          {(id) => (
            <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <input
                id={id}
                type="range"
                min={brandVoice.sliderMin}
                max={brandVoice.sliderMax}
                step={1}
                value={draft.voice_settings[key]}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    voice_settings: { ...draft.voice_settings, [key]: Number(event.target.value) },
                  })
                }
                style={{ flex: 1 }}
              />
              <Text style={{ width: 32, textAlign: 'right' }} aria-hidden>
                {draft.voice_settings[key]}
              </Text>
            </div>
          )}
        </Field>
      ))}
      <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
        {dirty ? texts.saveVoice : texts.saved}
      </Button>
    </form>
  );
}

/** The brand voice tab (screens and routes, states and transitions, validation rules): profiles, and the editor of the selected one. */
export function VoiceTab() {
  const { data, isLoading, isError } = useListVoiceProfilesQuery();
  const [create, { isLoading: creating }] = useCreateVoiceProfileMutation();
  const [remove, { isLoading: deleting }] = useDeleteVoiceProfileMutation();
  const [selectedId, setSelectedId] = useState<string>();
  // The profile the owner asked to delete, until they confirm: it drives the assistant and the
  // auto-responder, and a deleted one cannot be brought back.
  const [confirmingDelete, setConfirmingDelete] = useState<VoiceProfile | null>(null);
  const toast = useToast();
  const selectStyle = useNativeControlStyle();
  const profiles = useMemo(() => data?.profiles ?? [], [data]);
  const selected = profiles.find((profile) => profile.id === selectedId) ?? profiles[0];

  // The first profile is selected by default, and again when the selected one is gone.
  useEffect(() => {
    if (profiles.length > 0 && !profiles.some((profile) => profile.id === selectedId)) setSelectedId(profiles[0]?.id);
  }, [profiles, selectedId]);

  async function createProfile() {
    try {
      const { profile } = await create({}).unwrap();
      setSelectedId(profile.id);
      toast.success(texts.profileCreated);
    } catch (error) {
      const { message } = toErrorBody(error);
      toast.error({ title: texts.creationFailed.title, description: message || texts.creationFailed.description });
    }
  }

  async function deleteProfile(target: VoiceProfile) {
    setConfirmingDelete(null);
    try {
      const { profiles: remaining } = await remove(target.id).unwrap();
      setSelectedId(remaining[0]?.id);
      toast.success(texts.profileDeleted);
    } catch (error) {
      const { message } = toErrorBody(error);
      toast.error({ title: texts.deletionFailed.title, description: message || texts.deletionFailed.description });
    }
  }

  return (
    <SettingsSection title={settingsTexts.page.tabs.voice} description={editorTexts.description}>
      {isLoading && <Skeleton active />}
      {isError && (
        <Paragraph type="danger" role="alert">
          {appTexts.errors.settingsFallback}
        </Paragraph>
      )}
      {data && (
        <>
          <Space wrap style={{ marginBottom: 24 }} align="end">
            {profiles.length > 0 && (
              <Field label={editorTexts.profile}>
                {(id) => (
                  <select
                    id={id}
                    value={selected?.id}
                    onChange={(event) => setSelectedId(event.target.value)}
                    style={{ ...selectStyle, minWidth: 220 }}
                  >
                    {profiles.map((profile) => (
                      <option key={profile.id} value={profile.id}>
                        {displayName(profile)}
                        {profile.is_default ? ` ${editorTexts.defaultMark}` : ''}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <div style={{ marginBottom: 16 }}>
              <Space>
                <Button onClick={() => void createProfile()} loading={creating}>
                  {editorTexts.newProfile}
                </Button>
                {profiles.length > 1 && selected && (
                  <Button danger onClick={() => setConfirmingDelete(selected)} loading={deleting}>
                    {editorTexts.deleteProfile}
                  </Button>
                )}
              </Space>
            </div>
          </Space>
          {profiles.length === 0 && <Paragraph>{editorTexts.noProfiles}</Paragraph>}
          {selected && <VoiceEditor key={selected.id} profile={selected} />}
        </>
      )}
      <Dialog
        open={confirmingDelete !== null}
        onClose={() => setConfirmingDelete(null)}
        title={deleteTexts.title}
        footer={
          <>
            <Button onClick={() => setConfirmingDelete(null)}>{deleteTexts.cancel}</Button>
            <Button danger type="primary" onClick={() => confirmingDelete && void deleteProfile(confirmingDelete)}>
              {deleteTexts.confirm}
            </Button>
          </>
        }
      >
        {confirmingDelete && <Paragraph>{deleteTexts.body(displayName(confirmingDelete))}</Paragraph>}
      </Dialog>
    </SettingsSection>
  );
}
