import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectLandingPath, selectSessionStatus, selectSessionUser } from '@scp/shared/client/session-slice';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { onboardingPath } from '@scp/shared/contracts/onboarding/onboarding-paths';

/** Where the auth page sends the user after sign-in: the protected page they asked for. */
export interface AuthRedirectState {
  from: string;
}

export function SessionSpinner() {
  return (
    <div
      role="status"
      aria-label="Checking your session"
      style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}
    >
      <Spin size="large" />
    </div>
  );
}

/**
 * A new account has not been through onboarding yet (auth sets `onboarding_completed: false` at
 * sign-up until onboarding completes it). True or absent (accounts older than onboarding): never.
 */
export function needsOnboarding(user: SessionUser | null): boolean {
  return user?.user_metadata.onboarding_completed === false;
}

function isOnboardingPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === onboardingPath;
}

/**
 * Protected routes: a spinner while the session loads, then the page or /auth (screens and routes). A
 * signed-in user who has not been through onboarding goes to /onboarding from any of them (dashboard
 * states and transitions: Auth-to-onboarding). The flag is read from the session slice, so when onboarding completes and
 * the account is read again (client kit `reloadSessionUser`) the next page shows without a reload.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const location = useLocation();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedOut') {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (needsOnboarding(user) && !isOnboardingPath(location.pathname)) return <Navigate to={onboardingPath} replace />;
  return children;
}

/**
 * /auth and /reset-password: a signed-in user goes to / (screens and routes), or where the page that has
 * just signed them in wants them (a new account: /onboarding).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const landingPath = useAppSelector(selectLandingPath);
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedIn') return <Navigate to={landingPath ?? '/'} replace />;
  return children;
}
