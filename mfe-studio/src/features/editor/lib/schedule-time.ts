import { scheduling } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { instantOf, localTimeOf } from '@scp/shared/contracts/studio/zoned-time';

/** The picked date and time as an instant, or why they are not one the service takes. */
export type ScheduleState = { ok: true; local: string; instant: Date; label: string } | { ok: false; words: string };

/** The owner's time zone: the browser's (the zone the service takes the wall-clock time in). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A moment as the owner reads it in their zone: 'Fri, 27 Nov 2026, 14:00'. */
export function formatInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** The date and time a new post is offered: the next full hour after an hour from now, in `timeZone`. */
export function suggestedTime(timeZone: string, now: number = Date.now()): { date: string; time: string } {
  const hour = 60 * 60 * 1000;
  const local = localTimeOf(new Date(Math.ceil((now + hour) / hour) * hour), timeZone);
  return { date: local.slice(0, 10), time: local.slice(11) };
}

/**
 * The instant of `date` and `time` on the wall clock of `timeZone`, checked as the service checks
 * it: a complete time, one the clocks do not skip, in the future and within how far ahead it may be.
 */
export function scheduleState(date: string, time: string, timeZone: string, now: number = Date.now()): ScheduleState {
  const errors = studioTexts.errors;
  if (date === '' || time === '') return { ok: false, words: studioTexts.editor.schedule.missing };
  const local = `${date}T${time.slice(0, 5)}`;
  const result = instantOf(local, timeZone);
  if (!result.ok) {
    if (result.reason === 'skipped') return { ok: false, words: errors.timeSkipped(local.replace('T', ' '), timeZone) };
    if (result.reason === 'unknown_zone') return { ok: false, words: errors.unknownTimeZone };
    return { ok: false, words: studioTexts.editor.schedule.missing };
  }
  const at = result.instant.getTime();
  if (at <= now) return { ok: false, words: errors.timeInPast };
  if (at - now > scheduling.maxAheadMs) return { ok: false, words: errors.timeTooFarAhead };
  return { ok: true, local, instant: result.instant, label: formatInZone(result.instant, timeZone) };
}
