const DAY_MS = 24 * 3600 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The `days` days ending `now`'s day (UTC): the first and last, and each of their dates. */
export function dayRangeOf(days: number, now: number): { start: string; end: string; dates: string[] } {
  const dates = Array.from({ length: days }, (_, index) => dayOf(now - (days - 1 - index) * DAY_MS));
  return { start: dates[0] as string, end: dates[dates.length - 1] as string, dates };
}
