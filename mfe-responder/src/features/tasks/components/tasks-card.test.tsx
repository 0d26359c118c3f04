import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails } from '@scp/shared/client/fake-api.test-helper';
import {
  activityItem,
  complete,
  fakeResponderForEachTest,
  findToast,
  messageEntry,
  overdueBy5m,
  pendingTask,
  REPLIES,
  renderResponder,
  TASKS,
} from '../../../test-support/fake-responder.test-helper';
import TasksCardEntry from '../../../tasks-card';

const fake = fakeResponderForEachTest();

function seedThreeTasks() {
  const tasks = [
    pendingTask({
      priority: 9,
      priority_level: 'critical',
      reason: 'Threatens a chargeback',
      due_at: overdueBy5m(),
      suggested_response: 'I am so sorry. Let me refund you right away.',
      message: messageEntry({ platform: 'facebook', message_text: 'I want my money back now!' }),
    }),
    pendingTask({ reason: 'Asks about a wholesale order' }),
    pendingTask({ reason: 'Wants a custom colour', priority: 4, priority_level: 'medium' }),
  ];
  fake.state.tasks = tasks;
  fake.state.activity = tasks.map((task) => activityItem({ title: task.reason }, task));
  return tasks;
}

async function renderCard(variant?: 'embedded') {
  const view = await renderResponder(<TasksCardEntry variant={variant} />);
  const card = screen.getByRole('region', { name: 'Customer Service Tasks' });
  await waitFor(() => expect(fake.callsTo(TASKS)).toHaveLength(1));
  return { ...view, card };
}

const task = (card: HTMLElement, reason: string) => within(card).findByRole('listitem', { name: reason });

describe('the Customer Service Tasks card', () => {
  it('lists every pending task with its priority, reason, countdown and the customer’s message', async () => {
    seedThreeTasks();
    const { card } = await renderCard();
    const list = await within(card).findByRole('list', { name: 'Pending tasks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const first = await task(card, 'Threatens a chargeback');
    for (const text of ['Critical', 'Facebook', 'Overdue by 5m', 'Customer message: I want my money back now!']) {
      expect(first).toHaveTextContent(text);
    }
    expect(await task(card, 'Asks about a wholesale order')).toHaveTextContent('Due in 3h 20m');
    expect(within(card).queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('embedded, shows one task and View All N Tasks, which opens the drawer on Tasks', async () => {
    seedThreeTasks();
    const { card } = await renderCard('embedded');
    const list = await within(card).findByRole('list', { name: 'Pending tasks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem', { name: 'Threatens a chargeback' })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'View All 3 Tasks' }));
    const drawer = await screen.findByRole('dialog', { name: 'ResponseFlow Activity' });
    expect(await within(drawer).findByRole('tab', { name: 'Tasks (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(within(drawer).getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('embedded with a single task shows no View All button', async () => {
    fake.state.tasks = [pendingTask()];
    const { card } = await renderCard('embedded');
    await within(card).findByRole('list', { name: 'Pending tasks' });
    expect(within(card).queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('says All caught up! when nothing is pending', async () => {
    const { card } = await renderCard('embedded');
    expect(await within(card).findByText('All caught up!')).toBeVisible();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('starts the reply with the suggested response and sends it; the task goes after the refetch', async () => {
    const [critical] = seedThreeTasks();
    const { card } = await renderCard();
    const item = await task(card, 'Threatens a chargeback');
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    const field = within(item).getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveValue('I am so sorry. Let me refund you right away.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Refund on its way, sorry!');
    await userEvent.click(within(item).getByRole('button', { name: 'Send Reply' }));
    const toast = await findToast('Reply sent');
    expect(toast).toHaveTextContent('Your reply was sent to the customer.');
    expect(fake.callsTo(REPLIES).map((call) => call.body)).toEqual([
      { message_id: critical?.message.id, text: 'Refund on its way, sorry!' },
    ]);
    await waitFor(() =>
      expect(within(card).queryByRole('listitem', { name: 'Threatens a chargeback' })).not.toBeInTheDocument(),
    );
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  });

  it('answers a comment’s task with a public reply under the comment, saying so, and the task leaves', async () => {
    const comment = pendingTask({
      reason: 'Complaint under a post',
      channel: 'comment',
      suggested_response: 'So sorry! Sending a new one.',
      message: messageEntry({ platform: 'instagram', message_text: 'The candle caught fire!' }),
    });
    fake.state.tasks = [comment];
    const { card } = await renderCard();
    const item = await task(card, 'Complaint under a post');
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    const field = within(item).getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveAccessibleDescription('Shown under the comment to everyone who sees the post.');
    expect(field).toHaveValue('So sorry! Sending a new one.');
    await userEvent.click(within(item).getByRole('button', { name: 'Send Reply' }));
    await findToast('Reply sent');
    expect(fake.callsTo(REPLIES).map((call) => call.body)).toEqual([
      { message_id: comment.message.id, text: 'So sorry! Sending a new one.' },
    ]);
    await waitFor(() =>
      expect(within(card).queryByRole('listitem', { name: 'Complaint under a post' })).not.toBeInTheDocument(),
    );
  });

  it('a message’s task has no hint about comments', async () => {
    seedThreeTasks();
    const { card } = await renderCard();
    const item = await task(card, 'Asks about a wholesale order');
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(within(item).getByRole('textbox', { name: 'Your reply' })).not.toHaveAccessibleDescription();
  });

  it('refuses a blank reply with Response Required and sends nothing', async () => {
    seedThreeTasks();
    const { card } = await renderCard();
    const item = await task(card, 'Asks about a wholesale order');
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    const field = within(item).getByRole('textbox', { name: 'Your reply' });
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(within(item).getByRole('button', { name: 'Send Reply' }));
    const toast = await findToast('Response Required');
    expect(toast).toHaveTextContent('Please enter a response message');
    expect(fake.callsTo(REPLIES)).toHaveLength(0);
    expect(within(item).getByRole('textbox', { name: 'Your reply' })).toBeVisible();
  });

  it('says Send Failed when the reply cannot be sent, and keeps the task and the text', async () => {
    seedThreeTasks();
    fake.override(REPLIES, fails(400, 'BAD_REQUEST', 'Reply window closed'));
    const { card } = await renderCard();
    const item = await task(card, 'Asks about a wholesale order');
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Send Reply' }));
    const toast = await findToast('Send Failed');
    expect(toast).toHaveClass('scp-toast-error');
    expect(toast).toHaveTextContent('Failed to send response. Please try again.');
    expect(within(item).getByRole('textbox', { name: 'Your reply' })).toHaveValue(
      'Sorry for the wait! Your order ships tomorrow.',
    );
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it.each([
    'No active Facebook page connection found',
    'Could not find sender information for message',
    'Failed to send message via facebook',
    "Failed to send message via instagram: the customer's last message is more than 7 days old.",
  ])('shows the service’s reason “%s” when it is one of the spec’s', async (reason) => {
    seedThreeTasks();
    fake.override(REPLIES, fails(409, 'CONFLICT', reason));
    const { card } = await renderCard();
    const item = await task(card, 'Threatens a chargeback');
    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Send Reply' }));
    const toast = await findToast('Send Failed');
    expect(toast).toHaveTextContent(reason);
    expect(toast).not.toHaveTextContent('Failed to send response. Please try again.');
  });

  it('marks a task complete', async () => {
    const [, wholesale] = seedThreeTasks();
    const { card } = await renderCard();
    const item = await task(card, 'Asks about a wholesale order');
    await userEvent.click(within(item).getByRole('button', { name: 'Mark complete' }));
    expect(await findToast('Task marked complete')).toHaveClass('scp-toast-success');
    expect(fake.callsTo(complete(wholesale?.id ?? ''))).toHaveLength(1);
    await waitFor(() =>
      expect(within(card).queryByRole('listitem', { name: 'Asks about a wholesale order' })).not.toBeInTheDocument(),
    );
  });

  it('says so when marking complete fails, and keeps the task', async () => {
    const [, wholesale] = seedThreeTasks();
    fake.override(complete(wholesale?.id ?? ''), fails(404, 'NOT_FOUND', 'Task not found'));
    const { card } = await renderCard();
    const item = await task(card, 'Asks about a wholesale order');
    await userEvent.click(within(item).getByRole('button', { name: 'Mark complete' }));
    expect(await findToast('Error')).toHaveTextContent('An unexpected error occurred.');
    expect(within(card).getByRole('listitem', { name: 'Asks about a wholesale order' })).toBeVisible();
  });
});
