import { useEffect, useRef, useState } from 'react';
import { useArrivalSound } from '@scp/shared/client/activity-sound';
import { useAppDispatch, useAppSelector } from '@scp/shared/client/hooks';
import { useRealtimeConnection, useRealtimeStatus, useUserEvents } from '@scp/shared/client/realtime-hooks';
import { endSessionElsewhere } from '@scp/shared/client/session-ended';
import { selectSessionStatus } from '@scp/shared/client/session-slice';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { SESSION_ENDED_EVENT } from '@scp/shared/contracts/app/session-events';
import { appTexts } from '@scp/shared/contracts/app/app-texts';

const texts = appTexts.liveUpdates;

/**
 * Keeps the live-update stream (`/api/events`, docs/architecture.md, Real time) open while signed in, and says when
 * it drops and comes back in a polite live region (issue 20), so someone who cannot see a page stop
 * updating still learns of it. The first connection is not announced: nothing changed for the user.
 * The gateway's `session.ended` (this session signed out on another device, or ended by a password
 * reset) ends the tab's session; the shell's root then sends it to /auth.
 */
export function LiveUpdates() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  useRealtimeConnection(signedIn);
  useUserEvents(SESSION_ENDED_EVENT, () => dispatch(endSessionElsewhere()));
  // Settings → Appearance → Sound Effects: a tone when a customer message or a task arrives.
  useArrivalSound();
  const { status, error } = useRealtimeStatus();
  const [message, setMessage] = useState('');
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status === before) return;
    if (status === 'reconnecting' && before === 'connected') setMessage(texts.interrupted);
    else if (status === 'connected' && (before === 'reconnecting' || before === 'error')) setMessage(texts.restored);
    else if (status === 'error' && error) setMessage(texts.stopped(error));
  }, [status, error]);
  return (
    <div role="status" aria-live="polite" style={visuallyHidden}>
      {message}
    </div>
  );
}
