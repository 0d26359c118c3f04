import { theme } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Paragraph, Text } from '@scp/shared/client/typography';
import { PageContainer } from '@scp/shared/client/page-container';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectSessionStatus } from '@scp/shared/client/session-slice';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { APP_VERSION } from '@scp/shared/contracts/app/app-constants';
import { legalPaths } from '@scp/shared/contracts/app/legal-paths';
import {
  DEFAULT_SETTINGS_TAB,
  DEVELOPMENT_ONLY_SETTINGS_TABS,
  settingsTabs,
  type SettingsTab,
} from '@scp/shared/contracts/settings/settings-constants';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { NotAvailablePage } from '@scp/shared/client/not-available-page';

const ProfileTab = lazy(() => import('../../profile/components/profile-tab').then((m) => ({ default: m.ProfileTab })));
const VoiceTab = lazy(() => import('../../voice/components/voice-tab').then((m) => ({ default: m.VoiceTab })));
const BrandKitTab = lazy(() =>
  import('../../brand-kit/components/brand-kit-tab').then((m) => ({ default: m.BrandKitTab })),
);
const IntegrationsTab = lazy(() =>
  import('../../integrations/components/integrations-tab').then((m) => ({ default: m.IntegrationsTab })),
);
const BillingTab = lazy(() => import('../../billing/components/billing-tab').then((m) => ({ default: m.BillingTab })));
const AppearanceTab = lazy(() =>
  import('../../appearance/components/appearance-tab').then((m) => ({ default: m.AppearanceTab })),
);

const developmentMode = process.env.NODE_ENV === 'development';
// Behind the constant condition, production builds drop the panel and its chunk entirely.
const DevelopmentTab = developmentMode
  ? lazy(() => import('../../development/components/development-tab').then((m) => ({ default: m.DevelopmentTab })))
  : undefined;
const visibleTabs = settingsTabs.filter((tab) => developmentMode || !DEVELOPMENT_ONLY_SETTINGS_TABS.includes(tab));

/** Tabs whose screens have landed; any other says so instead of pretending. */
const tabScreens: Partial<Record<SettingsTab, ComponentType>> = {
  profile: ProfileTab,
  voice: VoiceTab,
  'brand-kit': BrandKitTab,
  integrations: IntegrationsTab,
  billing: BillingTab,
  appearance: AppearanceTab,
  ...(DevelopmentTab ? { development: DevelopmentTab } : {}),
};

function TabNavigation({ active }: { active: SettingsTab }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label={settingsTexts.page.tabsLabel}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
        {visibleTabs.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <Link
                to={settingsPaths.tab(tab)}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: `${token.paddingXS}px ${token.paddingSM}px`,
                  borderRadius: token.borderRadius,
                  // The text colour stays the body's (AA on both backgrounds in both themes, which the
                  // primary text colour on the primary background is not in the dark theme).
                  color: token.colorText,
                  background: current ? token.colorPrimaryBg : 'transparent',
                  boxShadow: current ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
                  fontWeight: current ? 600 : 400,
                }}
              >
                {settingsTexts.page.tabs[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SettingsFooter() {
  return (
    <footer style={{ marginTop: 48, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Link to={legalPaths.privacy}>{accountsTexts.auth.privacyPolicy}</Link>
      <Link to={legalPaths.terms}>{accountsTexts.auth.termsOfService}</Link>
      <Text type="secondary">{settingsTexts.page.version(APP_VERSION)}</Text>
    </footer>
  );
}

/** `/settings/{tab}` (screens and routes). The shell has already sent unknown tabs and `?connect` elsewhere. */
export function SettingsPage({ tab }: { tab: string | undefined }) {
  const status = useAppSelector(selectSessionStatus);
  const active = (visibleTabs as readonly string[]).includes(tab ?? '') ? (tab as SettingsTab) : DEFAULT_SETTINGS_TAB;
  if (status === 'signedOut') {
    return (
      <PageContainer>
        <Paragraph>{settingsTexts.settings.signedOut}</Paragraph>
      </PageContainer>
    );
  }
  const Screen = tabScreens[active];
  return (
    <PageContainer title={settingsTexts.page.title}>
      <TabNavigation active={active} />
      <Suspense fallback={null}>
        {Screen ? <Screen /> : <NotAvailablePage title={settingsTexts.page.tabs[active]} level={2} />}
      </Suspense>
      <SettingsFooter />
    </PageContainer>
  );
}
