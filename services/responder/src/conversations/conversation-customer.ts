import { Types } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { userScope } from '@scp/service-kit/user-scope';
import type { ShopCustomerRequest, ShopCustomerResponse } from '@scp/shared/contracts/dashboard/shop-customer-internal';
import type { ConversationCustomerResponse } from '@scp/shared/contracts/responder/conversation-customer';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { OrderProofModel, type OrderProofRecord } from '../replies/order-proof-model';
import { ConversationModel, keyOf, type ConversationDocument } from './conversation-model';

/**
 * The Shopify customer beside a thread on /inbox. An order's details go only to its own customer
 * (replies/order-proof.ts): the conversation must have proved the customer (the order's e-mail or
 * phone given in it), and the dashboard is asked about that proved customer alone, never one the
 * browser names. The dashboard out of reach leaves the thread as it is: the panel says so.
 */
export function createConversationCustomer(deps: {
  shopCustomer: (userId: string, request: ShopCustomerRequest) => Promise<ShopCustomerResponse>;
  logger: Logger;
}) {
  return {
    async of(userId: string, id: string): Promise<ConversationCustomerResponse> {
      if (!Types.ObjectId.isValid(id) || !/^[0-9a-f]{24}$/.test(id))
        throw AppError.notFound(responderTexts.inbox.notFound);
      const conversation = await userScope(ConversationModel, userId).findOne({ _id: id }).lean<ConversationDocument>();
      if (!conversation) throw AppError.notFound(responderTexts.inbox.notFound);
      const proof = await OrderProofModel.findOne(keyOf(conversation))
        .select({ provenCustomers: 1 })
        .lean<Pick<OrderProofRecord, 'provenCustomers'>>();
      // The customer proved last: the one the conversation is about now.
      const customerId = proof?.provenCustomers.at(-1);
      if (!customerId) return { state: 'none' };
      let found: ShopCustomerResponse;
      try {
        found = await deps.shopCustomer(userId, { customerId });
      } catch (err) {
        deps.logger.warn({ err, userId }, 'inbox: the proved Shopify customer could not be read');
        return { state: 'unavailable' };
      }
      if (!found.customer) return { state: 'none' };
      const { customer } = found;
      return {
        state: 'proved',
        customer: {
          name: customer.name,
          orders_count: customer.ordersCount,
          total_spent: customer.totalSpent,
          currency: customer.currency,
          first_order_at: customer.firstOrderAt,
          last_order_at: customer.lastOrderAt,
        },
        orders: found.orders.map((order) => ({
          name: order.name,
          created_at: order.createdAt,
          total: order.total,
          currency: order.currency,
          financial_status: order.financialStatus,
          fulfillment_status: order.fulfillmentStatus,
        })),
      };
    },
  };
}

export type ConversationCustomer = ReturnType<typeof createConversationCustomer>;
