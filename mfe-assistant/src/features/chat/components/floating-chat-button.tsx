import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import { Button } from 'antd';
import { layout } from '@scp/shared/contracts/app/app-constants';
import type { ChatContext } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { chatStore, useChatState } from '../chat-store';

/** The mobile floating button (accounts §2 Layout, dashboard §2), above the bottom tabs; hidden while the chat is open. */
export function FloatingChatButton({ context }: { context?: ChatContext }) {
  const { open } = useChatState();
  if (open) return null;
  return (
    <Button
      type="primary"
      shape="circle"
      size="large"
      icon={<MessageOutlined />}
      aria-label={assistantTexts.chat.open}
      onClick={() => chatStore.open(context)}
      style={{
        position: 'fixed',
        right: 16,
        bottom: layout.mobileTabBarPx + 16,
        width: 52,
        height: 52,
        zIndex: 20,
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
      }}
    />
  );
}
