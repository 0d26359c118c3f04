import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, ok } from '@scp/shared/client/fake-api.test-helper';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { ConversationCustomerResponse } from '@scp/shared/contracts/responder/conversation-customer';
import { danaReyes, danasLatestOrder } from '@scp/shared/contracts/responder/conversation-customer.test-helper';
import type { ConversationSummary, ConversationThread } from '@scp/shared/contracts/responder/inbox-conversations';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { shopCustomerTexts } from '@scp/shared/contracts/responder/shop-customer-texts';
import { fakeResponderForEachTest, testRealtimeClient } from '../../../test-support/fake-responder.test-helper';
import Routes from '../../../routes';

// /inbox: the Shopify customer a conversation proved, beside its thread at desktop widths and under the
// thread's header on a phone; nothing for a conversation that proved no one; a note (the thread intact)
// when the orders could not be read.

const fake = fakeResponderForEachTest();
const ID = 'c'.repeat(24);
const THREAD = `GET /api/responder/conversations/${ID}`;
const CUSTOMER = `GET /api/responder/conversations/${ID}/customer`;
const texts = shopCustomerTexts;
const now = new Date().toISOString();

const summary: ConversationSummary = {
  id: ID,
  platform: 'facebook',
  account_id: '1000',
  sender_id: 'c-1',
  customer: { name: 'Dana Reyes', picture_url: null },
  last_message: { text: 'Where is my order #1042?', from: 'customer', at: now },
  last_activity_at: now,
  last_customer_message_at: now,
  unread_count: 0,
  needs_reply: true,
  open_task: false,
  done: false,
  reply_window: 'standard',
};
const thread: ConversationThread = {
  conversation: summary,
  messages: [
    {
      id: 'm1',
      from: 'customer',
      text: 'Where is my order #1042?',
      at: now,
      status: 'sent',
      failure_reason: null,
      human_agent: false,
    },
  ],
  task: null,
  classification: null,
  suggested_reply: null,
};
const PROVED: ConversationCustomerResponse = {
  state: 'proved',
  customer: danaReyes,
  orders: [
    danasLatestOrder('UNFULFILLED'),
    {
      name: '#1017',
      created_at: '2026-01-10T09:00:00.000Z',
      total: '0.00',
      currency: 'USD',
      financial_status: 'REFUNDED',
      fulfillment_status: null,
    },
  ],
};

function screenWidth(px: number) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? px >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

async function openThread(customer: Parameters<typeof fake.override>[1]) {
  fake.override(
    'GET /api/responder/conversations',
    ok({ conversations: [summary], unread_total: 0, next_cursor: null }),
  );
  fake.override(THREAD, ok(thread));
  fake.override(CUSTOMER, customer);
  renderRemote(
    <RealtimeProvider client={testRealtimeClient()}>
      <Routes />
    </RealtimeProvider>,
    `/inbox?c=${ID}`,
  );
  await screen.findByRole('list', { name: responderTexts.inbox.thread });
}

const card = () => screen.findByRole('complementary', { name: texts.heading });

describe('the Shopify customer beside a thread', () => {
  it("at 1440 px stands beside the thread with the customer's figures and latest orders", async () => {
    screenWidth(1440);
    await openThread(ok(PROVED));
    const aside = await card();
    const threadSection = screen.getByRole('region', { name: 'Dana Reyes' });
    // Beside the thread, not in it.
    expect(threadSection).not.toContainElement(aside);
    expect(within(aside).getByText('3 orders')).toBeInTheDocument();
    expect(within(aside).getByText('$72.00')).toBeInTheDocument();
    expect(within(aside).getByText('Jan 10, 2026', { selector: 'dd' })).toBeInTheDocument();
    expect(within(aside).getByText('Mar 2, 2026', { selector: 'dd' })).toBeInTheDocument();
    const orders = within(within(aside).getByRole('list', { name: texts.recentOrders })).getAllByRole('listitem');
    expect(orders).toHaveLength(2);
    expect(orders[0]).toHaveTextContent('#1042');
    expect(orders[0]).toHaveTextContent('$24.00');
    expect(orders[0]).toHaveTextContent('Paid');
    expect(orders[0]).toHaveTextContent('Unfulfilled');
    expect(orders[1]).toHaveTextContent('#1017');
    expect(orders[1]).toHaveTextContent('Refunded');
    expect(within(aside).getByText(texts.provedHint)).toBeInTheDocument();
  });

  it("at 375 px shows the card under the thread's header, inside the thread", async () => {
    screenWidth(375);
    await openThread(ok(PROVED));
    const aside = await card();
    const threadSection = screen.getByRole('region', { name: 'Dana Reyes' });
    expect(threadSection).toContainElement(aside);
    const header = within(threadSection).getByRole('heading', { name: 'Dana Reyes' });
    // After the header, before the messages.
    expect(header.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const messages = within(threadSection).getByRole('list', { name: responderTexts.inbox.thread });
    expect(aside.compareDocumentPosition(messages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing for a conversation that proved no customer', async () => {
    screenWidth(1440);
    await openThread(ok({ state: 'none' }));
    await waitFor(() => expect(fake.callsTo(CUSTOMER)).toHaveLength(1));
    expect(screen.queryByRole('complementary', { name: texts.heading })).not.toBeInTheDocument();
    expect(screen.queryByText(texts.unavailable)).not.toBeInTheDocument();
  });

  it('says the orders could not load (the thread intact), and loads them on a retry', async () => {
    screenWidth(1440);
    await openThread(ok({ state: 'unavailable' }));
    const aside = await card();
    expect(within(aside).getByRole('status')).toHaveTextContent(texts.unavailable);
    expect(screen.getByText('Where is my order #1042?', { selector: 'p' })).toBeInTheDocument();
    fake.override(CUSTOMER, ok(PROVED));
    await userEvent.click(within(aside).getByRole('button', { name: texts.retry }));
    expect(await within(await card()).findByText('3 orders')).toBeInTheDocument();
  });

  it('says the same when the responder itself fails to answer', async () => {
    screenWidth(375);
    await openThread(fails(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'));
    // After its one retry (a second later).
    const aside = await screen.findByRole('complementary', { name: texts.heading }, { timeout: 4000 });
    expect(within(aside).getByRole('status')).toHaveTextContent(texts.unavailable);
    expect(fake.callsTo(CUSTOMER)).toHaveLength(2);
    expect(screen.getByRole('list', { name: responderTexts.inbox.thread })).toBeInTheDocument();
  });
});
