import { ChatLauncher } from './features/chat/components/chat-launcher';

/** Exposed as `./chat-launcher`: the shell mounts it once in its layout (the chat panel and the mobile button). */
export default function ChatLauncherEntry() {
  return <ChatLauncher />;
}
