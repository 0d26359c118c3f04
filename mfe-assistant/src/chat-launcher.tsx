import { ChatLauncher } from './features/chat/components/chat-launcher';

/** Exposed as `./chat-launcher`: the shell mounts it from its floating chat button (each click a new `openRequests`). */
export default function ChatLauncherEntry({ openRequests }: { openRequests?: number }) {
  return <ChatLauncher openRequests={openRequests} />;
}
