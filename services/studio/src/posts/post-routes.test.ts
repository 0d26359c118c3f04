import { PostModel } from './post-model';
import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { postListResponseSchema, postResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';

const fx = studioFixture();

function owner(accounts = [account('twitter', 'x1'), account('instagram', 'ig1'), account('shopify', 'shop1')]) {
  const userId = newUserId();
  fx.accountsOf.set(userId, accounts);
  return { userId, call: callAs(userId, fx.app) };
}

describe('posts', () => {
  it('creates a draft for the owner, reads, lists, changes and deletes it', async () => {
    const { call } = owner();
    const made = await call('post', '/posts', {
      body: {
        text: 'Spring sale',
        hashtags: ['#sale', 'spring', ''.padEnd(1, '#')],
        targets: [{ platform: 'twitter', accountId: 'x1' }],
      },
    });
    expect(made.status).toBe(201);
    const { post } = postResponseSchema.parse(made.body);
    expect(post).toMatchObject({
      text: 'Spring sale',
      hashtags: ['sale', 'spring'],
      status: 'draft',
      source: 'studio',
      scheduledAt: null,
      campaignId: null,
      targets: [
        { platform: 'twitter', accountId: 'x1', displayName: 'twitter x1', result: { state: 'pending', attempts: 0 } },
      ],
    });
    // The single post's answer carries its figures too (none before it is published).
    expect((await call('get', `/posts/${post.id}`)).body.post).toEqual({ ...post, metrics: [] });
    const changed = await call('patch', `/posts/${post.id}`, { body: { text: 'Spring sale, 20% off' } });
    expect([changed.status, changed.body.error]).toEqual([200, undefined]);
    expect(changed.body.post.text).toBe('Spring sale, 20% off');
    const list = postListResponseSchema.parse((await call('get', '/posts?status=draft&platform=twitter')).body);
    expect(list.posts.map((one) => one.id)).toEqual([post.id]);
    expect((await call('get', '/posts?platform=linkedin')).body.posts).toEqual([]);
    expect((await call('delete', `/posts/${post.id}`)).body).toEqual({ deleted: true });
    expect((await call('get', `/posts/${post.id}`)).status).toBe(404);
  });

  it("answers 404 for another owner's post, for an unknown and a malformed id, and changes nothing", async () => {
    const alice = owner();
    const bob = owner();
    const { post } = (await alice.call('post', '/posts', { body: { text: 'mine' } })).body;
    for (const [method, path, body] of [
      ['get', `/posts/${post.id}`, undefined],
      ['patch', `/posts/${post.id}`, { text: 'theirs' }],
      ['delete', `/posts/${post.id}`, undefined],
      ['post', `/posts/${post.id}/schedule`, { at: '2030-01-01T10:00', timeZone: 'UTC' }],
      ['post', `/posts/${post.id}/cancel`, undefined],
      ['get', '/posts/000000000000000000000000', undefined],
      ['get', '/posts/not-an-id', undefined],
    ] as const) {
      const answer = await bob.call(method, path, { body });
      expect([method, path, answer.status, answer.body.error?.code]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
    expect((await bob.call('get', '/posts')).body.posts).toEqual([]);
    expect((await alice.call('get', `/posts/${post.id}`)).body.post.text).toBe('mine');
  });

  it("refuses an account that is not the owner's connected one with a 404 naming the field", async () => {
    const { userId, call } = owner();
    const other = owner([account('linkedin', 'li-bob')]);
    const theirs = await call('post', '/posts', {
      body: { text: 'hi', targets: [{ platform: 'linkedin', accountId: 'li-bob' }] },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual({
      code: 'NOT_FOUND',
      message: studioTexts.errors.accountNotConnected,
      field: 'targets.0.accountId',
    });
    const twice = await call('post', '/posts', {
      body: {
        text: 'hi',
        targets: [
          { platform: 'twitter', accountId: 'x1' },
          { platform: 'twitter', accountId: 'x1' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.field).toBe('targets.1.accountId');
    // A shop is connected, but it is not a place to post.
    expect(
      (await call('post', '/posts', { body: { targets: [{ platform: 'shopify', accountId: 'shop1' }] } })).status,
    ).toBe(400);
    expect(await PostModel.countDocuments({ userId })).toBe(0);
    expect(await PostModel.countDocuments({ userId: other.userId })).toBe(0);
  });

  it('refuses text over a platform limit with a 400 naming the field, and keeps a draft that still lacks an image', async () => {
    const { userId, call } = owner();
    const tooLong = await call('post', '/posts', {
      body: { text: 'a'.repeat(281), targets: [{ platform: 'twitter', accountId: 'x1' }] },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: studioTexts.rules.weightedTooLong('X', 280),
      field: 'text',
    });
    const own = await call('post', '/posts', {
      body: { text: 'short', targets: [{ platform: 'twitter', accountId: 'x1', text: '🎉'.repeat(141) }] },
    });
    expect(own.body.error.field).toBe('targets.0.text');
    const tags = Array.from({ length: 31 }, (_, i) => `t${i}`);
    const hashtags = await call('post', '/posts', {
      body: { text: 'hi', hashtags: tags, targets: [{ platform: 'instagram', accountId: 'ig1' }] },
    });
    expect(hashtags.body.error.field).toBe('hashtags');
    expect(await PostModel.countDocuments({ userId })).toBe(0);
    // Instagram needs an image: a draft may still lack it.
    const draft = await call('post', '/posts', {
      body: { text: 'hi', targets: [{ platform: 'instagram', accountId: 'ig1' }] },
    });
    expect(draft.status).toBe(201);
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const { userId, call } = owner();
    for (const body of [
      { text: 5 },
      { text: { $gt: '' } },
      { hashtags: 'sale' },
      { targets: [{ platform: 'myspace', accountId: 'a' }] },
      { targets: [{ platform: 'twitter' }] },
      { media: [{ id: 'm1', alt: 'x', url: 'https://evil.example' }] },
      { unknown: true },
      { text: 'x'.repeat(70000) },
    ]) {
      const answer = await call('post', '/posts', { body });
      expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
    }
    const media = await call('post', '/posts', { body: { media: [{ id: 'm1', alt: 'x' }] } });
    expect([media.status, media.body.error.field]).toEqual([404, 'media.0.id']);
    expect((await call('get', '/posts?status=gone')).status).toBe(400);
    expect((await call('get', '/posts?limit=0')).status).toBe(400);
    expect((await call('post', '/posts', { rawJson: '{"text":' })).status).toBe(400);
    expect(await PostModel.countDocuments({ userId })).toBe(0);
  });

  it('counts the owner’s posts by status for the home', async () => {
    const { call } = owner();
    await call('post', '/posts', { body: { text: 'one' } });
    await call('post', '/posts', { body: { text: 'two' } });
    const { body } = await call('get', '/posts/summary');
    expect(body.counts).toEqual({ draft: 2, scheduled: 0, publishing: 0, published: 0, partial: 0, failed: 0 });
  });

  it('lists the accounts a post can go to, and answers 503 when settings is away', async () => {
    const { call } = owner([
      account('twitter', 'x1'),
      account('shopify', 'shop1'),
      account('google-analytics', 'ga', false),
    ]);
    expect((await call('get', '/accounts')).body).toEqual({ accounts: [account('twitter', 'x1')] });
    fx.settings.mode = 'down';
    const down = await call('get', '/accounts');
    expect(down.status).toBe(503);
    const post = await call('post', '/posts', {
      body: { text: 'hi', targets: [{ platform: 'twitter', accountId: 'x1' }] },
    });
    expect(post.status).toBe(503);
  });

  it('refuses to change or delete a post that is going out', async () => {
    const { userId, call } = owner();
    const { post } = (await call('post', '/posts', { body: { text: 'hi' } })).body;
    await PostModel.updateOne({ _id: post.id, userId }, { $set: { status: 'publishing' } });
    expect((await call('patch', `/posts/${post.id}`, { body: { text: 'x' } })).status).toBe(409);
    expect((await call('delete', `/posts/${post.id}`)).status).toBe(409);
    expect(
      (await call('post', `/posts/${post.id}/schedule`, { body: { at: '2030-01-01T10:00', timeZone: 'UTC' } })).status,
    ).toBe(409);
    expect((await call('get', `/posts/${post.id}`)).body.post.text).toBe('hi');
  });
});
