import { Button, Space, theme } from 'antd';
import { useId } from 'react';
import { Text, Title } from '@scp/shared/client/typography';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { useConversationFlow } from '../hooks/use-conversation-flow';
import { conversationFlowTurns } from '../lib/test-cases';
import { ResultDetail, TestResultView } from './test-result-view';
import { DevPageFrame } from '@scp/shared/client/dev-page-frame';

const texts = assistantTexts.aiTestSuite;

/**
 * The scripted conversation, /test/adk-conversation-flow: the turns go in order in one session, so
 * a developer sees whether the later answers use the earlier ones ('Write an Instagram post about it').
 */
export function ConversationFlowTestPage({
  title,
  turns = conversationFlowTurns,
  makeSessionId,
}: {
  title: string;
  turns?: readonly string[];
  /** Tests name the session; by default each run gets a fresh one. */
  makeSessionId?: () => string;
}) {
  const { token } = theme.useToken();
  const { sessionId, results, running, run, reset } = useConversationFlow(turns, makeSessionId);
  const headingId = useId();
  return (
    <DevPageFrame title={title} intro={texts.conversationFlow.intro}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.margin, marginBottom: 24 }}>
        <Space wrap>
          <Button type="primary" size="large" onClick={() => void run()} disabled={running} loading={running}>
            {texts.conversationFlow.run}
          </Button>
          <Button size="large" onClick={reset} disabled={running}>
            {texts.conversationFlow.reset}
          </Button>
        </Space>
        <Text type="secondary">{texts.conversationFlow.session(sessionId)}</Text>
      </div>
      <section aria-labelledby={headingId}>
        <Title level={2} id={headingId} style={{ fontSize: 20 }}>
          {texts.conversationFlow.turnsHeading}
        </Title>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {turns.map((query, index) => {
            const result = results[index];
            return (
              <li
                key={query}
                style={{
                  padding: token.padding,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  background: token.colorBgContainer,
                }}
              >
                <Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                  {texts.conversationFlow.turn(index + 1)}
                </Text>
                <Title level={3} style={{ margin: 0, fontSize: 16 }}>
                  {query}
                </Title>
                {result && (
                  <Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                    {texts.conversationFlow.contextSent(result.contextSent)}
                  </Text>
                )}
                <div style={{ marginTop: token.marginXS }}>
                  <TestResultView
                    outcome={result?.outcome}
                    extra={
                      result?.outcome.kind === 'answered' ? (
                        <ResultDetail term={texts.result.sessionId}>{result.outcome.response.session_id}</ResultDetail>
                      ) : undefined
                    }
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </DevPageFrame>
  );
}
