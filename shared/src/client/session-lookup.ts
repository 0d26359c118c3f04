import { useEffect } from 'react';
import { session as sessionRules } from '../contracts/auth/accounts-constants';
import type { SessionResponse } from '../contracts/auth/session';
import { isFetchBaseQueryError } from './api';
import { useAppDispatch, useAppSelector } from './hooks';
import { sessionApi } from './session-api';
import { selectSessionStatus, sessionEnded, sessionResolved, type SessionStatus } from './session-slice';
import type { AppDispatch } from './store';

/** Resolves with the session, or null when there is none; rejects when the lookup itself failed. */
export type SessionFetcher = () => Promise<SessionResponse | null>;

export interface SessionLookup {
  /** Settles once the answer (or failure) has been applied, even after the timeout. */
  settled: Promise<void>;
  /** Stops the timer and ignores the answer (e.g. the component unmounted). */
  cancel: () => void;
}

type SessionDispatch = (action: ReturnType<typeof sessionResolved> | ReturnType<typeof sessionEnded>) => unknown;

/**
 * Looks the session up once (states and transitions): no answer within 3 s counts as signed out, so the user
 * is not left on a spinner. A later answer that finds a session is still applied; a later "no
 * session" is not, because by then the user may have signed in on the auth page.
 */
export function lookUpSession(
  fetchSession: SessionFetcher,
  dispatch: SessionDispatch,
  timeoutMs: number = sessionRules.lookupTimeoutMs,
): SessionLookup {
  let cancelled = false;
  let timedOut = false;
  const timer = setTimeout(() => {
    if (cancelled) return;
    timedOut = true;
    dispatch(sessionEnded());
  }, timeoutMs);

  const apply = (answer: SessionResponse | null) => {
    if (cancelled) return;
    clearTimeout(timer);
    if (answer) dispatch(sessionResolved({ user: answer.user, expiresAt: answer.expiresAt }));
    else if (!timedOut) dispatch(sessionEnded());
  };

  const settled = fetchSession().then(apply, () => apply(null));
  return {
    settled,
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}

/** Fetches `GET /api/auth/session` through the shared api; a 401 means "no session". */
export function fetchSessionWith(dispatch: AppDispatch): SessionFetcher {
  return async () => {
    const request = dispatch(sessionApi.endpoints.getSession.initiate());
    try {
      const result = await request;
      if (result.data) return result.data;
      if (isFetchBaseQueryError(result.error) && result.error.status === 401) return null;
      throw result.error ?? new Error('Session lookup failed');
    } finally {
      request.unsubscribe();
    }
  };
}

/**
 * Runs the session lookup once when the component mounts (the shell's root) and returns the
 * session status. `fetchSession` replaces the network call in tests and standalone dev servers.
 */
export function useSessionLookup(fetchSession?: SessionFetcher): SessionStatus {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  useEffect(() => {
    const lookup = lookUpSession(fetchSession ?? fetchSessionWith(dispatch), dispatch);
    return lookup.cancel;
    // The lookup runs once per mount; a new fetcher identity must not start another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  return status;
}
