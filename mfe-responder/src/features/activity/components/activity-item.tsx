import { theme } from 'antd';
import { useId } from 'react';
import type { ActivityItem } from '@scp/shared/contracts/responder/responder-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { ItemCard, MetaLine } from '../../common/components/item-card';
import { PriorityTag, Tag } from '../../common/components/tag';
import { platformLabel } from '../../common/lib/platform-label';
import { timeAgo } from '../../common/lib/time-texts';
import { TaskActions } from '../../tasks/components/task-actions';
import { Countdown } from '../../tasks/components/task-item';

const texts = responderTexts.screens;

/**
 * One entry of the activity feed (entities: activity item): title, description, customer,
 * platform, time ago, priority and status. A pending task also shows its countdown, its reason and
 * its actions (Reply, Mark complete). `compact`: the card's latest few, without the task's actions.
 */
export function ActivityEntry({ item, now, compact = false }: { item: ActivityItem; now: number; compact?: boolean }) {
  const { token } = theme.useToken();
  const titleId = useId();
  const { metadata } = item;
  const task = item.type === 'task' && metadata.taskId !== null ? metadata.taskId : null;
  return (
    <ItemCard labelledBy={titleId} flat={compact}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
        <strong id={titleId} style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {item.title}
        </strong>
        <PriorityTag level={item.priority} />
        <Tag tone={item.status === 'completed' ? 'neutral' : 'info'}>{texts.status[item.status]}</Tag>
      </div>
      {!compact && <p style={{ margin: `${token.marginXXS}px 0`, overflowWrap: 'anywhere' }}>{item.description}</p>}
      <MetaLine>
        <span>{metadata.customerName}</span>
        <span aria-hidden>·</span>
        <span>{platformLabel(item.platform)}</span>
        <span aria-hidden>·</span>
        <time dateTime={item.timestamp}>{timeAgo(item.timestamp, now)}</time>
      </MetaLine>
      {task !== null && !compact && (
        <>
          {metadata.dueAt && (
            <div style={{ marginTop: token.marginXXS }}>
              <Countdown dueAt={metadata.dueAt} now={now} />
            </div>
          )}
          {metadata.escalationReason && (
            <p style={{ margin: `${token.marginXXS}px 0`, overflowWrap: 'anywhere' }}>
              <span style={{ fontWeight: token.fontWeightStrong }}>{`${texts.reason}: `}</span>
              {metadata.escalationReason}
            </p>
          )}
          <TaskActions
            task={{ taskId: task, messageId: metadata.messageId, suggestedResponse: metadata.suggestedResponse ?? '' }}
          />
        </>
      )}
    </ItemCard>
  );
}
