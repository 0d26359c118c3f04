import { useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@scp/shared/client/hooks';
import { type BroadcastChannelConstructor, openSessionBroadcast } from '@scp/shared/client/session-broadcast';
import { endSessionElsewhere } from '@scp/shared/client/session-ended';
import { selectSessionEndedElsewhere } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';
import { accountsTexts } from '@scp/shared/contracts/accounts/accounts-texts';

/**
 * A tab whose session ends without it asking finds out at once and goes to /auth with the
 * session-expired toast, rather than failing screen after screen. This hook is the tab's side of
 * this browser's `BroadcastChannel`: it tells the other tabs whenever its own session ends (a
 * sign-out, the lifecycle's expiry, a 401, the gateway's session.ended) and ends its own when
 * another tab tells it. The gateway's event is heard by the app layout (which holds the stream), a
 * 401 by the store's middleware; all of them end in `endSessionElsewhere`.
 */
export function useSessionEndedElsewhere(
  redirectToAuth: () => void,
  Channel?: BroadcastChannelConstructor | null,
): void {
  const store = useAppStore();
  const toast = useToast();
  const effects = useRef({ toast, redirectToAuth });
  useEffect(() => {
    effects.current = { toast, redirectToAuth };
  }, [toast, redirectToAuth]);

  useEffect(() => {
    // Set while a message from another tab is applied: that tab has told the others already.
    let applyingBroadcast = false;
    const broadcast = openSessionBroadcast(() => {
      applyingBroadcast = true;
      try {
        store.dispatch(endSessionElsewhere());
      } finally {
        applyingBroadcast = false;
      }
    }, Channel);
    let previous = store.getState().session.status;
    const unsubscribe = store.subscribe(() => {
      const status = store.getState().session.status;
      if (previous === 'signedIn' && status === 'signedOut' && !applyingBroadcast) broadcast.announceEnded();
      previous = status;
    });
    return () => {
      unsubscribe();
      broadcast.close();
    };
  }, [store, Channel]);

  const endedElsewhere = useAppSelector(selectSessionEndedElsewhere);
  useEffect(() => {
    if (!endedElsewhere) return;
    effects.current.toast.error(accountsTexts.session.expired);
    effects.current.redirectToAuth();
  }, [endedElsewhere]);
}
