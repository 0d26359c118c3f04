import { createErrorMonitor } from './error-monitor';
import {
  currentErrorMonitor,
  installErrorMonitor,
  quietRepeatedConsole,
  recordSlowOperation,
  reportError,
  watchWindowErrors,
} from './error-reporting';

describe('error reporting before and after the monitor loads', () => {
  it('queues what fails early, then hands it to the monitor, and watches the window', () => {
    const stop = watchWindowErrors();
    reportError(new Error('Rendered fewer hooks than expected.'), 'App');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError("Cannot read properties of null (reading 'x')") }),
    );
    expect(currentErrorMonitor()).toBeUndefined();

    const sent: unknown[] = [];
    const monitor = createErrorMonitor({ send: (report) => sent.push(report), random: () => 0 });
    installErrorMonitor(monitor);
    expect(monitor.events().map((event) => event.pattern.type)).toEqual(['react_hook', 'null_reference']);

    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new TypeError('Failed to fetch');
    window.dispatchEvent(rejection);
    expect(monitor.events().at(-1)?.pattern.type).toBe('network');
    stop();
    expect(sent).toHaveLength(3);

    // Slow operations (over 1 s) are logged as low-severity events, never reported.
    recordSlowOperation('query getSummary', 1800);
    expect(monitor.events().at(-1)).toMatchObject({
      error: { name: 'SlowOperation', message: 'query getSummary took 1800 ms' },
      pattern: { severity: 'low' },
    });
    expect(sent).toHaveLength(3);
  });
});

describe('console noise (business constants)', () => {
  it('prints a repeated message 5 times a minute, other messages as usual, and restores the console', () => {
    let clock = 0;
    const printed: string[] = [];
    const target = {
      error: (m: string) => printed.push(`error ${m}`),
      warn: (m: string) => printed.push(`warn ${m}`),
      info: () => undefined,
      log: () => undefined,
    } as unknown as Console;
    const restore = quietRepeatedConsole({ maxRepeats: 5, windowMs: 60_000 }, target, () => clock);
    for (let i = 0; i < 7; i += 1) target.error('Warning: noisy');
    target.warn('Warning: noisy');
    expect(printed).toEqual([...Array(5).fill('error Warning: noisy'), 'warn Warning: noisy']);
    clock = 61_000;
    target.error('Warning: noisy');
    expect(printed.at(-1)).toBe('error Warning: noisy');
    restore();
    for (let i = 0; i < 7; i += 1) target.error('again');
    expect(printed.filter((line) => line === 'error again')).toHaveLength(7);
  });
});
