import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FakeEventSource, fakeEventSourceConstructor } from '@scp/shared/client/fake-event-source';
import type { RealtimeClient } from '@scp/shared/client/realtime-client';
import { responderEventTypes } from '@scp/shared/contracts/responder/responder-api';
import {
  ACTIVITY,
  activityItem,
  fakeResponderForEachTest,
  findToast,
  pendingTask,
  renderResponder,
  TASKS,
  testRealtimeClient,
} from '../../../test-support/fake-responder.test-helper';
import InboxPanelEntry from '../../../inbox-panel';
import ResponseFlowCardEntry from '../../../response-flow-card';
import TasksCardEntry from '../../../tasks-card';

const fake = fakeResponderForEachTest();

let realtime: RealtimeClient;

beforeEach(() => {
  FakeEventSource.instances = [];
  realtime = testRealtimeClient({ EventSource: fakeEventSourceConstructor });
  // The shell keeps the stream open while signed in.
  realtime.connect();
  FakeEventSource.latest().open();
});

afterEach(() => realtime.disconnect());

function send(type: string, payload: unknown) {
  act(() => FakeEventSource.latest().sendEvent(type, payload));
}

/** Waits until `key` was asked `count` times. */
const asked = (key: string, count: number) => waitFor(() => expect(fake.callsTo(key)).toHaveLength(count));

/** Lets pending answers and re-renders settle (to show that something did not happen). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

describe('live updates of the auto-responder screens', () => {
  it('reads the lists again on a new message, and toasts one escalated to the owner', async () => {
    await renderResponder(<ResponseFlowCardEntry />, realtime);
    await asked(ACTIVITY, 1);
    fake.state.activity = [activityItem({ title: 'Where is my order?' })];

    send(responderEventTypes.message, { id: 'm1', platform: 'instagram', response_status: 'auto_responded' });
    await asked(ACTIVITY, 2);
    expect(await screen.findByRole('listitem', { name: 'Where is my order?' })).toBeVisible();
    expect(screen.queryByText('New message needs attention')).not.toBeInTheDocument();

    send(responderEventTypes.message, { id: 'm2', platform: 'facebook', response_status: 'escalated' });
    const toast = await findToast('New message needs attention');
    expect(toast).toHaveTextContent('A customer on Facebook is waiting for your reply.');
    await asked(ACTIVITY, 3);
  });

  it('reads the lists again when a reply went out', async () => {
    await renderResponder(<ResponseFlowCardEntry />, realtime);
    await asked(ACTIVITY, 1);
    send(responderEventTypes.reply, { id: 'm1', platform: 'instagram', response_status: 'manual_response' });
    await asked(ACTIVITY, 2);
  });

  it('shows a critical toast with the reason for a new task of priority 8 or more', async () => {
    await renderResponder(<ResponseFlowCardEntry />, realtime);
    await asked(TASKS, 1);
    const critical = pendingTask({ priority: 9, priority_level: 'critical', reason: 'Threatens a chargeback' });
    fake.state.tasks = [critical];

    send(responderEventTypes.task, { id: critical.id, priority: 9, status: 'pending' });
    const toast = await findToast('Critical customer message');
    expect(toast).toHaveClass('scp-toast-error');
    expect(toast).toHaveAttribute('role', 'alert');
    expect(within(toast).getByText('Threatens a chargeback')).toBeInTheDocument();
    expect(fake.callsTo(TASKS).length).toBeGreaterThanOrEqual(2);
  });

  it('still toasts a critical task the list does not show (yet), in general words', async () => {
    await renderResponder(<ResponseFlowCardEntry />, realtime);
    await asked(TASKS, 1);
    send(responderEventTypes.task, { id: 'unknown', priority: 10, status: 'pending' });
    expect(await findToast('Critical customer message')).toHaveTextContent('A customer is waiting for your reply.');
  });

  it('does not toast a task below priority 8, a resolved one or a malformed event, but reads the lists again', async () => {
    await renderResponder(<ResponseFlowCardEntry />, realtime);
    await asked(ACTIVITY, 1);
    send(responderEventTypes.task, { id: 't1', priority: 7, status: 'pending' });
    await asked(ACTIVITY, 2);
    send(responderEventTypes.task, { id: 't2', priority: 9, status: 'resolved' });
    await asked(ACTIVITY, 3);
    send(responderEventTypes.task, { id: 't3', priority: 'urgent' });
    send(responderEventTypes.message, { id: 'm1', platform: 'myspace', response_status: 'escalated' });
    await settle();
    expect(screen.queryByText('Critical customer message')).not.toBeInTheDocument();
    expect(screen.queryByText('New message needs attention')).not.toBeInTheDocument();
  });

  it('toasts once with both dashboard cards and the inbox panel open', async () => {
    await renderResponder(
      <>
        <ResponseFlowCardEntry />
        <TasksCardEntry variant="embedded" />
        <InboxPanelEntry />
      </>,
      realtime,
    );
    await asked(TASKS, 1);
    const critical = pendingTask({ priority: 8, priority_level: 'critical', reason: 'Allergic reaction' });
    fake.state.tasks = [critical];
    send(responderEventTypes.task, { id: critical.id, priority: 8, status: 'pending' });
    send(responderEventTypes.message, { id: 'm1', platform: 'instagram', response_status: 'escalated' });
    await findToast('Critical customer message');
    await findToast('New message needs attention');
    await settle();
    expect(screen.getAllByText('Critical customer message')).toHaveLength(1);
    expect(screen.getAllByText('New message needs attention')).toHaveLength(1);
  });

  it('hands the toasts over when the card that raised them goes', async () => {
    function Page() {
      const [card, setCard] = useState(true);
      return (
        <>
          {card && <ResponseFlowCardEntry />}
          <button type="button" onClick={() => setCard(false)}>
            Hide the card
          </button>
          <TasksCardEntry />
        </>
      );
    }
    await renderResponder(<Page />, realtime);
    await asked(TASKS, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the card' }));
    expect(screen.queryByRole('region', { name: 'ResponseFlow Pro' })).not.toBeInTheDocument();
    send(responderEventTypes.message, { id: 'm1', platform: 'instagram', response_status: 'escalated' });
    expect(await findToast('New message needs attention')).toBeInTheDocument();
  });

  it('stops listening when unmounted', async () => {
    const view = await renderResponder(<ResponseFlowCardEntry />, realtime);
    expect(realtime.subscriptionCount()).toBe(Object.keys(responderEventTypes).length);
    view.unmount();
    expect(realtime.subscriptionCount()).toBe(0);
  });
});

describe('the polling fallback', () => {
  it('reads the lists again while the stream is down', async () => {
    const offline = testRealtimeClient({ EventSource: fakeEventSourceConstructor, pollingIntervalMs: 50 });
    // Connecting, never open: the client polls.
    offline.connect();
    try {
      await renderResponder(<ResponseFlowCardEntry />, offline);
      await waitFor(() => expect(fake.callsTo(ACTIVITY).length).toBeGreaterThanOrEqual(2));
      expect(fake.callsTo(TASKS).length).toBeGreaterThanOrEqual(2);
    } finally {
      offline.disconnect();
    }
  });
});
