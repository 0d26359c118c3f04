import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import { routes } from '@scp/shared/contracts/constants';
import { OAuthCallbackPage } from './features/oauth-callback/components/oauth-callback-page';
import { ResetConfirmPage } from './features/password-reset/components/reset-confirm-page';
import { ResetRequestPage } from './features/password-reset/components/reset-request-page';
import { AuthPage } from './features/sign-in/components/auth-page';

/** The screens of this area by the absolute paths the shell mounts it on (shell route table). */
const screens: ReadonlyArray<readonly [path: string, Screen: ComponentType]> = [
  [routes.auth, AuthPage],
  [routes.authCallback, OAuthCallbackPage],
  [routes.resetPassword, ResetRequestPage],
  [routes.resetPasswordConfirm, ResetConfirmPage],
];

/**
 * Exposed as `./routes`: the shell renders it for every path this remote owns. Paths are matched
 * absolutely (not with a nested <Routes>), so it works whatever route element the shell wraps it in.
 */
export default function AuthRoutes() {
  const { pathname } = useLocation();
  const match = screens.find(([path]) => matchPath({ path, end: true }, pathname));
  if (!match) return null;
  const [, Screen] = match;
  return <Screen />;
}
