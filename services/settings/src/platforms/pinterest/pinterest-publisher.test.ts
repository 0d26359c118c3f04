import { pinterestBoardsPath } from '@scp/shared/contracts/settings/publishing-internal';
import { revokeTokens } from '../sandbox-accounts.test.helper';
import { usePublishing } from '../publish-route.test.helper';

// Pinterest publishing through settings' internal routes, as the studio calls them, against the
// provider sandbox's boards and pins.

const p = usePublishing();
let unique = 0;
const title = (words: string) => `${words} ${(unique += 1)}`;

async function firstBoard(userId: string, accountId: string): Promise<string> {
  const answer = await p.get(userId, pinterestBoardsPath(accountId));
  return answer.body.boards[0].id;
}

describe('Pinterest publishing', () => {
  it("lists the account's boards for the editor, and refuses boards of another platform", async () => {
    const { userId, account } = await p.owner('pinterest');
    const answer = await p.get(userId, pinterestBoardsPath(account.accountId));
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('listed');
    expect(answer.body.boards).toEqual(
      expect.arrayContaining([
        { id: expect.stringMatching(/^\d+$/), name: 'Bestsellers', privacy: 'public' },
        { id: expect.stringMatching(/^\d+$/), name: 'Gift ideas', privacy: 'secret' },
      ]),
    );
    const other = await p.get(userId, `/internal/settings/accounts/twitter/${account.accountId}/boards`);
    expect(other.status).toBe(400);
  });

  it('pins an image Pinterest fetches, on the board, with title, link and alt text; it is a recent post', async () => {
    const { userId, account } = await p.owner('pinterest');
    const since = new Date(Date.now() - 1000);
    const boardId = await firstBoard(userId, account.accountId);
    const answer = await p.publish(userId, 'pinterest', account.accountId, {
      text: 'Our rye, baked every Saturday.',
      title: title('Rye loaf'),
      link: 'https://alices-bakery.example/products/rye?utm_source=pinterest',
      boardId,
      media: [{ url: p.sample('photo.jpg'), type: 'image', mimeType: 'image/jpeg', alt: 'A rye loaf' }],
    });
    expect(answer.body).toEqual({
      outcome: 'published',
      platformPostId: expect.stringMatching(/^\d+$/),
      permalink: `${p.sandbox().url}/pinterest/pin/${answer.body.platformPostId}/`,
    });
    const page = await p.published('pinterest', account.accountId);
    expect(page.posts[0]).toMatchObject({
      id: answer.body.platformPostId,
      boardId,
      link: 'https://alices-bakery.example/products/rye?utm_source=pinterest',
      media: [{ kind: 'image', alt: 'A rye loaf', sourceUrl: p.sample('photo.jpg') }],
    });
    const recent = await p.recent(userId, 'pinterest', account.accountId, since);
    expect(recent.body.posts[0]).toMatchObject({ platformPostId: answer.body.platformPostId });
  });

  it("refuses a file that is no image, an unreachable one and an unknown board, in Pinterest's words", async () => {
    const { userId, account } = await p.owner('pinterest');
    const boardId = await firstBoard(userId, account.accountId);
    const pin = (media: string, board = boardId) =>
      p.publish(userId, 'pinterest', account.accountId, {
        text: 'A pin',
        title: title('Pin'),
        boardId: board,
        media: [{ url: p.sample(media as 'photo.jpg'), type: 'image', mimeType: 'image/jpeg' }],
      });
    expect((await pin('not-media.jpg')).body).toMatchObject({
      outcome: 'failed',
      kind: 'bad_request',
      words: expect.stringContaining('is not a supported image'),
    });
    expect((await pin('missing.jpg')).body).toMatchObject({
      kind: 'bad_request',
      words: expect.stringContaining('could not fetch the image'),
    });
    expect((await pin('photo.jpg', '1')).body).toEqual({
      outcome: 'failed',
      kind: 'bad_request',
      words: 'Board not found.',
    });
  });

  it('answers rate_limited with Retry-After, unavailable for a 5xx, token_refused once revoked', async () => {
    const { userId, account } = await p.owner('pinterest');
    const boardId = await firstBoard(userId, account.accountId);
    const pin = () =>
      p.publish(userId, 'pinterest', account.accountId, {
        text: 'A pin',
        title: title('Pin'),
        boardId,
        media: [{ url: p.sample('photo.jpg'), type: 'image', mimeType: 'image/jpeg' }],
      });
    await p.fault({ provider: 'pinterest', kind: 'rate_limit', retryAfterSeconds: 20, pathPrefix: '/v5/pins' });
    expect((await pin()).body).toEqual({
      outcome: 'failed',
      kind: 'rate_limited',
      words: 'Rate limit exceeded.',
      retryAfterSeconds: 20,
    });
    await p.fault({ provider: 'pinterest', kind: 'server_error', pathPrefix: '/v5/pins' });
    expect((await pin()).body).toMatchObject({ outcome: 'failed', kind: 'unavailable' });
    await revokeTokens(p.sandbox().url, 'pinterest');
    expect((await pin()).body).toMatchObject({ outcome: 'failed', kind: 'token_refused' });
    expect(await p.statusOf(userId, 'pinterest', account.accountId)).toBe('needs_reauth');
  });
});
