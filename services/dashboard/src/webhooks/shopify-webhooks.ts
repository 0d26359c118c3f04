import { isValidObjectId } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import { hasValidHmac } from '@scp/service-kit/webhook-signature';
import { isShopDomain } from '@scp/shared/contracts/settings/connected-accounts';
import {
  SHOPIFY_WEBHOOK_MAX_ID,
  shopifyWebhookBodySchema,
  type ShopifyWebhookOutcome,
} from '@scp/shared/contracts/dashboard/shopify-webhooks';
import type { AccountsSource } from '../neighbours/settings-accounts';
import { SyncStateModel } from '../sync/sync-state-model';
import type { ShopInstallation } from '@scp/shared/contracts/settings/integrations-internal';
import { productUpdateOf, type CatalogueWebhooks } from '../products/catalogue-webhooks';
import { WebhookEventModel } from './webhook-event-model';

/** The topics the app subscribes to; others are acknowledged and ignored. */
export const SHOPIFY_TOPICS = [
  'orders/create',
  'app/uninstalled',
  'products/update',
  'inventory_levels/update',
] as const;

export interface ShopifyWebhookHeaders {
  hmac?: string;
  topic?: string;
  shop?: string;
  eventId?: string;
}

/**
 * The id of what the signed body describes (the order, the shop). Shopify's numeric ids can be
 * larger than JavaScript's exact integers, so an order's GraphQL id (a string) is preferred; a
 * number is read the same way every time, which is what a dedupe key needs.
 */
export function bodyIdOf(rawBody: Buffer): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const body = shopifyWebhookBodySchema.safeParse(json);
  if (!body.success) return undefined;
  return body.data.admin_graphql_api_id ?? String(body.data.id);
}

/**
 * Shopify's webhooks: the signature is checked over the raw body before anything else, the event
 * stored once (a retry or duplicate is acknowledged and dropped), the answer given at once, and the
 * work done by a job: `orders/create` syncs the shop's recent days again for each owner who
 * connected it (today's figures include the order), `app/uninstalled` tells settings the connection
 * was withdrawn (its owners see "needs re-auth", alerted once), `products/update` and
 * `inventory_levels/update` keep the catalogue's prices and stock current (catalogue-webhooks.ts).
 *
 * The signature covers the body only: the topic, the shop and the event id are headers anyone
 * holding one signed body could change. So the dedupe key is the event id with the body's own id,
 * and an uninstall is believed only when Shopify confirms it (it refuses the owner's token); a
 * forged one for a shop that still has the app changes nothing. A forged `orders/create` can only
 * cause a sync, which writes what the platform says.
 */
export function createShopifyWebhooks(deps: {
  secret: string | undefined;
  source: AccountsSource;
  /** Queues the stored event's processing (its stored id). */
  enqueue: (storedId: string) => Promise<void>;
  syncShop: (userId: string, shopDomain: string) => Promise<void>;
  /** What Shopify says of the app on the owner's shop (asked through the settings service, which has the token). */
  installation: (userId: string, shopDomain: string) => Promise<ShopInstallation>;
  catalogue: CatalogueWebhooks;
  logger: Logger;
}) {
  const { logger } = deps;

  /** Whether Shopify confirms the app is gone from the owner's shop (it refuses the owner's token). */
  const uninstalledFor = async (userId: string, shopDomain: string): Promise<boolean> => {
    const account = (await deps.source.accounts(userId)).find(
      (candidate) => candidate.platform === 'shopify' && candidate.accountId === shopDomain,
    );
    // Disconnected, or already waiting for the owner to connect again: nothing to tell.
    if (!account?.usable) return false;
    const installation = await deps.installation(userId, shopDomain);
    if (installation !== 'uninstalled')
      logger.warn({ installation }, 'app/uninstalled not confirmed by Shopify: the connection is kept');
    return installation === 'uninstalled';
  };

  return {
    async receive(rawBody: Buffer | undefined, headers: ShopifyWebhookHeaders): Promise<ShopifyWebhookOutcome> {
      if (!deps.secret) throw AppError.unavailable('Shopify webhooks are not set up on this server.');
      if (!rawBody || !hasValidHmac(rawBody, headers.hmac, deps.secret, { encoding: 'base64' }))
        throw AppError.unauthenticated('The webhook signature does not match.');
      const { topic, shop, eventId } = headers;
      if (!topic || !shop || !isShopDomain(shop) || !eventId || eventId.length > SHOPIFY_WEBHOOK_MAX_ID)
        throw AppError.badRequest('The webhook lacks its topic, shop or event id.');
      if (!(SHOPIFY_TOPICS as readonly string[]).includes(topic)) return 'ignored';
      const bodyId = bodyIdOf(rawBody);
      if (!bodyId) throw AppError.badRequest('The webhook body is not a JSON object with an id.');
      const product = topic === 'products/update' ? productUpdateOf(rawBody) : null;
      if (topic === 'products/update' && !product)
        throw AppError.badRequest('The products/update body is not a product with a title and handle.');
      let storedId: string;
      try {
        const stored = await WebhookEventModel.create({
          platform: 'shopify',
          eventId,
          bodyId,
          topic,
          shopDomain: shop,
          receivedAt: new Date(),
          product,
        });
        storedId = stored._id.toHexString();
      } catch (err) {
        if (isDuplicateKey(err)) return 'duplicate';
        throw err;
      }
      await deps.enqueue(storedId);
      return 'accepted';
    },

    /**
     * The job: what the stored event means for each owner of the shop. A Shopify that cannot
     * confirm an uninstall now fails the job after the other owners are done: its retry asks again.
     */
    async process(storedId: string): Promise<void> {
      if (!isValidObjectId(storedId)) return;
      const event = await WebhookEventModel.findById(storedId).lean();
      if (!event || event.processedAt) return;
      // A shop may be connected by several owners: each one's copy is updated (a lookup across users by design).
      const owners: string[] = await SyncStateModel.distinct('userId', {
        platform: 'shopify',
        accountId: event.shopDomain,
      });
      let postponed: unknown;
      for (const userId of owners) {
        if (event.topic === 'orders/create') {
          await deps.syncShop(userId, event.shopDomain);
          continue;
        }
        if (event.topic === 'products/update') {
          if (event.product) await deps.catalogue.productUpdated(userId, event.shopDomain, event.product);
          continue;
        }
        if (event.topic === 'inventory_levels/update') {
          await deps.catalogue.stockChanged(userId, event.shopDomain, event.receivedAt);
          continue;
        }
        let uninstalled: boolean;
        try {
          uninstalled = await uninstalledFor(userId, event.shopDomain);
        } catch (err) {
          postponed ??= err;
          continue;
        }
        if (uninstalled)
          await deps.source.report(userId, {
            platform: 'shopify',
            accountId: event.shopDomain,
            outcome: 'rejected',
            reason: 'The app was uninstalled from the shop.',
          });
      }
      if (postponed) throw postponed;
      await WebhookEventModel.updateOne({ _id: event._id }, { $set: { processedAt: new Date() } });
      logger.info({ topic: event.topic, owners: owners.length }, 'shopify webhook processed');
    },
  };
}

export type ShopifyWebhooks = ReturnType<typeof createShopifyWebhooks>;
