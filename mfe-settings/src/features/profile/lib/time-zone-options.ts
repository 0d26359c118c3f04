export interface TimeZoneOption {
  value: string;
  /** 'Europe/Berlin (UTC+01:00)': the zone's name and its offset at the moment the list is made. */
  label: string;
}

/** The browser's own zone, which a profile without one starts from. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's offset from UTC at `at` as 'UTC+01:00' ('UTC+00:00' where the zone is UTC then). */
export function utcOffsetOf(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace(/^GMT/, '') ?? '';
  return `UTC${offset === '' ? '+00:00' : offset}`;
}

/**
 * Every IANA zone the browser knows, by offset then name, labelled with its offset now. `current`
 * is listed even where this browser does not name it (e.g. 'UTC' in some engines), so a saved
 * choice always shows.
 */
export function timeZoneOptions(current: string, at: Date = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (current !== '') zones.add(current);
  return [...zones]
    .map((value) => {
      const offset = utcOffsetOf(value, at);
      return { value, label: `${value} (${offset})`, minutes: offsetMinutes(offset) };
    })
    .sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
}

function offsetMinutes(offset: string): number {
  const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The options whose label holds every word of `query` (case-insensitive; '_' reads as a space). */
export function matchingTimeZones(options: TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const label = option.label.toLowerCase().replace(/_/g, ' ');
    return words.every((word) => label.includes(word));
  });
}
