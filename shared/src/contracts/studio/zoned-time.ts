/**
 * A post is scheduled at a wall-clock time in the owner's IANA time zone and stored as an instant
 * (UTC) with that zone (entities: a post's scheduledAt and timeZone). Pure, with Intl only, so the
 * editor and the service turn the same local time into the same instant, across daylight-saving
 * changes: a local time the clocks skip is refused, one they pass twice is its first occurrence.
 */

/** A local date and time to the minute: `YYYY-MM-DDTHH:mm`. */
export const LOCAL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Whether the runtime knows `timeZone` as an IANA zone (`Europe/Berlin`, `UTC`). Runtimes with
 * ECMAScript 2024's offset time zones (Node 24, current Chromium) also accept `+01:00`: a fixed
 * offset is refused, since it is not a zone and would not follow the owner's daylight-saving changes.
 */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '' || timeZone.length > 64 || /^\s*[+\-\u2212]/.test(timeZone)) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function fieldsAt(ms: number, timeZone: string): Fields {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (local minus UTC). */
function offsetAt(ms: number, timeZone: string): number {
  const f = fieldsAt(ms, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local `YYYY-MM-DDTHH:mm` of an instant in a zone (what the editor shows of a stored time). */
export function localTimeOf(instant: Date | string, timeZone: string): string {
  const f = fieldsAt(new Date(instant).getTime(), timeZone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

export type ZonedInstant =
  { ok: true; instant: Date } | { ok: false; reason: 'malformed' | 'unknown_zone' | 'skipped' };

/**
 * The instant of a local time in a zone. Every offset in force within a day of it is tried; the
 * earliest candidate that reads back as the same local time wins, and none means the clocks skip it.
 */
export function instantOf(local: string, timeZone: string): ZonedInstant {
  const match = LOCAL_TIME_PATTERN.exec(local);
  if (!match) return { ok: false, reason: 'malformed' };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (
    month < 1 ||
    month > 12 ||
    hour > 23 ||
    minute > 59 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (!isTimeZone(timeZone)) return { ok: false, reason: 'unknown_zone' };
  const dayMs = 24 * 60 * 60 * 1000;
  const offsets = new Set([
    offsetAt(asUtc - dayMs, timeZone),
    offsetAt(asUtc, timeZone),
    offsetAt(asUtc + dayMs, timeZone),
  ]);
  const candidates = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((ms) => localTimeOf(new Date(ms), timeZone) === local)
    .sort((a, b) => a - b);
  const first = candidates[0];
  return first === undefined ? { ok: false, reason: 'skipped' } : { ok: true, instant: new Date(first) };
}
