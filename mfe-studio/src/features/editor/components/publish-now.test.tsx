import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, fails, ok } from '@scp/shared/client/fake-api.test-helper';
import type { Post, TargetResult } from '@scp/shared/contracts/studio/studio-api';
import {
  answerAccounts,
  CREATE_POST,
  openNewPostEditor,
  postKey,
  renderStudio,
  storedPost,
} from '../../../test-support/render-studio.test-helper';
import { targetResult, withResults } from '../../../test-support/post-results.test-helper';
import { PUBLISHING_POLL_MS } from '../hooks/use-followed-post';

const api = fakeApiForEachTest();
const publishKey = (id: string) => `POST /api/studio/posts/${id}/publish`;

/** The post to X and LinkedIn with each account's result. */
function postWith(id: string, status: Post['status'], results: Array<TargetResult | TargetResult['state']>): Post {
  const post = storedPost(id, {
    text: 'Fresh bread now',
    status,
    scheduledAt: '2026-11-27T10:00:00.000Z',
    targets: [
      { platform: 'twitter', accountId: '4400001', displayName: 'Ann Baker' },
      { platform: 'linkedin', accountId: 'urn-li-organization-77', displayName: "Ann's Bakery Ltd" },
    ],
  });
  return withResults(post, results);
}

describe('Publish now', () => {
  it('asks first, naming the accounts, then saves the post and publishes it, and follows it until it is out', async () => {
    // Fake timers from the start: the page's reading again is timed from when it starts following.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = await openNewPostEditor(api);
    await user.click(screen.getByRole('checkbox', { name: /Ann Baker/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ann's Bakery Ltd/ }));
    await user.type(screen.getByLabelText('Post text'), 'Fresh bread now');

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish now?' });
    expect(dialog).toHaveTextContent('The post goes out now to these 2 accounts:');
    expect(within(dialog).getByText('X: Ann Baker')).toBeInTheDocument();
    expect(within(dialog).getByText("LinkedIn: Ann's Bakery Ltd")).toBeInTheDocument();
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(CREATE_POST)).toHaveLength(0);

    api.answer(CREATE_POST, ok({ post: storedPost('p5', { text: 'Fresh bread now' }) }));
    api.answer(publishKey('p5'), ok({ post: postWith('p5', 'publishing', ['pending', 'pending']) }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish now?' })).getByRole('button', { name: 'Publish now' }),
    );
    await waitFor(() => expect(api.callsTo(publishKey('p5'))).toHaveLength(1));
    expect(api.callsTo(CREATE_POST)).toHaveLength(1);
    await waitFor(() => expect(view.location()).toBe('/studio/post/p5'));

    const results = await screen.findByRole('region', { name: 'Publishing' });
    expect(results).toHaveFocus();
    expect(within(results).getByText('Publishing… 0 of 2 published')).toHaveAttribute('role', 'status');
    expect(within(results).getAllByText(/Waiting to go out/)).toHaveLength(2);
    // Read-only now: no Save, Schedule or Publish now.
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.getByText('Publishing', { selector: '[data-post-status]' })).toBeInTheDocument();

    // The page reads the post again every few seconds while it goes out, and stops once all is done.
    api.answer(
      postKey('GET', 'p5'),
      ok({
        post: postWith('p5', 'publishing', [
          targetResult('published', {
            permalink: 'https://x.example/annbakes/status/1',
            at: '2026-11-27T10:00:05.000Z',
          }),
          'publishing',
        ]),
      }),
    );
    await act(async () => jest.advanceTimersByTimeAsync(PUBLISHING_POLL_MS));
    expect(await within(results).findByText('Publishing… 1 of 2 published')).toBeInTheDocument();

    api.answer(
      postKey('GET', 'p5'),
      ok({
        post: postWith('p5', 'partial', [
          targetResult('published', {
            permalink: 'https://x.example/annbakes/status/1',
            at: '2026-11-27T10:00:05.000Z',
          }),
          targetResult('failed', {
            words: 'The image is too large for LinkedIn.',
            attempts: 1,
            at: '2026-11-27T10:00:07.000Z',
          }),
        ]),
      }),
    );
    await act(async () => jest.advanceTimersByTimeAsync(PUBLISHING_POLL_MS));
    expect(await within(results).findByText('1 of 2 published · 1 failed')).toBeInTheDocument();
    expect(screen.getByText('Partly published', { selector: '[data-post-status]' })).toBeInTheDocument();
    const reads = api.callsTo(postKey('GET', 'p5')).length;
    await act(async () => jest.advanceTimersByTimeAsync(PUBLISHING_POLL_MS * 5));
    expect(api.callsTo(postKey('GET', 'p5'))).toHaveLength(reads);
  });

  it('is checked as Schedule is: no account, or what a platform would refuse, sends nothing', async () => {
    await openNewPostEditor(api);
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Pick at least one account to publish this post.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ann Baker/ }));
    await userEvent.click(screen.getByLabelText('Post text'));
    await userEvent.paste('b'.repeat(300));
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Fix what the checks name before publishing.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(CREATE_POST)).toHaveLength(0);
  });

  it("shows the service's refusal and keeps the post editable", async () => {
    answerAccounts(api);
    const draft = storedPost('p6', {
      text: 'Rye today',
      targets: [{ platform: 'twitter', accountId: '4400001', displayName: 'Ann Baker' }],
    });
    api.answer(postKey('GET', 'p6'), ok({ post: draft }));
    api.answer(postKey('PATCH', 'p6'), ok({ post: draft }));
    api.answer(
      publishKey('p6'),
      fails(400, 'BAD_REQUEST', 'That account is not connected. Connect it in Settings, then pick it again.'),
    );
    await renderStudio('/studio/post/p6');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Publish now?' })).getByRole('button', { name: 'Publish now' }),
    );
    expect(
      await screen.findAllByText('That account is not connected. Connect it in Settings, then pick it again.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Publishing' })).toBeNull();
  });
});
