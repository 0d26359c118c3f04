import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { layout } from '@scp/shared/contracts/app/app-constants';
import { chatStore } from '../chat-store';
import { LazyChatPanel } from './lazy-chat-panel';
import { FloatingChatButton } from './floating-chat-button';

/** Pages with no floating button (accounts §2 Layout): the dashboard has its own, with its context. */
export function floatingButtonHiddenOn(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/compose') || pathname.startsWith('/settings');
}

/** The shell's part of the chat: the panel for every page, and the mobile floating button where it belongs. */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${layout.mobileBreakpointPx - 1}px)`);
  useEffect(() => chatStore.hostPanel(), []);
  return (
    <>
      {mobile && !floatingButtonHiddenOn(pathname) && <FloatingChatButton />}
      <LazyChatPanel />
    </>
  );
}
