import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { useListConnectedAccountsQuery } from '@scp/shared/client/settings/integrations-api';
import { ShopDomainDialog } from '@scp/shared/client/settings/shop-domain-dialog';
import { useConnectPlatform } from '@scp/shared/client/settings/use-connect-platform';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { useConnectReturn } from '@scp/shared/client/settings/use-connect-return';
import { useRefetchAccounts } from '@scp/shared/client/settings/use-refetch-accounts';
import {
  platformKeys,
  platforms,
  RECOMMENDED_PLATFORM_ORDER,
  type PlatformKey,
} from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { StepFrame } from './step-frame';

const screen = onboardingTexts.screen;
const tabTexts = integrationsTexts.tab;
const ordered: PlatformKey[] = [
  ...RECOMMENDED_PLATFORM_ORDER,
  ...platformKeys.filter((key) => !RECOMMENDED_PLATFORM_ORDER.includes(key)),
];

/**
 * Step 1 (screens and routes): the real connect flow of the integrations tab, always in a popup (a new tab
 * on a phone) so this step keeps its place; the list follows each connection as it lands.
 */
export function IntegrationsStep({ footer }: { footer: ReactNode }) {
  const { token } = theme.useToken();
  const accounts = useListConnectedAccountsQuery();
  const refetchAccounts = useRefetchAccounts();
  const connect = useConnectPlatform(refetchAccounts, { mode: 'popup', returnTo: '/onboarding' });
  // A blocked popup fell back to the whole page: its outcome comes back in the address.
  useConnectReturn(refetchAccounts);
  const connected = accounts.data?.accounts ?? [];
  return (
    <StepFrame
      title={screen.integrations.title}
      intro={
        <>
          {screen.integrations.intro}
          {connected.length > 0 && <strong> {screen.integrations.connected(connected.length)}.</strong>}
        </>
      }
      footer={footer}
    >
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: token.marginSM }}>
        {ordered.map((key) => {
          const mine = connected.filter((account) => account.platform === key);
          return (
            <li
              key={key}
              aria-label={platforms[key].label}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: token.marginSM,
                padding: token.paddingSM,
                borderRadius: token.borderRadiusLG,
                border: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 200px' }}>
                <strong style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
                  <PlatformMark platform={key} />
                  {platforms[key].label}
                </strong>
                <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
                  {mine.length
                    ? mine.map((account) => account.displayName || account.identifier).join(', ')
                    : platforms[key].description}
                </span>
              </span>
              {mine.length > 0 && !platforms[key].multipleAccounts ? (
                <span style={{ color: token.colorSuccessText, fontWeight: 600 }}>{tabTexts.status.connected}</span>
              ) : (
                <Button
                  onClick={() => connect.requestConnect(key)}
                  loading={connect.loadingPlatform === key}
                  disabled={connect.pendingPlatform === key && connect.loadingPlatform !== key}
                  aria-label={`${tabTexts.connect} ${platforms[key].label}`}
                >
                  {mine.length > 0 ? `${tabTexts.status.connected} · ${tabTexts.connect}` : tabTexts.connect}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ShopDomainDialog
        open={connect.shopDomainDialog.open}
        onSubmit={connect.shopDomainDialog.submit}
        onCancel={connect.shopDomainDialog.cancel}
      />
    </StepFrame>
  );
}
