import { ChatLauncher } from './features/chat/components/chat-launcher';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

/** Exposed as `./chat-launcher`: the shell mounts it from its floating chat button (each click a new `openRequests`). */
function ChatLauncherEntry({ openRequests }: { openRequests?: number }) {
  return <ChatLauncher openRequests={openRequests} />;
}

export default withAntdThemeBridge(ChatLauncherEntry);
