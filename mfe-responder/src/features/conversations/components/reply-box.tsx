import { Button, theme } from 'antd';
import { useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { Field } from '@scp/shared/client/field';
import { Text } from '@scp/shared/client/typography';
import { useToast } from '@scp/shared/client/use-toast';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import {
  commentReplyMax,
  conversationReplyMax,
  privateReplyMax,
  type CommentReplyVisibility,
  type ConversationSummary,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { SavedReplyTextArea } from '../../saved-replies/components/saved-reply-text-area';
import { useReplyInConversationMutation } from '../api/conversations-api';

const texts = responderTexts.inbox;
const spec = responderTexts.responder;

/** What went wrong, as the spec names it: its title and the service's words (or the spec's). */
interface Problem {
  title: string;
  description: string;
}

/**
 * The reply box of a thread: it starts with the suggested reply; 'Send' sends it through the platform.
 * A blank reply is refused with the spec's 'Response Required'; a refused one shows 'Send Failed' with
 * why (the reply is kept in the thread, to be sent again). Outside Meta's windows it cannot send and
 * says why; between 24 h and 7 days it says the reply goes as a person's reply. Under a comment the
 * owner chooses a public reply (under the comment) or Meta's one private reply to the commenter.
 */
export function ReplyBox({
  conversation,
  suggestedReply,
}: {
  conversation: ConversationSummary;
  suggestedReply: string | null;
}) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [text, setText] = useState(suggestedReply ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [send, { isLoading: sending }] = useReplyInConversationMutation();
  const onComment = conversation.channel === 'comment';
  const [visibility, setVisibility] = useState<CommentReplyVisibility>('public');
  const max = !onComment
    ? conversationReplyMax[conversation.platform]
    : visibility === 'private'
      ? privateReplyMax[conversation.platform]
      : commentReplyMax[conversation.platform];
  const closed = conversation.reply_window === 'closed';
  const used = [...text].length;

  const submit = async () => {
    if (!text.trim()) {
      setProblem(spec.responseRequired);
      return;
    }
    setProblem(null);
    try {
      const { reply } = await send({
        id: conversation.id,
        text: text.trim(),
        ...(onComment ? { visibility } : {}),
      }).unwrap();
      setText('');
      // Over the sending limits it waits for its place and goes then: kept, never dropped.
      if (reply.status === 'queued') toast.info(texts.queuedReply);
      else toast.success(texts.sent);
    } catch (error) {
      const { status, code, message } = toErrorBody(error);
      if (message === spec.responseRequired.description) setProblem(spec.responseRequired);
      // The service's reason: too long for the platform, or the window closed meanwhile.
      else if (status === 400) setProblem({ title: spec.sendFailed.title, description: message });
      // An answer we could not read (the reply may have gone out): the spec's catch-all.
      else if (code === 'CLIENT_ERROR') setProblem(spec.unexpectedError);
      else setProblem(spec.sendFailed);
    }
  };

  if (closed)
    return (
      <div
        role="note"
        style={{ padding: token.paddingSM, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}
      >
        <Text>{texts.windowClosed}</Text>
      </div>
    );

  return (
    <form
      aria-label={texts.replyLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {onComment && (
        <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginXS}px` }}>
          <legend style={{ fontSize: token.fontSize, marginBottom: token.marginXXS }}>{commentTexts.replyAs}</legend>
          {/* Native radios: antd's Radio would join the antd chunk every first visit loads. */}
          {(['public', 'private'] as const).map((option) => (
            <label key={option} style={{ marginInlineEnd: token.marginMD, cursor: sending ? 'default' : 'pointer' }}>
              <input
                type="radio"
                name={`reply-visibility-${conversation.id}`}
                value={option}
                checked={visibility === option}
                disabled={sending}
                onChange={() => setVisibility(option)}
                style={{ marginInlineEnd: token.marginXXS, accentColor: token.colorPrimary }}
              />
              {option === 'public' ? commentTexts.publicReply : commentTexts.privateReply}
            </label>
          ))}
          <Text type="secondary" style={{ display: 'block' }}>
            {visibility === 'private' ? commentTexts.privateHint : commentTexts.publicHint}
          </Text>
        </fieldset>
      )}
      <Field
        label={texts.replyLabel}
        hint={
          <>
            {texts.counter(used, max)}
            {conversation.reply_window === 'human_agent' && (
              <>
                <br />
                {texts.humanAgentNote}
              </>
            )}
          </>
        }
        error={
          problem ? (
            <>
              <strong>{problem.title}</strong>: {problem.description}
            </>
          ) : undefined
        }
      >
        {(id, describedBy) => (
          <SavedReplyTextArea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            value={text}
            rows={4}
            onValueChange={(next) => {
              setText(next);
              if (problem) setProblem(null);
            }}
            disabled={sending}
          />
        )}
      </Field>
      <Button type="primary" htmlType="submit" loading={sending} disabled={used > max}>
        {sending ? texts.sending : texts.send}
      </Button>
    </form>
  );
}
