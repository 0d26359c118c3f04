import { type BroadcastChannelConstructor, openSessionBroadcast } from '@scp/shared/client/session-broadcast';
import { endSessionElsewhere } from '@scp/shared/client/session-ended';
import type { AppStore } from '@scp/shared/client/store';

export interface SessionEndedEffects {
  /** Shows the session-expired toast. */
  announceExpiry: () => void;
  /** Sends the tab to /auth. */
  redirectToAuth: () => void;
}

/**
 * The tab's side of this browser's `BroadcastChannel` and what follows an ending it did not ask for.
 * Whenever the tab's session ends, it tells the other tabs (they share its cookie, so theirs has
 * ended too), unless another tab told it; when the ending came from elsewhere (another tab, the
 * gateway's session.ended, a 401: `endSessionElsewhere`), it shows the session-expired toast and
 * goes to /auth. A tab that signs out on purpose only tells the others. Returns the stop function.
 */
export function watchSessionEnded(
  store: AppStore,
  effects: () => SessionEndedEffects,
  Channel?: BroadcastChannelConstructor | null,
): () => void {
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
    const { status, endedElsewhere } = store.getState().session;
    const ended = previous === 'signedIn' && status === 'signedOut';
    previous = status;
    if (!ended) return;
    if (!applyingBroadcast) broadcast.announceEnded();
    if (endedElsewhere) {
      effects().announceExpiry();
      effects().redirectToAuth();
    }
  });
  return () => {
    unsubscribe();
    broadcast.close();
  };
}
