import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { AppError } from '@scp/service-kit/errors';
import { registerAnalyticsInternalRoutes } from './analytics/analytics-internal-routes';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { createAnalyticsService } from './analytics/analytics-service';
import { createAnalyticsTools } from './analytics/analytics-tools';
import { createConnectionSnapshots } from './analytics/connection-snapshot';
import { settingsServiceUrl, type DashboardEnv } from './config';
import { createShopLookup } from './shop/shop-lookup';
import { registerShopLookupRoutes } from './shop/shop-lookup-routes';
import { createImmediateSyncs } from './sync/immediate-syncs';
import { settingsAccountsSource } from './sync/settings-accounts';
import { settingsReaders } from './sync/settings-reads';
import { createSyncQueue, type SyncQueue } from './sync/sync-queue';
import { registerForgetAccountRoute, registerSyncInternalRoutes, registerSyncRoutes } from './sync/sync-routes';
import { createSyncService } from './sync/sync-service';
import { createShopifyWebhooks } from './webhooks/shopify-webhooks';
import { registerWebhookRoutes } from './webhooks/webhook-routes';

/** The dashboard service's HTTP app: the synced metrics of the connected accounts under /api/dashboard. */
export function createApp(deps: ServiceDeps<DashboardEnv>): ServiceApp {
  const { config, logger } = deps;
  const env = config.extra;
  const settingsUrl = settingsServiceUrl(env, config.localMode);
  const source = settingsAccountsSource({ settingsUrl, privateKey: config.serviceTokenPrivateKey });
  // The platforms' figures are read by the settings service, which keeps the tokens.
  const { readers, shop, installation } = settingsReaders({ settingsUrl, privateKey: config.serviceTokenPrivateKey });
  const shopLookup = createShopLookup({ settingsUrl, privateKey: config.serviceTokenPrivateKey });
  const snapshots = createConnectionSnapshots({ redis: deps.redis, source });
  const analytics = createAnalyticsService({ redis: deps.redis, snapshots });
  const tools = createAnalyticsTools(analytics);
  // Settings says an account was connected or disconnected: what was shown from the old set goes.
  const connectionsChanged = async (userId: string) => {
    await Promise.all([snapshots.invalidate(userId), analytics.invalidate(userId)]);
  };
  const sync = createSyncService({
    source,
    onWritten: (userId) => analytics.invalidate(userId),
    readers,
    shop,
    historyDays: env.SYNC_HISTORY_DAYS,
    logger,
  });
  const immediate = createImmediateSyncs(sync, logger);
  const shopifyWebhooks = createShopifyWebhooks({
    secret: env.SHOPIFY_CLIENT_SECRET,
    source,
    enqueue: async (storedId) => (await queue()).enqueueWebhook(storedId),
    syncShop: async (userId, shopDomain) => {
      await sync.syncUser(userId, { platform: 'shopify', accountId: shopDomain });
    },
    installation,
    logger,
  });
  // Jobs need Redis; a process without it (never in a deploy) answers 503 to sync requests.
  const queueReady: Promise<SyncQueue> | undefined = deps.redis
    ? createSyncQueue({
        redisUrl: config.redisUrl,
        prefix: `bull-${config.mongodbDb}`,
        sync,
        intervalMs: env.SYNC_INTERVAL_MS,
        runWorker: env.SYNC_WORKER,
        processWebhook: (storedId) => shopifyWebhooks.process(storedId),
        logger,
      })
    : undefined;
  queueReady?.catch((err: unknown) => logger.error({ err }, 'sync queue failed to start'));
  deps.onClose?.(async () => {
    await (await queueReady?.catch(() => undefined))?.close();
  });
  const queue = async () => {
    const ready = await queueReady?.catch(() => undefined);
    if (!ready) throw AppError.unavailable();
    return ready;
  };
  return createServiceApp(
    deps,
    (router) => {
      registerSyncRoutes(router, sync, immediate);
      registerAnalyticsRoutes(router, analytics, tools);
      registerWebhookRoutes(router, shopifyWebhooks);
    },
    (internal) => {
      registerSyncInternalRoutes(internal, queue, immediate, connectionsChanged);
      registerForgetAccountRoute(internal, sync, connectionsChanged);
      registerAnalyticsInternalRoutes(internal, analytics, tools);
      registerShopLookupRoutes(internal, shopLookup);
    },
  );
}
