import { HOUR, MINUTE } from '../contracts/app/time-units';

const DAY = 24 * HOUR;
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** '5 minutes ago', 'yesterday', '3 weeks ago': how long ago `iso` was; under a minute, `justNow`. */
export function timeAgo(iso: string, now: number, justNow: string): string {
  const elapsed = now - Date.parse(iso);
  // A clock a little ahead of ours must not read 'in 2 minutes'.
  if (!(elapsed >= MINUTE)) return justNow;
  for (const [unit, size] of units) {
    if (elapsed >= size) return relativeFormat.format(-Math.floor(elapsed / size), unit);
  }
  return justNow;
}
