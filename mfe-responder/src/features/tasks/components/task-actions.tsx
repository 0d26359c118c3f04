import { Button, Space } from 'antd';
import { useState } from 'react';
import { Field } from '@scp/shared/client/field';
import { TextArea } from '@scp/shared/client/text-input';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import { maxReplyLength } from '@scp/shared/contracts/responder/responder-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useTaskActions } from '../hooks/use-task-actions';

const texts = responderTexts.screens;

/** What the actions need of a task, whether it came from the task list or the activity feed. */
export interface TaskRef {
  taskId: string;
  /** The message log entry the reply answers. */
  messageId: string;
  /** What the reply field starts with (states and transitions). */
  suggestedResponse: string;
  /** A comment's task: the reply is posted publicly under the comment, as /inbox posts it. */
  channel?: 'message' | 'comment';
}

/** The manual reply form: the field starts with the suggested response; a blank one is refused. */
function ReplyForm({ task, onDone }: { task: TaskRef; onDone: () => void }) {
  const [text, setText] = useState(task.suggestedResponse);
  const { sendReply, sending } = useTaskActions();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void sendReply(task.messageId, text).then((sent) => {
          if (sent) onDone();
        });
      }}
      style={{ marginTop: 8 }}
    >
      <Field label={texts.replyLabel} hint={task.channel === 'comment' ? commentTexts.publicHint : undefined}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            aria-describedby={describedBy}
            value={text}
            rows={4}
            maxLength={maxReplyLength}
            onChange={(event) => setText(event.target.value)}
            disabled={sending}
          />
        )}
      </Field>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={sending}>
          {texts.sendReply}
        </Button>
        <Button onClick={onDone} disabled={sending}>
          {texts.cancel}
        </Button>
      </Space>
    </form>
  );
}

/** A task's Reply and Mark complete; Reply opens the reply form in place. */
export function TaskActions({ task }: { task: TaskRef }) {
  const [replying, setReplying] = useState(false);
  const { markComplete, completing } = useTaskActions();
  if (replying) return <ReplyForm task={task} onDone={() => setReplying(false)} />;
  return (
    <Space wrap style={{ marginTop: 8 }}>
      <Button type="primary" size="small" onClick={() => setReplying(true)}>
        {texts.reply}
      </Button>
      <Button size="small" loading={completing} onClick={() => void markComplete(task.taskId)}>
        {texts.markComplete}
      </Button>
    </Space>
  );
}
