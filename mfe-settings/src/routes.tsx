import { type ComponentType, lazy } from 'react';
import { integrationsPaths } from '@scp/shared/contracts/settings/integrations-paths';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { matchPath, useLocation } from 'react-router';
import { SettingsPage } from './features/settings-page/components/settings-page';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

// The integration test pages load on their own visit only: the settings tabs' first visit stays as it was.
const SocialIntegrationTestPage = lazy(() =>
  import('./features/integration-test/components/social-integration-test-page').then((m) => ({
    default: m.SocialIntegrationTestPage,
  })),
);
const OAuthTestPage = lazy(() =>
  import('./features/integration-test/components/oauth-test-page').then((m) => ({ default: m.OAuthTestPage })),
);
const OAuthModalTestPage = lazy(() =>
  import('./features/integration-test/components/oauth-modal-test-page').then((m) => ({
    default: m.OAuthModalTestPage,
  })),
);

/** Pages of this remote outside /settings, by the paths the shell's route table gives them. */
const otherPages: ReadonlyArray<[string, ComponentType]> = [
  [integrationsPaths.testConnections, SocialIntegrationTestPage],
  [integrationsPaths.oauthTest, OAuthTestPage],
  [integrationsPaths.oauthModalTest, OAuthModalTestPage],
];

/**
 * Exposed as `./routes`: the shell renders it for `/settings/:tab` once its guard has checked the
 * tab, and for the integration test pages. Matched absolutely, so it works whatever route element
 * the shell wraps it in.
 */
function SettingsRoutes() {
  const { pathname } = useLocation();
  const match = matchPath({ path: settingsPaths.tabPattern, end: true }, pathname);
  if (match) return <SettingsPage tab={match.params.tab} />;
  const Page = otherPages.find(([path]) => matchPath({ path, end: true }, pathname))?.[1];
  // No Suspense of its own: while the page's chunk loads, the shell's lazy-page fallback shows (and,
  // after a while, its offer to reload).
  return Page ? <Page /> : null;
}

export default withAntdThemeBridge(SettingsRoutes);
