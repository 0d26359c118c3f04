import { Switch } from 'antd';
import { Text } from '@scp/shared/client/typography';
import { toErrorBody } from '@scp/shared/client/api';
import { useAppSelector } from '@scp/shared/client/hooks';
import { useUpdateUserMetadataMutation } from '@scp/shared/client/session-api';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';
import type { UserMetadata } from '@scp/shared/contracts/auth/session';
import { userMetadataDefaults } from '@scp/shared/contracts/settings/settings-constants';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { SettingsSection } from '../../common/components/settings-section';

type Toggle = 'dark_mode' | 'email_notifications' | 'sound_effects';

const toggles: ReadonlyArray<readonly [Toggle, string]> = [
  ['dark_mode', settingsTexts.appearance.darkMode],
  ['email_notifications', settingsTexts.appearance.emailNotifications],
  ['sound_effects', settingsTexts.appearance.soundEffects],
];

/** Dark mode follows the app's default (dark) until the user chooses. */
function valueOf(metadata: UserMetadata | undefined, key: Toggle): boolean {
  if (key === 'dark_mode') return metadata?.dark_mode ?? true;
  return metadata?.[key] ?? userMetadataDefaults[key];
}

/**
 * The appearance tab (screens and routes, entities): each switch saves at once to the account, so the choice
 * follows the user to other devices. The session's user changes before the answer (the shell's
 * theme switches at once) and goes back, with a toast, when the save fails.
 */
export function AppearanceTab() {
  const user = useAppSelector(selectSessionUser);
  const [update] = useUpdateUserMetadataMutation();
  const toast = useToast();
  if (!user) return null;

  async function change(key: Toggle, value: boolean) {
    try {
      await update({ [key]: value }).unwrap();
    } catch (error) {
      toast.error({
        title: appTexts.preferences.updateFailedTitle,
        description: appTexts.preferences.couldNotSaveSetting(toErrorBody(error).message),
      });
    }
  }

  return (
    <SettingsSection title={settingsTexts.page.tabs.appearance}>
      {toggles.map(([key, label]) => (
        <div
          key={key}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 0' }}
        >
          <Text id={`appearance-${key}`}>{label}</Text>
          <Switch
            aria-labelledby={`appearance-${key}`}
            checked={valueOf(user.user_metadata, key)}
            onChange={(checked) => void change(key, checked)}
          />
        </div>
      ))}
    </SettingsSection>
  );
}
