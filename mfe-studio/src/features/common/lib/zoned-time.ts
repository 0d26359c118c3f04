/**
 * Date maths in the owner's time zone with the platform's Intl only. A post is scheduled at an
 * instant (UTC) and shown, grouped and moved in the owner's IANA zone; a calendar day is a plain
 * `YYYY-MM-DD` key, counted in UTC so that a daylight-saving change never shifts a day. Turning a
 * wall-clock time into an instant is the contracts' (studio/zoned-time.ts), as the service does it.
 */
import { instantOf, localTimeOf } from '@scp/shared/contracts/studio/zoned-time';

/** A calendar day, `YYYY-MM-DD`: no time, no zone. */
export type DayKey = string;

/** A wall-clock time, `HH:mm` (24 h). */
export type WallTime = string;

export interface ZonedParts {
  date: DayKey;
  time: WallTime;
  hour: number;
  minute: number;
}

const DAY_MS = 86_400_000;

/** The owner's time zone: the browser's, which the editor schedules in too. */
export function ownerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The day, the time and its figures of `instant` on the wall clock of `timeZone`. */
export function zonedParts(instant: Date | string | number, timeZone: string): ZonedParts {
  const local = localTimeOf(new Date(instant), timeZone);
  const time = local.slice(11, 16);
  return { date: local.slice(0, 10), time, hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) };
}

/** A day and a time as the scheduling API takes them: `YYYY-MM-DDTHH:mm`. */
export function localTime(date: DayKey, time: WallTime): string {
  return `${date}T${time}`;
}

/**
 * The first instant of `date` in `timeZone`: its midnight, or, where the clocks skip midnight, the
 * first hour that exists.
 */
export function startOfDay(date: DayKey, timeZone: string): Date {
  for (let hour = 0; hour < 24; hour += 1) {
    const start = instantOf(localTime(date, `${String(hour).padStart(2, '0')}:00`), timeZone);
    if (start.ok) return start.instant;
  }
  return new Date(dayKeyToUtcMs(date));
}

function dayKeyToUtcMs(key: DayKey): number {
  const [year, month, day] = key.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

function utcMsToDayKey(ms: number): DayKey {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(key: DayKey, days: number): DayKey {
  return utcMsToDayKey(dayKeyToUtcMs(key) + days * DAY_MS);
}

/** 1 (Monday) to 7 (Sunday), the ISO numbering. */
export function isoWeekday(key: DayKey): number {
  const weekday = new Date(dayKeyToUtcMs(key)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week `key` lies in: weeks start on Monday (ISO 8601). */
export function weekStart(key: DayKey): DayKey {
  return addDays(key, 1 - isoWeekday(key));
}

/** The seven days of the week `key` lies in, Monday first. */
export function weekOf(key: DayKey): DayKey[] {
  const start = weekStart(key);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** The first day of the month `key` lies in. */
export function monthStart(key: DayKey): DayKey {
  return `${key.slice(0, 8)}01`;
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function addMonths(key: DayKey, months: number): DayKey {
  const [year, month, day] = key.split('-').map(Number);
  const first = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return utcMsToDayKey(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day ?? 1, lastDay)));
}

/** The weeks (Monday first) that show the month `key` lies in: whole weeks, 4 to 6 of them. */
export function monthGrid(key: DayKey): DayKey[][] {
  const first = monthStart(key);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: DayKey[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7)) weeks.push(weekOf(start));
  return weeks;
}

/** Today in `timeZone`. */
export function todayIn(timeZone: string, now: number = Date.now()): DayKey {
  return zonedParts(now, timeZone).date;
}

/** `instant`'s time of day in `timeZone`, in the reader's way of writing times ("9:30 AM", "09:30"). */
export function formatTime(instant: Date | string | number, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** `instant` as a day and time in `timeZone` ("Tue, May 12, 9:30 AM"). */
export function formatDateTime(instant: Date | string | number, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** A calendar day in words; `style` 'long' names the weekday and month in full ("Tuesday, May 12"). */
export function formatDay(key: DayKey, style: 'long' | 'short' = 'long', locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: style,
    month: style,
    day: 'numeric',
  }).format(dayKeyToUtcMs(key));
}

/** The month and year of `key` ("May 2026"). */
export function formatMonth(key: DayKey, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    dayKeyToUtcMs(key),
  );
}

/** The weekday of `key`, short ("Mon") or long ("Monday"). */
export function formatWeekday(key: DayKey, style: 'long' | 'short' = 'short', locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: style }).format(dayKeyToUtcMs(key));
}

/** An hour of the day as the reader writes it ("9 AM", "09"). */
export function formatHour(hour: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric' }).format(Date.UTC(2000, 0, 1, hour));
}

/** Two calendar days as a span ("May 11 – 17, 2026"). */
export function formatDayRange(first: DayKey, last: DayKey, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(dayKeyToUtcMs(first), dayKeyToUtcMs(last));
}
