import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails } from '@scp/shared/client/fake-api.test-helper';
import {
  archive,
  fakeResponderForEachTest,
  findToast,
  INBOX,
  messageEntry,
  pendingTask,
  renderResponder,
} from '../../../test-support/fake-responder.test-helper';
import InboxPanelEntry from '../../../inbox-panel';

const fake = fakeResponderForEachTest();

/** `count` flagged messages, 'Flagged message 1' first. */
function seedInbox(count: number) {
  fake.state.inbox = Array.from({ length: count }, (_, index) =>
    messageEntry({ message_text: `Flagged message ${index + 1}` }),
  );
  return fake.state.inbox;
}

async function renderPanel() {
  const view = await renderResponder(<InboxPanelEntry />);
  await waitFor(() => expect(fake.callsTo(INBOX)).toHaveLength(1));
  return view;
}

const list = () => screen.findByRole('list', { name: 'Flagged messages' });
const texts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('the inbox panel', () => {
  it('lists the flagged messages 10 at a time; Load More appends the next page, then goes', async () => {
    seedInbox(12);
    await renderPanel();
    expect(texts(await list())).toHaveLength(10);
    expect(fake.callsTo(INBOX)[0]?.url.searchParams.get('offset')).toBe('0');
    expect(fake.callsTo(INBOX)[0]?.url.searchParams.get('limit')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(texts(await list())).toHaveLength(12));
    expect(fake.callsTo(INBOX)[1]?.url.searchParams.get('offset')).toBe('10');
    expect(texts(await list()).slice(-2)).toEqual(['Flagged message 11', 'Flagged message 12']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('has no Load More when everything fits on one page', async () => {
    seedInbox(3);
    await renderPanel();
    expect(texts(await list())).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('archives a message, which leaves the list', async () => {
    const [, second] = seedInbox(3);
    await renderPanel();
    const item = within(await list()).getByRole('listitem', { name: 'Flagged message 2' });
    await userEvent.click(within(item).getByRole('button', { name: 'Archive' }));
    await waitFor(async () => expect(texts(await list())).toEqual(['Flagged message 1', 'Flagged message 3']));
    expect(fake.callsTo(archive(second?.id ?? ''))).toHaveLength(1);
  });

  it('keeps a message whose archiving failed, and says so', async () => {
    const [first] = seedInbox(2);
    fake.override(archive(first?.id ?? ''), fails(404, 'NOT_FOUND', 'Message not found'));
    await renderPanel();
    const item = within(await list()).getByRole('listitem', { name: 'Flagged message 1' });
    await userEvent.click(within(item).getByRole('button', { name: 'Archive' }));
    expect(await findToast('Error')).toHaveTextContent('An unexpected error occurred.');
    expect(texts(await list())).toHaveLength(2);
  });

  it('opens a message’s details in place: text, classification, suggested reply and time', async () => {
    const long = `${'Hello! '.repeat(30)}Where is my parcel?`;
    const [message] = seedInbox(1);
    if (!message) throw new Error('no message');
    message.message_text = long;
    message.inquiry_type = 'shipping';
    message.sentiment = 'negative';
    message.confidence_score = 0.82;
    message.sent_at = '2026-11-25T09:30:00.000Z';
    fake.state.tasks = [pendingTask({ message, suggested_response: 'It left our shop today!' })];
    await renderPanel();
    const item = within(await list()).getAllByRole('listitem')[0] as HTMLElement;
    expect(item).toHaveTextContent('Instagram');
    expect(item).toHaveTextContent('Shipping');
    expect(item.querySelector('p')?.textContent).toMatch(/…$/);
    const button = within(item).getByRole('button', { name: 'View Details' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = item.querySelector('dl') as HTMLElement;
    expect(button).toHaveAttribute('aria-controls', details.id);
    expect(within(details).getByText('Message').nextElementSibling?.textContent).toBe(long);
    expect(within(details).getByText('Classification').nextElementSibling).toHaveTextContent(
      'Shipping · Negative · 82% confidence',
    );
    expect((await within(details).findByText('Suggested reply')).nextElementSibling?.textContent).toBe(
      'It left our shop today!',
    );
    expect(within(details).getByText('Received').nextElementSibling).toHaveTextContent(/Nov 25, 2026/);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(item.querySelector('dl')).toBeNull();
  });

  it('says Inbox empty when nothing is flagged', async () => {
    await renderPanel();
    expect(await screen.findByText('Inbox empty')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
