import { Button, theme } from 'antd';
import { useId } from 'react';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Text, Title } from '@scp/shared/client/typography';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { platforms, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { ConnectedAccountRow } from './connected-account-row';

const texts = integrationsTexts.tab;

/**
 * One platform of the catalogue (entities: Platform config): its name (a heading under the group's),
 * badge and description, its connected accounts, and Connect. A platform that allows one account
 * offers Connect only until it has one (Reconnect on the account then renews it).
 */
export function PlatformCard({
  platform,
  accounts,
  now,
  connecting,
  pending,
  onConnect,
  onReconnect,
  isSyncing,
  onSync,
  onDisconnect,
  onConnectAds,
}: {
  platform: PlatformKey;
  accounts: ConnectedAccount[];
  now: number;
  connecting: boolean;
  /** Its connection was just started: Connect waits (past the busy spinner) so no second one starts. */
  pending: boolean;
  onConnect: () => void;
  onReconnect: (account: ConnectedAccount) => void;
  isSyncing: (account: ConnectedAccount) => boolean;
  onSync: (account: ConnectedAccount) => void;
  onDisconnect: (account: ConnectedAccount) => void;
  /** Connects the account's ad account where it is authorized apart from it (TikTok's). */
  onConnectAds?: (account: ConnectedAccount) => void;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  const { label, badge, description, multipleAccounts } = platforms[platform];
  const canConnect = multipleAccounts || accounts.length === 0;
  return (
    <li
      aria-labelledby={headingId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: 16,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 200 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 4 }}>
            <PlatformMark platform={platform} size={20} />
            <Title level={4} id={headingId} style={{ margin: 0, fontSize: 16 }}>
              {label}
            </Title>
            <span
              style={{
                padding: '0 8px',
                borderRadius: token.borderRadiusSM,
                background: token.colorFillSecondary,
                color: token.colorText,
                fontSize: token.fontSizeSM,
                lineHeight: '20px',
              }}
            >
              {badge}
            </span>
          </div>
          <Text type="secondary">{description}</Text>
        </div>
        {canConnect && (
          // Described by the platform's name: a screen reader's list of buttons says which Connect it is.
          <Button
            loading={connecting}
            disabled={pending && !connecting}
            onClick={onConnect}
            aria-describedby={headingId}
          >
            {texts.connect}
          </Button>
        )}
      </div>
      {accounts.length > 0 && (
        <ul aria-label={texts.accountsOf(label)} style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
          {accounts.map((account) => (
            <ConnectedAccountRow
              key={account.accountId}
              account={account}
              now={now}
              reconnecting={connecting}
              reconnectPending={pending}
              syncing={isSyncing(account)}
              onReconnect={() => onReconnect(account)}
              onSync={() => onSync(account)}
              onDisconnect={() => onDisconnect(account)}
              {...(onConnectAds && { onConnectAds: () => onConnectAds(account) })}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
