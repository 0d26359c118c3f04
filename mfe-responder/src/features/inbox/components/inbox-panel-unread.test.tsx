import { act, screen, waitFor } from '@testing-library/react';
import { FakeEventSource, fakeEventSourceConstructor } from '@scp/shared/client/fake-event-source';
import { createRealtimeClient } from '@scp/shared/client/realtime-client';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { ok } from '@scp/shared/client/fake-api.test-helper';
import { responderEventTypes } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { fakeResponderForEachTest } from '../../../test-support/fake-responder.test-helper';
import InboxPanelEntry from '../../../inbox-panel';

const fake = fakeResponderForEachTest();
const UNREAD = 'GET /api/responder/conversations/unread';

describe("the side panel's unread total", () => {
  it('says how many messages are unread over every conversation, and follows the live events', async () => {
    fake.override(UNREAD, ok({ unread_total: 5 }));
    FakeEventSource.instances = [];
    const realtime = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
    realtime.connect();
    // The shell shows the panel to a signed-in owner only.
    await renderRemote(
      <RealtimeProvider client={realtime}>
        <InboxPanelEntry />
      </RealtimeProvider>,
      '/',
      (store) =>
        store.dispatch(
          sessionResolved({
            user: { id: 'u1', email: 'ann@example.com', user_metadata: {} },
            expiresAt: Math.floor(Date.now() / 1000) + 3600,
          }),
        ),
    );
    expect(await screen.findByText(responderTexts.unread.panel(5))).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: responderTexts.inbox.viewAll })).toHaveAttribute('href', '/inbox');

    fake.override(UNREAD, ok({ unread_total: 1 }));
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().sendEvent(responderEventTypes.message, { id: 'm1' }));
    expect(await screen.findByText(responderTexts.unread.panel(1))).toBeInTheDocument();

    fake.override(UNREAD, ok({ unread_total: 0 }));
    act(() => FakeEventSource.latest().sendEvent(responderEventTypes.reply, { id: 'm1' }));
    expect(await screen.findByText(responderTexts.unread.none)).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(UNREAD).length).toBeGreaterThanOrEqual(3));
    realtime.disconnect();
  });
});
