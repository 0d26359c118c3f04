import { useEffect, useRef } from 'react';
import { type OAuthCallbackMessage, oauthCallbackMessageSchema } from '../../contracts/auth/auth-api';

/**
 * Calls `onMessage` with each OAUTH_CALLBACK (`oauthCallback.messageType`) that a popup's return page
 * (mfe-auth's /auth/callback) posts to this window. Only this app's own pages are listened to: any
 * other window could post a look-alike message. Nothing is listened to while `enabled` is false.
 */
export function useOAuthCallbackMessage(onMessage: (message: OAuthCallbackMessage) => void, enabled = true) {
  // The latest handler, so a new one each render does not re-add the listener.
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    function handle(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const parsed = oauthCallbackMessageSchema.safeParse(event.data);
      if (parsed.success) latest.current(parsed.data);
    }
    window.addEventListener('message', handle);
    return () => window.removeEventListener('message', handle);
  }, [enabled]);
}
