import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import { hasValidHmac } from '@scp/service-kit/webhook-signature';
import { isShopDomain } from '@scp/shared/contracts/integrations/connected-accounts';
import type { ShopifyWebhookOutcome } from '@scp/shared/contracts/dashboard/shopify-webhooks';
import { SyncStateModel } from '../sync/metrics-models';
import type { AccountsSource } from '../sync/sync-service';
import { WebhookEventModel } from './webhook-event-model';

/** The topics the app subscribes to; others are acknowledged and ignored. */
export const SHOPIFY_TOPICS = ['orders/create', 'app/uninstalled'] as const;

export interface ShopifyWebhookHeaders {
  hmac?: string;
  topic?: string;
  shop?: string;
  eventId?: string;
}

/**
 * Shopify's webhooks (DESIGN.md §13): the signature is checked over the raw body before anything
 * else, the event stored once (a retry or duplicate is acknowledged and dropped), the answer given
 * at once, and the work done by a job: `orders/create` syncs the shop's recent days again for each
 * owner who connected it (today's figures include the order), `app/uninstalled` tells settings the
 * connection was withdrawn (its owners see "needs re-auth", alerted once).
 */
export function createShopifyWebhooks(deps: {
  secret: string | undefined;
  source: AccountsSource;
  enqueue: (eventId: string) => Promise<void>;
  syncShop: (userId: string, shopDomain: string) => Promise<void>;
  logger: Logger;
}) {
  const { logger } = deps;
  return {
    async receive(rawBody: Buffer | undefined, headers: ShopifyWebhookHeaders): Promise<ShopifyWebhookOutcome> {
      if (!deps.secret) throw AppError.unavailable('Shopify webhooks are not set up on this server.');
      if (!rawBody || !hasValidHmac(rawBody, headers.hmac, deps.secret, { encoding: 'base64' }))
        throw AppError.unauthenticated('The webhook signature does not match.');
      const { topic, shop, eventId } = headers;
      if (!topic || !shop || !isShopDomain(shop) || !eventId)
        throw AppError.badRequest('The webhook lacks its topic, shop or event id.');
      if (!(SHOPIFY_TOPICS as readonly string[]).includes(topic)) return 'ignored';
      try {
        await WebhookEventModel.create({
          platform: 'shopify',
          eventId,
          topic,
          shopDomain: shop,
          receivedAt: new Date(),
        });
      } catch (err) {
        if (isDuplicateKey(err)) return 'duplicate';
        throw err;
      }
      await deps.enqueue(eventId);
      return 'accepted';
    },

    /** The job: what the stored event means for each owner of the shop. */
    async process(eventId: string): Promise<void> {
      const event = await WebhookEventModel.findOne({ platform: 'shopify', eventId }).lean();
      if (!event || event.processedAt) return;
      // A shop may be connected by several owners: each one's copy is updated (a lookup across users by design).
      const owners: string[] = await SyncStateModel.distinct('userId', {
        platform: 'shopify',
        accountId: event.shopDomain,
      });
      for (const userId of owners) {
        if (event.topic === 'orders/create') await deps.syncShop(userId, event.shopDomain);
        else
          await deps.source.report(userId, {
            platform: 'shopify',
            accountId: event.shopDomain,
            outcome: 'rejected',
            reason: 'The app was uninstalled from the shop.',
          });
      }
      await WebhookEventModel.updateOne({ platform: 'shopify', eventId }, { $set: { processedAt: new Date() } });
      logger.info({ topic: event.topic, owners: owners.length }, 'shopify webhook processed');
    },
  };
}

export type ShopifyWebhooks = ReturnType<typeof createShopifyWebhooks>;
