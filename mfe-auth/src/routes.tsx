import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { AuthPage } from './features/sign-in/components/auth-page';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

// Only /auth is part of the budgeted first visit (350 KiB gzipped): the other screens load on demand.
const OAuthCallbackPage = lazy(() =>
  import('./features/oauth-callback/components/oauth-callback-page').then((module) => ({
    default: module.OAuthCallbackPage,
  })),
);
const ConfirmEmailPage = lazy(() =>
  import('./features/email-confirmation/components/confirm-email-page').then((module) => ({
    default: module.ConfirmEmailPage,
  })),
);
const ResetRequestPage = lazy(() =>
  import('./features/password-reset/components/reset-request-page').then((module) => ({
    default: module.ResetRequestPage,
  })),
);
const ResetConfirmPage = lazy(() =>
  import('./features/password-reset/components/reset-confirm-page').then((module) => ({
    default: module.ResetConfirmPage,
  })),
);

/** The screens of this area by the absolute paths the shell mounts it on (shell route table). */
const screens: ReadonlyArray<readonly [path: string, Screen: ComponentType]> = [
  [authPaths.auth, AuthPage],
  [authPaths.authCallback, OAuthCallbackPage],
  [authPaths.authConfirm, ConfirmEmailPage],
  [authPaths.resetPassword, ResetRequestPage],
  [authPaths.resetPasswordConfirm, ResetConfirmPage],
];

/**
 * Exposed as `./routes`: the shell renders it for every path this remote owns. Paths are matched
 * absolutely (not with a nested <Routes>), so it works whatever route element the shell wraps it in.
 */
function AuthRoutes() {
  const { pathname } = useLocation();
  const match = screens.find(([path]) => matchPath({ path, end: true }, pathname));
  if (!match) return null;
  const [, Screen] = match;
  // A screen chunk takes one small request; the shell's own loading skeleton covered the remote itself.
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

export default withAntdThemeBridge(AuthRoutes);
