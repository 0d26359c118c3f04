import { lazy, Suspense } from 'react';
import { useChatState } from '../hooks/chat-store';

// The panel (the conversation, the answers' charts and drafts, the API and its schemas) is loaded on
// the first opening: the card and the floating button on every page cost only themselves.
const ChatPanelChunk = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/** The chat panel, loaded and mounted from its first opening on (then kept, hidden while closed). */
export function LazyChatPanel() {
  const { everOpened } = useChatState();
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanelChunk />
    </Suspense>
  );
}
