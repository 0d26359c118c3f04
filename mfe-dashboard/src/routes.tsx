import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [
  { path: '/', title: 'Dashboard' },
  { path: '/analytics/overview', title: 'Analytics Overview' },
  { path: '/analytics/deep-dive', title: 'Analytics Deep Dive' },
  { path: '/analytics/*', title: 'Analytics' },
];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
export default function AreaRoutesEntry() {
  return <AreaRoutes screens={screens} />;
}
