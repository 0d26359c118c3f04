import { DevPageFrame } from '@scp/shared/client/dev-page-frame';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { Button, Skeleton, theme } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import { useToast } from '@scp/shared/client/use-toast';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import {
  INTEGRATION_TEST_PLATFORMS,
  platforms,
  type PlatformKey,
} from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsPaths } from '@scp/shared/contracts/settings/integrations-paths';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import {
  useDisconnectAccountMutation,
  useListConnectedAccountsQuery,
} from '@scp/shared/client/settings/integrations-api';
import { ShopDomainDialog } from '@scp/shared/client/settings/shop-domain-dialog';
import { useConnectPlatform } from '@scp/shared/client/settings/use-connect-platform';
import { useRefetchAccounts } from '@scp/shared/client/settings/use-refetch-accounts';
import { useNow } from '@scp/shared/client/use-now';
import { accountStatus, lastSyncedText } from '../../common/lib/account-status';
import { useCallbackResult } from '../hooks/use-callback-result';
import { CallbackResultCard } from './callback-result-card';
import { TestPlatformCard } from './test-platform-card';

const texts = integrationsTexts.integrationTest;
const pageTexts = integrationsTexts.testPages.socialIntegration;

function AccountRow({ account, now }: { account: ConnectedAccount; now: number }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: '12px 0', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
        <Text strong>{account.displayName}</Text>
        <Text type="secondary">{account.identifier}</Text>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: 4, fontSize: token.fontSizeSM }}>
        <Text style={{ fontSize: token.fontSizeSM }}>{platforms[account.platform].label}</Text>
        <Text style={{ fontSize: token.fontSizeSM }}>{accountStatus(account, now).label}</Text>
        <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {lastSyncedText(account.lastSync, now)}
        </Text>
      </div>
    </li>
  );
}

/**
 * The social integration test page, /test-connections (screens and routes, error catalogue): four platform cards with
 * Connect and Disconnect, the callback result the last connection brought back, and the connected
 * accounts with Refresh. Connections leave in the page and come back here, so their result lands in
 * the address the card reads.
 */
export function SocialIntegrationTestPage() {
  const toast = useToast();
  const accounts = useListConnectedAccountsQuery();
  const refetchAccounts = useRefetchAccounts();
  const { requestConnect, loadingPlatform, shopDomainDialog } = useConnectPlatform(refetchAccounts, {
    mode: 'page',
    returnTo: integrationsPaths.testConnections,
    failureToast: (_platform, reason) => ({
      title: texts.connectionError.title,
      description: reason ?? texts.connectionError.description,
    }),
  });
  const { fields, clear } = useCallbackResult(refetchAccounts);
  const [disconnect] = useDisconnectAccountMutation();
  const [disconnecting, setDisconnecting] = useState<PlatformKey | null>(null);
  const now = useNow();
  const platformsHeadingId = useId();
  const accountsHeadingId = useId();

  // Each failed read says so once, a failed Refresh again: each request has its own id.
  useEffect(() => {
    if (accounts.isError) toast.error(texts.fetchAccountsFailed);
  }, [accounts.isError, accounts.requestId, toast]);

  const byPlatform = useMemo(() => {
    const map = new Map<PlatformKey, ConnectedAccount[]>();
    for (const account of accounts.data?.accounts ?? []) {
      map.set(account.platform, [...(map.get(account.platform) ?? []), account]);
    }
    return map;
  }, [accounts.data]);

  async function disconnectPlatform(platform: PlatformKey) {
    // A card stands for the platform: all of its accounts go, one request each. Their synced history
    // stays (a test page should not wipe what the dashboard holds).
    const own = byPlatform.get(platform) ?? [];
    setDisconnecting(platform);
    try {
      for (const account of own)
        await disconnect({ platform, accountId: account.accountId, deleteHistory: false }).unwrap();
      toast.success(texts.disconnected);
    } catch (error) {
      toast.error({
        title: texts.disconnectionError.title,
        description: toErrorBody(error).message || texts.disconnectionError.description,
      });
    } finally {
      setDisconnecting(null);
    }
  }

  const list = accounts.data?.accounts ?? [];
  return (
    <DevPageFrame title={pageTexts.title} intro={pageTexts.intro}>
      <section aria-labelledby={platformsHeadingId} style={{ marginBottom: 32 }}>
        <Title level={2} id={platformsHeadingId} style={{ fontSize: 20 }}>
          {pageTexts.platforms}
        </Title>
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {INTEGRATION_TEST_PLATFORMS.map((platform) => (
            <TestPlatformCard
              key={platform}
              platform={platform}
              accountCount={byPlatform.get(platform)?.length ?? 0}
              connecting={loadingPlatform === platform}
              disconnecting={disconnecting === platform}
              onConnect={() => requestConnect(platform)}
              onDisconnect={() => void disconnectPlatform(platform)}
            />
          ))}
        </ul>
      </section>

      <CallbackResultCard fields={fields} onClear={clear} />

      <section aria-labelledby={accountsHeadingId}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 8 }}>
          <Title level={2} id={accountsHeadingId} style={{ margin: 0, fontSize: 20, flex: 1 }}>
            {texts.connectedAccounts}
          </Title>
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={accounts.isFetching}
            onClick={() => void accounts.refetch()}
            aria-describedby={accountsHeadingId}
          >
            {texts.refresh}
          </Button>
        </div>
        {accounts.isLoading ? (
          <Skeleton active />
        ) : accounts.isError ? (
          <Paragraph type="danger">{integrationsTexts.tab.loadFailed}</Paragraph>
        ) : list.length === 0 ? (
          <Paragraph type="secondary">{pageTexts.noAccounts}</Paragraph>
        ) : (
          <ul aria-labelledby={accountsHeadingId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((account) => (
              <AccountRow key={`${account.platform}:${account.accountId}`} account={account} now={now} />
            ))}
          </ul>
        )}
      </section>

      <ShopDomainDialog
        open={shopDomainDialog.open}
        onSubmit={shopDomainDialog.submit}
        onCancel={shopDomainDialog.cancel}
      />
    </DevPageFrame>
  );
}
