import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [
  { path: '/test/chatbot', title: 'Chatbot Test' },
  { path: '/test/adk', title: 'ADK Test' },
  { path: '/test/adk-conversation-flow', title: 'ADK Conversation Flow Test' },
  { path: '/test/adk-real-world', title: 'ADK Real-World Test' },
  { path: '/test/user-intelligence', title: 'User Intelligence Test' },
];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
export default function AreaRoutesEntry() {
  return <AreaRoutes screens={screens} />;
}
