import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Text } from '@scp/shared/client/typography';
import { toErrorBody } from '@scp/shared/client/api';
import { useAppSelector } from '@scp/shared/client/hooks';
import { useUpdateUserMetadataMutation } from '@scp/shared/client/session-api';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';
import { TextInput } from '@scp/shared/client/text-input';
import { industryOptions, type BusinessType, type Industry } from '@scp/shared/contracts/settings/settings-constants';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { SettingsSection } from '../../common/components/settings-section';
import { AvatarPicker } from './avatar-picker';
import { BusinessTypeDialog } from './business-type-dialog';
import { IndustrySuggestion } from './industry-suggestion';
import { LinkedIdentities } from './linked-identities';
import { TimeZoneField } from './time-zone-field';
import { browserTimeZone } from '../lib/time-zone-options';

const texts = settingsTexts.profile;
const formTexts = settingsTexts.profileForm;

interface ProfileDraft {
  full_name: string;
  company_name: string;
  website: string;
  industry: string;
  time_zone: string;
}

/** The profile tab (screens and routes, states and transitions): one save for name, company, website and industry. */
export function ProfileTab() {
  const user = useAppSelector(selectSessionUser);
  const metadata = user?.user_metadata;
  const saved: ProfileDraft = {
    full_name: metadata?.full_name ?? '',
    company_name: metadata?.company_name ?? '',
    website: metadata?.website ?? '',
    industry: metadata?.industry ?? '',
    time_zone: metadata?.time_zone ?? browserTimeZone(),
  };
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [updateMetadata, { isLoading: saving }] = useUpdateUserMetadataMutation();
  const [updateBusinessType, { isLoading: savingType }] = useUpdateUserMetadataMutation();
  const toast = useToast();
  const selectStyle = useNativeControlStyle();
  const userId = user?.id;
  const [setZone] = useUpdateUserMetadataMutation();
  const zoneTriedFor = useRef<string | undefined>(undefined);
  const zoneMissing = Boolean(userId) && !metadata?.time_zone;
  // A profile without a zone takes the browser's once, here where the owner sees and can change it:
  // from then on the studio schedules in the saved zone on every device. Tried once per account
  // shown, so a refused save is not repeated.
  useEffect(() => {
    if (!zoneMissing || zoneTriedFor.current === userId) return;
    zoneTriedFor.current = userId;
    void setZone({ time_zone: browserTimeZone() });
  }, [zoneMissing, userId, setZone]);
  // Another device or tab may have changed the profile: start from what the session says.
  useEffect(() => {
    setDraft({
      full_name: metadata?.full_name ?? '',
      company_name: metadata?.company_name ?? '',
      website: metadata?.website ?? '',
      industry: metadata?.industry ?? '',
      time_zone: metadata?.time_zone ?? browserTimeZone(),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another user signs in
  }, [userId]);

  if (!user) return null;
  const set = (key: keyof ProfileDraft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const industryChanged = draft.industry !== '' && draft.industry !== saved.industry;
  const zoneChanged = draft.time_zone !== saved.time_zone;

  async function saveAll() {
    const patch = {
      full_name: draft.full_name.trim(),
      company_name: draft.company_name.trim(),
      website: draft.website.trim(),
      ...(industryChanged ? { industry: draft.industry as Industry } : {}),
      ...(zoneChanged ? { time_zone: draft.time_zone } : {}),
    };
    try {
      await updateMetadata(patch).unwrap();
      toast.success(texts.saved);
      if (industryChanged) toast.success(texts.industryUpdated);
    } catch (error) {
      const { message } = toErrorBody(error);
      toast.error({ title: texts.saveFailedTitle, description: message || texts.saveFailed });
      if (industryChanged) toast.error(texts.industryUpdateFailed);
    }
  }

  async function saveBusinessType(type: BusinessType) {
    try {
      await updateBusinessType({ business_type: type }).unwrap();
      toast.success(texts.businessTypeUpdated);
      setDialogOpen(false);
    } catch (error) {
      const { message } = toErrorBody(error);
      toast.error({
        title: appTexts.preferences.updateFailedTitle,
        description: message || settingsTexts.settings.updateBusinessTypeFailed,
      });
    }
  }

  const businessType = metadata?.business_type as BusinessType | undefined;
  return (
    <SettingsSection title={settingsTexts.page.tabs.profile}>
      <AvatarPicker user={user} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saveAll();
        }}
      >
        <Field label={texts.fullName}>
          {(id) => (
            <TextInput
              id={id}
              value={draft.full_name}
              maxLength={100}
              onChange={(e) => set('full_name')(e.target.value)}
            />
          )}
        </Field>
        <Field label={texts.email}>{(id) => <TextInput id={id} value={user.email} readOnly disabled />}</Field>
        <Field label={texts.companyName}>
          {(id) => (
            <TextInput
              id={id}
              value={draft.company_name}
              maxLength={100}
              onChange={(e) => set('company_name')(e.target.value)}
            />
          )}
        </Field>
        <Field label={texts.website}>
          {(id) => (
            <TextInput
              id={id}
              // Not type="url": the browser would refuse 'shop.example' before the save; the service
              // accepts it as https://shop.example.
              inputMode="url"
              placeholder="https://"
              value={draft.website}
              maxLength={2048}
              onChange={(e) => set('website')(e.target.value)}
            />
          )}
        </Field>
        <Field label={texts.businessType}>
          {() => (
            <Space>
              <Text>{businessType ? formTexts.businessTypeLabels[businessType] : formTexts.notSet}</Text>
              <Button onClick={() => setDialogOpen(true)}>{formTexts.change}</Button>
            </Space>
          )}
        </Field>
        <Field label={texts.industry}>
          {(id) => (
            <>
              <select
                id={id}
                value={draft.industry}
                onChange={(e) => set('industry')(e.target.value)}
                style={selectStyle}
              >
                <option value="" disabled>
                  {formTexts.chooseIndustry}
                </option>
                {industryOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <IndustrySuggestion savedIndustry={saved.industry} onUse={set('industry')} />
            </>
          )}
        </Field>
        <TimeZoneField value={draft.time_zone} onChange={set('time_zone')} />
        <Button type="primary" htmlType="submit" loading={saving}>
          {texts.saveAllChanges}
        </Button>
      </form>
      <BusinessTypeDialog
        open={dialogOpen}
        current={businessType}
        saving={savingType}
        onSave={(type) => void saveBusinessType(type)}
        onClose={() => setDialogOpen(false)}
      />
      <LinkedIdentities />
    </SettingsSection>
  );
}
