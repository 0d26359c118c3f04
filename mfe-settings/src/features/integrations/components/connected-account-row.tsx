import { Button, Space, theme } from 'antd';
import { useId } from 'react';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Text } from '@scp/shared/client/typography';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { accountStatus, lastSyncedText, type StatusTone } from '../../common/lib/account-status';

const texts = integrationsTexts.tab;
const adsTexts = integrationsTexts.tiktokAds;
const AVATAR_PX = 40;
const MARK_PX = 14;

/** A coloured dot beside the status words: the words carry the meaning, the dot only repeats it. */
function StatusDot({ tone }: { tone: StatusTone }) {
  const { token } = theme.useToken();
  const colour = { success: token.colorSuccess, warning: token.colorWarning, error: token.colorError }[tone];
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: colour, flexShrink: 0 }}
    />
  );
}

/** The picture with the platform's mark on its corner, so accounts of several platforms tell apart at a glance. */
function Avatar({ account }: { account: ConnectedAccount }) {
  const { token } = theme.useToken();
  return (
    <span style={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      <AvatarPicture account={account} />
      <span
        style={{
          position: 'absolute',
          right: -4,
          bottom: -4,
          display: 'inline-flex',
          padding: 2,
          borderRadius: '50%',
          background: token.colorBgContainer,
          boxShadow: `0 0 0 1px ${token.colorBorderSecondary}`,
        }}
      >
        <PlatformMark platform={account.platform} size={MARK_PX} />
      </span>
    </span>
  );
}

function AvatarPicture({ account }: { account: ConnectedAccount }) {
  const { token } = theme.useToken();
  const size = { width: AVATAR_PX, height: AVATAR_PX, borderRadius: '50%', flexShrink: 0 } as const;
  if (account.imageUrl) {
    // Decorative: the name beside it says whose it is. No referrer: platform CDNs refuse foreign ones.
    return <img src={account.imageUrl} alt="" referrerPolicy="no-referrer" style={{ ...size, objectFit: 'cover' }} />;
  }
  return (
    <span
      aria-hidden
      style={{
        ...size,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorFillSecondary,
        color: token.colorText,
        fontWeight: token.fontWeightStrong,
      }}
    >
      {account.displayName.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * One connected account (entities): picture, name, handle, followers, health, last sync, and its
 * actions. Reconnect is offered when the owner has to authorise again (needs_reauth, expiring); Sync
 * (busy while the sync runs) needs a working authorisation, so not while it needs re-auth. A TikTok
 * account's ad account is authorized apart from it (TikTok's API for Business): the row offers to
 * connect it, and says when it is.
 */
export function ConnectedAccountRow({
  account,
  now,
  reconnecting,
  reconnectPending,
  syncing,
  onReconnect,
  onSync,
  onDisconnect,
  onConnectAds,
}: {
  account: ConnectedAccount;
  now: number;
  reconnecting: boolean;
  /** A connection of this platform was just started: Reconnect waits, as Connect does. */
  reconnectPending: boolean;
  syncing: boolean;
  onReconnect: () => void;
  onSync: () => void;
  onDisconnect: () => void;
  onConnectAds?: () => void;
}) {
  const { token } = theme.useToken();
  const nameId = useId();
  const status = accountStatus(account, now);
  const followers = account.accountInfo.followers;
  const reason = (account.status === 'needs_reauth' || account.status === 'error') && account.error;
  const adsSeparate = account.platform === 'tiktok' && account.adsGranted !== undefined && onConnectAds;
  return (
    <li
      aria-labelledby={nameId}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        padding: '12px 0',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Avatar account={account} />
      <div style={{ flex: 1, minWidth: 180 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
          <Text strong id={nameId}>
            {account.displayName}
          </Text>
          <Text type="secondary">{account.identifier}</Text>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: 4, fontSize: token.fontSizeSM }}>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <StatusDot tone={status.tone} />
            <Text style={{ fontSize: token.fontSizeSM }}>{status.label}</Text>
            {reason && (
              <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {reason}
              </Text>
            )}
          </span>
          {followers !== null && (
            <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {texts.followers(followers)}
            </Text>
          )}
          <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {lastSyncedText(account.lastSync, now)}
          </Text>
          {adsSeparate && account.adsGranted && (
            <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {adsTexts.connected}
            </Text>
          )}
        </div>
      </div>
      <Space wrap>
        {(account.status === 'needs_reauth' || account.status === 'expiring') && (
          <Button
            loading={reconnecting}
            disabled={reconnectPending && !reconnecting}
            onClick={onReconnect}
            aria-describedby={nameId}
          >
            {texts.reconnect}
          </Button>
        )}
        {adsSeparate && !account.adsGranted && account.status !== 'needs_reauth' && (
          <Button
            loading={reconnecting}
            disabled={reconnectPending && !reconnecting}
            onClick={onConnectAds}
            aria-describedby={nameId}
          >
            {adsTexts.connect}
          </Button>
        )}
        <Button
          loading={syncing}
          disabled={account.status === 'needs_reauth'}
          onClick={onSync}
          aria-describedby={nameId}
        >
          {texts.sync}
        </Button>
        <Button onClick={onDisconnect} aria-describedby={nameId}>
          {texts.disconnect}
        </Button>
      </Space>
    </li>
  );
}
