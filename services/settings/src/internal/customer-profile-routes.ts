import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  customerProfileRequestSchema,
  type CustomerProfileResponse,
} from '@scp/shared/contracts/settings/customer-profiles-internal';
import type { CustomerProfileReads } from '../integrations/customer-profile-reads';

/**
 * The responder asks here for the name and picture of a customer who wrote to one of the user's
 * pages (customers by name in the inbox); the page token stays in this service. An account the user
 * has not connected (or another owner's) is a 404; a profile Meta would not give is a 200 with why.
 */
export function registerCustomerProfileRoutes(router: Router, profiles: CustomerProfileReads): void {
  router.post('/messages/customer-profile', async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the responder reads customer profiles.');
    const userId = userIdOf(req);
    const request = customerProfileRequestSchema.parse(req.body ?? {});
    const answer = await profiles.read(userId, request);
    if (!answer) throw AppError.notFound('No connected account of yours with that id.');
    res.json(answer satisfies CustomerProfileResponse);
  });
}
