import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { ToastText } from '@scp/shared/contracts/app/app-texts';
import { responderPlatforms } from '@scp/shared/contracts/responder/responder-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useCompleteResponderTaskMutation, useSendResponderReplyMutation } from '../../common/api/responder-api';
import { platformLabel } from '../../common/lib/platform-label';

const texts = responderTexts.responder;

/**
 * The service's own reasons a reply could not go out (error catalogue: auto-responder, "Internal"), as
 * it words them, possibly followed by ': ' and the platform's reason (the 7-day window closed...).
 */
const knownSendFailures: readonly string[] = [
  texts.senderNotFound,
  texts.noFacebookPage,
  ...responderPlatforms.flatMap((platform) => [
    texts.sendViaFailed(platform),
    texts.sendViaFailed(platformLabel(platform)),
  ]),
];

function isKnownSendFailure(message: string): boolean {
  return knownSendFailures.some((known) => message === known || message.startsWith(`${known}:`));
}

/** The toast of a reply that failed: 'Send Failed', with the service's reason when it is one of the spec's. */
export function sendFailedToast(error: unknown): ToastText {
  const { code, message } = toErrorBody(error);
  if (isKnownSendFailure(message)) return { title: texts.sendFailed.title, description: message };
  // An answer we could not read (the reply may have gone out): the spec's catch-all.
  if (code === 'CLIENT_ERROR') return texts.unexpectedError;
  return texts.sendFailed;
}

/**
 * A task's two actions (states and transitions, validation rules): send the owner's reply (which resolves the task) and mark
 * it complete; each says how it went in a toast. Both resolve to true when they succeeded.
 */
export function useTaskActions() {
  const toast = useToast();
  const [send, sendState] = useSendResponderReplyMutation();
  const [complete, completeState] = useCompleteResponderTaskMutation();

  /** `messageId`: the message log entry answered. A blank text is refused before anything is sent. */
  const sendReply = async (messageId: string, text: string): Promise<boolean> => {
    if (!text.trim()) {
      toast.error(texts.responseRequired);
      return false;
    }
    try {
      const result = await send({ message_id: messageId, text: text.trim() }).unwrap();
      if (!result.success) {
        toast.error(texts.sendFailed);
        return false;
      }
      toast.success(responderTexts.screens.replySent);
      return true;
    } catch (error) {
      toast.error(sendFailedToast(error));
      return false;
    }
  };

  const markComplete = async (taskId: string): Promise<boolean> => {
    try {
      await complete({ id: taskId }).unwrap();
      toast.success(responderTexts.screens.taskCompleted);
      return true;
    } catch {
      toast.error(texts.unexpectedError);
      return false;
    }
  };

  return { sendReply, sending: sendState.isLoading, markComplete, completing: completeState.isLoading };
}
