import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import { createMailer } from '@scp/service-kit/mailer';
import { createBillingProvider } from './billing/billing-provider';
import { registerBillingRoutes } from './billing/billing-routes';
import { createBillingService } from './billing/billing-service';
import { createBillingWebhooks } from './billing/billing-webhooks';
import { registerBrandKitRoutes } from './brand-kit/brand-kit-routes';
import { createBrandKitService } from './brand-kit/brand-kit-service';
import { createLogoService } from './brand-kit/logo-service';
import { toSettingsServiceSettings, type SettingsEnv } from './config';
import { createAccountAlerts } from './integrations/account-alerts';
import { createAccountReads } from './integrations/account-reads';
import { createConnectFlows } from './integrations/connect-flows';
import { registerIntegrationsRoutes } from './integrations/integrations-routes';
import { createIntegrationsService } from './integrations/integrations-service';
import { createMessageSends } from './integrations/message-sends';
import { createCommentActions } from './integrations/comment-actions';
import { createCustomerProfileReads } from './integrations/customer-profile-reads';
import { createNeighbours } from './neighbours/neighbours';
import { createPlatformAdapters } from './platforms/platform-adapters';
import { createPlatformReaders, readerUrlsOf } from './platforms/platform-readers';
import { createAdInsightsApi } from './platforms/meta/ad-insights-api';
import { createAdInsightReads } from './integrations/ad-insight-reads';
import { createPinterestAdInsightsApi } from './platforms/pinterest/pinterest-ad-insights-api';
import { createTiktokAdsApi } from './platforms/tiktok/tiktok-ads-api';
import { createCommentApi } from './platforms/meta/comment-api';
import { createSendApi } from './platforms/meta/send-api';
import { createProfileApi } from './platforms/meta/profile-api';
import { createShopLookup } from './platforms/shopify/shop-lookup';
import { createShopifyInstallationCheck } from './platforms/shopify/shopify-installation';
import { createTokenCipher } from './integrations/token-cipher';
import { registerAdInsightRoutes } from './internal/ad-insight-routes';
import { registerAccountReadRoutes } from './internal/account-read-routes';
import { registerAccountRoutes } from './internal/account-routes';
import { registerBrandRoutes } from './internal/brand-routes';
import { registerCommentRoutes } from './internal/comment-routes';
import { registerMessageSendRoutes } from './internal/message-send-routes';
import { registerCustomerProfileRoutes } from './internal/customer-profile-routes';
import { registerPostMetricsRoutes } from './internal/post-metrics-routes';
import { registerPublishRoutes } from './internal/publish-routes';
import { registerPublicAccountRoutes } from './internal/public-account-routes';
import { registerPublicHashtagRoutes } from './internal/public-hashtag-routes';
import { createPublicHashtagReads } from './integrations/public-hashtag-reads';
import { createInstagramHashtagReader } from './platforms/meta/instagram-hashtags';
import { createPublicAccountReads } from './integrations/public-account-reads';
import { createPublicAccountReaders } from './platforms/public-accounts/public-account-readers';
import { createPlatformPublishers } from './platforms/platform-publishers';
import { createPostMetricsReaders } from './platforms/post-metrics-readers';
import { createAccountPostMetrics } from './publishing/account-post-metrics';
import { createAccountPublishing } from './publishing/account-publishing';
import { createAvatarService } from './media/avatar-service';
import { registerAvatarRoutes } from './media/media-routes';
import { gridFsMediaStore } from '@scp/service-kit/media-store';
import { registerVoiceProfileRoutes } from './voice/voice-profile-routes';
import { createVoiceProfileService } from './voice/voice-profile-service';

/** The settings service's HTTP app: voice profiles, the brand kit, media, billing and integrations under /api/settings. */
export function createApp(deps: ServiceDeps<SettingsEnv>): ServiceApp {
  const settings = toSettingsServiceSettings(deps.config.extra, deps.config);
  const voice = createVoiceProfileService();
  const brandKit = createBrandKitService();
  const media = gridFsMediaStore();
  const avatars = createAvatarService(media);
  const logos = createLogoService(media, brandKit);
  const billingProvider = settings.billing && createBillingProvider(settings.billing);
  const billing = createBillingService(settings.billing, billingProvider);
  const billingWebhooks = createBillingWebhooks(settings.billing?.webhookSecret, billingProvider, billing);
  const mailer = createMailer({
    smtpUrl: deps.config.extra.SMTP_URL,
    from: deps.config.extra.MAIL_FROM ?? 'Social Commerce <no-reply@localhost>',
    logger: deps.logger,
  });
  deps.onClose?.(async () => mailer.close());
  const neighbours = createNeighbours({
    urls: {
      auth: deps.config.extra.AUTH_SERVICE_URL ?? (deps.config.localMode ? 'http://127.0.0.1:8081/' : undefined),
      dashboard:
        deps.config.extra.DASHBOARD_SERVICE_URL ?? (deps.config.localMode ? 'http://127.0.0.1:8083/' : undefined),
    },
    privateKey: deps.config.serviceTokenPrivateKey,
    logger: deps.logger,
  });
  const tiktokAds = settings.integrations.apps.tiktokAds && createTiktokAdsApi(settings.integrations.apps.tiktokAds);
  const integrations = createIntegrationsService({
    adapters: createPlatformAdapters(settings.integrations),
    flows: createConnectFlows(deps.redis),
    cipher: createTokenCipher(settings.integrations.tokenKeys),
    origins: settings.origins,
    alerts: createAccountAlerts({
      redis: deps.redis,
      mailer,
      neighbours,
      publicOrigin: settings.origins.publicOrigin,
      logger: deps.logger,
    }),
    neighbours,
    logger: deps.logger,
    ...(tiktokAds && { tiktokAds }),
  });
  const shopify = settings.integrations.apps.shopify && {
    shopsBaseUrl: settings.integrations.apps.shopify.urls.shops,
    apiVersion: settings.integrations.shopifyApiVersion,
  };
  const reads = createAccountReads({
    integrations,
    ...createPlatformReaders(readerUrlsOf(settings.integrations)),
    installation: shopify && createShopifyInstallationCheck(shopify),
  });
  const shopLookup = shopify && createShopLookup({ accounts: integrations, shopify, logger: deps.logger });
  const meta = settings.integrations.apps.meta;
  const sendApi = meta && createSendApi({ baseUrl: meta.urls.api, version: settings.integrations.metaApiVersion });
  const commentApi =
    meta && createCommentApi({ baseUrl: meta.urls.api, version: settings.integrations.metaApiVersion });
  const profileApi =
    meta && createProfileApi({ baseUrl: meta.urls.api, version: settings.integrations.metaApiVersion });
  return createServiceApp(
    deps,
    (router) => {
      registerVoiceProfileRoutes(router, voice);
      registerBrandKitRoutes(router, brandKit, logos);
      registerAvatarRoutes(router, avatars);
      registerBillingRoutes(router, billing, billingWebhooks);
      registerIntegrationsRoutes(router, integrations);
    },
    (internal) => {
      registerBrandRoutes(internal, voice, brandKit);
      registerAccountRoutes(internal, integrations);
      registerAccountReadRoutes(internal, reads, shopLookup);
      registerAdInsightRoutes(
        internal,
        createAdInsightReads({
          integrations,
          apis: {
            ...(meta && {
              facebook: createAdInsightsApi({ api: meta.urls.api, version: settings.integrations.metaApiVersion }),
            }),
            ...(settings.integrations.apps.pinterest && {
              pinterest: createPinterestAdInsightsApi({ api: settings.integrations.apps.pinterest.urls.api }),
            }),
            ...(tiktokAds && { tiktok: tiktokAds }),
          },
        }),
      );
      registerMessageSendRoutes(internal, createMessageSends({ integrations, sendApi }));
      registerCommentRoutes(internal, createCommentActions({ integrations, commentApi }));
      registerCustomerProfileRoutes(internal, createCustomerProfileReads({ integrations, profileApi }));
      registerPublicAccountRoutes(
        internal,
        createPublicAccountReads({ integrations, readers: createPublicAccountReaders(settings.integrations) }),
      );
      registerPublicHashtagRoutes(
        internal,
        createPublicHashtagReads({
          integrations,
          reader:
            settings.integrations.apps.meta &&
            createInstagramHashtagReader({
              api: settings.integrations.apps.meta.urls.api,
              version: settings.integrations.metaApiVersion,
            }),
        }),
      );
      registerPublishRoutes(
        internal,
        createAccountPublishing({
          integrations,
          publishers: createPlatformPublishers(readerUrlsOf(settings.integrations)),
          logger: deps.logger,
        }),
      );
      registerPostMetricsRoutes(
        internal,
        createAccountPostMetrics({
          integrations,
          readers: createPostMetricsReaders(readerUrlsOf(settings.integrations)),
          logger: deps.logger,
        }),
      );
    },
  );
}
