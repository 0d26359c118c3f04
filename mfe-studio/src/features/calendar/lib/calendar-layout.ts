import {
  addDays,
  addMonths,
  type DayKey,
  localTime,
  monthGrid,
  monthStart,
  startOfDay,
  type WallTime,
  weekOf,
  zonedParts,
} from '../../common/lib/zoned-time';

/** What the calendar shows: a month, a week, or (on a phone) the month's days as a list. */
export type CalendarView = 'month' | 'week' | 'days';

/** Something with a place in time: a scheduled post. */
export interface Timed {
  scheduledAt: string;
}

export interface Placed<T> {
  item: T;
  date: DayKey;
  time: WallTime;
  hour: number;
}

/** The days a view shows around `anchor`: the month's whole weeks, the week, or the month's days. */
export function visibleDays(view: CalendarView, anchor: DayKey): DayKey[] {
  if (view === 'week') return weekOf(anchor);
  if (view === 'month') return monthGrid(anchor).flat();
  const first = monthStart(anchor);
  const days: DayKey[] = [];
  for (let day = first, next = addMonths(first, 1); day < next; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instants [from, to) that cover `days` on the wall clock of `timeZone`: what to ask the service for. */
export function instantRange(days: readonly DayKey[], timeZone: string): { from: string; to: string } {
  const first = days[0] ?? '1970-01-01';
  const last = days.at(-1) ?? first;
  return {
    from: startOfDay(first, timeZone).toISOString(),
    to: startOfDay(addDays(last, 1), timeZone).toISOString(),
  };
}

/** The anchor of the period before or after: a month or a week away. */
export function shiftAnchor(view: CalendarView, anchor: DayKey, steps: number): DayKey {
  return view === 'week' ? addDays(anchor, 7 * steps) : addMonths(anchor, steps);
}

/** Each item on its day in `timeZone`, in time order within the day. */
export function placeByDay<T extends Timed>(items: readonly T[], timeZone: string): Map<DayKey, Placed<T>[]> {
  const byDay = new Map<DayKey, Placed<T>[]>();
  const placed = items
    .map((item) => ({ item, ...zonedParts(item.scheduledAt, timeZone) }))
    .sort((a, b) => Date.parse(a.item.scheduledAt) - Date.parse(b.item.scheduledAt));
  for (const entry of placed) {
    const day = byDay.get(entry.date) ?? [];
    day.push({ item: entry.item, date: entry.date, time: entry.time, hour: entry.hour });
    byDay.set(entry.date, day);
  }
  return byDay;
}

/**
 * Where a post lands when moved to `date` (and, from the week view, `hour`): the same wall-clock
 * time (or minutes past the hour) on the new day in `timeZone`, as the scheduling API takes it.
 */
export function movedLocalTime(scheduledAt: string, timeZone: string, target: { date: DayKey; hour?: number }): string {
  const { hour, minute } = zonedParts(scheduledAt, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return localTime(target.date, `${pad(target.hour ?? hour)}:${pad(minute)}`);
}
