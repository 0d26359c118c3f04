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

const earlyTimings: Array<[string, number]> = [];

/**
 * A slow operation (the caller checked it took over 1 s, business constants) for the monitor's event log.
 * Timings alone never load the monitor: they wait for it (a few at most), as a visit where nothing
 * fails never downloads it.
 */
export function recordSlowOperation(operation: string, durationMs: number): void {
  if (monitor) monitor.timing(operation, durationMs);
  else if (earlyTimings.length < EARLY_LIMIT) earlyTimings.push([operation, durationMs]);
}

export function installErrorMonitor(installed: ErrorMonitor): void {
  monitor = installed;
  for (const [error, component] of early.splice(0)) installed.capture(error, component);
  for (const [operation, durationMs] of earlyTimings.splice(0)) installed.timing(operation, durationMs);
}

const CONSOLE_KEYS_KEPT = 500;

/**
 * business constants: a console message printed `maxRepeats` times within `windowMs` (5 in 60 s) is not
 * printed again until that window has passed (a render loop or a polling failure must not bury
 * everything else). The limits come from the caller, so this first-visit module carries no constants
 * module of its own. Returns the function that puts the console back.
 */
export function quietRepeatedConsole(
  { maxRepeats, windowMs }: { maxRepeats: number; windowMs: number },
  target: Console = console,
  now: () => number = Date.now,
): () => void {
  const seen = new Map<string, number[]>();
  const levels = ['error', 'warn', 'info', 'log'] as const;
  const originals = levels.map((level) => target[level]);
  levels.forEach((level, index) => {
    const original = originals[index]!;
    target[level] = (...args: unknown[]) => {
      const key = `${level}:${String(args[0])}`;
      const at = now();
      const recent = (seen.get(key) ?? []).filter((time) => at - time < windowMs);
      recent.push(at);
      if (seen.size >= CONSOLE_KEYS_KEPT && !seen.has(key)) seen.clear();
      seen.set(key, recent);
      if (recent.length <= maxRepeats) original.apply(target, args);
    };
  });
  return () => levels.forEach((level, index) => (target[level] = originals[index]!));
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
