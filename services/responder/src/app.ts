import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { AppError } from '@scp/service-kit/errors';
import { createJobQueue } from '@scp/service-kit/job-queue';
import { createMessageClassifier } from './classify/message-classifier';
import { metaWebhookSettings, neighbourUrls, type ResponderEnv } from './config';
import { registerMessageRoutes } from './messages/message-routes';
import { createMessageService } from './messages/message-service';
import { createNeighbours } from './neighbours/neighbours';
import { createMetaWebhooks } from './webhooks/meta-webhooks';
import { registerWebhookRoutes } from './webhooks/webhook-routes';

const WEBHOOK_QUEUE = 'meta-messages';
const WEBHOOK_JOB = 'meta-message';

/**
 * The responder service's HTTP app under /api/responder: Meta's messaging webhooks in (stored once,
 * processed as jobs: classified, logged, escalated as tasks), and the owner's messages and tasks.
 */
export function createApp(deps: ServiceDeps<ResponderEnv>): ServiceApp {
  const { config, logger } = deps;
  const env = config.extra;
  const neighbours = createNeighbours({ urls: neighbourUrls(env, config), privateKey: config.serviceTokenPrivateKey });
  const settings = metaWebhookSettings(env, config);
  // Jobs need Redis; a process without it (never in a deploy) answers 503 to webhooks rather than lose them.
  const queueReady = deps.redis
    ? createJobQueue<{ eventKey: string }, void>({
        redisUrl: config.redisUrl,
        name: WEBHOOK_QUEUE,
        prefix: `bull-${config.mongodbDb}`,
        runWorker: env.RESPONDER_WORKER,
        concurrency: 4,
        process: (job) => meta.process(job.data.eventKey),
        logger,
      })
    : undefined;
  queueReady?.catch((err: unknown) => logger.error({ err }, 'webhook queue failed to start'));
  deps.onClose?.(async () => {
    await (await queueReady?.catch(() => undefined))?.close();
  });
  const meta = createMetaWebhooks({
    appSecret: settings.appSecret,
    verifyToken: settings.verifyToken,
    neighbours,
    classifier: createMessageClassifier(),
    logger,
    enqueue: async (eventKey) => {
      const ready = await queueReady?.catch(() => undefined);
      if (!ready) throw AppError.unavailable();
      await ready.queue.add(WEBHOOK_JOB, { eventKey }, { jobId: `message.${eventKey}`.replace(/:/g, '_') });
    },
  });
  return createServiceApp(deps, (router) => {
    registerWebhookRoutes(router, meta);
    registerMessageRoutes(router, createMessageService());
  });
}
