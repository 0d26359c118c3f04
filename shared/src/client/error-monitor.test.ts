import { errorReportSchema, type ErrorReport } from '../contracts/app/error-report';
import { createErrorMonitor } from './error-monitor';

function monitorWith(options: { random?: () => number } = {}) {
  const sent: ErrorReport[] = [];
  let clock = Date.parse('2026-11-25T10:00:00Z');
  const monitor = createErrorMonitor({
    send: (report) => sent.push(report),
    random: options.random ?? (() => 0.5),
    now: () => clock,
  });
  return { monitor, sent, advance: (ms: number) => (clock += ms) };
}

describe('the error monitor', () => {
  it('reports a serious failure as the spec body, which the gateway accepts', () => {
    const { monitor, sent } = monitorWith();
    monitor.capture(new Error('Invalid hook call.'), 'Settings');
    expect(sent).toHaveLength(1);
    expect(errorReportSchema.parse(sent[0])).toEqual({
      error: { name: 'Error', message: 'Invalid hook call.' },
      pattern: { type: 'react_hook', severity: 'high', recoverable: false, autoRetry: false },
      context: { url: expect.any(String), userAgent: expect.any(String), component: 'Settings' },
      timestamp: '2026-11-25T10:00:00.000Z',
    });
  });

  it('reports other failures at the 0.1 sample rate, and keeps every one', () => {
    const skipped = monitorWith({ random: () => 0.5 });
    skipped.monitor.capture(new TypeError('Failed to fetch'));
    expect(skipped.sent).toHaveLength(0);
    expect(skipped.monitor.events()).toHaveLength(1);
    const sampled = monitorWith({ random: () => 0.05 });
    sampled.monitor.capture(new TypeError('Failed to fetch'));
    expect(sampled.sent).toHaveLength(1);
  });

  it('sends the same failure at most once a minute', () => {
    const { monitor, sent, advance } = monitorWith();
    monitor.capture(new Error('Invalid hook call.'));
    advance(30_000);
    monitor.capture(new Error('Invalid hook call.'));
    expect(sent).toHaveLength(1);
    advance(31_000);
    monitor.capture(new Error('Invalid hook call.'));
    expect(sent).toHaveLength(2);
  });

  it('keeps the last 100 events, slow operations included', () => {
    const { monitor } = monitorWith();
    for (let n = 0; n < 105; n += 1) monitor.capture(new Error(`failure ${n}`));
    monitor.timing('load dashboard', 1500);
    monitor.timing('load settings', 900);
    const events = monitor.events();
    expect(events).toHaveLength(100);
    expect(events[0]?.error.message).toBe('failure 6');
    expect(events[99]?.error).toEqual({ name: 'SlowOperation', message: 'load dashboard took 1500 ms' });
  });

  it('cuts what the gateway would refuse: long messages, non-errors', () => {
    const { monitor, sent } = monitorWith();
    const event = monitor.capture('x'.repeat(5000) + ' 400');
    expect(event.error.name).toBe('Error');
    expect(event.error.message).toHaveLength(2000);
    expect(() => errorReportSchema.parse(sent[0])).not.toThrow();
  });
});
