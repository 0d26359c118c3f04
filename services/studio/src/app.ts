import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { gridFsMediaStore } from '@scp/service-kit/media-store';
import { registerAccountRoutes } from './accounts/account-routes';
import { createAccountService } from './accounts/account-service';
import { registerAssistRoutes } from './assist/assist-routes';
import { createAssistService } from './assist/assist-service';
import { registerBestTimesRoutes } from './best-times/best-times-routes';
import { createBestTimesService } from './best-times/best-times-service';
import { registerImportRoutes } from './bulk/import-routes';
import { createImportService } from './bulk/import-service';
import { registerCampaignRoutes } from './campaigns/campaign-routes';
import { createCampaignService } from './campaigns/campaign-service';
import { neighbourUrls, publicOriginOf, type StudioEnv } from './config';
import { registerInternalRoutes } from './internal/internal-routes';
import { registerMediaRoutes } from './media/media-routes';
import { createMediaService } from './media/media-service';
import { registerMetricsRoutes } from './metrics/metrics-routes';
import { startMetricsReading } from './metrics/metrics-queue';
import { createMetricsService, withLatestMetrics } from './metrics/metrics-service';
import { registerMoodboardRoutes } from './moodboard/moodboard-routes';
import { createMoodboardService } from './moodboard/moodboard-service';
import { createNeighbours } from './neighbours/neighbours';
import { registerPostRoutes } from './posts/post-routes';
import { createPostService } from './posts/post-service';
import { registerProductRoutes } from './products/product-routes';
import { createProductService } from './products/product-service';
import { createPublishQueue, postJobs, type PublishQueue } from './publishing/publish-queue';
import { createTargetPublisher } from './publishing/publish-target';
import { registerPublishingRoutes } from './publishing/publishing-routes';
import { createPublishingService } from './publishing/publishing-service';
import { registerPostSalesRoutes } from './sales/post-sales-routes';
import { createPostSalesService } from './sales/post-sales-service';

/**
 * The studio service's HTTP app under /api/studio: the accounts a post can go to (read from
 * settings), the owner's posts and their scheduling, and campaigns.
 */
export function createApp(deps: ServiceDeps<StudioEnv>): ServiceApp {
  const { config, logger } = deps;
  const neighbours = createNeighbours({
    urls: neighbourUrls(config.extra, config),
    privateKey: config.serviceTokenPrivateKey,
  });
  const accounts = createAccountService(neighbours);
  const campaigns = createCampaignService();
  const media = createMediaService({
    store: gridFsMediaStore(),
    publicOrigin: publicOriginOf(config.extra, config),
    // Posts that use it decide; once it may go, the moodboard's items showing it go with it.
    release: async (userId, mediaId) => {
      if (!(await posts.releaseMedia(userId, mediaId))) return false;
      await moodboard.forgetMedia(userId, mediaId);
      return true;
    },
  });
  const moodboard = createMoodboardService({ mediaOf: (userId, ids) => media.byIds(userId, ids) });
  // Publishing runs as jobs in this process; without Redis (never in a deploy) scheduling and publishing answer 503.
  const queueReady: Promise<PublishQueue> | undefined = deps.redis
    ? createPublishQueue({
        redisUrl: config.redisUrl,
        prefix: `bull-${config.mongodbDb}`,
        publishTarget: createTargetPublisher({ neighbours, logger }),
        logger,
      })
    : undefined;
  queueReady?.catch((err: unknown) => logger.error({ err }, 'publishing queue failed to start'));
  deps.onClose?.(async () => {
    await (await queueReady?.catch(() => undefined))?.close();
  });
  const jobs = postJobs(queueReady);
  const posts = createPostService({
    accounts,
    campaignExists: (userId, id) => campaigns.exists(userId, id),
    media,
    jobs,
  });
  const publishing = createPublishingService({ posts, jobs, accounts });
  // After publishing: each published target's figures, read daily for 30 days (metrics/).
  const metrics = createMetricsService({ posts });
  startMetricsReading(deps);
  return createServiceApp(
    deps,
    (router) => {
      registerAccountRoutes(router, accounts);
      registerPostRoutes(router, withLatestMetrics(posts, metrics));
      registerMetricsRoutes(router, metrics);
      registerPublishingRoutes(router, posts, publishing);
      registerCampaignRoutes(router, campaigns, posts);
      registerImportRoutes(
        router,
        createImportService({
          accounts,
          campaigns,
          posts,
          mediaOf: (userId, mediaId) => media.forPost(userId, [{ id: mediaId, alt: '' }]),
          productsOf: (userId, handle) => neighbours.shopProducts(userId, { handle }),
        }),
      );
      registerAssistRoutes(router, createAssistService(neighbours));
      registerProductRoutes(router, createProductService({ neighbours, media }));
      registerBestTimesRoutes(router, createBestTimesService({ neighbours }));
      registerMediaRoutes(router, media);
      registerMoodboardRoutes(router, moodboard);
      registerPostSalesRoutes(router, createPostSalesService({ posts, neighbours }));
    },
    (internal) => {
      registerInternalRoutes(internal, posts);
    },
  );
}
