// GET /conversations/:id/customer against the embedded MongoDB: the Shopify customer beside a thread on
// /inbox, only for a conversation that proved them (the order's e-mail given in it, recorded by the
// auto-responder's own order proofs); the dashboard is a stand-in that answers by the customer asked.
import { Types } from 'mongoose';
import { FakeNeighbour, StatusAnswer } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService } from '@scp/service-kit/testing';
import {
  shopCustomerInternalPaths,
  type ShopCustomerRequest,
  type ShopCustomerResponse,
} from '@scp/shared/contracts/dashboard/shop-customer-internal';
import type { ShopLookupOrder } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { conversationCustomerResponseSchema } from '@scp/shared/contracts/responder/conversation-customer';
import { danaReyes, danasLatestOrder } from '@scp/shared/contracts/responder/conversation-customer.test-helper';
import { createApp } from '../app';
import { responderEnvShape } from '../config';
import { MessageLogModel } from '../messages/message-log-model';
import { createOrderProofs } from '../replies/order-proof';
import { ConversationModel } from './conversation-model';
import { refreshConversation } from './conversation-summary';

const PAGE = '1000000001';
const DANA = 'gid://shopify/Customer/7001';

const DANAS_ORDERS: ShopCustomerResponse = {
  customer: {
    name: 'Dana Reyes',
    ordersCount: 3,
    totalSpent: '72.00',
    currency: 'USD',
    firstOrderAt: '2026-01-10T09:00:00.000Z',
    lastOrderAt: '2026-03-02T09:00:00.000Z',
  },
  orders: [
    {
      name: '#1042',
      createdAt: '2026-03-02T09:00:00.000Z',
      total: '24.00',
      currency: 'USD',
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
    },
  ],
};

const dashboard = new FakeNeighbour((call): ShopCustomerResponse | StatusAnswer => {
  if (call.path !== shopCustomerInternalPaths.shopCustomer) return new StatusAnswer(404, {});
  const { customerId } = call.body as ShopCustomerRequest;
  return customerId === DANA ? DANAS_ORDERS : { customer: null, orders: [] };
});

beforeAll(async () => {
  await dashboard.start();
});
afterEach(() => {
  dashboard.mode = 'up';
});
afterAll(async () => {
  await dashboard.stop();
});

const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  env: () => ({
    DASHBOARD_SERVICE_URL: dashboard.url,
    META_APP_SECRET: 'customer-secret',
    META_WEBHOOK_VERIFY_TOKEN: 'customer-verify',
  }),
});

const newUser = () => new Types.ObjectId().toHexString();
let counter = 0;

/** A customer's message in the owner's inbox: its conversation's id. */
async function conversationWith(userId: string, senderId: string): Promise<string> {
  counter += 1;
  await MessageLogModel.create({
    userId,
    platform: 'facebook',
    accountId: PAGE,
    senderId,
    messageId: `mid.customer.${counter}`,
    text: 'Where is my order #1042?',
    inquiryType: 'order_status',
    sentiment: 'neutral',
    confidence: 0.9,
    productMentions: [],
    orderNumbers: ['#1042'],
    responseStatus: 'pending',
    responseText: null,
    respondedAt: null,
    sentVia: null,
    escalationReason: null,
    failureReason: null,
    suggestedResponse: null,
    archivedAt: null,
    replyClaimedAt: null,
    sentAt: new Date(),
  });
  const key = { userId, platform: 'facebook' as const, accountId: PAGE, senderId };
  await refreshConversation(key);
  const doc = await ConversationModel.findOne(key).lean();
  return String(doc?._id);
}

/** The auto-responder's record that the conversation proved an order of `customerId` (the order's e-mail given). */
async function proved(userId: string, senderId: string, customerId: string | null) {
  const proofs = createOrderProofs({ now: () => new Date() });
  const conversation = { userId, platform: 'facebook' as const, accountId: PAGE, senderId };
  await proofs.ask(conversation, ['#1042']);
  const order: ShopLookupOrder = {
    name: '#1042',
    createdAt: '2026-03-02T09:00:00.000Z',
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    cancelledAt: null,
    trackingNumber: null,
    trackingUrl: null,
    total: '24.00',
    currency: 'USD',
    email: 'dana@example.com',
    phone: null,
    customerId,
  };
  await proofs.proven(conversation, [order]);
}

const customerOf = (userId: string, id: string) =>
  callService(fx.app, 'responder', 'get', `/conversations/${id}/customer`, { userId });

describe('GET /conversations/:id/customer', () => {
  it('shows the Shopify customer and their orders beside a conversation that proved them, asking for that customer alone', async () => {
    const userId = newUser();
    const id = await conversationWith(userId, 'psid-dana');
    await proved(userId, 'psid-dana', DANA);

    const answer = await customerOf(userId, id);
    expect(answer.status).toBe(200);
    expect(conversationCustomerResponseSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body).toEqual({ state: 'proved', customer: danaReyes, orders: [danasLatestOrder('FULFILLED')] });
    expect(dashboard.callsOf(userId)).toEqual([
      expect.objectContaining({ caller: 'responder', body: { customerId: DANA } }),
    ]);
  });

  it('shows nothing for a conversation that proved no customer, and asks the dashboard nothing', async () => {
    const userId = newUser();
    const unproved = await conversationWith(userId, 'psid-eli');
    expect((await customerOf(userId, unproved)).body).toEqual({ state: 'none' });
    // Asked for its order's e-mail but not (yet) answered: nothing proved.
    const asked = await conversationWith(userId, 'psid-fay');
    await createOrderProofs({ now: () => new Date() }).ask(
      { userId, platform: 'facebook', accountId: PAGE, senderId: 'psid-fay' },
      ['#1042'],
    );
    expect((await customerOf(userId, asked)).body).toEqual({ state: 'none' });
    // An order placed without a customer record proves its contact, but no customer to show.
    const guest = await conversationWith(userId, 'psid-guest');
    await proved(userId, 'psid-guest', null);
    expect((await customerOf(userId, guest)).body).toEqual({ state: 'none' });
    expect(dashboard.callsOf(userId)).toEqual([]);
    // Dana's proof in another conversation of the owner's is not this one's.
    await proved(userId, 'psid-dana', DANA);
    expect((await customerOf(userId, unproved)).body).toEqual({ state: 'none' });
  });

  it("shows nothing when the shop's synced orders have no such customer", async () => {
    const userId = newUser();
    const id = await conversationWith(userId, 'psid-gus');
    await proved(userId, 'psid-gus', 'gid://shopify/Customer/9999');
    expect((await customerOf(userId, id)).body).toEqual({ state: 'none' });
  });

  it("answers 404 for another owner's conversation and for what is no conversation id", async () => {
    const alice = newUser();
    const id = await conversationWith(alice, 'psid-dana');
    await proved(alice, 'psid-dana', DANA);
    const bob = newUser();
    expect((await customerOf(bob, id)).status).toBe(404);
    expect((await customerOf(bob, 'not-an-id')).status).toBe(404);
    expect((await customerOf(alice, new Types.ObjectId().toHexString())).status).toBe(404);
    expect(dashboard.callsOf(bob)).toEqual([]);
  });

  it('says the orders could not load when the dashboard is out of reach, while the thread still loads', async () => {
    const userId = newUser();
    const id = await conversationWith(userId, 'psid-dana');
    await proved(userId, 'psid-dana', DANA);
    for (const mode of ['down', 'error'] as const) {
      dashboard.mode = mode;
      const answer = await customerOf(userId, id);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ state: 'unavailable' });
    }
    const thread = await callService(fx.app, 'responder', 'get', `/conversations/${id}`, { userId });
    expect(thread.status).toBe(200);
  });
});
