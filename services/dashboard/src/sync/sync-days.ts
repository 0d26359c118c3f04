export const DAY_MS = 24 * 3600 * 1000;

/** The start of a UTC day given as YYYY-MM-DD. */
export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
