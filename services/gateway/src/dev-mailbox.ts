import { Router, type Response } from 'express';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { GatewayConfig } from './config';

const SANDBOX_TIMEOUT_MS = 3000;

async function relay(url: URL, res: Response, logger: Logger): Promise<void> {
  let answer: globalThis.Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(SANDBOX_TIMEOUT_MS) });
  } catch (err) {
    logger.warn({ err, url: url.toString() }, 'provider sandbox unavailable');
    throw AppError.unavailable('The provider sandbox is not running.');
  }
  if (!answer.ok) throw await sandboxRefusal(answer);
  res.status(answer.status);
  const type = answer.headers.get('content-type');
  if (type) res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.send(Buffer.from(await answer.arrayBuffer()));
}

/** The sandbox answers errors in OAuth's shape; callers of the gateway get its one error body. */
async function sandboxRefusal(answer: globalThis.Response): Promise<AppError> {
  const body = (await answer.json().catch(() => undefined)) as { error_description?: unknown } | undefined;
  const message =
    typeof body?.error_description === 'string' ? body.error_description : 'The provider sandbox refused the request.';
  if (answer.status === 404) return AppError.notFound(message);
  if (answer.status < 500) return AppError.badRequest(message);
  return AppError.unavailable('The provider sandbox is not running.');
}

/**
 * Local mode only: the mail the app "sent" (password reset) as the provider sandbox's SMTP catcher
 * received it. `/dev/mailbox` is the page, `/api/dev/mailbox?to=` the JSON.
 */
export function devMailboxPage(config: Pick<GatewayConfig, 'providerSandboxUrl'>, logger: Logger): Router {
  const router = Router();
  router.get('/dev/mailbox', async (req, res) => {
    const url = new URL('mailbox.html', config.providerSandboxUrl);
    url.search = new URL(req.originalUrl, 'http://x').search;
    // The sandbox's page is a plain local tool with its own inline script; only here.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
    );
    await relay(url, res, logger);
  });
  return router;
}

export function devMailboxApi(config: Pick<GatewayConfig, 'providerSandboxUrl'>, logger: Logger): Router {
  const router = Router();
  router.get('/dev/mailbox', async (req, res) => {
    const url = new URL('mailbox', config.providerSandboxUrl);
    url.search = new URL(req.originalUrl, 'http://x').search;
    await relay(url, res, logger);
  });
  return router;
}
