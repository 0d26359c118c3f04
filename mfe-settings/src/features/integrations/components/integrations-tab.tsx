import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { Button, Skeleton } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Paragraph, Title } from '@scp/shared/client/typography';
import { TextInput } from '@scp/shared/client/text-input';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { integrations, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { SettingsSection } from '../../common/components/settings-section';
import { useListConnectedAccountsQuery } from '@scp/shared/client/settings/integrations-api';
import { useAccountAlerts } from '../hooks/use-account-alerts';
import { useAccountSync } from '../hooks/use-account-sync';
import { useConnectPlatform } from '@scp/shared/client/settings/use-connect-platform';
import { useConnectReturn } from '@scp/shared/client/settings/use-connect-return';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRefetchAccounts } from '@scp/shared/client/settings/use-refetch-accounts';
import { useRefreshAll } from '../hooks/use-refresh-all';
import { groupPlatforms, type PlatformGroup } from '../lib/platform-groups';
import { DisconnectDialog } from './disconnect-dialog';
import { PlatformCard } from './platform-card';
import { ShopDomainDialog } from '@scp/shared/client/settings/shop-domain-dialog';
import { useNow } from '@scp/shared/client/use-now';

const texts = integrationsTexts.tab;

function GroupSection({ group, children }: { group: PlatformGroup; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {group.title}
      </Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>{children}</ul>
    </section>
  );
}

/**
 * The integrations tab (screens and routes, entities, states and transitions, validation rules): the platform catalogue, recommended ones first then
 * by category, with search, Refresh All, each platform's connected accounts, connect (popup or page),
 * sync now and disconnect; accounts that stop working are announced as the service reports them.
 */
export function IntegrationsTab() {
  const accounts = useListConnectedAccountsQuery();
  const refetchAccounts = useRefetchAccounts();
  const { refreshAll, refreshing } = useRefreshAll();
  const { requestConnect, loadingPlatform, pendingPlatform, shopDomainDialog } = useConnectPlatform(refetchAccounts);
  useConnectReturn(refetchAccounts);
  useAccountAlerts(refetchAccounts);
  const { sync, isSyncing } = useAccountSync(refetchAccounts);
  const now = useNow();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, integrations.searchDebounceMs);
  const groups = useMemo(() => groupPlatforms(query), [query]);
  // `opening` counts openings: each gets a fresh dialog, while closing keeps the same one so the
  // native dialog closes (and returns focus to the button that opened it) instead of vanishing.
  const [disconnecting, setDisconnecting] = useState<{ account: ConnectedAccount | null; opening: number }>({
    account: null,
    opening: 0,
  });

  const byPlatform = useMemo(() => {
    const map = new Map<PlatformKey, ConnectedAccount[]>();
    for (const account of accounts.data?.accounts ?? []) {
      map.set(account.platform, [...(map.get(account.platform) ?? []), account]);
    }
    return map;
  }, [accounts.data]);

  return (
    <SettingsSection title={settingsTexts.page.tabs.integrations} description={texts.description}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 24 }}>
        <form
          role="search"
          style={{ flex: 1, minWidth: 200 }}
          // The list filters as one types: Enter has nothing to send.
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={searchId} style={visuallyHidden}>
            {texts.searchLabel}
          </label>
          <TextInput
            id={searchId}
            type="search"
            value={search}
            placeholder={texts.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
        <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={refreshAll}>
          {integrationsTexts.integrations.refreshAll}
        </Button>
      </div>

      {accounts.isError && (
        <div role="alert" style={{ marginBottom: 16 }}>
          <Paragraph type="danger" style={{ marginBottom: 8 }}>
            {texts.loadFailed}
          </Paragraph>
          <Button onClick={() => void accounts.refetch()}>{texts.tryAgain}</Button>
        </div>
      )}
      {/* Always present, so that 'No platforms found' is announced when a search empties the list. */}
      <div role="status">
        {!accounts.isLoading && groups.length === 0 && (
          <Paragraph>{integrationsTexts.integrations.noPlatformsFound}</Paragraph>
        )}
      </div>
      {accounts.isLoading ? (
        <Skeleton active />
      ) : (
        groups.map((group) => (
          <GroupSection key={group.title} group={group}>
            {group.platforms.map((platform) => (
              <PlatformCard
                key={platform}
                platform={platform}
                accounts={byPlatform.get(platform) ?? []}
                now={now}
                connecting={loadingPlatform === platform}
                pending={pendingPlatform === platform}
                onConnect={() => requestConnect(platform)}
                onReconnect={(account) =>
                  requestConnect(platform, platform === 'shopify' ? account.accountId : undefined)
                }
                isSyncing={isSyncing}
                onSync={sync}
                onDisconnect={(account) => setDisconnecting((current) => ({ account, opening: current.opening + 1 }))}
                {...(platform === 'tiktok' && {
                  onConnectAds: (account: ConnectedAccount) =>
                    requestConnect(platform, undefined, { adsFor: account.accountId }),
                })}
              />
            ))}
          </GroupSection>
        ))
      )}

      <DisconnectDialog
        key={disconnecting.opening}
        account={disconnecting.account}
        onClose={() => setDisconnecting((current) => ({ ...current, account: null }))}
      />
      <ShopDomainDialog
        open={shopDomainDialog.open}
        onSubmit={shopDomainDialog.submit}
        onCancel={shopDomainDialog.cancel}
      />
    </SettingsSection>
  );
}
