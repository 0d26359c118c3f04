import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [{ path: '/*', title: 'ResponseFlow Pro' }];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
function AreaRoutesEntry() {
  return <AreaRoutes screens={screens} />;
}

export default withAntdThemeBridge(AreaRoutesEntry);
