import { revokeTokens } from '../sandbox-accounts.test.helper';
import { usePublishing } from '../publish-route.test.helper';

// X publishing through settings' internal route, as the studio calls it, against the provider
// sandbox's media upload and POST /2/tweets.

const p = usePublishing();
let unique = 0;
const text = (words: string) => `${words} ${Date.now()}-${(unique += 1)}`;

describe('X publishing', () => {
  it('publishes a post with an image and its alt text, and a video through the chunked upload; both are recent posts', async () => {
    const { userId, account } = await p.owner('twitter');
    const since = new Date(Date.now() - 1000);
    const withImage = text('New in the shop 🍞 https://alices-bakery.example/rye');
    const image = await p.publish(userId, 'twitter', account.accountId, {
      text: withImage,
      media: [{ url: p.sample('photo.jpg'), type: 'image', mimeType: 'image/jpeg', alt: 'A rye loaf' }],
    });
    expect(image.body).toEqual({
      outcome: 'published',
      platformPostId: expect.stringMatching(/^\d+$/),
      permalink: `${p.sandbox().url}/x/i/web/status/${image.body.platformPostId}`,
    });
    const video = await p.publish(userId, 'twitter', account.accountId, {
      text: text('Behind the scenes'),
      media: [{ url: p.sample('clip.mp4'), type: 'video', mimeType: 'video/mp4' }],
    });
    expect(video.body).toMatchObject({ outcome: 'published' });
    const page = await p.published('x', account.accountId);
    expect(page.posts[1]).toMatchObject({
      id: image.body.platformPostId,
      text: withImage,
      media: [{ kind: 'image', alt: 'A rye loaf' }],
    });
    expect(page.posts[0]).toMatchObject({
      id: video.body.platformPostId,
      media: [{ kind: 'video', mimeType: 'video/mp4' }],
    });

    const recent = await p.recent(userId, 'twitter', account.accountId, since);
    expect(recent.body.outcome).toBe('listed');
    const ids = recent.body.posts.map((post: { platformPostId: string }) => post.platformPostId);
    expect(ids).toEqual(expect.arrayContaining([image.body.platformPostId, video.body.platformPostId]));
  });

  it("refuses text over 280 weighted characters and a file that is no image, in X's words", async () => {
    const { userId, account } = await p.owner('twitter');
    // 141 emoji count 282 as X counts them, though the string has 141 characters.
    const long = await p.publish(userId, 'twitter', account.accountId, { text: '😀'.repeat(141) });
    expect(long.body).toMatchObject({
      outcome: 'failed',
      kind: 'bad_request',
      words: expect.stringContaining('Your Tweet text is too long'),
    });
    const notImage = await p.publish(userId, 'twitter', account.accountId, {
      text: text('A picture'),
      media: [{ url: p.sample('not-media.jpg'), type: 'image', mimeType: 'image/jpeg' }],
    });
    expect(notImage.body).toEqual({ outcome: 'failed', kind: 'bad_request', words: 'media type unrecognized.' });
    const twice = text('Once only');
    expect((await p.publish(userId, 'twitter', account.accountId, { text: twice })).body.outcome).toBe('published');
    // The same text again is X's 403 for duplicate content: a refusal of the post, not of the token.
    expect((await p.publish(userId, 'twitter', account.accountId, { text: twice })).body).toEqual({
      outcome: 'failed',
      kind: 'bad_request',
      words: 'You are not allowed to create a Tweet with duplicate content.',
    });
  });

  it('answers rate_limited with the wait from x-rate-limit-reset, and unavailable for a 5xx', async () => {
    const { userId, account } = await p.owner('twitter');
    await p.fault({ provider: 'x', kind: 'rate_limit', retryAfterSeconds: 60, pathPrefix: '/2/tweets' });
    const limited = await p.publish(userId, 'twitter', account.accountId, { text: text('Limited') });
    expect(limited.body).toMatchObject({ outcome: 'failed', kind: 'rate_limited' });
    expect(limited.body.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(limited.body.retryAfterSeconds).toBeLessThanOrEqual(61);
    await p.fault({ provider: 'x', kind: 'server_error', pathPrefix: '/2/tweets' });
    const down = await p.publish(userId, 'twitter', account.accountId, { text: text('Down') });
    expect(down.body).toMatchObject({ outcome: 'failed', kind: 'unavailable' });
  });

  it('answers token_refused and marks the account for reconnection once the token is revoked', async () => {
    const { userId, account } = await p.owner('twitter');
    await revokeTokens(p.sandbox().url, 'x');
    const answer = await p.publish(userId, 'twitter', account.accountId, { text: text('Revoked') });
    expect(answer.body).toMatchObject({ outcome: 'failed', kind: 'token_refused' });
    expect(await p.statusOf(userId, 'twitter', account.accountId)).toBe('needs_reauth');
  });
});
