import type { Router } from 'express';
import {
  checkoutRequestSchema,
  subscriptionUpdateRequestSchema,
  type BillingPricesResponse,
  type BillingSummaryResponse,
  type CheckoutResponse,
} from '@scp/shared/contracts/settings/billing';
import { BILLING_SIGNATURE_HEADER, type BillingWebhookAnswer } from '@scp/shared/contracts/settings/billing-webhooks';
import { userIdOf } from '@scp/service-kit/internal-token';
import { rawBodyOf } from '@scp/service-kit/raw-body';
import type { BillingService } from './billing-service';
import type { BillingWebhooks } from './billing-webhooks';

export function registerBillingRoutes(router: Router, billing: BillingService, webhooks: BillingWebhooks): void {
  router.get('/billing', async (req, res) => {
    res.json({ billing: await billing.summary(userIdOf(req)) } satisfies BillingSummaryResponse);
  });

  router.get('/billing/prices', async (req, res) => {
    userIdOf(req);
    res.json({ prices: await billing.prices() } satisfies BillingPricesResponse);
  });

  router.post('/billing/checkout', async (req, res) => {
    const userId = userIdOf(req);
    const { priceId } = checkoutRequestSchema.parse(req.body ?? {});
    res.json((await billing.startCheckout(userId, priceId, req.get('origin'))) satisfies CheckoutResponse);
  });

  router.patch('/billing/subscription', async (req, res) => {
    const userId = userIdOf(req);
    const { cancelAtPeriodEnd } = subscriptionUpdateRequestSchema.parse(req.body ?? {});
    res.json({
      billing: await billing.setCancelAtPeriodEnd(userId, cancelAtPeriodEnd),
    } satisfies BillingSummaryResponse);
  });

  // The provider calls this without a session (docs/architecture.md, Jobs and webhooks); its signature is the authentication.
  router.post('/webhooks/billing', async (req, res) => {
    const outcome = await webhooks.receive(rawBodyOf(req), req.get(BILLING_SIGNATURE_HEADER));
    res.json({ received: true, outcome } satisfies BillingWebhookAnswer);
  });
}
