import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import {
  answerAccounts,
  CREATE_POST,
  postKey,
  renderStudio,
  scheduleKey,
  storedPost,
} from '../../../test-support/render-studio.test-helper';
import { browserTimeZone } from '../lib/schedule-time';

const api = fakeApiForEachTest();

async function openNewPost() {
  answerAccounts(api);
  const view = await renderStudio('/studio/post/new');
  // The heading shows while the accounts load too: the picker is the editor's.
  await screen.findByRole('group', { name: 'Post to' });
  return view;
}

const pick = (name: RegExp) => userEvent.click(screen.getByRole('checkbox', { name }));
const mainText = () => screen.getByLabelText('Post text');
const checkOf = (platform: string) => document.querySelector(`[data-check="${platform}"]`) as HTMLElement;

describe('the post editor', () => {
  it('offers the connected social accounts with their marks, not the shop, and one to reconnect disabled', async () => {
    await openNewPost();
    const picker = screen.getByRole('group', { name: 'Post to' });
    const boxes = within(picker).getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(within(picker).queryByText(/Ann's Bakery shop/)).toBeNull();
    expect(picker.querySelectorAll('[data-platform-mark]')).toHaveLength(5);
    const facebook = screen.getByRole('checkbox', { name: /Ann's Bakery page/ });
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveAccessibleDescription('Reconnect it in Settings to post here');
  });

  it("counts X's characters as X does (a link 23, an emoji 2) and each platform's in characters", async () => {
    await openNewPost();
    await pick(/Ann Baker/);
    await pick(/Ann's Bakery Ltd/);
    await userEvent.type(mainText(), 'Fresh https://annsbakery.com/a/very/long/path/to/the/bread 🎉');
    // 'Fresh ' 6 + link 23 + ' ' 1 + emoji 2 on X; LinkedIn counts every character.
    expect(within(checkOf('twitter')).getByLabelText('32 of 280 characters')).toHaveTextContent('32 / 280');
    expect(within(checkOf('linkedin')).getByText('60 / 3,000')).toBeInTheDocument();
    expect(within(checkOf('twitter')).getByText('Ready for X.')).toBeInTheDocument();
  });

  it('counts a product link as it is published, tagged for the platform and the post', async () => {
    await openNewPost();
    await pick(/Ann's Bakery Ltd/);
    const page = 'https://anns-bakery.myshopify.com/products/sourdough-loaf';
    // 3,000 characters as typed; published with utm_source=linkedin&utm_medium=social&utm_campaign=studio
    // and the post's 24-character id, LinkedIn would refuse it.
    await userEvent.click(mainText());
    await userEvent.paste(`${'a'.repeat(3000 - 1 - page.length)} ${page}`);
    const tags = '?utm_source=linkedin&utm_medium=social&utm_campaign=studio&utm_content='.length + 24;
    expect(within(checkOf('linkedin')).getByText(`${(3000 + tags).toLocaleString('en')} / 3,000`)).toBeInTheDocument();
    expect(
      within(checkOf('linkedin')).getByText('Too long for LinkedIn: at most 3,000 characters.'),
    ).toBeInTheDocument();
  });

  it('says in words, live, why a platform refuses the post, and schedules nothing while it does', async () => {
    await openNewPost();
    await pick(/Ann Baker/);
    await pick(/Ann's Bakery(?! page| Ltd| shop)/);
    const live = checkOf('twitter').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(within(checkOf('instagram')).getByText('Instagram needs an image or a video.')).toBeInTheDocument();
    await userEvent.click(mainText());
    await userEvent.paste('a'.repeat(281));
    expect(
      within(checkOf('twitter')).getByText(
        'Too long for X: at most 280 characters as X counts them (a link counts 23, most emoji 2).',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Fix what the checks name before scheduling.')).toBeInTheDocument();
    // The field itself now names the problem too.
    expect(mainText()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE_POST)).toHaveLength(0);
  });

  it('gives a platform its own text, or the main one, and previews each account with its text and hashtags', async () => {
    await openNewPost();
    await pick(/Ann Baker/);
    await pick(/Ann's Bakery Ltd/);
    await userEvent.type(mainText(), 'Spring loaves are back');
    await userEvent.type(screen.getByLabelText('Hashtags'), '#bakery, sourdough');
    await userEvent.click(screen.getByRole('tab', { name: 'X' }));
    expect(screen.getByText(/X gets the main text/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Own text' }));
    const own = screen.getByLabelText('Text for X');
    await userEvent.clear(own);
    await userEvent.type(own, 'Loaves back today @annbakes');

    const onX = screen.getByRole('article', { name: 'Preview on X as Ann Baker' });
    const onLinkedIn = screen.getByRole('article', { name: "Preview on LinkedIn as Ann's Bakery Ltd" });
    expect(onX).toHaveTextContent('Loaves back today @annbakes #bakery #sourdough');
    expect(onLinkedIn).toHaveTextContent('Spring loaves are back #bakery #sourdough');
    expect([...onX.querySelectorAll('[data-entity]')].map((node) => node.textContent)).toEqual([
      '@annbakes',
      '#bakery',
      '#sourdough',
    ]);

    api.answer(CREATE_POST, ok({ post: storedPost('p1', { text: 'Spring loaves are back' }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(CREATE_POST)).toHaveLength(1));
    expect(api.callsTo(CREATE_POST)[0]?.body).toEqual({
      text: 'Spring loaves are back',
      hashtags: ['bakery', 'sourdough'],
      media: [],
      targets: [
        {
          platform: 'twitter',
          accountId: '4400001',
          text: 'Loaves back today @annbakes',
          title: null,
          link: null,
          boardId: null,
          firstComment: null,
        },
        {
          platform: 'linkedin',
          accountId: 'urn-li-organization-77',
          text: null,
          title: null,
          link: null,
          boardId: null,
          firstComment: null,
        },
      ],
    });
  });

  it('asks Pinterest for its title, board and link, and a first comment where the platform has one', async () => {
    await openNewPost();
    await pick(/Ann Bakes Pins/);
    await pick(/Ann's Bakery Ltd/);
    const pinterest = checkOf('pinterest');
    expect(within(pinterest).getByText('Pinterest needs a title.')).toBeInTheDocument();
    expect(within(pinterest).getByText('Pinterest needs a board.')).toBeInTheDocument();
    expect(within(pinterest).getByText('Pinterest needs a link.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pinterest' }));
    expect(screen.queryByLabelText('First comment')).toBeNull();
    await userEvent.type(screen.getByLabelText('Pinterest title'), 'Sourdough at dawn');
    await userEvent.type(screen.getByLabelText('Board'), '9876543210');
    await userEvent.type(screen.getByLabelText('Link'), 'annsbakery.example');
    expect(
      within(checkOf('pinterest')).getByText('Enter a full link starting with https:// or http://.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Link'));
    await userEvent.type(screen.getByLabelText('Link'), 'https://annsbakery.example/sourdough');
    expect(within(checkOf('pinterest')).queryByText(/needs a (title|board|link)/)).toBeNull();
    expect(screen.getByRole('article', { name: 'Preview on Pinterest as Ann Bakes Pins' })).toHaveTextContent(
      'annsbakery.example',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'LinkedIn' }));
    await userEvent.type(screen.getByLabelText('First comment'), 'Order by noon');
    expect(screen.getByRole('article', { name: "Preview on LinkedIn as Ann's Bakery Ltd" })).toHaveTextContent(
      'Order by noon',
    );
  });

  it("schedules at the picked time in the owner's zone: saves the post, then its wall-clock time and zone", async () => {
    const view = await openNewPost();
    await pick(/Ann Baker/);
    await userEvent.type(mainText(), 'Bread at eight');
    const timeZone = browserTimeZone();
    expect(screen.getByText(new RegExp(`Times are in ${timeZone.replace('/', '\\/')}`))).toBeInTheDocument();
    const date = screen.getByLabelText('Date');
    const nextYear = new Date().getUTCFullYear() + 1;
    await userEvent.clear(date);
    await userEvent.type(date, `${nextYear}-03-14`);
    const time = screen.getByLabelText('Time');
    await userEvent.clear(time);
    await userEvent.type(time, '08:30');

    api.answer(CREATE_POST, ok({ post: storedPost('p7', { text: 'Bread at eight' }) }));
    api.answer(
      scheduleKey('p7'),
      ok({
        post: storedPost('p7', {
          text: 'Bread at eight',
          status: 'scheduled',
          scheduledAt: `${nextYear}-03-14T08:30:00.000Z`,
          timeZone,
        }),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo(scheduleKey('p7'))).toHaveLength(1));
    expect(api.callsTo(CREATE_POST)).toHaveLength(1);
    expect(api.callsTo(scheduleKey('p7'))[0]?.body).toEqual({ at: `${nextYear}-03-14T08:30`, timeZone });
    expect(await screen.findByText(/^Scheduled for /, { selector: '[data-post-status]' })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/studio/post/p7'));
    // Still the same editor: what was typed is there, and saving again updates the post.
    expect(mainText()).toHaveValue('Bread at eight');
    expect(screen.getByRole('button', { name: 'Save and reschedule' })).toBeInTheDocument();
  });

  it('refuses a time in the past before asking the service, and shows what the service refuses', async () => {
    await openNewPost();
    await pick(/Ann Baker/);
    await userEvent.type(mainText(), 'Yesterday bread');
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findAllByText('Pick a time in the future.')).not.toHaveLength(0);
    expect(api.callsTo(CREATE_POST)).toHaveLength(0);

    api.answer(
      CREATE_POST,
      fails(400, 'BAD_REQUEST', 'That account is not connected. Connect it in Settings, then pick it again.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findAllByText('That account is not connected. Connect it in Settings, then pick it again.'),
    ).not.toHaveLength(0);
  });

  it('opens a saved scheduled post with its accounts, texts and time, and moves it back to drafts', async () => {
    answerAccounts(api);
    const timeZone = browserTimeZone();
    const post = storedPost('p9', {
      text: 'Saved text',
      hashtags: ['rye'],
      status: 'scheduled',
      scheduledAt: '2099-06-01T12:00:00.000Z',
      timeZone: 'UTC',
      targets: [{ platform: 'twitter', accountId: '4400001', text: 'Own words on X' }],
    });
    api.answer(postKey('GET', 'p9'), ok({ post }));
    await renderStudio('/studio/post/p9');
    await screen.findByRole('group', { name: 'Post to' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument();
    expect(mainText()).toHaveValue('Saved text');
    expect(screen.getByRole('checkbox', { name: /Ann Baker/ })).toBeChecked();
    expect(screen.getByLabelText('Date')).toHaveValue('2099-06-01');
    expect(screen.getByLabelText('Time')).toHaveValue('12:00');
    expect(screen.getByText(`Times are in ${timeZone}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Preview on X as Ann Baker' })).toHaveTextContent('Own words on X #rye');

    api.answer(postKey('PATCH', 'p9'), ok({ post }));
    api.answer('POST /api/studio/posts/p9/cancel', ok({ post: { ...post, status: 'draft', scheduledAt: null } }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to drafts' }));
    await waitFor(() => expect(api.callsTo('POST /api/studio/posts/p9/cancel')).toHaveLength(1));
    expect(await screen.findByText('Draft', { selector: '[data-post-status]' })).toBeInTheDocument();
  });

  it('says so when the post is not the owner’s or does not exist', async () => {
    answerAccounts(api);
    api.answer(postKey('GET', 'nope'), fails(404, 'NOT_FOUND', 'Post not found.'));
    await renderStudio('/studio/post/nope');
    expect(await screen.findByText('Post not found.')).toBeInTheDocument();
  });
});

describe('saving a draft', () => {
  it('keeps a draft that lacks what a platform needs, but not one a platform would refuse', async () => {
    answerAccounts(api);
    await renderStudio('/studio/post/new');
    await screen.findByRole('group', { name: 'Post to' });
    await userEvent.click(screen.getByRole('checkbox', { name: /Ann Baker/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Ann Bakes Pins/ }));
    await userEvent.click(screen.getByLabelText('Post text'));
    await userEvent.paste('b'.repeat(300));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Fix what a platform would refuse before saving.')).toBeInTheDocument();
    expect(api.callsTo(CREATE_POST)).toHaveLength(0);

    // Within X's limit, Pinterest still lacks its image, title, board and link: a draft may.
    await userEvent.clear(screen.getByLabelText('Post text'));
    await userEvent.type(screen.getByLabelText('Post text'), 'Short');
    api.answer(CREATE_POST, ok({ post: storedPost('p3', { text: 'Short' }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(CREATE_POST)).toHaveLength(1));
  });
});
