import type { ChatContext } from '@scp/shared/contracts/assistant/assistant-api';
import { AssistantCard } from './features/assistant-card/components/assistant-card';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

/** Exposed as `./assistant-card`: the dashboard's Assistant Pro card (its RemoteSlot passes `context`). */
function AssistantCardEntry({ context }: { context?: ChatContext }) {
  return <AssistantCard context={context} />;
}

export default withAntdThemeBridge(AssistantCardEntry);
