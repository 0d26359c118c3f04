import { Link } from 'react-router';
import { inboxPaths } from '@scp/shared/contracts/responder/inbox-conversations-paths';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useResponderLiveUpdates } from '../../common/hooks/use-responder-live-updates';
import { InboxList } from './inbox-list';

/**
 * The shell's inbox side panel (screens and routes: Layout): the flagged messages, kept current, and
 * 'View all' to every conversation on /inbox.
 */
export function InboxPanel() {
  useResponderLiveUpdates();
  return (
    <>
      <p style={{ margin: '0 0 12px', textAlign: 'end' }}>
        <Link to={inboxPaths.inbox}>{responderTexts.inbox.viewAll}</Link>
      </p>
      <InboxList />
    </>
  );
}
