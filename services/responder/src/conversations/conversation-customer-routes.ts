import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ConversationCustomerResponse } from '@scp/shared/contracts/responder/conversation-customer';
import type { ConversationCustomer } from './conversation-customer';

/** The Shopify customer a conversation proved, beside its thread on /inbox. */
export function registerConversationCustomerRoutes(router: Router, customer: ConversationCustomer): void {
  router.get('/conversations/:id/customer', async (req, res) => {
    res.json((await customer.of(userIdOf(req), String(req.params.id))) satisfies ConversationCustomerResponse);
  });
}
