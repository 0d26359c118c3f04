import { useEffect, useState } from 'react';
import { MINUTE } from '@scp/shared/contracts/app/time-units';

/** The time, renewed every minute: expiry countdowns and 'Last synced' move on while the tab stays open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
