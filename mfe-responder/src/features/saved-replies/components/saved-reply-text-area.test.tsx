import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@scp/shared/client/fake-api.test-helper';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { ConversationSummary } from '@scp/shared/contracts/responder/inbox-conversations';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import type { SavedReply } from '@scp/shared/contracts/responder/saved-replies';
import { fakeResponderForEachTest, testRealtimeClient } from '../../../test-support/fake-responder.test-helper';
import Routes from '../../../routes';

const fake = fakeResponderForEachTest();
const texts = responderTexts.savedReplies;
const SAVED = 'GET /api/responder/saved-replies';
const now = new Date().toISOString();

const summary: ConversationSummary = {
  id: 'a'.repeat(24),
  platform: 'facebook',
  account_id: '1000',
  sender_id: 'c-1',
  customer: { name: 'Ana Silva', picture_url: null },
  last_message: { text: 'Do you ship to Lisbon?', from: 'customer', at: now },
  last_activity_at: now,
  last_customer_message_at: now,
  unread_count: 0,
  needs_reply: true,
  open_task: false,
  done: false,
  reply_window: 'standard',
};

const saved = (id: string, title: string, text: string): SavedReply => ({ id, title, text, updated_at: now });
const replies = [
  saved('1', 'Returns', 'Returns are free for 30 days.'),
  saved('2', 'Shipping', 'We ship to Portugal in 3 days.'),
  saved('3', 'Shop hours', 'We are open 9 to 5.'),
];

/** The inbox with one conversation open, its reply box starting empty. */
async function replyBox() {
  fake.override(
    'GET /api/responder/conversations',
    ok({ conversations: [summary], unread_total: 0, next_cursor: null }),
  );
  fake.override(
    `GET /api/responder/conversations/${summary.id}`,
    ok({ conversation: summary, messages: [], task: null, classification: null, suggested_reply: null }),
  );
  fake.override(SAVED, ok({ saved_replies: replies }));
  renderRemote(
    <RealtimeProvider client={testRealtimeClient()}>
      <Routes />
    </RealtimeProvider>,
    `/inbox?c=${summary.id}`,
  );
  return screen.findByLabelText(responderTexts.inbox.replyLabel, { selector: 'textarea' });
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: texts.pickerLabel }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the reply box's '/' saved replies", () => {
  it("lists them after '/', filters as the owner types, and inserts the chosen one with the keyboard in place of '/query'", async () => {
    const box = await replyBox();
    await userEvent.type(box, 'Hello! /');
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(box, 'sh');
    // Titles that start with it first, then the ones that contain it.
    expect(optionNames()).toEqual([expect.stringContaining('Shipping'), expect.stringContaining('Shop hours')]);
    const listbox = screen.getByRole('listbox', { name: texts.pickerLabel });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);

    await userEvent.keyboard('{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Hello! We are open 9 to 5.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The caret is after the inserted text: typing goes on from there.
    await userEvent.keyboard(' Thanks!');
    expect(box).toHaveValue('Hello! We are open 9 to 5. Thanks!');
    expect(fake.callsTo(SAVED)).toHaveLength(1);
  });

  it('inserts with a click, says when nothing matches, and Escape closes the list leaving the text as typed', async () => {
    const box = await replyBox();
    await userEvent.type(box, '/ret');
    await waitFor(() => expect(optionNames()).toEqual([expect.stringContaining('Returns')]));
    await userEvent.click(screen.getByRole('option', { name: /Returns/ }));
    expect(box).toHaveValue('Returns are free for 30 days.');
    expect(box).toHaveFocus();

    await userEvent.type(box, ' /zzz');
    expect(await screen.findByRole('status')).toHaveTextContent(texts.pickerEmpty);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}s');
    expect(optionNames()).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter after Escape is a line break, not an insert.
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Returns are free for 30 days. /s\n');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("ignores a '/' inside a word (a link, and/or)", async () => {
    const box = await replyBox();
    await userEvent.type(box, 'see shop.example/');
    await waitFor(() => expect(fake.callsTo(SAVED)).toHaveLength(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
