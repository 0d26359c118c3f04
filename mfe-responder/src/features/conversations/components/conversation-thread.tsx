import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Button, Skeleton, theme } from 'antd';
import { useEffect } from 'react';
import { Text, Title } from '@scp/shared/client/typography';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { useNow } from '@scp/shared/client/use-now';
import type { ThreadMessage } from '@scp/shared/contracts/responder/inbox-conversations';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { Tag } from '../../common/components/tag';
import { platformLabel } from '../../common/lib/platform-label';
import { countdownText, dateTimeText } from '../../common/lib/time-texts';
import {
  useGetConversationQuery,
  useReadConversationMutation,
  useRetryConversationReplyMutation,
} from '../api/conversations-api';
import { useGetConversationCustomerQuery } from '../api/conversation-customer-api';
import { CustomerAvatar } from './customer-avatar';
import { ReplyBox } from './reply-box';
import { ShopCustomerCard } from './shop-customer-card';

const texts = responderTexts.inbox;
const screens = responderTexts.screens;
/** From this width a proved customer's card stands beside the thread; below it, under the thread's header. */
const CARD_BESIDE = '(min-width: 1280px)';

/** One message of the thread: the customer's on the left, the bot's and the owner's on the right. */
function MessageBubble({ message, conversationId }: { message: ThreadMessage; conversationId: string }) {
  const { token } = theme.useToken();
  const [retry, { isLoading: retrying }] = useRetryConversationReplyMutation();
  const ours = message.from !== 'customer';
  const failed = message.status === 'failed';
  return (
    <li style={{ listStyle: 'none', display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start' }}>
      <div
        style={{
          maxWidth: '80%',
          padding: token.paddingSM,
          borderRadius: token.borderRadiusLG,
          background: ours ? token.colorPrimaryBg : token.colorFillQuaternary,
          border: `1px solid ${failed ? token.colorErrorBorder : token.colorBorderSecondary}`,
        }}
      >
        <Text strong style={{ display: 'block', fontSize: token.fontSizeSM }}>
          {message.from === 'bot' ? texts.botReply : texts.authors[message.from]}
        </Text>
        <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</p>
        <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <time dateTime={message.at}>{dateTimeText(message.at)}</time>
          {message.human_agent && ` · ${texts.humanAgent}`}
          {message.visibility === 'private' && ` · ${commentTexts.privateMark}`}
        </Text>
        {message.status === 'queued' && (
          <Text type="warning" style={{ display: 'block', fontSize: token.fontSizeSM }}>
            {texts.queuedReply}
          </Text>
        )}
        {failed && (
          <div style={{ marginTop: 4 }}>
            <Text type="danger" style={{ display: 'block', fontSize: token.fontSizeSM }}>
              {texts.failedReply}
              {message.failure_reason ? `: ${message.failure_reason}` : ''}
            </Text>
            <Button
              size="small"
              loading={retrying}
              onClick={() => void retry({ id: conversationId, replyId: message.id }).catch(() => undefined)}
            >
              {texts.retry}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * One conversation (the /inbox thread): the customer, both sides' messages in order with their times, the
 * open task and what the latest message is about, and the reply box with the suggested reply. Opening
 * it marks its messages read. `onBack` (narrow screens) returns to the list.
 */
export function ConversationThreadView({ id, onBack }: { id: string; onBack?: () => void }) {
  const { token } = theme.useToken();
  const now = useNow();
  const answer = useGetConversationQuery(id);
  const [markRead] = useReadConversationMutation();
  // The Shopify customer the conversation proved: nothing for one that proved no one (nor for a
  // conversation the thread itself could not find), a note when their orders could not be read.
  const customer = useGetConversationCustomerQuery(id);
  const cardBeside = useMediaQuery(CARD_BESIDE);
  const customerError = customer.error && 'status' in customer.error ? customer.error.status : undefined;
  const customerAnswer = customer.data ?? (customer.isError && customerError !== 404 ? 'failed' : undefined);
  const card = customerAnswer && (customerAnswer === 'failed' || customerAnswer.state !== 'none') && (
    <ShopCustomerCard conversationId={id} answer={customerAnswer} onRetry={() => void customer.refetch()} />
  );
  const unread = answer.data?.conversation.unread_count ?? 0;
  useEffect(() => {
    if (unread > 0) void markRead(id);
  }, [id, unread, markRead]);

  const back = onBack && (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} style={{ marginBottom: token.marginSM }}>
      {texts.back}
    </Button>
  );
  if (answer.isLoading)
    return (
      <section aria-busy="true">
        {back}
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    );
  if (!answer.data)
    return (
      <section>
        {back}
        <div role="alert">
          <Text type="danger">
            {answer.isError ? texts.notFound : responderTexts.responder.unexpectedError.description}
          </Text>
        </div>
      </section>
    );
  const { conversation, messages, task, classification, suggested_reply: suggested } = answer.data;
  const thread = (
    <section
      aria-labelledby={`thread-${id}`}
      style={{ minWidth: 0, display: 'grid', gap: token.marginSM, alignContent: 'start' }}
    >
      {back}
      <header style={{ display: 'flex', gap: token.marginSM, alignItems: 'center', flexWrap: 'wrap' }}>
        <CustomerAvatar customer={conversation.customer} size={44} />
        <Title level={2} id={`thread-${id}`} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          {conversation.customer.name}
        </Title>
        <Tag>{platformLabel(conversation.platform)}</Tag>
        {conversation.channel === 'comment' && <Tag>{commentTexts.underPost}</Tag>}
      </header>
      {!cardBeside && card}
      {(task || classification) && (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `4px ${token.marginSM}px` }}>
          {task && (
            <>
              <dt>
                <Text strong>{texts.task}</Text>
              </dt>
              <dd style={{ margin: 0 }}>
                <Tag tone={task.priority_level === 'critical' || task.priority_level === 'high' ? 'error' : 'warning'}>
                  {screens.priority[task.priority_level]}
                </Tag>{' '}
                {task.reason} · {countdownText(task.due_at, now)}
              </dd>
            </>
          )}
          {classification && (
            <>
              <dt>
                <Text strong>{texts.classification}</Text>
              </dt>
              <dd style={{ margin: 0 }}>
                {screens.inquiryTypes[classification.inquiry_type]} · {screens.sentiments[classification.sentiment]} ·{' '}
                {texts.confidence(Math.round(classification.confidence * 100))}
              </dd>
            </>
          )}
        </dl>
      )}
      <ol aria-label={texts.thread} style={{ margin: 0, padding: 0, display: 'grid', gap: token.marginXS }}>
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} conversationId={id} />
        ))}
      </ol>
      <ReplyBox key={`${id}:${suggested ?? ''}`} conversation={conversation} suggestedReply={suggested} />
    </section>
  );
  if (!cardBeside || !card) return thread;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 280px)',
        gap: token.marginLG,
        alignItems: 'start',
      }}
    >
      {thread}
      {card}
    </div>
  );
}
