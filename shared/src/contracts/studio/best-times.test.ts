import { bestTimesFrom, localHourOf } from './best-times';

/** Busiest at 17:00 UTC, then 11:00 and 07:00 UTC; 03:00 UTC a little; nobody otherwise. */
function audience(): number[] {
  const hours = new Array<number>(24).fill(0);
  hours[17] = 90;
  hours[11] = 60;
  hours[7] = 40;
  hours[3] = 5;
  return hours;
}

describe('bestTimesFrom', () => {
  it('suggests at most three hours a day in the owner’s zone, in the future, the busiest ones', () => {
    const now = new Date('2026-05-12T12:30:00.000Z');
    const times = bestTimesFrom(audience(), 'Europe/Berlin', now, { days: 2 });
    expect(times.map((time) => time.local)).toEqual([
      // Today only 19:00 is still ahead (17:00 UTC); tomorrow the three busiest, 03:00 UTC left out.
      '2026-05-12T19:00',
      '2026-05-13T09:00',
      '2026-05-13T13:00',
      '2026-05-13T19:00',
      // The last hours of the window (before 12:30 UTC on the 14th) fall on the 14th.
      '2026-05-14T05:00',
      '2026-05-14T09:00',
      '2026-05-14T13:00',
    ]);
    expect(times[0]?.at).toBe('2026-05-12T17:00:00.000Z');
    expect(times.every((time) => Date.parse(time.at) > now.getTime())).toBe(true);
  });

  it('keeps the audience’s hour across a daylight-saving change: 17:00 UTC is 19:00 before and 18:00 after', () => {
    // Berlin leaves summer time at 03:00 on Sunday 25 October 2026.
    const times = bestTimesFrom(audience(), 'Europe/Berlin', new Date('2026-10-24T18:00:00.000Z'), { days: 2 });
    const evening = times.filter((time) => time.at.endsWith('T17:00:00.000Z')).map((time) => time.local);
    expect(evening).toEqual(['2026-10-25T18:00', '2026-10-26T18:00']);
    expect(times.map((time) => time.local)).toContain('2026-10-25T08:00');
    expect(localHourOf(17, 'Europe/Berlin', new Date('2026-10-24T00:00:00.000Z'))).toBe('19:00');
    expect(localHourOf(17, 'Europe/Berlin', new Date('2026-10-26T00:00:00.000Z'))).toBe('18:00');
  });

  it('suggests nothing without anyone online', () => {
    expect(bestTimesFrom(new Array<number>(24).fill(0), 'UTC', new Date(), { days: 7 })).toEqual([]);
  });
});
