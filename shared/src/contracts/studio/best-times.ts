import { localTimeOf } from './zoned-time';

const HOUR_MS = 60 * 60 * 1000;

export interface BestTime {
  /** The instant (UTC, ISO). */
  at: string;
  /** The same moment on the owner's wall clock, `YYYY-MM-DDTHH:mm`: what the editor's fields take. */
  local: string;
}

/**
 * The next whole hours, over `days` days from `now`, when the owner's audience is most online:
 * `hours` are 24 averages by UTC hour (the dashboard's audience hours), so each whole UTC hour
 * ahead is scored by its own hour and then placed on the owner's wall clock, which keeps a
 * daylight-saving change right. At most `perDay` per local day, the busiest first chosen and then
 * in time order; hours with no one online are never suggested.
 */
export function bestTimesFrom(
  hours: readonly number[],
  timeZone: string,
  now: Date,
  { days, perDay = 3 }: { days: number; perDay?: number },
): BestTime[] {
  const first = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  const byDay = new Map<string, { at: number; local: string; score: number }[]>();
  for (let at = first; at < now.getTime() + days * 24 * HOUR_MS; at += HOUR_MS) {
    const score = hours[new Date(at).getUTCHours()] ?? 0;
    if (!(score > 0)) continue;
    const local = localTimeOf(new Date(at), timeZone);
    const day = local.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), { at, local, score }]);
  }
  return [...byDay.values()].flatMap((candidates) =>
    [...candidates]
      .sort((a, b) => b.score - a.score || a.at - b.at)
      .slice(0, perDay)
      .sort((a, b) => a.at - b.at)
      .map(({ at, local }) => ({ at: new Date(at).toISOString(), local })),
  );
}

/** The audience's busiest UTC hour as the owner's wall-clock hour on `day` ('18:00'). */
export function localHourOf(bestUtcHour: number, timeZone: string, now: Date): string {
  const at = new Date(now);
  at.setUTCHours(bestUtcHour, 0, 0, 0);
  return localTimeOf(at, timeZone).slice(11, 16);
}
