import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, ok } from '@scp/shared/client/fake-api.test-helper';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type {
  ConversationSummary,
  ConversationThread,
  ThreadMessage,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { fakeResponderForEachTest, testRealtimeClient } from '../../../test-support/fake-responder.test-helper';
import Routes from '../../../routes';

const fake = fakeResponderForEachTest();
const LIST = 'GET /api/responder/conversations';
const texts = responderTexts.inbox;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function conversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'a'.repeat(24),
    platform: 'facebook',
    account_id: '1000',
    sender_id: 'c-1',
    customer: { name: 'Ana Silva', picture_url: null },
    last_message: { text: 'How much is the mug?', from: 'customer', at: minutesAgo(5) },
    last_activity_at: minutesAgo(5),
    last_customer_message_at: minutesAgo(5),
    unread_count: 2,
    needs_reply: true,
    open_task: false,
    done: false,
    reply_window: 'standard',
    ...overrides,
  };
}

const message = (overrides: Partial<ThreadMessage>): ThreadMessage => ({
  id: 'm1',
  from: 'customer',
  text: 'Hello',
  at: minutesAgo(10),
  status: 'sent',
  failure_reason: null,
  human_agent: false,
  ...overrides,
});

function thread(summary: ConversationSummary, overrides: Partial<ConversationThread> = {}): ConversationThread {
  return {
    conversation: summary,
    messages: [
      message({ id: 'm1', text: 'Do you ship to Lisbon?', at: minutesAgo(30) }),
      message({ id: 'm1-reply', from: 'bot', text: 'Yes, in 3 days.', at: minutesAgo(29) }),
      message({ id: 'm2', text: 'How much is the mug?', at: minutesAgo(5) }),
    ],
    task: null,
    classification: { inquiry_type: 'product_question', sentiment: 'neutral', confidence: 0.9 },
    suggested_reply: 'The Rustic Ceramic Mug is $24.00.',
    ...overrides,
  };
}

async function renderInbox(path = '/inbox') {
  return renderRemote(
    <RealtimeProvider client={testRealtimeClient()}>
      <Routes />
    </RealtimeProvider>,
    path,
  );
}

describe('/inbox', () => {
  it('lists the conversations with their platform, last message, unread badge and markers; filters and search ask the service', async () => {
    fake.override(
      LIST,
      ok({
        conversations: [
          conversation(),
          conversation({
            id: 'b'.repeat(24),
            platform: 'instagram',
            customer: { name: 'Customer ••5678', picture_url: null },
            last_message: { text: 'Thanks!', from: 'owner', at: minutesAgo(60) },
            unread_count: 0,
            needs_reply: false,
            open_task: true,
          }),
        ],
        unread_total: 2,
        next_cursor: null,
      }),
    );
    await renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: texts.conversationsList });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ana Silva');
    expect(items[0]).toHaveTextContent('Facebook');
    expect(items[0]).toHaveTextContent('How much is the mug?');
    expect(within(items[0]!).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(items[0]).toHaveTextContent(texts.markers.needsReply);
    expect(items[1]).toHaveTextContent('Instagram');
    expect(items[1]).toHaveTextContent('You: Thanks!');
    expect(items[1]).toHaveTextContent(texts.markers.task);
    expect(within(items[1]!).queryByLabelText(/unread/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(texts.filterLabel), texts.filters.needs_reply);
    await userEvent.selectOptions(screen.getByLabelText(texts.platformLabel), 'Instagram');
    await userEvent.type(screen.getByLabelText(texts.searchLabel), 'mug');
    await waitFor(() => expect(fake.callsTo(LIST).some((call) => call.url.searchParams.get('q') === 'mug')).toBe(true));
    const last = fake.callsTo(LIST).at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ filter: 'needs_reply', platform: 'instagram', q: 'mug' });
  });

  it('says so when there is no conversation yet, and loads the next page by its cursor', async () => {
    fake.override(LIST, ok({ conversations: [], unread_total: 0, next_cursor: null }));
    await renderInbox();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    fake.override(LIST, ok({ conversations: [conversation()], unread_total: 2, next_cursor: '123_' + 'c'.repeat(24) }));
    await userEvent.selectOptions(screen.getByLabelText(texts.filterLabel), texts.filters.done);
    await userEvent.click(await screen.findByRole('button', { name: texts.loadMore }));
    await waitFor(() =>
      expect(fake.callsTo(LIST).at(-1)?.url.searchParams.get('cursor')).toBe('123_' + 'c'.repeat(24)),
    );
  });

  it("opens a thread: both sides in order, the bot's reply marked, the task and classification; opening it marks it read", async () => {
    const summary = conversation({ open_task: true });
    fake.override(LIST, ok({ conversations: [summary], unread_total: 2, next_cursor: null }));
    fake.override(
      `GET /api/responder/conversations/${summary.id}`,
      ok(
        thread(summary, {
          task: {
            id: 't1',
            priority_level: 'high',
            reason: 'Returns are decided by the owner',
            due_at: minutesAgo(-120),
          },
        }),
      ),
    );
    fake.override(`POST /api/responder/conversations/${summary.id}/read`, ok({ unread_total: 0 }));
    await renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Ana Silva/ }));
    const messages = await screen.findByRole('list', { name: texts.thread });
    const bubbles = within(messages).getAllByRole('listitem');
    expect(bubbles.map((item) => item.textContent)).toEqual([
      expect.stringContaining('CustomerDo you ship to Lisbon?'),
      expect.stringContaining(`${texts.botReply}Yes, in 3 days.`),
      expect.stringContaining('CustomerHow much is the mug?'),
    ]);
    expect(screen.getByText(/Returns are decided by the owner/)).toBeInTheDocument();
    expect(screen.getByText(/Product Question|product question/i)).toBeInTheDocument();
    expect(screen.getByText(/90% sure/)).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(`POST /api/responder/conversations/${summary.id}/read`)).toHaveLength(1));
    // A phone shows the thread alone, with the way back to the list.
    expect(screen.queryByRole('list', { name: texts.conversationsList })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(texts.back) }));
    expect(await screen.findByRole('list', { name: texts.conversationsList })).toBeInTheDocument();
  });

  it('on a wide screen shows the list and the open thread side by side', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const summary = conversation({ unread_count: 0 });
    fake.override(LIST, ok({ conversations: [summary], unread_total: 0, next_cursor: null }));
    fake.override(`GET /api/responder/conversations/${summary.id}`, ok(thread(summary)));
    await renderInbox();
    expect(await screen.findByText(texts.pickOne)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Ana Silva/ }));
    expect(await screen.findByRole('list', { name: texts.thread })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: texts.conversationsList })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ana Silva/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: new RegExp(texts.back) })).not.toBeInTheDocument();
  });
});

describe('the reply box', () => {
  const summary = conversation({ unread_count: 0 });
  const open = async (overrides: Partial<ConversationSummary> = {}) => {
    const current = { ...summary, ...overrides };
    fake.override(LIST, ok({ conversations: [current], unread_total: 0, next_cursor: null }));
    fake.override(`GET /api/responder/conversations/${summary.id}`, ok(thread(current)));
    await renderInbox(`/inbox?c=${summary.id}`);
    return screen.findByLabelText(texts.replyLabel, { selector: 'textarea' });
  };
  const SEND = `POST /api/responder/conversations/${summary.id}/replies`;

  it('starts with the suggested reply and sends it; the box empties', async () => {
    fake.override(SEND, ok({ reply: message({ id: 'r1', from: 'owner', text: 'The Rustic Ceramic Mug is $24.00.' }) }));
    const box = await open();
    expect(box).toHaveValue('The Rustic Ceramic Mug is $24.00.');
    expect(screen.getByText(texts.counter(33, 2000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(fake.callsTo(SEND)).toHaveLength(1));
    expect(fake.callsTo(SEND)[0]?.body).toEqual({ text: 'The Rustic Ceramic Mug is $24.00.' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('a reply over the sending limits is queued: it says so in the thread and in a toast', async () => {
    fake.override(SEND, ok({ reply: message({ id: 'r2', from: 'owner', text: 'Soon!', status: 'queued' }) }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.queuedReply)).toBeInTheDocument();
  });

  it("shows 'Sending…' while it goes", async () => {
    fake.override(SEND, 'never');
    await open();
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('button', { name: new RegExp(texts.sending) })).toBeInTheDocument();
  });

  it("refuses a blank reply with 'Response Required' before sending anything", async () => {
    const box = await open();
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Response Required: Please enter a response message');
    expect(fake.callsTo(SEND)).toHaveLength(0);
  });

  it("shows 'Send Failed' when the platform refused it, and the service's reason for a 400", async () => {
    fake.override(SEND, fails(409, 'CONFLICT', 'Failed to send response. Please try again.'));
    await open();
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Send Failed: Failed to send response. Please try again.',
    );
    fake.override(SEND, fails(400, 'BAD_REQUEST', texts.tooLong('Messenger', 2000)));
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(`Send Failed: ${texts.tooLong('Messenger', 2000)}`),
    );
  });

  it('cannot send over the platform limit', async () => {
    const box = await open({ platform: 'instagram' });
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(1001));
    expect(screen.getByText(texts.counter(1001, 1000))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.send })).toBeDisabled();
  });

  it('between 24 h and 7 days says the reply goes as a person’s', async () => {
    await open({ reply_window: 'human_agent' });
    expect(screen.getByText(new RegExp(texts.humanAgentNote.slice(0, 40)))).toBeInTheDocument();
  });

  it('after 7 days offers no box, only the reason', async () => {
    fake.override(LIST, ok({ conversations: [], unread_total: 0, next_cursor: null }));
    fake.override(
      `GET /api/responder/conversations/${summary.id}`,
      ok(thread({ ...summary, reply_window: 'closed' }, { suggested_reply: null })),
    );
    await renderInbox(`/inbox?c=${summary.id}`);
    expect(await screen.findByText(texts.windowClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.send })).not.toBeInTheDocument();
  });

  it('a failed reply in the thread can be sent again', async () => {
    const RETRY = `POST /api/responder/conversations/${summary.id}/replies/r9/retry`;
    fake.override(LIST, ok({ conversations: [summary], unread_total: 0, next_cursor: null }));
    fake.override(
      `GET /api/responder/conversations/${summary.id}`,
      ok(
        thread(summary, {
          messages: [
            message({ id: 'm1', text: 'Blue?' }),
            message({ id: 'r9', from: 'owner', text: 'Yes!', status: 'failed', failure_reason: 'Not reachable' }),
          ],
        }),
      ),
    );
    fake.override(RETRY, ok({ reply: message({ id: 'r9', from: 'owner', text: 'Yes!' }) }));
    await renderInbox(`/inbox?c=${summary.id}`);
    expect(await screen.findByText(`${texts.failedReply}: Not reachable`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(fake.callsTo(RETRY)).toHaveLength(1));
  });
});
