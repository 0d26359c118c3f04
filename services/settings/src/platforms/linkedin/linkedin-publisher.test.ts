import { revokeTokens } from '../sandbox-accounts.test.helper';
import { usePublishing } from '../publish-route.test.helper';
import { littleText, plainText } from './linkedin-publisher';

// LinkedIn publishing through settings' internal route, as the studio calls it, against the
// provider sandbox's Images and Posts APIs.

const p = usePublishing();
type ShownPost = { id: string; comments: { text: string }[] };
let unique = 0;
const text = (words: string) => `${words} ${Date.now()}-${(unique += 1)}`;

describe('LinkedIn publishing', () => {
  it('publishes a page post with an image, escaped as little text, and lists it among the recent posts', async () => {
    const { userId, account } = await p.owner('linkedin');
    const since = new Date(Date.now() - 1000);
    const body = text('Fresh loaves (rye & spelt) today! #sourdough #bakery_life');
    const answer = await p.publish(userId, 'linkedin', account.accountId, {
      text: body,
      media: [{ url: p.sample('photo.png'), type: 'image', mimeType: 'image/png', alt: 'A loaf on a board' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      outcome: 'published',
      platformPostId: expect.stringMatching(/^urn:li:share:\d+$/),
      permalink: `${p.sandbox().url}/linkedin/feed/update/${answer.body.platformPostId}/`,
    });
    // The page shows the whole text (nothing cut at a parenthesis) and the image with its alt text.
    const page = await p.published('linkedin', account.accountId);
    expect(page.posts[0]).toMatchObject({
      id: answer.body.platformPostId,
      text: body,
      media: [{ kind: 'image', mimeType: 'image/png', alt: 'A loaf on a board' }],
    });
    // The permalink leads to the post on the sandbox's page.
    const link = await fetch(answer.body.permalink, { redirect: 'manual' });
    expect(link.headers.get('location')).toContain(`/_sandbox/published/linkedin/${account.accountId}#post-`);

    const recent = await p.recent(userId, 'linkedin', account.accountId, since);
    expect(recent.status).toBe(200);
    expect(recent.body.outcome).toBe('listed');
    expect(recent.body.posts[0]).toMatchObject({ platformPostId: answer.body.platformPostId, text: body });
  });

  it("posts the owner's first comment under the post as the page, and shows it on the sandbox's page", async () => {
    const { userId, account } = await p.owner('linkedin');
    const answer = await p.publish(userId, 'linkedin', account.accountId, {
      text: text('Spring loaves'),
      firstComment: 'Order yours (link in our profile) #bread',
    });
    expect(answer.body).toMatchObject({
      outcome: 'published',
      platformPostId: expect.stringMatching(/^urn:li:share:/),
    });
    const page = await p.published('linkedin', account.accountId);
    const shown = (page.posts as ShownPost[]).find((one) => one.id === answer.body.platformPostId);
    // A comment's text is plain: nothing escaped, nothing cut.
    expect(shown?.comments.map((comment) => comment.text)).toEqual(['Order yours (link in our profile) #bread']);
  });

  it('keeps the post published when LinkedIn refuses its first comment (too long, or LinkedIn failing)', async () => {
    const { userId, account } = await p.owner('linkedin');
    const tooLong = await p.publish(userId, 'linkedin', account.accountId, {
      text: text('Long comment'),
      firstComment: 'a'.repeat(1251),
    });
    expect(tooLong.body).toMatchObject({ outcome: 'published' });
    await p.fault({ provider: 'linkedin', kind: 'server_error', pathPrefix: '/rest/socialActions' });
    const down = await p.publish(userId, 'linkedin', account.accountId, {
      text: text('Comments down'),
      firstComment: 'Hello',
    });
    expect(down.body).toMatchObject({ outcome: 'published' });
    const page = await p.published('linkedin', account.accountId);
    for (const id of [tooLong.body.platformPostId, down.body.platformPostId]) {
      expect((page.posts as ShownPost[]).find((one) => one.id === id)?.comments).toEqual([]);
    }
  });

  it("answers bad_request with LinkedIn's words for text over 3,000 characters, and for a file that is no image", async () => {
    const { userId, account } = await p.owner('linkedin');
    const before = (await p.published('linkedin', account.accountId)).posts.length;
    const long = await p.publish(userId, 'linkedin', account.accountId, { text: 'a'.repeat(3001) });
    expect(long.body).toEqual({
      outcome: 'failed',
      kind: 'bad_request',
      words: 'ShareCommentary text length (3001 characters) exceeded the maximum allowed (3000 characters)',
    });
    const notImage = await p.publish(userId, 'linkedin', account.accountId, {
      text: text('A picture'),
      media: [{ url: p.sample('not-media.jpg'), type: 'image', mimeType: 'image/jpeg' }],
    });
    expect(notImage.body).toMatchObject({
      outcome: 'failed',
      kind: 'bad_request',
      words: expect.stringContaining('could not process the image'),
    });
    expect((await p.published('linkedin', account.accountId)).posts).toHaveLength(before);
  });

  it('answers rate_limited with the wait LinkedIn asked for, and unavailable for a 5xx', async () => {
    const { userId, account } = await p.owner('linkedin');
    await p.fault({ provider: 'linkedin', kind: 'rate_limit', retryAfterSeconds: 30, pathPrefix: '/rest/posts' });
    const limited = await p.publish(userId, 'linkedin', account.accountId, { text: text('Limited') });
    expect(limited.body).toEqual({
      outcome: 'failed',
      kind: 'rate_limited',
      words: 'Resource level throttle limit reached',
      retryAfterSeconds: 30,
    });
    await p.fault({ provider: 'linkedin', kind: 'server_error', pathPrefix: '/rest/posts' });
    const down = await p.publish(userId, 'linkedin', account.accountId, { text: text('Down') });
    expect(down.body).toMatchObject({ outcome: 'failed', kind: 'unavailable' });
  });

  it('answers token_refused and marks the account for reconnection once the token is revoked', async () => {
    const { userId, account } = await p.owner('linkedin');
    await revokeTokens(p.sandbox().url, 'linkedin');
    const answer = await p.publish(userId, 'linkedin', account.accountId, { text: text('Revoked') });
    expect(answer.body).toMatchObject({ outcome: 'failed', kind: 'token_refused' });
    expect(await p.statusOf(userId, 'linkedin', account.accountId)).toBe('needs_reauth');
  });
});

describe('little text', () => {
  it('escapes reserved characters and writes hashtags as LinkedIn templates, and reads back the same text', () => {
    const written = 'Sale (today) #bread @home [50%] a_b';
    expect(littleText(written)).toBe('Sale \\(today\\) {hashtag|\\#|bread} \\@home \\[50%\\] a\\_b');
    expect(plainText(littleText(written))).toBe(written);
  });
});
