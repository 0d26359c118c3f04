import { Button, Skeleton, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { TextInput } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import { useNow } from '@scp/shared/client/use-now';
import {
  conversationFilters,
  conversationPlatforms,
  type ConversationFilter,
  type ConversationListQuery,
  type ConversationPlatform,
  type ConversationSummary,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { Tag } from '../../common/components/tag';
import { platformLabel } from '../../common/lib/platform-label';
import { timeAgo } from '../../common/lib/time-texts';
import { useListConversationsQuery } from '../api/conversations-api';
import { CustomerAvatar } from './customer-avatar';

const texts = responderTexts.inbox;
/** How long the search waits after a keystroke before it asks. */
const SEARCH_PAUSE_MS = 300;

/** One conversation's line: who, where, the last message and when, unread and what is left to do. */
function ConversationLine({
  conversation,
  selected,
  onSelect,
  now,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  onSelect: (id: string) => void;
  now: number;
}) {
  const { token } = theme.useToken();
  const { customer, last_message: last, unread_count: unread } = conversation;
  const prefix = last.from === 'customer' ? '' : `${texts.authors[last.from]}: `;
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr auto',
          gap: token.marginSM,
          width: '100%',
          textAlign: 'start',
          padding: token.paddingSM,
          border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          background: selected ? token.colorPrimaryBg : token.colorBgContainer,
          color: token.colorText,
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        <CustomerAvatar customer={customer} />
        <span style={{ minWidth: 0, display: 'grid', gap: 2 }}>
          <span style={{ display: 'flex', gap: token.marginXS, alignItems: 'center', flexWrap: 'wrap' }}>
            <Text strong={unread > 0}>{customer.name}</Text>
            <Tag>{platformLabel(conversation.platform)}</Tag>
            {conversation.channel === 'comment' && <Tag>{commentTexts.underPost}</Tag>}
          </span>
          <Text
            type="secondary"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}
          >
            {prefix}
            {last.text}
          </Text>
          <span style={{ display: 'flex', gap: token.marginXXS, flexWrap: 'wrap' }}>
            {conversation.needs_reply && <Tag tone="warning">{texts.markers.needsReply}</Tag>}
            {conversation.open_task && <Tag tone="error">{texts.markers.task}</Tag>}
            {conversation.done && <Tag>{texts.markers.done}</Tag>}
          </span>
        </span>
        <span style={{ display: 'grid', justifyItems: 'end', alignContent: 'start', gap: 4 }}>
          <Text type="secondary" style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
            {timeAgo(conversation.last_activity_at, now)}
          </Text>
          {unread > 0 && (
            <span
              aria-label={texts.unread(unread)}
              style={{
                minWidth: 20,
                padding: '0 6px',
                borderRadius: 10,
                background: token.colorPrimary,
                color: token.colorTextLightSolid,
                fontSize: token.fontSizeSM,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {unread}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** One page of the list (the first, or the one after a cursor); the last page loaded offers the next. */
function ConversationPage({
  query,
  selectedId,
  onSelect,
  onMore,
  isLast,
  emptyText,
}: {
  query: ConversationListQuery;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMore: (cursor: string) => void;
  isLast: boolean;
  emptyText: string | null;
}) {
  const { token } = theme.useToken();
  const now = useNow();
  const answer = useListConversationsQuery(query);
  const state = (children: ReactNode) => <li style={{ listStyle: 'none' }}>{children}</li>;
  if (answer.isLoading) return state(<Skeleton active paragraph={{ rows: 4 }} />);
  if (!answer.data)
    return state(
      <div role="alert">
        <Text type="danger">{responderTexts.responder.unexpectedError.description}</Text>{' '}
        <Button size="small" onClick={() => void answer.refetch()}>
          {responderTexts.inbox.retry}
        </Button>
      </div>,
    );
  const { conversations, next_cursor: next } = answer.data;
  if (conversations.length === 0 && emptyText !== null) return state(<Text type="secondary">{emptyText}</Text>);
  return (
    <>
      {conversations.map((conversation) => (
        <ConversationLine
          key={conversation.id}
          conversation={conversation}
          selected={conversation.id === selectedId}
          onSelect={onSelect}
          now={now}
        />
      ))}
      {isLast && next && (
        <li style={{ listStyle: 'none', marginTop: token.marginXS }}>
          <Button block loading={answer.isFetching} onClick={() => onMore(next)}>
            {texts.loadMore}
          </Button>
        </li>
      )}
    </>
  );
}

/**
 * The owner's conversations (the /inbox list), newest activity first: filtered by what is left to do and
 * by platform, searched over the messages and the customers, a page at a time ('Load more').
 */
export function ConversationList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { token } = theme.useToken();
  const selectStyle = useNativeControlStyle();
  const [filter, setFilter] = useState<ConversationFilter | ''>('');
  const [platform, setPlatform] = useState<ConversationPlatform | ''>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => {
    const words = search.trim();
    if (words === q) return;
    const timer = setTimeout(() => setQ(words), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, q]);
  // Another filter or search starts again from the newest.
  useEffect(() => setCursors([]), [filter, platform, q]);

  const base: ConversationListQuery = {
    ...(filter ? { filter } : {}),
    ...(platform ? { platform } : {}),
    ...(q ? { q } : {}),
  };
  const filtered = Boolean(filter || platform || q);
  const pages: (string | undefined)[] = [undefined, ...cursors];
  return (
    <section aria-label={texts.conversationsList} style={{ minWidth: 0 }}>
      <div role="search">
        <Field label={texts.searchLabel}>
          {(id, describedBy) => (
            <TextInput
              id={id}
              type="search"
              aria-describedby={describedBy}
              placeholder={texts.searchPlaceholder}
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: token.marginSM }}>
        <Field label={texts.filterLabel}>
          {(id) => (
            <select
              id={id}
              style={selectStyle}
              value={filter}
              onChange={(event) => setFilter(event.target.value as ConversationFilter | '')}
            >
              <option value="">{texts.filters.all}</option>
              {conversationFilters.map((value) => (
                <option key={value} value={value}>
                  {texts.filters[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.platformLabel}>
          {(id) => (
            <select
              id={id}
              style={selectStyle}
              value={platform}
              onChange={(event) => setPlatform(event.target.value as ConversationPlatform | '')}
            >
              <option value="">{texts.allPlatforms}</option>
              {conversationPlatforms.map((value) => (
                <option key={value} value={value}>
                  {platformLabel(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ul aria-label={texts.conversationsList} style={{ display: 'grid', gap: token.marginXS, margin: 0, padding: 0 }}>
        {pages.map((cursor, index) => (
          <ConversationPage
            key={cursor ?? 'first'}
            query={cursor ? { ...base, cursor } : base}
            selectedId={selectedId}
            onSelect={onSelect}
            onMore={(next) => setCursors((loaded) => [...loaded, next])}
            isLast={index === pages.length - 1}
            emptyText={index === 0 ? (filtered ? texts.noMatches : texts.empty) : null}
          />
        ))}
      </ul>
    </section>
  );
}
