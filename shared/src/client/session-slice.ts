import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { session as sessionRules } from '../contracts/auth/accounts-constants';
import type { SessionUser } from '../contracts/auth/session';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Epoch seconds, as the gateway reports it. */
  expiresAt: number | null;
  /** Epoch milliseconds of the last user activity; 0 until the first one. */
  lastActivity: number;
  /**
   * Where a page that has just signed the user in wants them to land (sign-up: /onboarding). The
   * shell's public-only guard follows it instead of '/'; any later session update clears it.
   */
  landingPath: string | null;
  /**
   * True when the session ended without this tab asking (a sign-out in another tab, a password
   * reset, a 401 from the API): the shell then says so on /auth. Absent means false.
   */
  endedElsewhere?: boolean;
}

const initialState: SessionState = {
  status: 'loading',
  user: null,
  expiresAt: null,
  lastActivity: 0,
  landingPath: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionResolved(state, action: PayloadAction<{ user: SessionUser; expiresAt: number; landingPath?: string }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.expiresAt = action.payload.expiresAt;
      state.landingPath = action.payload.landingPath ?? null;
      state.endedElsewhere = false;
    },
    sessionEnded(state) {
      state.status = 'signedOut';
      state.user = null;
      state.expiresAt = null;
      state.landingPath = null;
      state.endedElsewhere = false;
    },
    /** The server session is gone, and this tab did not end it (see `session-ended.ts`). */
    sessionEndedElsewhere(state) {
      state.status = 'signedOut';
      state.user = null;
      state.expiresAt = null;
      state.landingPath = null;
      state.endedElsewhere = true;
    },
    /** The signed-in user's profile changed (e.g. a metadata save); the session itself goes on. */
    sessionUserUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.status === 'signedIn' && state.user?.id === action.payload.id) state.user = action.payload;
    },
    activityRecorded(state, action: PayloadAction<number>) {
      // Activity events arrive out of order across tabs and listeners; keep the latest.
      if (action.payload > state.lastActivity) state.lastActivity = action.payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectLandingPath: (state) => state.landingPath,
    selectSessionEndedElsewhere: (state) => state.endedElsewhere === true,
  },
});

export const { sessionResolved, sessionEnded, sessionEndedElsewhere, sessionUserUpdated, activityRecorded } =
  sessionSlice.actions;
export const { selectSession, selectSessionStatus, selectSessionUser, selectLandingPath, selectSessionEndedElsewhere } =
  sessionSlice.selectors;

/** The part of the store's state isSignOutInFlight reads (RTK Query's mutations, by request id). */
export interface SignOutInFlightState {
  api: { mutations: Record<string, { endpointName?: string; status?: string } | undefined> };
}

/**
 * True while a sign-out request is on its way (the Sign Out button, or a remote): the user is
 * leaving on purpose, so nothing may announce an expiry meanwhile (the gateway's own session.ended
 * for this very sign-out can arrive before its answer). Here, with the session, rather than in
 * session-ended.ts: the shell's first chunk reads it, and that file rides with the store alone.
 */
export function isSignOutInFlight(state: SignOutInFlightState): boolean {
  return Object.values(state.api.mutations).some(
    (mutation) => mutation?.endpointName === 'signOut' && mutation.status === 'pending',
  );
}

export type SessionAction = 'none' | 'refresh' | 'signOut' | 'expired';

export interface SessionCheckInput {
  nowMs: number;
  /** Epoch seconds; null when there is no session. */
  expiresAt: number | null;
  /** Epoch milliseconds of the last activity. */
  lastActivity: number;
  /** Consecutive failed refresh attempts so far (reset to 0 on a successful refresh). */
  refreshAttempts: number;
}

/**
 * What the periodic session check (every 30 s, states and transitions) must do now: at or past expiry the
 * session is expired; with 10 min or less left and activity in the last 5 min it refreshes (unless
 * 3 consecutive attempts already failed); otherwise with 2 min or less left it signs out.
 */
export function decideSessionAction(input: SessionCheckInput): SessionAction {
  const { nowMs, expiresAt, lastActivity, refreshAttempts } = input;
  if (expiresAt === null) return 'none';
  const remainingMs = expiresAt * 1000 - nowMs;
  if (remainingMs <= 0) return 'expired';
  const active = nowMs - lastActivity <= sessionRules.activityWindowMs;
  if (remainingMs <= sessionRules.refreshWindowMs && active && refreshAttempts < sessionRules.maxRefreshAttempts) {
    return 'refresh';
  }
  if (remainingMs <= sessionRules.forcedSignOutMs) return 'signOut';
  return 'none';
}
