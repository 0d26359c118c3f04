import { useCallback } from 'react';
import { useToast } from '@scp/shared/client/use-toast';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { useAskAssistantMutation } from '../../common/api/assistant-api';
import { chatStore } from './chat-store';

const texts = assistantTexts.assistant;

/**
 * Sends a question of the chat with its context and the last 5 entries; the answer (or the spec's
 * error answer with Try Again) joins the conversation. 'Chat Error' toasts say what went wrong.
 */
export function useAsk(): (query: string) => Promise<void> {
  const [askAssistant] = useAskAssistantMutation();
  const toast = useToast();
  return useCallback(
    async (query: string) => {
      const question = query.trim();
      const { pending, messages, sessionId, context } = chatStore.get();
      if (!question || pending) return;
      const history = messages
        .filter((message) => !message.retryQuery)
        .slice(-assistant.historyEntries)
        .map((message) => ({ role: message.role, content: message.text.slice(0, 4000) }));
      chatStore.add({ role: 'user', text: question });
      chatStore.setPending(true);
      const result = await askAssistant({
        query: question,
        session_id: sessionId,
        context: { ...context, history },
      });
      chatStore.setPending(false);
      if ('error' in result) {
        toast.error(texts.cannotConnect);
        chatStore.add({ role: 'assistant', text: texts.errorResponse, retryQuery: question });
        return;
      }
      if (result.data.status === 'error') toast.error(texts.chatFailed);
      chatStore.add({
        role: 'assistant',
        text: result.data.response,
        answer: result.data,
        ...(result.data.status === 'error' ? { retryQuery: question } : {}),
      });
    },
    [askAssistant, toast],
  );
}
