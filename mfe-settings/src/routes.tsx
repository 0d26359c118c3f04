import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { matchPath, useLocation } from 'react-router';
import { SettingsPage } from './features/settings-page/components/settings-page';

/**
 * Exposed as `./routes`: the shell renders it for `/settings/:tab` once its guard has checked the
 * tab. Matched absolutely, so it works whatever route element the shell wraps it in.
 */
export default function SettingsRoutes() {
  const { pathname } = useLocation();
  const match = matchPath({ path: settingsPaths.tabPattern, end: true }, pathname);
  if (!match) return null;
  return <SettingsPage tab={match.params.tab} />;
}
