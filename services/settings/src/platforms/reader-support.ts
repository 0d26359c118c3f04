import { isRecord } from '@scp/service-kit/oauth-client';
import { expectObject, patientFetch, PlatformFailure, type PatientOptions } from '@scp/service-kit/platform-http';
import type { DailyMetricsRow, MetricName } from './platform-reader';

// What every platform reader shares: UTC days, ranges cut to a platform's per-call limit, a
// zero-filled series (the sync stores a complete history, so a quiet day is a row of zeros), and one
// patient JSON call.

const DAY_MS = 24 * 3600 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Refuses anything but a real `YYYY-MM-DD` (a typo must not become an empty or endless read). */
export function checkDay(date: string, name: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!ISO_DAY.test(date) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date)
    throw new RangeError(`${name} must be a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  return time;
}

export function checkRange(from: string, to: string): void {
  if (checkDay(from, 'from') > checkDay(to, 'to')) throw new RangeError(`from ${from} is after to ${to}`);
}

export function addDays(date: string, delta: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push(date);
  return days;
}

/** `from`..`to` cut into consecutive inclusive pieces of at most `maxDays` days. */
export function chunkRange(from: string, to: string, maxDays: number): Array<{ from: string; to: string }> {
  const chunks: Array<{ from: string; to: string }> = [];
  for (let start = from; start <= to; start = addDays(start, maxDays)) {
    const end = addDays(start, maxDays - 1);
    chunks.push({ from: start, to: end < to ? end : to });
  }
  return chunks;
}

export function utcDayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function todayUtc(): string {
  return utcDayOf(Date.now());
}

/** The day's metrics, every one of `names` at 0 until the platform says otherwise. */
export class DailySeries {
  private readonly days = new Map<string, Partial<Record<MetricName, number>>>();

  constructor(
    from: string,
    to: string,
    private readonly names: readonly MetricName[],
  ) {
    for (const date of daysBetween(from, to)) this.days.set(date, Object.fromEntries(names.map((name) => [name, 0])));
  }

  has(date: string): boolean {
    return this.days.has(date);
  }

  /** Days outside the range are ignored (a platform may answer a little more than asked). */
  set(date: string, name: MetricName, value: number): void {
    const day = this.days.get(date);
    if (day) day[name] = value;
  }

  add(date: string, name: MetricName, value: number): void {
    const day = this.days.get(date);
    if (day) day[name] = (day[name] ?? 0) + value;
  }

  rows(): DailyMetricsRow[] {
    return [...this.days.entries()].map(([date, metrics]) => ({ date, metrics: { ...metrics } }));
  }
}

/** A platform's count, whichever way it spells it (GA sends strings); anything else is 0. */
export function numberOf(value: unknown): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** One call, patient with 429 and 5xx; a JSON object back or the PlatformFailure the answer means. */
export async function callJson(
  what: string,
  url: string,
  init: RequestInit,
  patient: PatientOptions | undefined,
): Promise<Record<string, unknown>> {
  return expectObject(what, await patientFetch(url, init, patient));
}

/** A base URL without its trailing slashes, so paths can be appended with one. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}

/** An account id that goes into a URL path: only what the platform's ids are made of. */
export function pathId(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new PlatformFailure('refused', `${what}: unexpected account id`);
  return encodeURIComponent(value);
}

/** A loop bound: a platform that keeps saying "more" must not keep a job running forever. */
export const MAX_PAGES = 5000;
