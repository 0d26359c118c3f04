import { useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@scp/shared/client/hooks';
import { sessionApi } from '@scp/shared/client/session-api';
import {
  activityRecorded,
  decideSessionAction,
  isSignOutInFlight,
  selectSessionStatus,
  sessionEnded,
} from '@scp/shared/client/session-slice';
import type { AppStore } from '@scp/shared/client/store';
import { useToast } from '@scp/shared/client/use-toast';
import { session as sessionRules } from '@scp/shared/contracts/auth/accounts-constants';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import {
  activityListenerOptions,
  endsSession,
  refreshAttemptsAfter,
  refreshOutcomeOf,
  shouldRecordActivity,
} from './session-lifecycle';

interface LifecycleEffects {
  /** Shows the destructive 'Session Expired' toast. */
  announceExpiry: () => void;
  /** Sends the user to /auth, replacing the current history entry. */
  redirectToAuth: () => void;
}

/**
 * One signed-in period: activity listeners, the 30 s check, the check on returning to the tab.
 * Started when the session becomes signed in and stopped when it ends, so the refresh counter
 * and the "already ending" flag belong to one sign-in and never leak into the next.
 */
function startSignedInPeriod(store: AppStore, effects: () => LifecycleEffects): () => void {
  const { dispatch } = store;
  let stopped = false;
  let refreshAttempts = 0;
  let refreshing = false;
  let ending = false;
  let lastRecordedActivity: number | null = null;
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;

  const recordActivity = () => {
    const now = Date.now();
    if (!shouldRecordActivity(now, lastRecordedActivity)) return;
    lastRecordedActivity = now;
    dispatch(activityRecorded(now));
  };

  const stillSignedIn = () => {
    const state = store.getState();
    return !stopped && state.session.status === 'signedIn' && !isSignOutInFlight(state);
  };

  const expire = () => {
    if (ending || !stillSignedIn()) return;
    ending = true;
    effects().announceExpiry();
    // The toast stays for 2 s on the current page before the redirect (states and transitions). The gateway is
    // told only now: its answer clears the slice, and the guards would redirect at once.
    redirectTimer = setTimeout(() => {
      if (stopped || store.getState().session.status !== 'signedIn') return;
      void dispatch(sessionApi.endpoints.signOut.initiate(undefined, { track: false }));
      dispatch(sessionEnded());
      effects().redirectToAuth();
    }, sessionRules.expiredRedirectMs);
  };

  const refresh = async () => {
    refreshing = true;
    // The mutation dispatches sessionResolved with the new expiry on success.
    const result = await dispatch(sessionApi.endpoints.refreshSession.initiate(undefined, { track: false }));
    refreshing = false;
    if (stopped) return;
    const outcome = refreshOutcomeOf(result);
    refreshAttempts = refreshAttemptsAfter(refreshAttempts, outcome);
    if (outcome === 'sessionGone') expire();
  };

  const check = () => {
    if (ending || refreshing || !stillSignedIn()) return;
    const { expiresAt, lastActivity } = store.getState().session;
    const action = decideSessionAction({ nowMs: Date.now(), expiresAt, lastActivity, refreshAttempts });
    if (action === 'refresh') void refresh();
    else if (endsSession(action)) expire();
  };

  // A laptop waking from sleep should not wait up to 30 s to find out its session ran out.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };

  // Signing in is the user's doing: it counts as activity.
  recordActivity();
  const listenerOptions = activityListenerOptions();
  for (const event of sessionRules.activityEvents) window.addEventListener(event, recordActivity, listenerOptions);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const interval = setInterval(check, sessionRules.checkIntervalMs);

  return () => {
    stopped = true;
    clearInterval(interval);
    clearTimeout(redirectTimer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    for (const event of sessionRules.activityEvents) window.removeEventListener(event, recordActivity, listenerOptions);
  };
}

/**
 * The session lifecycle of states and transitions: while signed in: records activity, checks every 30 s (and
 * when the tab becomes visible), refreshes an active user's session within 10 min of expiry (at
 * most 3 consecutive failures), and otherwise, at 2 min or less or past expiry (or when a refresh
 * finds the server session gone), shows 'Session Expired', then after 2 s signs out and goes to
 * /auth. Mounted once, by the shell's root; the remotes' standalone harnesses do not run it.
 */
export function useSessionLifecycle(redirectToAuth: () => void): void {
  const store = useAppStore();
  const status = useAppSelector(selectSessionStatus);
  const toast = useToast();
  // Read at the moment they are needed, so new identities never restart the timers.
  const effects = useRef<LifecycleEffects>({ announceExpiry: () => undefined, redirectToAuth });
  useEffect(() => {
    effects.current = { announceExpiry: () => toast.error(accountsTexts.session.expired), redirectToAuth };
  }, [toast, redirectToAuth]);

  useEffect(() => {
    if (status !== 'signedIn') return undefined;
    return startSignedInPeriod(store, () => effects.current);
  }, [status, store]);
}
