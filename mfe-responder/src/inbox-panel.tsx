import { InboxPanel } from './features/inbox/components/inbox-panel';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

/** Exposed as `./inbox-panel`: the flagged-messages list the shell shows in its inbox side panel. */
function InboxPanelEntry() {
  return <InboxPanel />;
}

export default withAntdThemeBridge(InboxPanelEntry);
