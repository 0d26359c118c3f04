import { type ComponentType, lazy } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { AreaScreen } from '@scp/shared/client/area-routes';
import { NotAvailablePage } from '@scp/shared/client/not-available-page';
import { PageContainer } from '@scp/shared/client/page-container';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';
import { assistantPaths } from '@scp/shared/contracts/assistant/assistant-paths';

// Each developer page loads on its own visit: the chat the owner opens elsewhere does not carry them.
const AdkTestPage = lazy(() =>
  import('./features/test-pages/components/adk-test-page').then((m) => ({ default: m.AdkTestPage })),
);
const ConversationFlowTestPage = lazy(() =>
  import('./features/test-pages/components/conversation-flow-test-page').then((m) => ({
    default: m.ConversationFlowTestPage,
  })),
);
const RealWorldTestPage = lazy(() =>
  import('./features/test-pages/components/real-world-test-page').then((m) => ({ default: m.RealWorldTestPage })),
);
const ChatbotTestPage = lazy(() =>
  import('./features/chat/components/chatbot-test-page').then((m) => ({ default: m.ChatbotTestPage })),
);
const UserIntelligenceTestPage = lazy(() =>
  import('./features/test-pages/components/user-intelligence-test-page').then((m) => ({
    default: m.UserIntelligenceTestPage,
  })),
);

/** The built screens of this area, by the paths the shell mounts it on; the title is each one's h1. */
const pages: ReadonlyArray<AreaScreen & { Page: ComponentType<{ title: string }> }> = [
  { path: assistantPaths.chatbotTest, title: 'Chatbot Test', Page: ChatbotTestPage },
  { path: assistantPaths.adkTest, title: 'ADK Test', Page: AdkTestPage },
  { path: assistantPaths.adkConversationFlowTest, title: 'ADK Conversation Flow Test', Page: ConversationFlowTestPage },
  { path: assistantPaths.adkRealWorldTest, title: 'ADK Real-World Test', Page: RealWorldTestPage },
  { path: assistantPaths.userIntelligenceTest, title: 'User Intelligence Test', Page: UserIntelligenceTestPage },
];

/**
 * Exposed as `./routes`: the shell renders it for every path this remote owns. Matched absolutely,
 * so it works whatever route element the shell wraps it in.
 */
function AreaRoutesEntry() {
  const { pathname } = useLocation();
  const page = pages.find(({ path }) => matchPath({ path, end: true }, pathname));
  // No Suspense of its own: while a page's chunk loads, the shell's lazy-page fallback shows.
  if (page) return <page.Page title={page.title} />;
  // The shell mounts this remote on the paths above only; anything else is said plainly.
  return (
    <PageContainer>
      <NotAvailablePage title="This page" />
    </PageContainer>
  );
}

export default withAntdThemeBridge(AreaRoutesEntry);
