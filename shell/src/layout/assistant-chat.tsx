import { useState } from 'react';
import { useLocation } from 'react-router';
import { FloatingChatButton } from '@scp/shared/client/floating-chat-button';
import { RemoteSlot } from '@scp/shared/client/remote-slot';
import { useIsMobile } from './use-is-mobile';

/** Pages with no floating chat button (screens and routes: Layout): the dashboard has its own, with its context. */
export function floatingChatHiddenOn(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/compose') || pathname.startsWith('/settings');
}

/**
 * The layout's floating AI chat button (mobile, screens and routes): drawn by the shell, so a page loads the
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
        <FloatingChatButton onClick={() => setOpenRequests((count) => count + 1)} />
      )}
      {openRequests > 0 && (
        <RemoteSlot remote="assistant" module="chat-launcher" fallback={null} openRequests={openRequests} />
      )}
    </>
  );
}
