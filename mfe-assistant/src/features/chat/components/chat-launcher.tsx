import { useEffect } from 'react';
import { chatStore } from '../hooks/chat-store';
import { LazyChatPanel } from './lazy-chat-panel';

/**
 * The chat panel for every page of the app, mounted by the shell on the first click of its floating
 * button (so no page pays for this remote before the chat is asked for). Each new `openRequests`
 * (the button's clicks) opens the chat.
 */
export function ChatLauncher({ openRequests = 0 }: { openRequests?: number }) {
  useEffect(() => chatStore.hostPanel(), []);
  useEffect(() => {
    if (openRequests > 0) chatStore.open();
  }, [openRequests]);
  return <LazyChatPanel />;
}
