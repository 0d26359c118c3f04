import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
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
 * The mark of an item that is not a customer message (entities: activity item types alert and
 * webhook): an icon that only decorates, and the type's word, which names it.
 */
function TypeMark({ type }: { type: ActivityItem['type'] }) {
  if (type !== 'alert' && type !== 'webhook') return null;
  const Icon = type === 'alert' ? WarningOutlined : ApiOutlined;
  return (
    <Tag tone={type === 'alert' ? 'error' : 'neutral'}>
      <Icon aria-hidden style={{ marginInlineEnd: 4 }} />
      {texts.activityTypes[type]}
    </Tag>
  );
}

/** A webhook event's status says whether it was processed; the other items' their activity status. */
const statusText = (item: ActivityItem) =>
  item.type === 'webhook'
    ? item.status === 'completed'
      ? texts.webhook.processed
      : texts.webhook.notProcessed
    : texts.status[item.status];

/**
 * One entry of the activity feed (entities: activity item): title, description, customer,
 * platform, time ago, priority and status; an alert or a webhook event is marked as one. A pending task also shows its countdown, its reason and
 * its actions (Reply, Mark complete). `compact`: the card's latest few, without the task's actions.
 */
export function ActivityEntry({ item, now, compact = false }: { item: ActivityItem; now: number; compact?: boolean }) {
  const { token } = theme.useToken();
  const titleId = useId();
  const { metadata } = item;
  const task =
    item.type === 'task' && metadata.taskId !== null && metadata.messageId !== null
      ? { taskId: metadata.taskId, messageId: metadata.messageId }
      : null;
  return (
    <ItemCard labelledBy={titleId} flat={compact}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
        <strong id={titleId} style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {item.title}
        </strong>
        <TypeMark type={item.type} />
        <PriorityTag level={item.priority} />
        <Tag tone={item.status === 'completed' ? 'neutral' : 'info'}>{statusText(item)}</Tag>
      </div>
      {!compact && <p style={{ margin: `${token.marginXXS}px 0`, overflowWrap: 'anywhere' }}>{item.description}</p>}
      <MetaLine>
        {metadata.customerName !== null && (
          <>
            <span>{metadata.customerName}</span>
            <span aria-hidden>·</span>
          </>
        )}
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
          <TaskActions task={{ ...task, suggestedResponse: metadata.suggestedResponse ?? '' }} />
        </>
      )}
    </ItemCard>
  );
}
