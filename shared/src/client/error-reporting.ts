import type { ErrorMonitor } from './error-monitor';

/** Failures captured before the monitor loaded, up to a few. */
const EARLY_LIMIT = 20;
let monitor: ErrorMonitor | undefined;
let loading: Promise<void> | undefined;
const early: Array<[unknown, string | undefined]> = [];

/**
 * The monitor (classifier, sampling, reporting) loads with the first failure, not before: a visit
 * where nothing fails never downloads it (issue 17.5's budget).
 */
function loadMonitor(): void {
  loading ??= import('./error-monitor').then(
    ({ createErrorMonitor }) => {
      if (!monitor) installErrorMonitor(createErrorMonitor());
    },
    () => {
      // Reporting must never be the next failure; the next one tries again.
      loading = undefined;
    },
  );
}

/**
 * What error boundaries and handlers call: the app-wide monitor's `capture`. Kept apart from the
 * monitor so that calling it costs a first visit nothing (this package is a federation singleton,
 * so every remote reaches the shell's monitor).
 */
export function reportError(error: unknown, component?: string): void {
  if (monitor) {
    monitor.capture(error, component);
    return;
  }
  if (early.length < EARLY_LIMIT) early.push([error, component]);
  loadMonitor();
}

export function installErrorMonitor(installed: ErrorMonitor): void {
  monitor = installed;
  for (const [error, component] of early.splice(0)) installed.capture(error, component);
}

/** The installed monitor (the development tab lists its events); undefined until it loads. */
export function currentErrorMonitor(): ErrorMonitor | undefined {
  return monitor;
}

/**
 * Listens for what escapes the app's own handling: uncaught errors, unhandled rejections and CSP
 * violations. Returns the function that stops listening.
 */
export function watchWindowErrors(
  capture: (error: unknown) => void = reportError,
  target: Window = window,
): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as globalThis.ErrorEvent;
    capture(error ?? message);
  };
  const onRejection = (event: Event) => capture((event as PromiseRejectionEvent).reason);
  const onCsp = (event: Event) => {
    const violation = event as SecurityPolicyViolationEvent;
    const error = new Error(
      `Content Security Policy: ${violation.violatedDirective} blocked ${violation.blockedURI || 'inline code'}`,
    );
    error.name = 'SecurityPolicyViolation';
    capture(error);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.document.addEventListener('securitypolicyviolation', onCsp);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.document.removeEventListener('securitypolicyviolation', onCsp);
  };
}
