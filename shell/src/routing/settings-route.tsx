import { Navigate, useParams, useSearchParams } from 'react-router';
import {
  DEFAULT_SETTINGS_TAB,
  DEVELOPMENT_ONLY_SETTINGS_TABS,
  settingsTabs,
} from '@scp/shared/contracts/settings/settings-constants';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { RemoteArea } from '../remotes/remote-area';

const developmentMode = process.env.NODE_ENV === 'development';

/** The settings tabs this build offers: the development tab only in development mode (screens and routes). */
export const availableSettingsTabs: readonly string[] = settingsTabs.filter(
  (tab) => developmentMode || !DEVELOPMENT_ONLY_SETTINGS_TABS.includes(tab),
);

/** `/settings/:tab`: `?connect` goes to the integrations tab, an unknown tab to profile, else mfe-settings. */
export function SettingsRoute() {
  const { tab = '' } = useParams();
  const [search] = useSearchParams();
  if (search.has('connect') && tab !== 'integrations') {
    return <Navigate to={{ pathname: settingsPaths.tab('integrations'), search: `?${search.toString()}` }} replace />;
  }
  if (!availableSettingsTabs.includes(tab)) return <Navigate to={settingsPaths.tab(DEFAULT_SETTINGS_TAB)} replace />;
  return <RemoteArea remote="settings" />;
}
