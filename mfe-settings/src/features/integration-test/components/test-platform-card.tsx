import { Button, Space, theme } from 'antd';
import { useId } from 'react';
import { Text, Title } from '@scp/shared/client/typography';
import { platforms, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';

const texts = integrationsTexts.integrationTest;
const pageTexts = integrationsTexts.testPages.socialIntegration;

/**
 * One platform of the social integration test page: whether it is connected, Connect (again, to add
 * or renew an account) and, while connected, Disconnect, which disconnects every account of it.
 */
export function TestPlatformCard({
  platform,
  accountCount,
  connecting,
  disconnecting,
  onConnect,
  onDisconnect,
}: {
  platform: PlatformKey;
  accountCount: number;
  connecting: boolean;
  disconnecting: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  const { label } = platforms[platform];
  return (
    <li
      aria-labelledby={headingId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
      }}
    >
      <div>
        <Title level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {label}
        </Title>
        <Text type="secondary">
          {accountCount > 0 ? pageTexts.connectedCount(accountCount) : pageTexts.notConnected}
        </Text>
      </div>
      <Space wrap>
        {/* Described by the platform's name: a screen reader's list of buttons says which one it is. */}
        <Button type="primary" loading={connecting} onClick={onConnect} aria-describedby={headingId}>
          {texts.connect}
        </Button>
        {accountCount > 0 && (
          <Button loading={disconnecting} onClick={onDisconnect} aria-describedby={headingId}>
            {texts.disconnect}
          </Button>
        )}
      </Space>
    </li>
  );
}
