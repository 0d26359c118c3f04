import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [
  { path: '/auth', title: 'Sign In' },
  { path: '/auth/callback', title: 'Connecting Account' },
  { path: '/reset-password', title: 'Reset Password' },
  { path: '/reset-password/confirm', title: 'Set New Password' },
];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
export default function AreaRoutesEntry() {
  return <AreaRoutes screens={screens} />;
}
