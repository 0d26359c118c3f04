import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [{ path: '/onboarding', title: 'Onboarding' }];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
export default function AreaRoutesEntry() {
  return <AreaRoutes screens={screens} />;
}
