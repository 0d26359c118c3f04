import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [
  { path: '/settings/profile', title: 'Profile' },
  { path: '/settings/voice', title: 'Brand Voice' },
  { path: '/settings/brand-kit', title: 'Brand Kit' },
  { path: '/settings/integrations', title: 'Integrations' },
  { path: '/settings/billing', title: 'Billing' },
  { path: '/settings/appearance', title: 'Appearance' },
  { path: '/settings/development', title: 'Development' },
  { path: '/settings/*', title: 'Settings' },
];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
export default function AreaRoutesEntry() {
  return <AreaRoutes screens={screens} />;
}
