import { createErrorMonitor } from './error-monitor';
import { currentErrorMonitor, installErrorMonitor, reportError, watchWindowErrors } from './error-reporting';

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
  });
});
