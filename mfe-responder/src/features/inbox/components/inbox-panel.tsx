import { Link } from 'react-router';
import { useInboxUnread } from '@scp/shared/client/responder/inbox-unread-api';
import { Text } from '@scp/shared/client/typography';
import { inboxPaths } from '@scp/shared/contracts/responder/inbox-conversations-paths';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useResponderLiveUpdates } from '../../common/hooks/use-responder-live-updates';
import { InboxList } from './inbox-list';

/**
 * The shell's inbox side panel (screens and routes: Layout): how many customer messages are unread
 * over every conversation, the flagged messages, kept current, and 'View all' to every conversation on /inbox.
 */
export function InboxPanel() {
  useResponderLiveUpdates();
  const unread = useInboxUnread();
  return (
    <>
      <p style={{ margin: '0 0 12px', display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        {/* Polite: the count changes as messages come in and are read. */}
        <Text type={unread > 0 ? undefined : 'secondary'} role="status">
          {unread > 0 ? responderTexts.unread.panel(unread) : responderTexts.unread.none}
        </Text>
        <Link to={inboxPaths.inbox}>{responderTexts.inbox.viewAll}</Link>
      </p>
      <InboxList />
    </>
  );
}
