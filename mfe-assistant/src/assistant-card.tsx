import type { ChatContext } from '@scp/shared/contracts/assistant/assistant-api';
import { AssistantCard } from './features/assistant-card/components/assistant-card';

/** Exposed as `./assistant-card`: the dashboard's Assistant Pro card (its RemoteSlot passes `context`). */
export default function AssistantCardEntry({ context }: { context?: ChatContext }) {
  return <AssistantCard context={context} />;
}
