import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails } from '@scp/shared/client/fake-api.test-helper';
import {
  activityItem,
  CONFIG,
  fakeResponderForEachTest,
  findToast,
  pendingTask,
  renderResponder,
  SAVE_CONFIG,
} from '../../../test-support/fake-responder.test-helper';
import ResponseFlowCardEntry from '../../../response-flow-card';

const fake = fakeResponderForEachTest();

async function renderCard() {
  const view = await renderResponder(<ResponseFlowCardEntry />);
  const card = screen.getByRole('region', { name: 'ResponseFlow Pro' });
  await waitFor(() => expect(within(card).getByRole('switch', { name: 'Auto-Responder' })).toBeEnabled());
  return { ...view, card };
}

describe('the ResponseFlow Pro card', () => {
  it("shows the switch, TODAY'S IMPACT and the latest activity", async () => {
    fake.state.today = { messages_handled: 14, time_saved_minutes: 56 };
    fake.state.activity = [
      activityItem({ title: 'Order question answered', type: 'response' }),
      activityItem({ title: 'New message from Dana' }),
      activityItem({ title: 'Shipping question' }),
      activityItem({ title: 'An older one' }),
    ];
    const { card } = await renderCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'ResponseFlow Pro' })).toBeVisible();
    expect(within(card).getByRole('switch', { name: 'Auto-Responder' })).not.toBeChecked();
    expect(within(card).getByRole('heading', { name: "TODAY'S IMPACT" })).toBeVisible();
    expect(await within(card).findByRole('listitem', { name: 'Messages handled' })).toHaveTextContent('14');
    expect(within(card).getByRole('listitem', { name: 'Time saved' })).toHaveTextContent('56m');
    const latest = await within(card).findByRole('list', { name: 'Latest activity' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(3);
    expect(within(latest).getByRole('listitem', { name: 'Order question answered' })).toHaveTextContent('Dana Reyes');
    expect(within(latest).queryByText('An older one')).not.toBeInTheDocument();
  });

  it('says so when nothing happened yet', async () => {
    const { card } = await renderCard();
    expect(await within(card).findByText('No activity yet')).toBeVisible();
  });

  it('turns the auto-responder on, then off, with the spec’s toasts', async () => {
    const { card } = await renderCard();
    const toggle = within(card).getByRole('switch', { name: 'Auto-Responder' });
    await userEvent.click(toggle);
    const activated = await findToast('Auto-Responder Activated');
    expect(activated).toHaveTextContent('AI will now handle customer inquiries automatically');
    expect(fake.callsTo(SAVE_CONFIG).map((call) => call.body)).toEqual([{ enabled: true }]);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    const paused = await findToast('Auto-Responder Paused');
    expect(paused).toHaveTextContent("You'll need to respond to messages manually");
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(fake.callsTo(SAVE_CONFIG).map((call) => call.body)).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it('puts the switch back and says so when the change fails', async () => {
    fake.override(SAVE_CONFIG, fails(400, 'BAD_REQUEST', 'Failed to toggle auto-responder'));
    const { card } = await renderCard();
    const toggle = within(card).getByRole('switch', { name: 'Auto-Responder' });
    await userEvent.click(toggle);
    const toast = await findToast('Error');
    expect(toast).toHaveClass('scp-toast-error');
    expect(toast).toHaveTextContent('Failed to update auto-responder status');
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText('Auto-Responder Activated')).not.toBeInTheDocument();
  });

  it('treats an answer without success as a failure', async () => {
    fake.override(SAVE_CONFIG, { status: 200, body: { success: false, config: { enabled: false, updated_at: null } } });
    const { card } = await renderCard();
    const toggle = within(card).getByRole('switch', { name: 'Auto-Responder' });
    await userEvent.click(toggle);
    expect(await findToast('Error')).toHaveTextContent('Failed to update auto-responder status');
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('keeps the switch disabled while the config loads', async () => {
    fake.override(CONFIG, 'never');
    await renderResponder(<ResponseFlowCardEntry />);
    const card = screen.getByRole('region', { name: 'ResponseFlow Pro' });
    expect(within(card).getByRole('switch', { name: 'Auto-Responder' })).toBeDisabled();
  });

  it('keeps the switch disabled while it saves', async () => {
    fake.override(SAVE_CONFIG, 'never');
    const { card } = await renderCard();
    const toggle = within(card).getByRole('switch', { name: 'Auto-Responder' });
    await userEvent.click(toggle);
    expect(toggle).toBeDisabled();
  });

  it('shows the pending tasks on its Tasks side', async () => {
    fake.state.tasks = [
      pendingTask({ reason: 'Complaint about a broken mug', priority: 9, priority_level: 'critical' }),
      pendingTask({ reason: 'Asks for a discount' }),
    ];
    const { card } = await renderCard();
    await userEvent.click(within(card).getByRole('tab', { name: 'Tasks' }));
    const list = await within(card).findByRole('list', { name: 'Pending tasks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Critical');
    expect(items[0]).toHaveTextContent('Complaint about a broken mug');
    expect(items[0]).toHaveTextContent('Due in 3h 20m');
    expect(within(card).queryByRole('heading', { name: "TODAY'S IMPACT" })).not.toBeInTheDocument();
  });

  it('opens the activity drawer with View Full Activity', async () => {
    const { card } = await renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'View Full Activity' }));
    expect(await screen.findByRole('dialog', { name: 'ResponseFlow Activity' })).toBeVisible();
  });
});
