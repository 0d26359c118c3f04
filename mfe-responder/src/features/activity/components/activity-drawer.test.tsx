import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACTIVITY,
  activityItem,
  complete,
  fakeResponderForEachTest,
  findToast,
  messageEntry,
  overdueBy5m,
  pendingTask,
  REPLIES,
  renderResponder,
  testRealtimeClient,
} from '../../../test-support/fake-responder.test-helper';
import { FakeEventSource, fakeEventSourceConstructor } from '@scp/shared/client/fake-event-source';
import { responderEventTypes } from '@scp/shared/contracts/responder/responder-constants';
import ResponseFlowCardEntry from '../../../response-flow-card';

const fake = fakeResponderForEachTest();

/** Two pending tasks (one critical, on Facebook), a message, a bot reply and a manual reply; two flagged messages. */
function seed() {
  const critical = pendingTask({
    priority: 9,
    priority_level: 'critical',
    reason: 'Threatens a chargeback',
    due_at: overdueBy5m(),
    suggested_response: 'I am so sorry. Let me refund you right away.',
    message: messageEntry({ platform: 'facebook', message_text: 'I want my money back now!' }),
  });
  const high = pendingTask({ reason: 'Asks about a wholesale order' });
  fake.state.tasks = [critical, high];
  fake.state.activity = [
    activityItem({ title: 'Needs your reply now', platform: 'facebook' }, critical),
    activityItem({ title: 'Wholesale question' }, high),
    activityItem({ title: 'New message', description: 'Do you ship to Canada?' }),
    activityItem({ title: 'Answered automatically', type: 'response', status: 'completed', source: 'autoresponder' }),
    activityItem({ title: 'You replied', type: 'response', status: 'completed', source: 'escalation' }),
  ];
  fake.state.inbox = [messageEntry({ message_text: 'Flagged one' }), messageEntry({ message_text: 'Flagged two' })];
  return { critical, high };
}

async function openDrawer() {
  const view = await renderResponder(<ResponseFlowCardEntry />);
  await userEvent.click(screen.getByRole('button', { name: 'View Full Activity' }));
  const drawer = await screen.findByRole('dialog', { name: 'ResponseFlow Activity' });
  await within(drawer).findByRole('tab', { name: 'All (5)' });
  return { ...view, drawer };
}

function tab(drawer: HTMLElement, name: string | RegExp) {
  return within(drawer).getByRole('tab', { name });
}

describe('the ResponseFlow activity drawer', () => {
  it('has the five tabs, each with its count, and the pending and critical badges', async () => {
    seed();
    const { drawer } = await openDrawer();
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((element) => element.textContent),
    ).toEqual(['All (5)', 'Tasks (2)', 'Messages (1)', 'AI Responses (1)', 'Inbox (2)']);
    expect(tab(drawer, 'All (5)')).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).getByText('2 pending')).toBeVisible();
    expect(within(drawer).getByText('1 critical')).toBeVisible();
  });

  it('shows each tab’s entries', async () => {
    seed();
    const { drawer } = await openDrawer();
    // An entry is a list item named by its title.
    const entries = () =>
      within(within(drawer).getByRole('tabpanel'))
        .queryAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent);
    expect(entries()).toHaveLength(5);

    await userEvent.click(tab(drawer, 'Tasks (2)'));
    expect(entries()).toEqual(['Needs your reply now', 'Wholesale question']);
    await userEvent.click(tab(drawer, 'Messages (1)'));
    expect(entries()).toEqual(['New message']);
    await userEvent.click(tab(drawer, 'AI Responses (1)'));
    expect(entries()).toEqual(['Answered automatically']);
    await userEvent.click(tab(drawer, 'Inbox (2)'));
    const inbox = await within(drawer).findByRole('list', { name: 'Flagged messages' });
    expect(
      within(inbox)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Flagged one', 'Flagged two']);
  });

  it('shows an item’s customer, platform, time, priority and status', async () => {
    seed();
    const { drawer } = await openDrawer();
    const item = within(drawer).getByRole('listitem', { name: 'New message' });
    for (const text of ['Do you ship to Canada?', 'Dana Reyes', 'Instagram', '2 hours ago', 'Medium', 'Pending']) {
      expect(item).toHaveTextContent(text);
    }
  });

  it('shows a task’s countdown and reason, and its actions', async () => {
    seed();
    const { drawer } = await openDrawer();
    const task = within(drawer).getByRole('listitem', { name: 'Needs your reply now' });
    expect(task).toHaveTextContent('Overdue by 5m');
    expect(task).toHaveTextContent('Reason: Threatens a chargeback');
    expect(task).toHaveTextContent('Critical');
    expect(task).toHaveTextContent('Facebook');
    expect(within(task).getByRole('button', { name: 'Reply' })).toBeVisible();
    expect(within(task).getByRole('button', { name: 'Mark complete' })).toBeVisible();
    expect(within(drawer).getByRole('listitem', { name: 'Wholesale question' })).toHaveTextContent('Due in 3h 20m');
  });

  it('filters by platform with the pills', async () => {
    seed();
    const { drawer } = await openDrawer();
    const pills = within(drawer).getByRole('group', { name: 'Platform' });
    expect(
      within(pills)
        .getAllByRole('button')
        .map((pill) => pill.textContent),
    ).toEqual(['All Platforms', 'Instagram', 'Facebook']);
    expect(within(pills).getByRole('button', { name: 'All Platforms' })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.callsTo(ACTIVITY).at(-1)?.url.searchParams.has('platform')).toBe(false);

    await userEvent.click(within(pills).getByRole('button', { name: 'Facebook' }));
    expect(within(pills).getByRole('button', { name: 'Facebook' })).toHaveAttribute('aria-pressed', 'true');
    await within(drawer).findByRole('tab', { name: 'All (1)' });
    expect(fake.callsTo(ACTIVITY).at(-1)?.url.searchParams.get('platform')).toBe('facebook');
    expect(within(drawer).getByRole('listitem', { name: 'Needs your reply now' })).toBeVisible();
    expect(within(drawer).getByText('1 pending')).toBeVisible();

    await userEvent.click(within(pills).getByRole('button', { name: 'Instagram' }));
    await within(drawer).findByRole('tab', { name: 'All (4)' });
    expect(fake.callsTo(ACTIVITY).at(-1)?.url.searchParams.get('platform')).toBe('instagram');
    expect(within(drawer).queryByRole('listitem', { name: 'Needs your reply now' })).not.toBeInTheDocument();
    expect(within(drawer).getByText('0 critical')).toBeVisible();
  });

  it('shows each platform pill with its platform’s mark, which only decorates the name', async () => {
    seed();
    const { drawer } = await openDrawer();
    const pills = within(drawer).getByRole('group', { name: 'Platform' });
    for (const [name, platform] of [
      ['Instagram', 'instagram'],
      ['Facebook', 'facebook'],
    ] as const) {
      const pill = within(pills).getByRole('button', { name });
      const mark = pill.querySelector(`svg[data-platform-mark="${platform}"]`);
      expect(mark).not.toBeNull();
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(mark?.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
    expect(within(pills).getByRole('button', { name: 'All Platforms' }).querySelector('svg')).toBeNull();
  });

  it('says each tab is empty in the spec’s words', async () => {
    const drawer = await openDrawerEmpty();
    expect(await within(drawer).findByText('No activity yet')).toBeVisible();
    const cases: Array<[RegExp, string]> = [
      [/^Tasks/, 'No tasks'],
      [/^Messages/, 'No messages'],
      [/^AI Responses/, 'No AI responses'],
      [/^Inbox/, 'Inbox empty'],
    ];
    for (const [name, empty] of cases) {
      await userEvent.click(tab(drawer, name));
      expect(await within(drawer).findByText(empty)).toBeVisible();
    }
    expect(within(drawer).getByText('0 pending')).toBeVisible();
  });

  it('widens and narrows, and closes with Close and with Escape', async () => {
    const drawer = await openDrawerEmpty();
    expect(drawer.style.width).toBe('min(420px, 100vw)');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Expand panel' }));
    expect(drawer.style.width).toBe('min(760px, 100vw)');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Collapse panel' }));
    expect(drawer.style.width).toBe('min(420px, 100vw)');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View Full Activity' }));
    const again = await screen.findByRole('dialog', { name: 'ResponseFlow Activity' });
    // Escape makes the browser send `cancel` to a modal dialog.
    fireEvent(again, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a reply to a task from the drawer; the task goes once answered', async () => {
    const { critical } = seed();
    const { drawer } = await openDrawer();
    const task = within(drawer).getByRole('listitem', { name: 'Needs your reply now' });
    await userEvent.click(within(task).getByRole('button', { name: 'Reply' }));
    const field = within(task).getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveValue('I am so sorry. Let me refund you right away.');
    await userEvent.click(within(task).getByRole('button', { name: 'Send Reply' }));
    expect(await findToast('Reply sent')).toHaveClass('scp-toast-success');
    expect(fake.callsTo(REPLIES).map((call) => call.body)).toEqual([
      { message_id: critical.message.id, text: 'I am so sorry. Let me refund you right away.' },
    ]);
    await waitFor(() =>
      expect(within(drawer).queryByRole('listitem', { name: 'Needs your reply now' })).not.toBeInTheDocument(),
    );
    expect(tab(drawer, /^Tasks/)).toHaveTextContent('Tasks (1)');
  });

  it('marks a task complete from the drawer', async () => {
    const { high } = seed();
    const { drawer } = await openDrawer();
    const task = within(drawer).getByRole('listitem', { name: 'Wholesale question' });
    await userEvent.click(within(task).getByRole('button', { name: 'Mark complete' }));
    expect(await findToast('Task marked complete')).toBeInTheDocument();
    expect(fake.callsTo(complete(high.id))).toHaveLength(1);
    await waitFor(() =>
      expect(within(drawer).queryByRole('listitem', { name: 'Wholesale question' })).not.toBeInTheDocument(),
    );
  });
});

/** The drawer with nothing in it. */
async function openDrawerEmpty() {
  await renderResponder(<ResponseFlowCardEntry />);
  await userEvent.click(screen.getByRole('button', { name: 'View Full Activity' }));
  return screen.findByRole('dialog', { name: 'ResponseFlow Activity' });
}

/** An alert and a webhook event as the service words them (entities: activity item types alert and webhook). */
function seedAlertAndWebhook() {
  const none = {
    customerName: null,
    messagePreview: null,
    suggestedResponse: null,
    inquiryType: null,
    confidenceScore: null,
    escalationReason: null,
    customerId: null,
    messageId: null,
    sentiment: null,
    taskId: null,
    dueAt: null,
  };
  fake.state.activity = [
    activityItem({
      type: 'alert',
      title: 'Rate limit exceeded',
      description: 'Replies on Facebook reached the sending limits: the next ones wait and go out in order.',
      priority: 'medium',
      platform: 'facebook',
      source: 'autoresponder',
      metadata: { ...none, alertKind: 'limit_reached', accountId: '1000' },
    }),
    activityItem({
      type: 'webhook',
      title: 'Webhook event from Instagram',
      description: 'Do you ship to Norway?',
      priority: 'low',
      platform: 'instagram',
      source: 'inbox',
      metadata: { ...none, customerName: 'Dana Reyes', messagePreview: 'Do you ship to Norway?', customerId: '24001' },
    }),
  ];
}

describe('the drawer’s alert and webhook items', () => {
  it('marks an alert as one, with its words, and no customer', async () => {
    seedAlertAndWebhook();
    const view = await renderResponder(<ResponseFlowCardEntry />);
    await userEvent.click(screen.getByRole('button', { name: 'View Full Activity' }));
    const drawer = await screen.findByRole('dialog', { name: 'ResponseFlow Activity' });
    const alert = await within(drawer).findByRole('listitem', { name: 'Rate limit exceeded' });
    for (const text of ['Alert', 'Replies on Facebook reached the sending limits', 'Medium', 'Pending', 'Facebook'])
      expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('Dana Reyes');
    // The icon only decorates: the word names the mark.
    const icon = alert.querySelector('.anticon-warning');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(within(alert).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    view.unmount();
  });

  it('marks a webhook event as one, with its customer and whether it was processed', async () => {
    seedAlertAndWebhook();
    await renderResponder(<ResponseFlowCardEntry />);
    await userEvent.click(screen.getByRole('button', { name: 'View Full Activity' }));
    const drawer = await screen.findByRole('dialog', { name: 'ResponseFlow Activity' });
    const webhook = await within(drawer).findByRole('listitem', { name: 'Webhook event from Instagram' });
    for (const text of [
      'Webhook event',
      'Do you ship to Norway?',
      'Dana Reyes',
      'Instagram',
      'Low',
      'Not processed yet',
    ])
      expect(webhook).toHaveTextContent(text);
    expect(webhook.querySelector('.anticon-api')).toHaveAttribute('aria-hidden', 'true');
    // Neither is a message, a task or a reply: only All shows them.
    expect(tab(drawer, 'All (2)')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(drawer, /^Messages/));
    expect(within(within(drawer).getByRole('tabpanel')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows a new alert as it is recorded, without a reload (responder.alert)', async () => {
    FakeEventSource.instances = [];
    const realtime = testRealtimeClient({ EventSource: fakeEventSourceConstructor });
    realtime.connect();
    FakeEventSource.latest().open();
    await renderResponder(<ResponseFlowCardEntry />, realtime);
    await userEvent.click(screen.getByRole('button', { name: 'View Full Activity' }));
    const drawer = await screen.findByRole('dialog', { name: 'ResponseFlow Activity' });
    await within(drawer).findByText('No activity yet');

    seedAlertAndWebhook();
    act(() => FakeEventSource.latest().sendEvent(responderEventTypes.alert, { id: 'a1', kind: 'limit_reached' }));
    expect(await within(drawer).findByRole('listitem', { name: 'Rate limit exceeded' })).toBeVisible();
    realtime.disconnect();
  });

  it('leaves webhook events out of the card’s latest activity: each is also its message’s item', async () => {
    seedAlertAndWebhook();
    fake.state.activity.push(activityItem({ title: 'Message from Dana Reyes' }));
    await renderResponder(<ResponseFlowCardEntry />);
    const latest = await screen.findByRole('list', { name: 'Latest activity' });
    await within(latest).findByRole('listitem', { name: 'Rate limit exceeded' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Rate limit exceeded', 'Message from Dana Reyes']);
  });
});
