import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';
import { PageContainer } from '@scp/shared/client/page-container';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [
  { path: '/studio/*', title: 'Studio' },
  { path: '/calendar/*', title: 'Calendar' },
  { path: '/content', title: 'Content' },
];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
function StudioRoutes() {
  return (
    <PageContainer>
      <AreaRoutes screens={screens} />
    </PageContainer>
  );
}

export default withAntdThemeBridge(StudioRoutes);
