import { instantRange, movedLocalTime, placeByDay, shiftAnchor, visibleDays } from './calendar-layout';

describe('calendar layout', () => {
  it('shows a month in whole weeks, a week, or the month day by day', () => {
    expect(visibleDays('month', '2026-05-20')).toHaveLength(35);
    expect(visibleDays('week', '2026-05-20')[0]).toBe('2026-05-18');
    const days = visibleDays('days', '2026-05-20');
    expect([days[0], days.at(-1), days.length]).toEqual(['2026-05-01', '2026-05-31', 31]);
  });

  it('asks for the instants between the first midnight and the midnight after the last day, in the zone', () => {
    expect(instantRange(['2026-05-18', '2026-05-24'], 'Europe/Berlin')).toEqual({
      from: '2026-05-17T22:00:00.000Z',
      to: '2026-05-24T22:00:00.000Z',
    });
  });

  it('steps a month or a week at a time', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftAnchor('week', '2026-05-20', -1)).toBe('2026-05-13');
  });

  it('puts each post on its day in the zone, earliest first', () => {
    const late = { id: 'b', scheduledAt: '2026-05-12T22:30:00.000Z' };
    const early = { id: 'a', scheduledAt: '2026-05-12T06:00:00.000Z' };
    const byDay = placeByDay([late, early], 'Europe/Berlin');
    expect(byDay.get('2026-05-12')?.map((placed) => [placed.item.id, placed.time])).toEqual([['a', '08:00']]);
    expect(byDay.get('2026-05-12')?.[0]?.hour).toBe(8);
    expect(byDay.get('2026-05-13')?.map((placed) => [placed.item.id, placed.time])).toEqual([['b', '00:30']]);
  });

  it('moves a post to another day at the same wall-clock time, after a daylight-saving change', () => {
    expect(movedLocalTime('2026-03-27T08:15:00.000Z', 'Europe/Berlin', { date: '2026-03-30' })).toBe(
      '2026-03-30T09:15',
    );
    expect(movedLocalTime('2026-03-27T08:15:00.000Z', 'Europe/Berlin', { date: '2026-03-28', hour: 14 })).toBe(
      '2026-03-28T14:15',
    );
  });
});
