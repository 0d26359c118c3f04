import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { AppError } from '@scp/service-kit/errors';
import { createJobQueue, delayJob } from '@scp/service-kit/job-queue';
import { createMessageClassifier } from './classify/message-classifier';
import { createCommentIntake } from './comments/comment-intake';
import { createCommentConversations } from './comments/comment-conversations';
import { createCommentSender } from './comments/comment-sender';
import { metaWebhookSettings, neighbourUrls, responderLimits, type ResponderEnv } from './config';
import { createResponderConfigService } from './config/responder-config-service';
import { createCustomerProfiles } from './customers/customer-profiles';
import { createResponderEvents } from './events/responder-events';
import { withConversationUpdates } from './conversations/conversation-events';
import { createConversationCustomer } from './conversations/conversation-customer';
import { registerConversationCustomerRoutes } from './conversations/conversation-customer-routes';
import { registerConversationRoutes } from './conversations/conversation-routes';
import { createConversationService } from './conversations/conversation-service';
import { registerMessageRoutes } from './messages/message-routes';
import { createMessageService } from './messages/message-service';
import { registerActivityRoutes } from './activity/activity-routes';
import { createActivityService } from './activity/activity-service';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { createAnalyticsService } from './analytics/analytics-service';
import { createAlerts } from './alerts/alerts';
import { registerResponderConfigRoutes } from './config/responder-config-routes';
import { registerSavedReplyRoutes } from './saved-replies/saved-reply-routes';
import { createSavedReplyService } from './saved-replies/saved-reply-service';
import { registerTaskRoutes } from './tasks/task-routes';
import { registerInternalRoutes } from './internal/internal-routes';
import { createNeighbours } from './neighbours/neighbours';
import { createAutoResponder } from './replies/auto-responder';
import { retryDelayOf } from './replies/retry-later';
import { createMessageSender } from './sending/message-sender';
import { createRateSlots } from './sending/rate-slots';
import { createSendLater } from './sending/send-later';
import { createTaskService } from './tasks/task-service';
import { registerWebhookEventRoutes } from './tasks/webhook-event-routes';
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
        // The jobs wait on neighbours and Meta far more than on the CPU.
        concurrency: 8,
        process: async (job, token) => {
          const attempts = job.opts.attempts ?? 1;
          try {
            await meta.process(job.data.eventKey, { finalAttempt: job.attemptsMade + 1 >= attempts });
          } catch (err) {
            // Meta asked for a wait (429): the job waits that long without spending one of its attempts.
            const delayMs = retryDelayOf(err);
            if (delayMs !== undefined && token) await delayJob(job, token, delayMs);
            throw err;
          }
        },
        logger,
      })
    : undefined;
  queueReady?.catch((err: unknown) => logger.error({ err }, 'webhook queue failed to start'));
  deps.onClose?.(async () => {
    await (await queueReady?.catch(() => undefined))?.close();
  });
  // The /inbox list follows every change the events announce (conversations/conversation-events.ts).
  const events = withConversationUpdates(createResponderEvents(deps.redis, logger), logger);
  // The spec's sending and webhook limits, counted in Redis for every instance (sending/rate-slots.ts).
  const limits = responderLimits(env);
  const slots = deps.redis && createRateSlots({ redis: deps.redis, prefix: `${config.mongodbDb}:responder:limits` });
  // The owner's alerts: sends refused for good, refused tokens, the limits reached (alerts/alerts.ts).
  const alerts = createAlerts({ redis: deps.redis, logger });
  const sender = createMessageSender({ neighbours, alerts, ...(slots ? { limits: { slots, limits } } : {}) });
  // Replies under comments count under the same limits as messages (comments/comment-sender.ts).
  const commentSender = createCommentSender({ neighbours, alerts, ...(slots ? { limits: { slots, limits } } : {}) });
  // Replies over those limits (messages and under comments) wait for their place and go then, in order (sending/send-later.ts).
  const sendLater = deps.redis
    ? createSendLater({
        redisUrl: config.redisUrl,
        prefix: `bull-${config.mongodbDb}`,
        runWorker: env.RESPONDER_WORKER,
        sender,
        commentSender,
        logger,
      })
    : undefined;
  deps.onClose?.(async () => {
    await sendLater?.close();
  });
  // Comments in the inbox: a commenter's comments under one post are a conversation (comments/comment-conversations.ts).
  const commentConversations = createCommentConversations({ sender: commentSender, sendLater, events, logger });
  const classifier = createMessageClassifier();
  const autoResponder = createAutoResponder({
    neighbours,
    classifier,
    sender,
    events,
    logger,
  });
  // Customers by name: their profiles, read after their messages are handled (customers/customer-profiles.ts).
  const customers = createCustomerProfiles({ neighbours, logger });
  const enqueue = async (eventKey: string, delayMs: number) => {
    const ready = await queueReady?.catch(() => undefined);
    if (!ready) throw AppError.unavailable();
    await ready.queue.add(
      WEBHOOK_JOB,
      { eventKey },
      { jobId: `message.${eventKey}`.replace(/:/g, '_'), ...(delayMs > 0 ? { delay: delayMs } : {}) },
    );
  };
  const waitForPage = async (pageKey: string, eventKey: string) => {
    if (!slots) return 0;
    const { webhooksPerPage } = limits;
    const counter = { key: `webhooks:page:${pageKey}`, ...webhooksPerPage };
    const at = await slots.reserve(`webhook:${eventKey}`, [counter], webhooksPerPage.windowMs);
    return Math.max(0, at - slots.now());
  };
  // Comments under the page's posts come in the same deliveries and queue (comments/comment-intake.ts).
  const comments = createCommentIntake({
    neighbours,
    classifier,
    sender: commentSender,
    conversations: commentConversations,
    events,
    sendLater,
    enqueue,
    waitForPage,
    logger,
  });
  const meta = createMetaWebhooks({
    appSecret: settings.appSecret,
    verifyToken: settings.verifyToken,
    neighbours,
    autoResponder,
    customers,
    comments,
    logger,
    enqueue,
    waitForPage,
  });
  const responderConfig = createResponderConfigService();
  return createServiceApp(
    deps,
    (router) => {
      registerWebhookRoutes(router, meta);
      registerResponderConfigRoutes(router, responderConfig);
      registerMessageRoutes(router, createMessageService());
      registerTaskRoutes(router, createTaskService({ sender, events, logger, comments: commentConversations }));
      registerConversationRoutes(
        router,
        createConversationService({
          sender,
          sendLater,
          events,
          customers,
          comments: commentConversations,
          logger,
        }),
      );
      registerConversationCustomerRoutes(
        router,
        createConversationCustomer({ shopCustomer: neighbours.shopCustomer, logger }),
      );
      registerSavedReplyRoutes(router, createSavedReplyService());
      registerWebhookEventRoutes(router);
      registerActivityRoutes(router, createActivityService());
      registerAnalyticsRoutes(router, createAnalyticsService());
    },
    (internal) => registerInternalRoutes(internal, responderConfig),
  );
}
