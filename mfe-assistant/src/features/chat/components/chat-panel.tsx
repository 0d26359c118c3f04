import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, theme } from 'antd';
import { useEffect } from 'react';
import { CloseButton } from '@scp/shared/client/close-button';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { layout } from '@scp/shared/contracts/app/app-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { chatStore, useChatState } from '../hooks/chat-store';
import { ChatConversation } from './chat-conversation';

const texts = assistantTexts.chat;

/**
 * The chat beside the page (not modal: the owner keeps the figures in view while asking). Mounted
 * from its first opening on and only hidden while closed, so a conversation survives closing it.
 * Full screen on mobile. Escape closes it.
 */
export function ChatPanel() {
  const { token } = theme.useToken();
  const { open, everOpened } = useChatState();
  const mobile = useMediaQuery(`(max-width: ${layout.mobileBreakpointPx - 1}px)`);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') chatStore.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!everOpened) return null;
  return (
    <section
      aria-label={texts.panelLabel}
      hidden={!open}
      style={{
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        position: 'fixed',
        insetBlock: 0,
        right: 0,
        width: mobile ? '100vw' : 400,
        maxWidth: '100vw',
        boxSizing: 'border-box',
        zIndex: 1000,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderLeft: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: `${token.paddingSM}px ${token.padding}px`,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h2 style={{ margin: 0, fontSize: token.fontSizeLG, flex: 1 }}>{assistantTexts.assistant.name}</h2>
        <Button size="small" icon={<PlusOutlined />} onClick={() => chatStore.newChat()}>
          {texts.newChat}
        </Button>
        <CloseButton onClick={() => chatStore.close()} />
      </header>
      <ChatConversation autoFocus={open} />
    </section>
  );
}
