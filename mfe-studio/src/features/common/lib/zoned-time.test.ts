import {
  addDays,
  addMonths,
  formatDay,
  isDayKey,
  isWallTime,
  isoWeekday,
  monthGrid,
  todayIn,
  weekOf,
  zonedParts,
  zonedToInstant,
} from './zoned-time';

describe('zoned time', () => {
  it('reads an instant on the wall clock of a zone', () => {
    expect(zonedParts('2026-05-12T07:30:00.000Z', 'Europe/Berlin')).toEqual({
      date: '2026-05-12',
      time: '09:30',
      hour: 9,
      minute: 30,
    });
    expect(zonedParts('2026-05-12T02:15:00.000Z', 'America/New_York').date).toBe('2026-05-11');
  });

  it('turns a wall-clock day and time into the instant, on either side of a daylight-saving change', () => {
    expect(zonedToInstant('2026-03-28', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(zonedToInstant('2026-03-30', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(zonedToInstant('2026-11-02', '09:00', 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('moves a time in the spring gap forward and takes the first of an autumn time that occurs twice', () => {
    // Berlin's clocks go from 02:00 to 03:00 on 29 March 2026.
    expect(zonedToInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // and back from 03:00 to 02:00 on 25 October 2026: 02:30 is first at 00:30 UTC.
    expect(zonedToInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('counts days, weeks and months without a zone', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(isoWeekday('2026-05-10')).toBe(7);
    expect(weekOf('2026-05-13')).toEqual([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
    ]);
  });

  it('lays out a month in whole weeks from Monday', () => {
    const weeks = monthGrid('2026-05-20');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-04-27');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-05-31');
    expect(monthGrid('2027-02-10')).toHaveLength(4);
  });

  it('checks days and times as typed', () => {
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('09:05')).toBe(true);
  });

  it('names today and a day in words', () => {
    expect(todayIn('Pacific/Auckland', Date.parse('2026-05-12T20:00:00Z'))).toBe('2026-05-13');
    expect(formatDay('2026-05-12', 'long', 'en-US')).toBe('Tuesday, May 12');
  });
});
