import { theme } from 'antd';
import { useId } from 'react';
import type { ResponderTask } from '@scp/shared/contracts/responder/responder-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { ItemCard } from '../../common/components/item-card';
import { PriorityTag } from '../../common/components/tag';
import { countdownText, isOverdue } from '../../common/lib/time-texts';
import { platformLabel } from '../../common/lib/platform-label';
import { TaskActions } from './task-actions';

const texts = responderTexts.screens;

/** A task's due time as a countdown, in the error colour once overdue. */
export function Countdown({ dueAt, now }: { dueAt: string; now: number }) {
  const { token } = theme.useToken();
  return (
    <time
      dateTime={dueAt}
      style={{ color: isOverdue(dueAt, now) ? token.colorErrorText : token.colorTextSecondary, whiteSpace: 'nowrap' }}
    >
      {countdownText(dueAt, now)}
    </time>
  );
}

/** One pending task in full: priority, platform, countdown, reason, the customer's message and its actions. */
export function TaskItem({ task, now }: { task: ResponderTask; now: number }) {
  const { token } = theme.useToken();
  const reasonId = useId();
  return (
    <ItemCard labelledBy={reasonId}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
        <PriorityTag level={task.priority_level} />
        <span style={{ color: token.colorTextSecondary }}>{platformLabel(task.message.platform)}</span>
        <Countdown dueAt={task.due_at} now={now} />
      </div>
      <p style={{ margin: `${token.marginXS}px 0`, fontWeight: token.fontWeightStrong }}>
        <span style={visuallyHidden}>{`${texts.reason}: `}</span>
        <span id={reasonId}>{task.reason}</span>
      </p>
      <blockquote
        style={{
          margin: 0,
          padding: `${token.paddingXXS}px ${token.paddingSM}px`,
          borderInlineStart: `3px solid ${token.colorBorder}`,
          color: token.colorTextSecondary,
          overflowWrap: 'anywhere',
        }}
      >
        <span style={visuallyHidden}>{`${texts.customerMessage}: `}</span>
        {task.message.message_text}
      </blockquote>
      <TaskActions
        task={{
          taskId: task.id,
          messageId: task.message.id,
          suggestedResponse: task.suggested_response,
          channel: task.channel,
        }}
      />
    </ItemCard>
  );
}

/** The ResponseFlow Pro card's Tasks view: each pending task on one line. */
export function CompactTaskList({ tasks, now }: { tasks: readonly ResponderTask[]; now: number }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={texts.pendingTasksList} style={{ margin: 0, padding: 0 }}>
      {tasks.map((task) => (
        <li
          key={task.id}
          style={{
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: token.marginXS,
            padding: `${token.paddingXS}px 0`,
            borderBottom: `1px solid ${token.colorSplit}`,
          }}
        >
          <PriorityTag level={task.priority_level} />
          <span style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>{task.reason}</span>
          <Countdown dueAt={task.due_at} now={now} />
        </li>
      ))}
    </ul>
  );
}
