import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, ok } from '@scp/shared/client/fake-api.test-helper';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import type { SavedReply } from '@scp/shared/contracts/responder/saved-replies';
import { fakeResponderForEachTest, testRealtimeClient } from '../../../test-support/fake-responder.test-helper';
import Routes from '../../../routes';

const fake = fakeResponderForEachTest();
const texts = responderTexts.savedReplies;
const LIST = 'GET /api/responder/saved-replies';
const CREATE = 'POST /api/responder/saved-replies';
const now = new Date().toISOString();
const saved = (id: string, title: string, text: string): SavedReply => ({ id, title, text, updated_at: now });

/** /inbox, its 'Saved replies' sheet open. */
async function openManager(replies: SavedReply[]) {
  fake.override('GET /api/responder/conversations', ok({ conversations: [], unread_total: 0, next_cursor: null }));
  fake.override(LIST, ok({ saved_replies: replies }));
  renderRemote(
    <RealtimeProvider client={testRealtimeClient()}>
      <Routes />
    </RealtimeProvider>,
    '/inbox',
  );
  await userEvent.click(await screen.findByRole('button', { name: texts.open }));
  return screen.findByRole('dialog', { name: texts.title });
}

describe('the saved replies manager', () => {
  it('opens from the inbox, says how to use them when there are none, and adds one', async () => {
    const sheet = await openManager([]);
    expect(await within(sheet).findByText(texts.empty)).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: texts.add }));
    // Nothing written: said before anything is sent.
    await userEvent.click(within(sheet).getByRole('button', { name: texts.save }));
    expect(within(sheet).getByText(texts.titleRequired)).toBeInTheDocument();
    expect(within(sheet).getByText(texts.textRequired)).toBeInTheDocument();
    expect(fake.callsTo(CREATE)).toHaveLength(0);

    fake.override(CREATE, ok({ saved_reply: saved('1', 'Shipping', 'We ship in 3 days.') }));
    await userEvent.type(within(sheet).getByLabelText(texts.titleLabel), 'Shipping');
    await userEvent.type(within(sheet).getByLabelText(texts.textLabel), 'We ship in 3 days.');
    await userEvent.click(within(sheet).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(fake.callsTo(CREATE)[0]?.body).toEqual({ title: 'Shipping', text: 'We ship in 3 days.' }),
    );
    const list = await within(sheet).findByRole('list', { name: texts.title });
    expect(within(list).getByText('/Shipping')).toBeInTheDocument();
    expect(within(list).getByText('We ship in 3 days.')).toBeInTheDocument();
  });

  it("shows the service's words for a title already used", async () => {
    const sheet = await openManager([saved('1', 'Shipping', 'We ship in 3 days.')]);
    await userEvent.click(await within(sheet).findByRole('button', { name: texts.add }));
    fake.override(CREATE, fails(409, 'CONFLICT', texts.duplicateTitle));
    await userEvent.type(within(sheet).getByLabelText(texts.titleLabel), 'shipping');
    await userEvent.type(within(sheet).getByLabelText(texts.textLabel), 'Again');
    await userEvent.click(within(sheet).getByRole('button', { name: texts.save }));
    expect(await within(sheet).findByText(texts.duplicateTitle)).toBeInTheDocument();
    expect(within(sheet).getByLabelText(texts.titleLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits one, and deletes one only after the owner confirms', async () => {
    const sheet = await openManager([saved('1', 'Returns', 'Free for 30 days.'), saved('2', 'Shipping', 'In 3 days.')]);
    fake.override('PUT /api/responder/saved-replies/2', ok({ saved_reply: saved('2', 'Delivery', 'In 2 days.') }));
    await userEvent.click(await within(sheet).findByRole('button', { name: texts.edit('Shipping') }));
    const title = within(sheet).getByLabelText(texts.titleLabel);
    expect(title).toHaveValue('Shipping');
    await userEvent.clear(title);
    await userEvent.type(title, 'Delivery');
    const text = within(sheet).getByLabelText(texts.textLabel);
    await userEvent.clear(text);
    await userEvent.type(text, 'In 2 days.');
    await userEvent.click(within(sheet).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(fake.callsTo('PUT /api/responder/saved-replies/2')[0]?.body).toEqual({
        title: 'Delivery',
        text: 'In 2 days.',
      }),
    );
    expect(await within(sheet).findByText('/Delivery')).toBeInTheDocument();

    const DELETE = 'DELETE /api/responder/saved-replies/1';
    fake.override(DELETE, ok({ deleted: true }));
    await userEvent.click(within(sheet).getByRole('button', { name: texts.remove('Returns') }));
    const confirm = within(sheet).getByRole('group', { name: texts.confirmRemove('Returns') });
    expect(within(confirm).getByRole('button', { name: texts.confirmNo })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: texts.confirmNo }));
    expect(fake.callsTo(DELETE)).toHaveLength(0);
    expect(within(sheet).getByText('/Returns')).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: texts.remove('Returns') }));
    await userEvent.click(within(sheet).getByRole('button', { name: texts.confirmYes }));
    await waitFor(() => expect(fake.callsTo(DELETE)).toHaveLength(1));
    await waitFor(() => expect(within(sheet).queryByText('/Returns')).not.toBeInTheDocument());
    expect(within(sheet).getByText('/Delivery')).toBeInTheDocument();
  });
});
