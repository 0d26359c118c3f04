import { isFetchBaseQueryError } from '@scp/shared/client/api';
import type { SessionAction } from '@scp/shared/client/session-slice';
import { session as sessionRules } from '@scp/shared/contracts/auth/accounts-constants';

/**
 * The pure decisions of the session lifecycle (states and transitions). `decideSessionAction` (shared) says
 * what a check must do; these say how the shell applies it. The hook in use-session-lifecycle.ts
 * wires them to timers, listeners and the store.
 */

export type ActivityEvent = (typeof sessionRules.activityEvents)[number];

/**
 * Activity dispatches at most this often. "Active" means within the last 5 minutes, so a few
 * seconds of staleness cannot change a decision, while scrolling fires dozens of events a second.
 */
export const ACTIVITY_THROTTLE_MS = 5_000;

/**
 * Capture, so widgets that stop propagation (menus, modals) still count as activity; passive, so
 * scroll and touch listeners never delay the browser's scrolling.
 */
export function activityListenerOptions(): AddEventListenerOptions {
  return { capture: true, passive: true };
}

/** Whether an activity event at `nowMs` should be dispatched, given the last one dispatched. */
export function shouldRecordActivity(nowMs: number, lastRecordedMs: number | null): boolean {
  return lastRecordedMs === null || nowMs - lastRecordedMs >= ACTIVITY_THROTTLE_MS;
}

/** Both end the session: 'signOut' (2 min or less left, no refresh) and 'expired' (at or past expiry). */
export function endsSession(action: SessionAction): boolean {
  return action === 'signOut' || action === 'expired';
}

/**
 * 'sessionGone': the gateway answered 401, so the server session no longer exists and retrying
 * cannot help. 'failed': anything else (network, 5xx), worth another attempt at the next check.
 */
export type RefreshOutcome = 'refreshed' | 'failed' | 'sessionGone';

export function refreshOutcomeOf(result: { error?: unknown }): RefreshOutcome {
  if (!('error' in result) || result.error === undefined) return 'refreshed';
  if (isFetchBaseQueryError(result.error) && result.error.status === 401) return 'sessionGone';
  return 'failed';
}

/** Consecutive failed refresh attempts after an outcome: a success resets the count (states and transitions). */
export function refreshAttemptsAfter(attempts: number, outcome: RefreshOutcome): number {
  if (outcome === 'refreshed') return 0;
  if (outcome === 'failed') return attempts + 1;
  return attempts;
}
