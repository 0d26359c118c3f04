import type { OAuthCallbackMessage } from '@scp/shared/contracts/auth/auth-api';

/** The window that opened this page as a popup, when there is one and it is still open. */
export function openerWindow(): Window | null {
  const { opener } = window;
  return opener && !opener.closed ? (opener as Window) : null;
}

/**
 * Hands the result to the opener and closes the popup. Only our own origin may read it: the
 * message names the user's connected platform.
 */
export function reportToOpener(opener: Window, message: OAuthCallbackMessage): void {
  opener.postMessage(message, window.location.origin);
  window.close();
}
