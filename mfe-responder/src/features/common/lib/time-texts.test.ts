import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import { countdownText, durationText, isOverdue, timeAgo, timeSavedText } from './time-texts';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

describe('time texts', () => {
  it('words durations in minutes, hours and minutes, or days and hours', () => {
    expect(durationText(5 * MINUTE + 59_000)).toBe('5m');
    expect(durationText(20_000)).toBe('1m');
    expect(durationText(3 * HOUR + 20 * MINUTE)).toBe('3h 20m');
    expect(durationText(-(2 * HOUR))).toBe('2h 0m');
    expect(durationText(52 * HOUR)).toBe('2d 4h');
  });

  it('counts down to a due time, then up from it', () => {
    expect(countdownText(at(3 * HOUR + 20 * MINUTE), now)).toBe('Due in 3h 20m');
    expect(countdownText(at(-5 * MINUTE), now)).toBe('Overdue by 5m');
    expect(countdownText(at(0), now)).toBe('Overdue by 1m');
    expect(isOverdue(at(1000), now)).toBe(false);
    expect(isOverdue(at(0), now)).toBe(true);
  });

  it('says how long ago something happened', () => {
    expect(timeAgo(at(-20_000), now)).toBe('just now');
    expect(timeAgo(at(30_000), now)).toBe('just now');
    expect(timeAgo(at(-5 * MINUTE), now)).toBe('5 minutes ago');
    expect(timeAgo(at(-2 * HOUR), now)).toBe('2 hours ago');
    expect(timeAgo(at(-26 * HOUR), now)).toBe('yesterday');
  });

  it("words TODAY'S IMPACT's time saved", () => {
    expect(timeSavedText(0)).toBe('0m');
    expect(timeSavedText(45.4)).toBe('45m');
    expect(timeSavedText(80)).toBe('1h 20m');
  });
});
