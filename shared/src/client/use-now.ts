import { useEffect, useState } from 'react';
import { MINUTE } from '../contracts/app/time-units';

/**
 * The time, renewed every minute: countdowns, 'time ago' and 'Last synced' move on while the screen
 * stays open.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
