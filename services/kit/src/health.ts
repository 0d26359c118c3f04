import { Router } from 'express';
import { errorBody } from './error-middleware';

/** A dependency /readyz checks: resolves when it answers, rejects (or times out) when not. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

const CHECK_TIMEOUT_MS = 800;

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `/healthz`: the process is alive. `/readyz`: every dependency answers (503 naming those that don't). */
export function healthRouter(checks: ReadinessCheck[]): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(Promise.resolve().then(check), CHECK_TIMEOUT_MS);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const down = results.filter(([, state]) => state === 'down').map(([name]) => name);
    const status = Object.fromEntries(results);
    if (down.length === 0) {
      res.json({ status: 'ready', checks: status });
      return;
    }
    res
      .status(503)
      .json({ ...errorBody('SERVICE_UNAVAILABLE', `Not ready: ${down.join(', ')} not answering.`), checks: status });
  });
  return router;
}
