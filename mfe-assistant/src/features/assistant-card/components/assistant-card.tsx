import RobotOutlined from '@ant-design/icons/es/icons/RobotOutlined';
import { Button, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import { layout } from '@scp/shared/contracts/app/app-constants';
import type { ChatContext } from '@scp/shared/contracts/assistant/assistant-api';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { chatStore, useChatState } from '../../chat/hooks/chat-store';
import { LazyChatPanel } from '../../chat/components/lazy-chat-panel';
import { FloatingChatButton } from '../../chat/components/floating-chat-button';

const texts = assistantTexts.card;

/**
 * The Assistant Pro card (screens and routes): a hint that changes every 4 s, and a click that opens the
 * chat with the dashboard's context. On mobile the dashboard's floating button opens it the same way.
 */
export function AssistantCard({ context }: { context?: ChatContext }) {
  const { token } = theme.useToken();
  const { panelHosted } = useChatState();
  const reducedMotion = usePrefersReducedMotion();
  const mobile = useMediaQuery(`(max-width: ${layout.mobileBreakpointPx - 1}px)`);
  const [hint, setHint] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setHint((current) => (current + 1) % texts.hints.length), assistant.hintRotationMs);
    return () => clearInterval(timer);
  }, []);

  return (
    <section
      aria-label={texts.title}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.margin,
        flexWrap: 'wrap',
        padding: token.paddingLG,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      <RobotOutlined aria-hidden style={{ fontSize: 28, color: token.colorPrimary }} />
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>{texts.title}</h2>
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{texts.subtitle}</p>
        <p
          key={hint}
          data-testid="assistant-hint"
          style={{
            margin: `${token.marginXXS}px 0 0`,
            animation: reducedMotion ? undefined : 'scp-assistant-hint 400ms ease-out',
          }}
        >
          {texts.hints[hint]}
        </p>
        <style>
          {
            '@keyframes scp-assistant-hint { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }'
          }
        </style>
      </div>
      <Button type="primary" onClick={() => chatStore.open(context)}>
        {texts.action}
      </Button>
      {mobile && <FloatingChatButton context={context} />}
      {/* Outside the shell (the standalone harness, a test) no launcher hosts the panel: the card does. */}
      {!panelHosted && <LazyChatPanel />}
    </section>
  );
}
