import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectLandingPath, selectSessionStatus } from '@scp/shared/client/session-slice';

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

/** Protected routes: a spinner while the session loads, then the page or /auth (accounts §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedOut') {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children;
}

/**
 * /auth and /reset-password: a signed-in user goes to / (accounts §2), or where the page that has
 * just signed them in wants them (a new account: /onboarding).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const landingPath = useAppSelector(selectLandingPath);
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedIn') return <Navigate to={landingPath ?? '/'} replace />;
  return children;
}
