// Shared by start.mjs and dev.mjs: Ctrl-C / SIGTERM stop every child (also while starting), a
// child that dies on its own stops the rest and exits non-zero with its output.
import { ensureDependencies } from '../lib/bootstrap.mjs';
import { buildStale, startStack } from '../lib/stack.mjs';

/** Installs dependencies if missing and builds what is stale; exits with the reason on failure. */
export async function prepare() {
  try {
    await ensureDependencies();
    await buildStale();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

export async function runStack(options, banner) {
  const controller = new AbortController();
  const starting = startStack({ ...options, signal: controller.signal });
  let stopping;
  const shutdown = (code) => {
    stopping ??= (async () => {
      // Interrupted while starting: startStack stops what it started, then rejects.
      controller.abort();
      const stack = await starting.catch(() => undefined);
      if (stack) await stack.stop();
      process.exit(code);
    })();
    return stopping;
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  let stack;
  try {
    stack = await starting;
  } catch (err) {
    if (!stopping) {
      console.error(`\nCould not start the app: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
    return;
  }
  if (stopping) return;
  console.log(banner(stack));
  const failure = await stack.failed;
  if (stopping) return;
  console.error(
    `\n${failure.name} exited (${failure.code}). Its last output:\n${failure.output}\n\nStopping everything.`,
  );
  await shutdown(1);
}
