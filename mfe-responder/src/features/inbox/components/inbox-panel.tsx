import { useResponderLiveUpdates } from '../../common/hooks/use-responder-live-updates';
import { InboxList } from './inbox-list';

/** The shell's inbox side panel (screens and routes: Layout): the flagged messages, kept current. */
export function InboxPanel() {
  useResponderLiveUpdates();
  return <InboxList />;
}
