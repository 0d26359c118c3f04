import { isRejectedWithValue, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { isErrorBody } from '../contracts/errors';
import { api, isFetchBaseQueryError } from './api';
import {
  isSignOutInFlight,
  sessionEndedElsewhere,
  type SessionState,
  type SignOutInFlightState,
} from './session-slice';

/**
 * A tab learns that its session is over without having ended it: another tab signed out (the
 * `BroadcastChannel`), the gateway said so on `/api/events` (a sign-out elsewhere with this
 * session, a password reset), or the API answered 401. Each source calls `endSessionElsewhere`;
 * the shell then sends the tab to /auth with the session-expired text.
 */

/** The part of the store state these read (the whole RootState would import the store here). */
interface SessionEndState extends SignOutInFlightState {
  session: SessionState;
}

/**
 * Ends the session of a signed-in tab that did not end it, and drops every cached answer (the next
 * user must not see them). A tab already signed out, still loading, or signing out itself is left alone.
 */
export function endSessionElsewhere(): ThunkAction<void, SessionEndState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = getState();
    if (state.session.status !== 'signedIn' || isSignOutInFlight(state)) return;
    dispatch(sessionEndedElsewhere());
    dispatch(api.util.resetApiState());
  };
}

/**
 * Endpoints whose 401 is not news: the session lifecycle handles a refresh that finds the session
 * gone (its own toast, then /auth after 2 s), and a sign-out ends the session anyway.
 */
const HANDLED_ELSEWHERE: ReadonlySet<string> = new Set(['refreshSession', 'signOut']);

/**
 * Whether a failed request says the session is gone: a 401 whose body, if any, is the gateway's
 * 'not signed in' (a wrong current password, also 401, says INVALID_CREDENTIALS).
 */
export function isSessionGone(action: unknown): boolean {
  if (!isRejectedWithValue(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
  const endpoint = (action.meta.arg as { endpointName?: unknown } | undefined)?.endpointName;
  if (typeof endpoint === 'string' && HANDLED_ELSEWHERE.has(endpoint)) return false;
  const error = action.payload;
  if (!isFetchBaseQueryError(error) || error.status !== 401) return false;
  return !isErrorBody(error.data) || error.data.error.code === 'UNAUTHENTICATED';
}

/** Any API request of a signed-in tab that answers 'not signed in' ends the tab's session. */
export const sessionEndedMiddleware: Middleware<object, SessionEndState> = (store) => (next) => (action) => {
  const result = next(action);
  if (isSessionGone(action)) endSessionElsewhere()(store.dispatch, store.getState, undefined);
  return result;
};
