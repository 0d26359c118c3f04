import { DevPageFrame } from '@scp/shared/client/dev-page-frame';
import { Button, theme } from 'antd';
import { useId, useState } from 'react';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import type { OAuthCallbackMessage } from '@scp/shared/contracts/auth/auth-api';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { useOAuthCallbackMessage } from '@scp/shared/client/settings/use-oauth-callback-message';
import { browserWindow } from '@scp/shared/client/settings/browser-window';
import { type OAuthTestScenario, oauthTestScenarios, scenarioUrl } from '../lib/oauth-test-scenarios';
import { OAuthScenarioDetails } from './oauth-scenario-details';

const texts = integrationsTexts.testPages.oauthModal;

function ScenarioItem({ scenario, onOpen }: { scenario: OAuthTestScenario; onOpen: () => void }) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
      }}
    >
      <div style={{ flex: 1, minWidth: 220, display: 'grid', gap: 4 }}>
        <Text strong id={titleId}>
          {scenario.title}
        </Text>
        <OAuthScenarioDetails scenario={scenario} />
      </div>
      {/* Described by the sample's name: five buttons share the one label. */}
      <Button onClick={onOpen} aria-describedby={titleId}>
        {texts.open}
      </Button>
    </li>
  );
}

/** The message as the popup posted it, field by field. */
function MessageFields({ message }: { message: OAuthCallbackMessage }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: '8px 16px', margin: 0 }}>
      {Object.entries(message).map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>
            <Text code>{name}</Text>
          </dt>
          <dd style={{ margin: 0, wordBreak: 'break-word' }}>
            <Text>{String(value)}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /test/oauth-modal (screens and routes): the OAuth return page's five sample returns, each opened in a
 * popup as a real connection opens it. The popup's return page posts OAUTH_CALLBACK to this window
 * and closes; the last message shows here. A blocked popup says so.
 */
export function OAuthModalTestPage() {
  const [message, setMessage] = useState<OAuthCallbackMessage | null>(null);
  const [blocked, setBlocked] = useState(false);
  const messageHeadingId = useId();
  useOAuthCallbackMessage(setMessage);

  function open(scenario: OAuthTestScenario) {
    // In the click itself: a popup opened later would be refused by popup blockers.
    const popup = browserWindow.openPopup(scenarioUrl(scenario));
    setBlocked(popup === null);
  }

  return (
    <DevPageFrame title={texts.title} intro={texts.intro}>
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 16px', display: 'grid', gap: 12 }}>
        {oauthTestScenarios.map((scenario) => (
          <ScenarioItem key={scenario.key} scenario={scenario} onOpen={() => open(scenario)} />
        ))}
      </ul>
      {/* Present from the start, so that a block is announced when it happens. */}
      <div role="alert">{blocked && <Paragraph type="danger">{texts.popupBlocked}</Paragraph>}</div>
      <section aria-labelledby={messageHeadingId}>
        <Title level={2} id={messageHeadingId} style={{ fontSize: 20 }}>
          {texts.lastMessage}
        </Title>
        <div role="status">
          {message ? <MessageFields message={message} /> : <Paragraph type="secondary">{texts.noMessage}</Paragraph>}
        </div>
      </section>
    </DevPageFrame>
  );
}
