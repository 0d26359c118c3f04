import { theme } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '@scp/shared/client/hooks';
import { PageContainer } from '@scp/shared/client/page-container';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { ChatConversation } from './chat-conversation';

const texts = assistantTexts.chatbotTest;

/** /test/chatbot: the same conversation as the panel, full page (a public route: signed out, it says why not). */
export function ChatbotTestPage({ title }: { title: string }) {
  const { token } = theme.useToken();
  const user = useAppSelector(selectSessionUser);
  return (
    <PageContainer title={title} maxWidth={760}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.margin }}>
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{texts.intro}</p>
        {user ? (
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              height: '70vh',
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              background: token.colorBgContainer,
            }}
          >
            <ChatConversation />
          </div>
        ) : (
          <p>
            {texts.signInFirst}{' '}
            <Link to={authPaths.auth} style={{ textDecoration: 'underline' }}>
              {texts.signIn}
            </Link>
          </p>
        )}
      </div>
    </PageContainer>
  );
}
