import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { Post, StudioMedia } from '@scp/shared/contracts/studio/studio-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedPost } from '../../../test-support/render-studio.test-helper';
import { ContentPage } from './content-page';

let posts: Post[];
let media: StudioMedia[];
let requests: Array<{ method: string; url: URL; body: unknown }>;
let createAnswer: { status: number; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const photo: StudioMedia = {
  id: 'm1',
  type: 'image',
  url: 'https://app.example.com/api/studio/media/files/m1/token.jpg',
  contentType: 'image/jpeg',
  bytes: 120_000,
  width: 1080,
  height: 1080,
  durationMs: null,
  codec: null,
  alt: 'A loaf of sourdough on a board',
  name: 'IMG_0412.jpg',
  createdAt: '2026-05-10T10:00:00.000Z',
};

const bread = {
  ...storedPost('p1', {
    text: 'Fresh sourdough every Wednesday',
    hashtags: ['bread'],
    status: 'published',
    targets: [{ platform: 'instagram', accountId: 'ig-1', firstComment: 'Order online' }],
  }),
  media: [
    {
      id: 'm1',
      type: 'image' as const,
      url: 'https://app.example.com/api/studio/media/files/m1/token.jpg',
      alt: 'A loaf of sourdough on a board',
    },
  ],
};
const rolls = storedPost('p2', {
  text: 'Cinnamon rolls this weekend',
  targets: [{ platform: 'twitter', accountId: 'x-1' }],
});

/** The service's search as far as these tests need it: every word somewhere, any letter case. */
function findsAll(q: string | null, fields: string[]): boolean {
  const haystack = fields.join(' ').toLowerCase();
  return (q ?? '').split(/\s+/).every((word) => haystack.includes(word.toLowerCase()));
}

/** The searches the page sent to `path`, in order (null: a read with no search). */
function searchesOf(path: string): Array<string | null> {
  return requests
    .filter((request) => request.method === 'GET' && request.url.pathname === path)
    .map((request) => request.url.searchParams.get('q'));
}

beforeEach(() => {
  posts = [bread, rolls];
  media = [photo];
  requests = [];
  createAnswer = { status: 201, body: { post: storedPost('p9', { text: bread.text }) } };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/studio/posts' && request.method === 'POST')
      return json(createAnswer.status, createAnswer.body);
    const q = url.searchParams.get('q');
    if (url.pathname === '/api/studio/posts')
      return json(200, { posts: posts.filter((post) => findsAll(q, [post.text, ...post.hashtags])) });
    if (url.pathname === '/api/studio/media')
      return json(200, { media: media.filter((item) => findsAll(q, [item.alt, item.name])), nextBefore: null });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

afterEach(() => jest.restoreAllMocks());

describe('the content library', () => {
  it('lists the owner’s posts, each opening the editor', async () => {
    await renderRemote(<ContentPage />, '/content');
    const post = await screen.findByRole('link', { name: /Fresh sourdough/ });
    expect(post).toHaveAttribute('href', '/studio/post/p1');
    expect(post).toHaveAccessibleName(/^Instagram Fresh sourdough every Wednesday Published · Edited /);
    expect(screen.getByRole('link', { name: /Cinnamon rolls/ })).toBeInTheDocument();
  });

  it('reuses a post: a new draft with its text, hashtags, media and accounts, opened in the editor', async () => {
    const user = userEvent.setup();
    const { location } = await renderRemote(<ContentPage />, '/content');
    await user.click(await screen.findByRole('button', { name: 'Reuse Fresh sourdough every Wednesday' }));
    await waitFor(() => expect(location()).toBe('/studio/post/p9'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      text: 'Fresh sourdough every Wednesday',
      hashtags: ['bread'],
      media: [{ id: 'm1', alt: 'A loaf of sourdough on a board' }],
      targets: [
        {
          platform: 'instagram',
          accountId: 'ig-1',
          text: null,
          title: null,
          link: null,
          boardId: null,
          firstComment: 'Order online',
        },
      ],
    });
  });

  it('says why a post cannot be reused and stays', async () => {
    const user = userEvent.setup();
    createAnswer = {
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'That account is not connected. Connect it in Settings, then pick it again.',
        },
      },
    };
    const { location } = await renderRemote(<ContentPage />, '/content');
    await user.click(await screen.findByRole('button', { name: /^Reuse Cinnamon rolls/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A new post could not be made from it');
    expect(alert).toHaveTextContent('That account is not connected.');
    expect(location()).toBe('/content');
  });
  it('shows the media, each the start of a new post', async () => {
    const user = userEvent.setup();
    const { location } = await renderRemote(<ContentPage />, '/content?section=media');
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('img', { name: 'A loaf of sourdough on a board' })).toHaveAttribute(
      'src',
      photo.url,
    );
    // The first page asks with no query at all: a lone `?` is refused on its way through the gateway.
    expect(requests.find((request) => request.url.pathname === '/api/studio/media')?.url.href).toMatch(
      /\/api\/studio\/media$/,
    );
    await user.click(screen.getByRole('button', { name: 'Use in a new post: A loaf of sourdough on a board' }));
    await waitFor(() => expect(location()).toBe('/studio/post/p9'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      media: [{ id: 'm1', alt: 'A loaf of sourdough on a board' }],
    });
  });

  it('switches between posts and media with the tabs', async () => {
    const user = userEvent.setup();
    const { location } = await renderRemote(<ContentPage />, '/content');
    await screen.findByRole('link', { name: /Fresh sourdough/ });
    await user.click(screen.getByRole('tab', { name: 'Media' }));
    expect(location()).toBe('/content?section=media');
    expect(await screen.findByRole('img', { name: 'A loaf of sourdough on a board' })).toBeInTheDocument();
  });

  it('says when there are no images or videos yet, with no empty grid', async () => {
    media = [];
    await renderRemote(<ContentPage />, '/content?section=media');
    expect(await screen.findByText(/^No images or videos yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  describe('searching', () => {
    it('finds posts as one types, keeps the search in the address and says when nothing matches', async () => {
      const user = userEvent.setup();
      const { location } = await renderRemote(<ContentPage />, '/content');
      await screen.findByRole('link', { name: /Cinnamon rolls/ });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const box = screen.getByRole('searchbox', { name: 'Search your posts and media' });
      expect(box).toHaveAccessibleDescription(/^Every word must match/);
      expect(screen.getByRole('search')).toContainElement(box);

      await user.type(box, '  SOURdough ');
      await waitFor(() => expect(location()).toBe('/content?q=SOURdough'));
      await waitFor(() => expect(screen.queryByRole('link', { name: /Cinnamon rolls/ })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: /Fresh sourdough/ })).toBeInTheDocument();
      // Typing pauses once: one search, not one a keystroke.
      expect(searchesOf('/api/studio/posts')).toEqual([null, 'SOURdough']);

      await user.clear(box);
      await user.type(box, 'croissant');
      expect(await screen.findByRole('status')).toHaveTextContent('No posts match “croissant”.');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(location()).toBe('/content?q=croissant');

      await user.clear(box);
      await waitFor(() => expect(location()).toBe('/content'));
      expect(await screen.findByRole('link', { name: /Cinnamon rolls/ })).toBeInTheDocument();
    });

    it('opens with the search in the address, as after a reload, and reuses a post it found', async () => {
      const user = userEvent.setup();
      const { location } = await renderRemote(<ContentPage />, '/content?q=sourdough');
      expect(screen.getByRole('searchbox', { name: 'Search your posts and media' })).toHaveValue('sourdough');
      const reuse = await screen.findByRole('button', { name: 'Reuse Fresh sourdough every Wednesday' });
      expect(screen.queryByRole('link', { name: /Cinnamon rolls/ })).not.toBeInTheDocument();
      // The page never asked for the whole library first.
      expect(searchesOf('/api/studio/posts')).toEqual(['sourdough']);
      await user.click(reuse);
      await waitFor(() => expect(location()).toBe('/studio/post/p9'));
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        text: 'Fresh sourdough every Wednesday',
        media: [{ id: 'm1', alt: 'A loaf of sourdough on a board' }],
      });
    });

    it('searches the media too, keeps the search across the tabs and says when no media match', async () => {
      const user = userEvent.setup();
      media = [photo, { ...photo, id: 'm2', alt: 'Cinnamon rolls on a tray', name: '' }];
      const { location } = await renderRemote(<ContentPage />, '/content?q=rolls');
      await screen.findByRole('link', { name: /Cinnamon rolls/ });
      await user.click(screen.getByRole('tab', { name: 'Media' }));
      expect(location()).toBe('/content?section=media&q=rolls');
      expect(await screen.findByRole('img', { name: 'Cinnamon rolls on a tray' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'A loaf of sourdough on a board' })).not.toBeInTheDocument();
      expect(searchesOf('/api/studio/media')).toEqual(['rolls']);

      await user.click(screen.getByRole('button', { name: 'Use in a new post: Cinnamon rolls on a tray' }));
      await waitFor(() => expect(location()).toBe('/studio/post/p9'));
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        media: [{ id: 'm2', alt: 'Cinnamon rolls on a tray' }],
      });
    });

    it('finds media by their file name, shown on each', async () => {
      const user = userEvent.setup();
      media = [photo, { ...photo, id: 'm2', alt: '', name: 'rolls-tray.jpg' }];
      await renderRemote(<ContentPage />, '/content?section=media');
      expect(await screen.findByText('rolls-tray.jpg')).toBeInTheDocument();
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByText('IMG_0412.jpg')).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox', { name: 'Search your posts and media' }), 'img_0412');
      await waitFor(() => expect(screen.queryByText('rolls-tray.jpg')).not.toBeInTheDocument());
      expect(await screen.findByRole('img', { name: 'A loaf of sourdough on a board' })).toBeInTheDocument();
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
      expect(searchesOf('/api/studio/media')).toEqual([null, 'img_0412']);
    });

    it('says in words when no image or video matches', async () => {
      const user = userEvent.setup();
      const { location } = await renderRemote(<ContentPage />, '/content?section=media');
      await screen.findByRole('img', { name: 'A loaf of sourdough on a board' });
      await user.type(screen.getByRole('searchbox', { name: 'Search your posts and media' }), 'croissant');
      expect(await screen.findByRole('status')).toHaveTextContent('No images or videos match “croissant”.');
      expect(location()).toBe('/content?section=media&q=croissant');
      expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
    });
  });
});
