import { lazy } from 'react';
import { useLocation } from 'react-router';
import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';
import { PageContainer } from '@scp/shared/client/page-container';
import { inboxPaths } from '@scp/shared/contracts/responder/inbox-conversations-paths';

// The inbox loads on its own visit: the side panel (this remote's other entry) does not carry it.
const InboxPage = lazy(() =>
  import('./features/conversations/components/inbox-page').then((m) => ({ default: m.InboxPage })),
);

/** The screens of this area not built yet, by the paths the shell mounts it on. */
const screens: readonly AreaScreen[] = [{ path: '/*', title: 'ResponseFlow Pro' }];

/** Exposed as `./routes`: the shell renders it for every path this remote owns (/inbox). */
function AreaRoutesEntry() {
  const { pathname } = useLocation();
  if (pathname === inboxPaths.inbox) return <InboxPage />;
  return (
    <PageContainer>
      <AreaRoutes screens={screens} />
    </PageContainer>
  );
}

export default withAntdThemeBridge(AreaRoutesEntry);
