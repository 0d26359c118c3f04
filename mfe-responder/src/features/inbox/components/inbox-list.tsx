import { Button, theme } from 'antd';
import { navigationTexts } from '@scp/shared/contracts/app/navigation-texts';
import type { MessageLogEntry } from '@scp/shared/contracts/responder/responder-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useNow } from '@scp/shared/client/use-now';
import { useGetResponderInboxInfiniteQuery } from '../../common/api/responder-api';
import { ListStates } from '../../common/components/list-states';
import { InboxItem } from './inbox-item';

/** The loaded pages' messages, each once (a page read after an archive may repeat one). */
function uniqueMessages(pages: ReadonlyArray<{ messages: MessageLogEntry[] }>): MessageLogEntry[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.messages).filter((message) => !seen.has(message.id) && !!seen.add(message.id));
}

/**
 * The flagged messages (screens and routes: inbox side panel; calls: 10 a page), newest first: Load
 * More appends the next page while there is one; each message can be archived or opened in place.
 */
export function InboxList() {
  const { token } = theme.useToken();
  const now = useNow();
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetResponderInboxInfiniteQuery();
  const messages = uniqueMessages(data?.pages ?? []);
  return (
    <ListStates
      loading={isLoading}
      failed={isError && !data}
      onRetry={() => void refetch()}
      empty={messages.length === 0}
      emptyText={responderTexts.responder.empty.inbox}
    >
      <ul
        aria-label={responderTexts.screens.flaggedMessagesList}
        style={{ display: 'grid', gap: token.marginXS, margin: 0, padding: 0 }}
      >
        {messages.map((message) => (
          <InboxItem key={message.id} message={message} now={now} />
        ))}
      </ul>
      {hasNextPage && (
        <Button
          block
          style={{ marginTop: token.marginSM }}
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {navigationTexts.inbox.loadMore}
        </Button>
      )}
    </ListStates>
  );
}
