import { Button, Space, theme } from 'antd';
import { useId, useState } from 'react';
import { useToast } from '@scp/shared/client/use-toast';
import { navigationTexts } from '@scp/shared/contracts/app/navigation-texts';
import type { MessageLogEntry } from '@scp/shared/contracts/responder/responder-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useArchiveInboxMessageMutation, useGetResponderTasksQuery } from '../../common/api/responder-api';
import { platformLabel } from '../../common/lib/platform-label';
import { dateTimeText, timeAgo } from '../../common/lib/time-texts';
import { ItemCard, MetaLine } from '../../common/components/item-card';

const texts = responderTexts.screens;
const actions = navigationTexts.inbox;
const PREVIEW_LENGTH = 120;

function preview(text: string): string {
  const chars = [...text];
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('').trimEnd()}…` : text;
}

/**
 * View Details of a flagged message: the whole text, its classification, the suggested reply (the
 * pending task's, read from the task list, when there is one) and when it was received.
 */
function InboxDetails({ id, message }: { id: string; message: MessageLogEntry }) {
  const { token } = theme.useToken();
  const { data } = useGetResponderTasksQuery({});
  const suggested = data?.tasks.find((task) => task.message.id === message.id)?.suggested_response;
  const term = { fontWeight: token.fontWeightStrong, marginTop: token.marginXS } as const;
  const definition = { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;
  return (
    <dl id={id} style={{ margin: `${token.marginXS}px 0 0` }}>
      <dt style={term}>{texts.details.message}</dt>
      <dd style={definition}>{message.message_text}</dd>
      <dt style={term}>{texts.details.classification}</dt>
      <dd style={definition}>
        {[
          texts.inquiryTypes[message.inquiry_type],
          texts.sentiments[message.sentiment],
          texts.details.confidence(Math.round(message.confidence_score * 100)),
        ].join(' · ')}
      </dd>
      {suggested && (
        <>
          <dt style={term}>{texts.details.suggestedReply}</dt>
          <dd style={definition}>{suggested}</dd>
        </>
      )}
      <dt style={term}>{texts.details.received}</dt>
      <dd style={definition}>
        <time dateTime={message.sent_at}>{dateTimeText(message.sent_at)}</time>
      </dd>
    </dl>
  );
}

/** One flagged message: platform, kind, time ago and the start of its text; View Details and Archive. */
export function InboxItem({ message, now }: { message: MessageLogEntry; now: number }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [expanded, setExpanded] = useState(false);
  const [archive, { isLoading: archiving }] = useArchiveInboxMessageMutation();
  const textId = useId();
  const detailsId = useId();
  return (
    <ItemCard labelledBy={textId}>
      <MetaLine>
        <span>{platformLabel(message.platform)}</span>
        <span aria-hidden>·</span>
        <span>{texts.inquiryTypes[message.inquiry_type]}</span>
        <span aria-hidden>·</span>
        <time dateTime={message.sent_at}>{timeAgo(message.sent_at, now)}</time>
      </MetaLine>
      <p id={textId} style={{ margin: `${token.marginXXS}px 0`, overflowWrap: 'anywhere' }}>
        {preview(message.message_text)}
      </p>
      <Space wrap>
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          {actions.viewDetails}
        </Button>
        <Button
          size="small"
          loading={archiving}
          onClick={() => {
            archive(message.id)
              .unwrap()
              .catch(() => toast.error(responderTexts.responder.unexpectedError));
          }}
        >
          {actions.archive}
        </Button>
      </Space>
      {expanded && <InboxDetails id={detailsId} message={message} />}
    </ItemCard>
  );
}
