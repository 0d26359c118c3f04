import { FloatingChatButton as Button } from '@scp/shared/client/floating-chat-button';
import type { ChatContext } from '@scp/shared/contracts/assistant/assistant-api';
import { chatStore, useChatState } from '../hooks/chat-store';

/** The dashboard's floating chat button: opens the chat with its context; hidden while the chat is open. */
export function FloatingChatButton({ context }: { context?: ChatContext }) {
  const { open } = useChatState();
  if (open) return null;
  return <Button onClick={() => chatStore.open(context)} />;
}
