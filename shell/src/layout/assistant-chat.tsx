import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { RemoteSlot } from '@scp/shared/client/remote-slot';
import { layout } from '@scp/shared/contracts/app/app-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { useIsMobile } from './use-is-mobile';

/** Pages with no floating chat button (accounts §2 Layout): the dashboard has its own, with its context. */
export function floatingChatHiddenOn(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/compose') || pathname.startsWith('/settings');
}

/**
 * The layout's floating AI chat button (mobile, accounts §2): drawn by the shell, so a page loads the
 * assistant remote only when the chat is asked for; its first click mounts the assistant's chat
 * launcher, and every click opens the chat.
 */
export function AssistantChat() {
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const [openRequests, setOpenRequests] = useState(0);
  return (
    <>
      {mobile && !floatingChatHiddenOn(pathname) && (
        <Button
          type="primary"
          shape="circle"
          size="large"
          icon={<MessageOutlined />}
          aria-label={assistantTexts.chat.open}
          onClick={() => setOpenRequests((count) => count + 1)}
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
      )}
      {openRequests > 0 && (
        <RemoteSlot remote="assistant" module="chat-launcher" fallback={null} openRequests={openRequests} />
      )}
    </>
  );
}
