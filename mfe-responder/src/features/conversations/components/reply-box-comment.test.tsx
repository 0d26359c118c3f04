import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, ok } from '@scp/shared/client/fake-api.test-helper';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import type {
  ConversationSummary,
  ConversationThread,
  ThreadMessage,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { fakeResponderForEachTest, testRealtimeClient } from '../../../test-support/fake-responder.test-helper';
import Routes from '../../../routes';

// The reply box of a comment conversation: a public reply under the comment or a private one to the commenter.

const fake = fakeResponderForEachTest();
const texts = responderTexts.inbox;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const summary: ConversationSummary = {
  id: 'b'.repeat(24),
  platform: 'instagram',
  account_id: '1000',
  sender_id: 'c-9',
  customer: { name: 'ada.bakes', picture_url: null },
  last_message: { text: 'Is the rye vegan?', from: 'customer', at: minutesAgo(5) },
  last_activity_at: minutesAgo(5),
  last_customer_message_at: minutesAgo(5),
  unread_count: 0,
  needs_reply: true,
  open_task: false,
  done: false,
  reply_window: 'standard',
  channel: 'comment',
  post_id: 'media-1',
};
const customerComment: ThreadMessage = {
  id: 'm1',
  from: 'customer',
  text: 'Is the rye vegan?',
  at: minutesAgo(5),
  status: 'sent',
  failure_reason: null,
  human_agent: false,
};
const thread: ConversationThread = {
  conversation: summary,
  messages: [customerComment],
  task: null,
  classification: { inquiry_type: 'product_question', sentiment: 'neutral', confidence: 0.8 },
  suggested_reply: 'Yes, it is vegan!',
};
const SEND = `POST /api/responder/conversations/${summary.id}/replies`;

async function open() {
  fake.override(
    'GET /api/responder/conversations',
    ok({ conversations: [summary], unread_total: 0, next_cursor: null }),
  );
  fake.override(`GET /api/responder/conversations/${summary.id}`, ok(thread));
  renderRemote(
    <RealtimeProvider client={testRealtimeClient()}>
      <Routes />
    </RealtimeProvider>,
    `/inbox?c=${summary.id}`,
  );
  return screen.findByLabelText(texts.replyLabel, { selector: 'textarea' });
}

describe('the reply box under a comment', () => {
  it('sends a public reply by default, and a private one when chosen, with its own limit', async () => {
    fake.override(SEND, ok({ reply: { ...customerComment, id: 'r1', from: 'owner', text: 'Yes, it is vegan!' } }));
    const box = await open();
    const publicly = screen.getByRole('radio', { name: commentTexts.publicReply });
    expect(publicly).toBeChecked();
    expect(screen.getByText(commentTexts.publicHint)).toBeInTheDocument();
    expect(screen.getByText(texts.counter(17, 2200))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(fake.callsTo(SEND)).toHaveLength(1));
    expect(fake.callsTo(SEND)[0]?.body).toEqual({ text: 'Yes, it is vegan!', visibility: 'public' });

    await userEvent.click(screen.getByRole('radio', { name: commentTexts.privateReply }));
    expect(screen.getByText(commentTexts.privateHint)).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.paste('I sent you the ingredients.');
    expect(screen.getByText(texts.counter(27, 1000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(fake.callsTo(SEND)).toHaveLength(2));
    expect(fake.callsTo(SEND)[1]?.body).toEqual({ text: 'I sent you the ingredients.', visibility: 'private' });
  });

  it('marks the thread as a comment under a post and a private reply as such', async () => {
    fake.override(
      'GET /api/responder/conversations',
      ok({ conversations: [summary], unread_total: 0, next_cursor: null }),
    );
    fake.override(
      `GET /api/responder/conversations/${summary.id}`,
      ok({
        ...thread,
        messages: [
          customerComment,
          {
            ...customerComment,
            id: 'r1',
            from: 'owner',
            text: 'Sent you a DM',
            at: minutesAgo(1),
            visibility: 'private',
          },
        ],
      }),
    );
    renderRemote(
      <RealtimeProvider client={testRealtimeClient()}>
        <Routes />
      </RealtimeProvider>,
      `/inbox?c=${summary.id}`,
    );
    const ownReply = await screen.findByText('Sent you a DM');
    expect(ownReply.parentElement).toHaveTextContent(commentTexts.privateMark);
    expect(screen.getByText(commentTexts.underPost)).toBeInTheDocument();
  });

  it("shows the service's reason when a second private reply is refused", async () => {
    fake.override(SEND, fails(400, 'BAD_REQUEST', commentTexts.privateAlreadySent));
    await open();
    await userEvent.click(screen.getByRole('radio', { name: commentTexts.privateReply }));
    await userEvent.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(commentTexts.privateAlreadySent);
  });
});
