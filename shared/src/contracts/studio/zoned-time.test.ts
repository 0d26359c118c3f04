import { instantOf, isTimeZone, localTimeOf } from './zoned-time';

describe('zoned time', () => {
  it('turns a Berlin wall-clock time into the right instant on both sides of the 2026-03-29 change', () => {
    expect(instantOf('2026-03-28T09:00', 'Europe/Berlin')).toEqual({
      ok: true,
      instant: new Date('2026-03-28T08:00:00Z'),
    });
    expect(instantOf('2026-03-29T09:00', 'Europe/Berlin')).toEqual({
      ok: true,
      instant: new Date('2026-03-29T07:00:00Z'),
    });
    expect(instantOf('2026-03-29T01:59', 'Europe/Berlin')).toEqual({
      ok: true,
      instant: new Date('2026-03-29T00:59:00Z'),
    });
    expect(instantOf('2026-03-29T03:00', 'Europe/Berlin')).toEqual({
      ok: true,
      instant: new Date('2026-03-29T01:00:00Z'),
    });
  });

  it('refuses a time the clocks skip, and takes the first of a time they pass twice', () => {
    expect(instantOf('2026-03-29T02:30', 'Europe/Berlin')).toEqual({ ok: false, reason: 'skipped' });
    expect(instantOf('2026-10-25T02:30', 'Europe/Berlin')).toEqual({
      ok: true,
      instant: new Date('2026-10-25T00:30:00Z'),
    });
    expect(instantOf('2026-03-08T02:30', 'America/New_York')).toEqual({ ok: false, reason: 'skipped' });
  });

  it('reads an instant back as the local time', () => {
    expect(localTimeOf('2026-03-29T07:00:00Z', 'Europe/Berlin')).toBe('2026-03-29T09:00');
    expect(localTimeOf('2026-03-28T08:00:00Z', 'Europe/Berlin')).toBe('2026-03-28T09:00');
    expect(localTimeOf('2026-01-01T00:00:00Z', 'Asia/Kolkata')).toBe('2026-01-01T05:30');
  });

  it('refuses malformed times and unknown zones', () => {
    expect(instantOf('2026-02-30T10:00', 'UTC')).toEqual({ ok: false, reason: 'malformed' });
    expect(instantOf('2026-02-10T24:00', 'UTC')).toEqual({ ok: false, reason: 'malformed' });
    expect(instantOf('2026-02-10 10:00', 'UTC')).toEqual({ ok: false, reason: 'malformed' });
    expect(instantOf('2026-02-10T10:00', 'Mars/Olympus')).toEqual({ ok: false, reason: 'unknown_zone' });
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    for (const offset of ['+01:00', '-05:00', '+0100', '-03', '\u221205:00']) expect(isTimeZone(offset)).toBe(false);
  });
});
