import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, fails, ok } from '@scp/shared/client/fake-api.test-helper';
import type { FeedItem, FeedResponse } from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import type { MoodboardResponse } from '@scp/shared/contracts/studio/moodboard-api';
import { renderDashboard } from '../../../test-support/render-dashboard.test-helper';

const FEED = 'GET /api/dashboard/inspiration/feed';
const HASHTAGS = 'GET /api/dashboard/inspiration/hashtags';
const FOLLOW = 'POST /api/dashboard/inspiration/hashtags';
const MOODBOARD = 'GET /api/studio/moodboard';
const BOARDS = 'POST /api/studio/moodboard/boards';
const texts = inspirationTexts.feed;

const api = fakeApiForEachTest();

const rivalPost: FeedItem = {
  id: 'competitor:c1:p1',
  platform: 'instagram',
  format: 'video',
  postedAt: '2026-11-26T10:00:00.000Z',
  caption: 'How we shape our country loaf. #sourdough',
  engagement: 1234,
  url: 'https://www.instagram.com/p/abc/',
  source: { kind: 'competitor', handle: 'crumbandcrust', name: 'Crumb & Crust Bakery' },
};
const tagPost: FeedItem = {
  id: 'hashtag:pottery:h1',
  platform: 'instagram',
  format: 'image',
  postedAt: '2026-11-25T10:00:00.000Z',
  caption: 'Straight from the kiln. #pottery',
  engagement: 88,
  url: 'https://www.instagram.com/p/def/',
  source: { kind: 'hashtag', hashtag: 'pottery' },
};
const feed = (overrides: Partial<FeedResponse> = {}): FeedResponse => ({
  items: [rivalPost, tagPost],
  nextCursor: null,
  problems: [],
  hasSources: true,
  ...overrides,
});
const board = (items: MoodboardResponse['boards'][number]['items'] = []): MoodboardResponse => ({
  boards: [{ id: 'b1', name: 'Inspiration', position: 0, items }],
});

/** The feed URLs asked for, with their query. */
const feedUrls = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/dashboard/inspiration/feed')
    .map((url) => url.search);

beforeEach(() => {
  api.answer(
    HASHTAGS,
    ok({ hashtags: [{ id: 'h1', hashtag: 'pottery', createdAt: '2026-11-20T00:00:00Z' }], max: 10 }),
  );
});

describe('/inspiration/feed', () => {
  it("shows the competitors' and hashtags' posts with their source, words and a link, never their media", async () => {
    api.answer(FEED, ok(feed()));
    await renderDashboard('/inspiration/feed');
    expect(screen.getByRole('heading', { level: 1, name: 'Inspiration Feed' })).toBeInTheDocument();
    const rival = await screen.findByRole('article', { name: 'Instagram · @crumbandcrust' });
    expect(within(rival).getByText(rivalPost.caption)).toBeInTheDocument();
    expect(within(rival).getByText(texts.engagement('1,234'))).toBeInTheDocument();
    expect(within(rival).getByRole('link', { name: /View on the platform/ })).toHaveAttribute('href', rivalPost.url);
    expect(within(rival).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Instagram · #pottery' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: texts.hashtagsTitle })).toHaveTextContent('#pottery');
  });

  it('asks the feed again for the platform and format chosen', async () => {
    api.answer(FEED, ok(feed()));
    await renderDashboard('/inspiration/feed');
    await screen.findByRole('article', { name: 'Instagram · @crumbandcrust' });
    await userEvent.selectOptions(screen.getByLabelText(texts.platformLabel), 'TikTok');
    await userEvent.selectOptions(screen.getByLabelText(texts.formatLabel), 'Video');
    await waitFor(() => expect(feedUrls()).toContain('?platform=tiktok&format=video'));
    expect(feedUrls()[0]).toBe('');
  });

  it('says what to do when nothing is followed, and why a hashtag shows nothing', async () => {
    api.answer(FEED, ok(feed({ items: [], hasSources: false })));
    await renderDashboard('/inspiration/feed');
    expect(await screen.findByText(texts.noSources, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.goToCompetitors })).toHaveAttribute(
      'href',
      '/inspiration/competitors',
    );
  });

  it('shows the problems beside the posts that did come', async () => {
    api.answer(FEED, ok(feed({ problems: [texts.hashtagNotConnected('pottery')], items: [rivalPost] })));
    await renderDashboard('/inspiration/feed');
    expect(await screen.findByText(texts.hashtagNotConnected('pottery'))).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Instagram · @crumbandcrust' })).toBeInTheDocument();
  });

  it('says so when the feed cannot be read, and reads it again on Try again', async () => {
    api.answer(FEED, fails(500, 'INTERNAL', 'Boom'));
    await renderDashboard('/inspiration/feed');
    // The client asks again a few times before it gives up on a server error.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(texts.failed);
    api.answer(FEED, ok(feed()));
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(await screen.findByRole('article', { name: 'Instagram · @crumbandcrust' })).toBeInTheDocument();
  }, 20_000);

  it("saves a post on the moodboard's Inspiration board (made when missing) as a link with its author and words", async () => {
    api.answer(FEED, ok(feed()));
    api.answer(MOODBOARD, ok({ boards: [] }));
    api.answer(BOARDS, { status: 201, body: board() });
    api.answer('POST /api/studio/moodboard/boards/b1/items', {
      status: 201,
      body: board([
        {
          id: 'item1',
          boardId: 'b1',
          kind: 'saved_post',
          position: 0,
          text: '',
          image: null,
          savedPost: {
            platform: 'instagram',
            sourceUrl: rivalPost.url!,
            authorHandle: '@crumbandcrust',
            captionExcerpt: rivalPost.caption,
            thumbnailUrl: null,
          },
          createdAt: '2026-11-27T00:00:00Z',
        },
      ]),
    });
    await renderDashboard('/inspiration/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Save: Instagram · @crumbandcrust' }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.saved);
    expect(api.callsTo(BOARDS)[0]!.body).toEqual({ name: 'Inspiration' });
    expect(api.callsTo('POST /api/studio/moodboard/boards/b1/items')[0]!.body).toEqual({
      kind: 'saved_post',
      platform: 'instagram',
      sourceUrl: rivalPost.url,
      authorHandle: '@crumbandcrust',
      captionExcerpt: rivalPost.caption,
    });
    expect(screen.getByRole('button', { name: 'Saved: Instagram · @crumbandcrust' })).toBeDisabled();
  });

  it('opens the editor from a post already on the moodboard without saving it twice', async () => {
    api.answer(FEED, ok(feed()));
    api.answer(
      MOODBOARD,
      ok(
        board([
          {
            id: 'item9',
            boardId: 'b1',
            kind: 'saved_post',
            position: 0,
            text: '',
            image: null,
            savedPost: {
              platform: 'instagram',
              sourceUrl: tagPost.url!,
              authorHandle: '#pottery',
              captionExcerpt: tagPost.caption,
              thumbnailUrl: null,
            },
            createdAt: '2026-11-27T00:00:00Z',
          },
        ]),
      ),
    );
    const view = await renderDashboard('/inspiration/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Use as inspiration: Instagram · #pottery' }));
    await waitFor(() => expect(view.location()).toBe('/studio/post/new?idea=item9'));
    expect(api.callsTo('POST /api/studio/moodboard/boards/b1/items')).toHaveLength(0);
  });

  it('says so when the moodboard refuses the post', async () => {
    api.answer(FEED, ok(feed()));
    api.answer(MOODBOARD, ok(board()));
    api.answer('POST /api/studio/moodboard/boards/b1/items', fails(400, 'VALIDATION', 'no'));
    await renderDashboard('/inspiration/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Save: Instagram · #pottery' }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.saveFailed);
    expect(api.callsTo(BOARDS)).toHaveLength(0);
  });

  it('follows a hashtag, refusing a bad one on the page', async () => {
    api.answer(FEED, ok(feed()));
    api.answer(FOLLOW, { status: 201, body: { hashtags: [], max: 10 } });
    await renderDashboard('/inspiration/feed');
    const input = await screen.findByLabelText(texts.hashtagLabel);
    await userEvent.type(input, 'two words');
    await userEvent.click(screen.getByRole('button', { name: texts.follow }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inspirationTexts.hashtags.invalid);
    expect(api.callsTo(FOLLOW)).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '#Sourdough');
    await userEvent.click(screen.getByRole('button', { name: texts.follow }));
    await waitFor(() => expect(api.callsTo(FOLLOW)[0]?.body).toEqual({ hashtag: '#Sourdough' }));
  });
});
