import { InboxPanel } from './features/inbox/components/inbox-panel';

/** Exposed as `./inbox-panel`: the flagged-messages list the shell shows in its inbox side panel. */
export default function InboxPanelEntry() {
  return <InboxPanel />;
}
