import type { Express } from 'express';
import { SANDBOX_CLIENTS } from '@scp/provider-sandbox/default-clients';
import { shopifyWebhookHmac } from '@scp/provider-sandbox/signatures';
import { callService } from '@scp/service-kit/testing';

/** Delivers a Shopify webhook to the dashboard as Shopify signs it (the sandbox app's secret unless told). */
export function deliverShopifyWebhook(
  app: Express,
  delivery: { topic: string; body: object | string; shopDomain: string; eventId: string; secret?: string },
) {
  const rawJson = typeof delivery.body === 'string' ? delivery.body : JSON.stringify(delivery.body);
  return callService(app, 'dashboard', 'post', '/webhooks/shopify', {
    rawJson,
    headers: {
      'x-shopify-hmac-sha256': shopifyWebhookHmac(rawJson, delivery.secret ?? SANDBOX_CLIENTS.shopify.clientSecret),
      'x-shopify-topic': delivery.topic,
      'x-shopify-shop-domain': delivery.shopDomain,
      'x-shopify-event-id': delivery.eventId,
    },
  });
}
