import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { AppError } from '@scp/service-kit/errors';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { createAnalyticsService } from './analytics/analytics-service';
import { createAnalyticsTools } from './analytics/analytics-tools';
import { createPostPerformance } from './analytics/post-performance';
import { createPostSales } from './customers/post-sales';
import { createAudienceHours } from './analytics/audience-hours';
import { registerTopPostsRoutes } from './analytics/top-posts-routes';
import { registerCustomersRoutes } from './customers/customers-routes';
import { createCompetitorSnapshotQueue } from './competitors/competitor-snapshot-queue';
import { createCompetitorSnapshots } from './competitors/competitor-snapshots';
import { registerCompetitorsRoutes } from './competitors/competitors-routes';
import { createCompetitorsService } from './competitors/competitors-service';
import { registerRoiRoutes } from './ads/roi-routes';
import { createConnectionSnapshots } from './analytics/connection-snapshot';
import { settingsServiceUrl, studioServiceUrl, type DashboardEnv } from './config';
import { registerInternalRoutes } from './internal/internal-routes';
import { registerShopLookupRoutes } from './internal/shop-lookup-routes';
import { registerShopCustomerRoutes } from './internal/shop-customer-routes';
import { registerShopProductsRoutes } from './internal/shop-products-routes';
import { registerPostSalesRoutes } from './internal/post-sales-routes';
import { registerAudienceHoursRoutes } from './internal/audience-hours-routes';
import { settingsAccountsSource } from './neighbours/settings-accounts';
import { settingsAdReader } from './neighbours/settings-ad-reads';
import { settingsPublicAccountsSource } from './neighbours/settings-public-accounts';
import { settingsPublicHashtagsSource } from './neighbours/settings-public-hashtags';
import { registerInspirationRoutes } from './inspiration/inspiration-routes';
import { createInspirationService } from './inspiration/inspiration-service';
import { settingsReaders } from './neighbours/settings-reads';
import { createShopLookup } from './neighbours/settings-shop-lookup';
import { studioPostsSource } from './neighbours/studio-posts';
import { registerProductsRoutes } from './products/products-routes';
import { createProductsService } from './products/products-service';
import { createCatalogueWebhooks } from './products/catalogue-webhooks';
import { writeShopCatalogue } from './sync/write-shop-catalogue';
import { createImmediateSyncs } from './sync/immediate-syncs';
import { createSyncQueue, type SyncQueue } from './sync/sync-queue';
import { registerSyncRoutes } from './sync/sync-routes';
import { createSyncService } from './sync/sync-service';
import { createShopifyWebhooks } from './webhooks/shopify-webhooks';
import { registerWebhookRoutes } from './webhooks/webhook-routes';

/** The dashboard service's HTTP app: the synced metrics of the connected accounts under /api/dashboard. */
export function createApp(deps: ServiceDeps<DashboardEnv>): ServiceApp {
  const { config, logger } = deps;
  const env = config.extra;
  const settingsUrl = settingsServiceUrl(env, config.localMode);
  const settings = { settingsUrl, privateKey: config.serviceTokenPrivateKey };
  const source = settingsAccountsSource(settings);
  // The platforms' figures are read by the settings service, which keeps the tokens.
  const { readers, shop, installation } = settingsReaders(settings);
  const shopLookup = createShopLookup(settings);
  const snapshots = createConnectionSnapshots({ redis: deps.redis, source });
  const analytics = createAnalyticsService({ redis: deps.redis, snapshots });
  // The content performance reads the published posts' own figures from the studio, which owns them.
  const studio = studioPostsSource({
    studioUrl: studioServiceUrl(env, config.localMode),
    privateKey: config.serviceTokenPrivateKey,
  });
  const postPerformance = createPostPerformance(studio);
  // Competitors: what the platforms show publicly of other accounts, read through settings, snapshotted daily.
  const publicAccounts = settingsPublicAccountsSource(settings);
  const competitorSnapshots = createCompetitorSnapshots({ publicAccounts, logger });
  const competitors = createCompetitorsService({
    publicAccounts,
    snapshots: competitorSnapshots,
    accounts: source,
    studio,
    logger,
  });
  // Inspiration: the competitors' snapshots and the followed hashtags' top posts (read through settings).
  const inspiration = createInspirationService({ hashtags: settingsPublicHashtagsSource(settings), competitors });
  const tools = createAnalyticsTools(analytics, postPerformance, competitors, createPostSales(studio));
  // Settings says an account was connected or disconnected: what was shown from the old set goes.
  const connectionsChanged = async (userId: string) => {
    await Promise.all([snapshots.invalidate(userId), analytics.invalidate(userId)]);
  };
  const sync = createSyncService({
    source,
    onWritten: (userId) => analytics.invalidate(userId),
    readers,
    shop,
    ads: settingsAdReader(settings),
    historyDays: env.SYNC_HISTORY_DAYS,
    logger,
  });
  const immediate = createImmediateSyncs(sync, logger, deps.redis);
  const shopifyWebhooks = createShopifyWebhooks({
    secret: env.SHOPIFY_CLIENT_SECRET,
    source,
    enqueue: async (storedId) => (await queue()).enqueueWebhook(storedId),
    syncShop: async (userId, shopDomain) => {
      await sync.syncUser(userId, { platform: 'shopify', accountId: shopDomain });
    },
    installation,
    catalogue: createCatalogueWebhooks({
      refresh: async (userId, shopDomain) => {
        await writeShopCatalogue(userId, { platform: 'shopify', accountId: shopDomain }, shop);
      },
      logger,
    }),
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
  const competitorQueue = deps.redis
    ? createCompetitorSnapshotQueue({
        redisUrl: config.redisUrl,
        prefix: `bull-${config.mongodbDb}`,
        snapshots: competitorSnapshots,
        runWorker: env.SYNC_WORKER,
        logger,
      })
    : undefined;
  competitorQueue?.catch((err: unknown) => logger.error({ err }, 'competitor snapshot queue failed to start'));
  deps.onClose?.(async () => {
    await (await queueReady?.catch(() => undefined))?.close();
    await (await competitorQueue?.catch(() => undefined))?.close();
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
      registerTopPostsRoutes(router, postPerformance);
      registerCustomersRoutes(router);
      registerCompetitorsRoutes(router, competitors);
      registerInspirationRoutes(router, inspiration);
      registerRoiRoutes(router);
      registerProductsRoutes(router, createProductsService());
      registerWebhookRoutes(router, shopifyWebhooks);
    },
    (internal) => {
      registerInternalRoutes(internal, { sync, queue, immediate, analytics, tools, connectionsChanged });
      registerShopLookupRoutes(internal, shopLookup);
      registerShopCustomerRoutes(internal);
      registerShopProductsRoutes(internal);
      registerPostSalesRoutes(internal);
      registerAudienceHoursRoutes(internal, createAudienceHours({ analytics, posts: postPerformance }));
    },
  );
}
