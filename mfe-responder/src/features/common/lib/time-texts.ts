import { timeAgo as timeAgoOf } from '@scp/shared/client/time-ago';
import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

const texts = responderTexts.screens;
const DAY = 24 * HOUR;

/** '5m', '3h 20m', '2d 4h' (whole minutes, at least 1). */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.floor(Math.abs(ms) / MINUTE));
  if (minutes < 60) return texts.minutes(minutes);
  if (minutes < DAY / MINUTE) return texts.hoursMinutes(Math.floor(minutes / 60), minutes % 60);
  const hours = Math.floor(minutes / 60);
  return texts.daysHours(Math.floor(hours / 24), hours % 24);
}

/** A task's countdown: 'Due in 3h 20m', or 'Overdue by 5m' once its due time has passed. */
export function countdownText(dueAt: string, now: number): string {
  const left = Date.parse(dueAt) - now;
  return left > 0 ? texts.dueIn(durationText(left)) : texts.overdueBy(durationText(left));
}

/** True once the due time has passed. */
export function isOverdue(dueAt: string, now: number): boolean {
  return Date.parse(dueAt) - now <= 0;
}

/** 'just now', '5 minutes ago', 'yesterday': how long ago `iso` was. */
export function timeAgo(iso: string, now: number): string {
  return timeAgoOf(iso, now, texts.justNow);
}

/** TODAY'S IMPACT's time saved: '0m', '45m', '1h 20m'. */
export function timeSavedText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return whole < 60 ? texts.minutes(whole) : texts.hoursMinutes(Math.floor(whole / 60), whole % 60);
}

const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** A full date and time: 'Nov 25, 2026, 9:30 AM'. */
export function dateTimeText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat.format(time);
}
