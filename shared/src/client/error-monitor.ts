import { monitoring } from '../contracts/app/app-constants';
import { errorReportLimits, type ErrorReport } from '../contracts/app/error-report';
import { classifyError } from './error-classifier';

/** A failure the monitor saw, as it reports it. */
export type MonitoredError = ErrorReport;

export interface ErrorMonitorOptions {
  /** Sends one report (the gateway's report-error endpoint by default). */
  send?: (report: ErrorReport) => void;
  /** 0 <= n < 1; a medium or low failure is reported when below the sample rate (0.1). */
  random?: () => number;
  now?: () => number;
}

export interface ErrorMonitor {
  /** Records a failure: `component` names where it happened (an error boundary's area). */
  capture(error: unknown, component?: string): MonitoredError;
  /** A slow operation (over 1 s) is recorded as a low-severity event, not reported. */
  timing(operation: string, durationMs: number): void;
  /** The newest events, at most 100. */
  events(): readonly MonitoredError[];
}

const DEDUPE_WINDOW_MS = 60_000;

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Sends a report so that it survives the page unloading; the answer is never read (calls). */
function beaconReport(report: ErrorReport): void {
  const body = JSON.stringify(report);
  try {
    void fetch(monitoring.reportPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // Reporting must never be the next failure.
  }
}

/**
 * The client half of error monitoring (issue 16; spec: calls, error catalogue, business constants): classifies each failure,
 * keeps the last 100, reports the serious ones always and the others at the 0.1 sample rate, never
 * the same failure twice in a minute (repeated console noise is thinned out by error-reporting.ts).
 */
export function createErrorMonitor(options: ErrorMonitorOptions = {}): ErrorMonitor {
  const send = options.send ?? beaconReport;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const kept: MonitoredError[] = [];
  const lastSent = new Map<string, number>();

  function keep(event: MonitoredError): void {
    kept.push(event);
    if (kept.length > monitoring.errorLogMaxEvents) kept.splice(0, kept.length - monitoring.errorLogMaxEvents);
  }

  function shouldSend(event: MonitoredError): boolean {
    const serious = event.pattern.severity === 'high' || event.pattern.severity === 'critical';
    if (!serious && random() >= monitoring.tracingSampleRate) return false;
    const key = `${event.pattern.type}|${event.error.name}|${event.error.message}|${event.context.component ?? ''}`;
    const at = now();
    const previous = lastSent.get(key);
    if (previous !== undefined && at - previous < DEDUPE_WINDOW_MS) return false;
    lastSent.set(key, at);
    return true;
  }

  return {
    capture(error, component) {
      const { name, message } =
        error instanceof Error
          ? { name: error.name, message: error.message }
          : { name: 'Error', message: typeof error === 'string' ? error : String(error) };
      const event: MonitoredError = {
        error: {
          name: truncate(name || 'Error', errorReportLimits.nameMax),
          message: truncate(message, errorReportLimits.messageMax),
        },
        pattern: classifyError({ name, message }),
        context: {
          url: truncate(globalThis.location?.href ?? '', errorReportLimits.urlMax),
          userAgent: truncate(globalThis.navigator?.userAgent ?? '', errorReportLimits.userAgentMax),
          ...(component ? { component: truncate(component, errorReportLimits.componentMax) } : {}),
        },
        timestamp: new Date(now()).toISOString(),
      };
      keep(event);
      if (shouldSend(event)) send(event);
      return event;
    },

    timing(operation, durationMs) {
      if (durationMs <= monitoring.slowOperationMs) return;
      keep({
        error: { name: 'SlowOperation', message: truncate(`${operation} took ${Math.round(durationMs)} ms`, 2000) },
        pattern: { type: 'unknown', severity: 'low', recoverable: true, autoRetry: false },
        context: { url: globalThis.location?.href ?? '', userAgent: globalThis.navigator?.userAgent ?? '' },
        timestamp: new Date(now()).toISOString(),
      });
    },

    events: () => kept.slice(),
  };
}
