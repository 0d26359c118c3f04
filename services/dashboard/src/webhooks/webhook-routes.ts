import type { Router } from 'express';
import type { ShopifyWebhookAnswer } from '@scp/shared/contracts/dashboard/shopify-webhooks';
import { rawBodyOf } from '@scp/service-kit/raw-body';
import type { ShopifyWebhooks } from './shopify-webhooks';

export function registerWebhookRoutes(router: Router, shopify: ShopifyWebhooks): void {
  // Shopify calls this without a session (docs/architecture.md, Jobs and webhooks); its signature is the authentication.
  router.post('/webhooks/shopify', async (req, res) => {
    const outcome = await shopify.receive(rawBodyOf(req), {
      hmac: req.get('x-shopify-hmac-sha256'),
      topic: req.get('x-shopify-topic'),
      shop: req.get('x-shopify-shop-domain'),
      eventId: req.get('x-shopify-event-id') ?? req.get('x-shopify-webhook-id'),
    });
    res.json({ received: true, outcome } satisfies ShopifyWebhookAnswer);
  });
}
