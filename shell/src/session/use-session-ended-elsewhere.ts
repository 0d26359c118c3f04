import { useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@scp/shared/client/hooks';
import type { BroadcastChannelConstructor } from '@scp/shared/client/session-broadcast';
import { selectSessionStatus } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import type { SessionEndedEffects } from './session-ended-watch';

// Loaded with the first sign-in: a signed-out first visit (/auth) never carries it.
const loadWatch = () => import(/* webpackChunkName: "session-ended-watch" */ './session-ended-watch');

/**
 * A tab whose session ends without it asking finds out at once and goes to /auth with the
 * session-expired toast, rather than failing screen after screen (see `session-ended-watch.ts`).
 * The gateway's session.ended is heard by the app layout (which holds the stream), a 401 by the
 * store's middleware; every way ends in `endSessionElsewhere`. Runs from the first sign-in until
 * the app unmounts, so it also sees the ending that signs the tab out.
 */
export function useSessionEndedElsewhere(
  redirectToAuth: () => void,
  Channel?: BroadcastChannelConstructor | null,
): void {
  const store = useAppStore();
  const toast = useToast();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  // Read at the moment they are needed, so new identities never restart the watch.
  const effects = useRef<SessionEndedEffects>({ announceExpiry: () => undefined, redirectToAuth });
  useEffect(() => {
    effects.current = { announceExpiry: () => toast.error(accountsTexts.session.expired), redirectToAuth };
  }, [toast, redirectToAuth]);

  /** The running watch (its stop function once loaded); null before the first sign-in and after unmount. */
  const watch = useRef<{ stop?: () => void } | null>(null);
  useEffect(
    () => () => {
      watch.current?.stop?.();
      watch.current = null;
    },
    [],
  );
  useEffect(() => {
    if (!signedIn || watch.current) return;
    const started: { stop?: () => void } = {};
    watch.current = started;
    void loadWatch().then(({ watchSessionEnded }) => {
      // Unmounted while it loaded: nothing to start.
      if (watch.current !== started) return;
      started.stop = watchSessionEnded(store, () => effects.current, Channel);
    });
  }, [signedIn, store, Channel]);
}
