import {
  addDays,
  addMonths,
  formatDay,
  isoWeekday,
  monthGrid,
  todayIn,
  weekOf,
  zonedParts,
  startOfDay,
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

  it('finds the first instant of a day, also where the clocks skip midnight', () => {
    expect(startOfDay('2026-05-12', 'Europe/Berlin').toISOString()).toBe('2026-05-11T22:00:00.000Z');
    // Santiago's clocks go from 00:00 to 01:00 on 6 September 2026.
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('names today and a day in words', () => {
    expect(todayIn('Pacific/Auckland', Date.parse('2026-05-12T20:00:00Z'))).toBe('2026-05-13');
    expect(formatDay('2026-05-12', 'long', 'en-US')).toBe('Tuesday, May 12');
  });
});
