import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { hashTagged } from '@scp/service-kit/redis-topology';
import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { fakePlatform } from './fake-platform.test.util';
import { publishJobId } from './publish-queue';

const fx = studioFixture();
const platform = fakePlatform();
beforeAll(() => {
  fx.accountRoutes.answer = (call) => platform.answer(call);
});

const texts = studioTexts.publishing;

let drafts = 0;

/**
 * An owner with X, LinkedIn and Facebook accounts and a draft going to the ones named. Each draft's
 * text is its own: the fake accounts are shared, and a post is recognised among them by its text.
 */
async function draft(targets: Array<[string, string]> = [['twitter', 'x1']]) {
  const text = `Fresh sourdough today (${++drafts})`;
  const userId = newUserId();
  fx.accountsOf.set(userId, [account('twitter', 'x1'), account('linkedin', 'li1'), account('facebook', 'fb1')]);
  const call = callAs(userId, fx.app);
  const answer = await call('post', '/posts', {
    body: {
      text,
      hashtags: ['bakery'],
      targets: targets.map(([platformKey, accountId]) => ({ platform: platformKey, accountId })),
    },
  });
  expect(answer.status).toBe(201);
  return { userId, call, post: answer.body.post as Post, text };
}

/** The post once its publishing has settled (no account pending or publishing). */
async function settled(call: ReturnType<typeof callAs>, postId: string, timeoutMs = 10_000): Promise<Post> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const post = (await call('get', `/posts/${postId}`)).body.post as Post;
    if (post.status !== 'publishing' && post.status !== 'scheduled') return post;
    if (Date.now() > end) throw new Error(`still ${post.status}: ${JSON.stringify(post.targets)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const resultOf = (post: Post, platformKey: string) => post.targets.find((one) => one.platform === platformKey)?.result;

describe('Publish now', () => {
  it('publishes to the account at once through settings and keeps the permalink', async () => {
    const { userId, call, post, text } = await draft();
    const answer = await call('post', `/posts/${post.id}/publish`);
    expect(answer.status).toBe(200);
    expect(answer.body.post.status).toBe('publishing');
    const done = await settled(call, post.id);
    expect(done.status).toBe('published');
    const [published] = platform.postsOf('twitter', 'x1').filter((one) => one.text.startsWith(text));
    expect(resultOf(done, 'twitter')).toEqual({
      state: 'published',
      platformPostId: published!.platformPostId,
      permalink: published!.permalink,
      words: null,
      attempts: 1,
      at: expect.any(String),
    });
    const publishCalls = fx.settings.callsOf(userId).filter((one) => one.path.endsWith('/publish'));
    expect(publishCalls).toEqual([
      expect.objectContaining({
        caller: 'studio',
        method: 'POST',
        path: '/internal/settings/accounts/twitter/x1/publish',
        body: { postRef: `${post.id}:twitter:x1`, text: `${text}\n\n#bakery`, media: [] },
      }),
    ]);
    // Gone out: it can no longer be published, changed or scheduled.
    expect((await call('post', `/posts/${post.id}/publish`)).status).toBe(409);
    expect((await call('patch', `/posts/${post.id}`, { body: { text: 'Changed' } })).status).toBe(409);
  });

  it("checks the post as scheduling does, and answers 404 for another owner's post", async () => {
    const { call, post } = await draft([]);
    const empty = await call('post', `/posts/${post.id}/publish`);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ field: 'targets', message: studioTexts.errors.noTargets });
    const other = await draft();
    expect((await call('post', `/posts/${other.post.id}/publish`)).status).toBe(404);
    expect((await call('post', '/posts/not-an-id/publish')).status).toBe(404);
    expect((await other.call('get', `/posts/${other.post.id}`)).body.post.status).toBe('draft');
  });
});

describe('results per account', () => {
  it('shows partial success with the platform’s words, and Retry publishes the failed account only', async () => {
    const { userId, call, post } = await draft([
      ['twitter', 'x1'],
      ['linkedin', 'li1'],
      ['facebook', 'fb1'],
    ]);
    platform.failNext('linkedin', 'li1', { outcome: 'failed', kind: 'bad_request', words: 'Content is a duplicate.' });
    await call('post', `/posts/${post.id}/publish`);
    const partial = await settled(call, post.id);
    expect(partial.status).toBe('partial');
    expect(texts.publishedCount(2, 3)).toBe('2 of 3 published');
    expect(resultOf(partial, 'linkedin')).toMatchObject({
      state: 'failed',
      words: 'Content is a duplicate.',
      attempts: 1,
    });
    expect(resultOf(partial, 'twitter')?.state).toBe('published');

    const retryOf = (platformKey: string, accountId: string, postId = post.id) =>
      call('post', `/posts/${postId}/targets/${platformKey}/${accountId}/retry`);
    // Only a failed account: a published one is a 409, an account the post does not go to a 404, a bad platform a 400.
    const published = await retryOf('twitter', 'x1');
    expect([published.status, published.body.error?.message]).toEqual([409, texts.notRetryable]);
    expect((await retryOf('pinterest', 'p1')).status).toBe(404);
    expect((await retryOf('myspace', 'x1')).body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'platform' });
    const other = await draft();
    expect((await retryOf('twitter', 'x1', other.post.id)).status).toBe(404);

    const retried = await retryOf('linkedin', 'li1');
    expect(retried.status).toBe(200);
    expect(retried.body.post.status).toBe('publishing');
    const done = await settled(call, post.id);
    expect(done.status).toBe('published');
    expect(resultOf(done, 'linkedin')).toMatchObject({ state: 'published', words: null, attempts: 2 });
    const publishes = fx.settings.callsOf(userId).filter((one) => one.path.endsWith('/publish'));
    expect(publishes.map((one) => one.path.split('/')[4]).sort()).toEqual([
      'facebook',
      'linkedin',
      'linkedin',
      'twitter',
    ]);
  });

  it('waits out a rate limit for as long as the platform asks, then publishes', async () => {
    const { call, post } = await draft();
    const before = platform.publishCount('twitter', 'x1');
    platform.failNext('twitter', 'x1', {
      outcome: 'failed',
      kind: 'rate_limited',
      words: 'Too Many Requests',
      retryAfterSeconds: 1,
    });
    const started = Date.now();
    await call('post', `/posts/${post.id}/publish`);
    const done = await settled(call, post.id);
    expect(done.status).toBe('published');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(platform.publishCount('twitter', 'x1') - before).toBe(2);
    expect(resultOf(done, 'twitter')?.attempts).toBe(2);
  });

  it('marks a refused token as needing re-authentication, without retrying', async () => {
    const { userId, call, post } = await draft([
      ['twitter', 'x1'],
      ['linkedin', 'li1'],
    ]);
    platform.failNext('twitter', 'x1', {
      outcome: 'failed',
      kind: 'token_refused',
      words: 'Invalid or expired token.',
    });
    platform.failNext('linkedin', 'li1', {
      outcome: 'failed',
      kind: 'token_refused',
      words: 'Invalid or expired token.',
    });
    await call('post', `/posts/${post.id}/publish`);
    const done = await settled(call, post.id);
    expect(done.status).toBe('failed');
    expect(resultOf(done, 'twitter')).toMatchObject({ state: 'needs_reauth', words: 'Invalid or expired token.' });
    // Settings marked the account and tells the owner (once per account); the studio asks no more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fx.settings.callsOf(userId).filter((one) => one.path.endsWith('/publish'))).toHaveLength(2);
  });

  it('lets Retry send an account that needed reconnecting once settings lists it as reconnected', async () => {
    const { userId, call, post, text } = await draft([
      ['twitter', 'x1'],
      ['linkedin', 'li1'],
    ]);
    const refused = { outcome: 'failed', kind: 'token_refused', words: 'Invalid or expired token.' } as const;
    platform.failNext('twitter', 'x1', refused);
    platform.failNext('linkedin', 'li1', refused);
    await call('post', `/posts/${post.id}/publish`);
    expect((await settled(call, post.id)).status).toBe('failed');
    const before = platform.publishCount('twitter', 'x1');
    const retry = () => call('post', `/posts/${post.id}/targets/twitter/x1/retry`);
    // Settings still lists the account as needing re-authentication: Retry says so and sends nothing.
    fx.accountsOf.set(userId, [account('twitter', 'x1', false), account('linkedin', 'li1', false)]);
    const early = await retry();
    expect([early.status, early.body.error?.message]).toEqual([409, texts.reconnectFirst]);
    // An account settings no longer lists at all cannot go out either.
    fx.accountsOf.set(userId, [account('linkedin', 'li1', false)]);
    expect((await retry()).status).toBe(409);
    expect(platform.publishCount('twitter', 'x1')).toBe(before);

    // The owner reconnected X: Retry publishes it; LinkedIn still waits for its reconnection.
    fx.accountsOf.set(userId, [account('twitter', 'x1'), account('linkedin', 'li1', false)]);
    const answer = await retry();
    expect(answer.status).toBe(200);
    expect(answer.body.post.status).toBe('publishing');
    const done = await settled(call, post.id);
    expect(done.status).toBe('partial');
    expect(resultOf(done, 'twitter')).toMatchObject({ state: 'published', words: null });
    expect(resultOf(done, 'linkedin')?.state).toBe('needs_reauth');
    expect(platform.postsOf('twitter', 'x1').filter((one) => one.text.startsWith(text))).toHaveLength(1);
    // Published now: a second Retry is refused like any published account's.
    expect((await retry()).status).toBe(409);
  });

  it('retries a platform that did not answer with the back-off, looking at its recent posts first', async () => {
    const { userId, call, post, text } = await draft([
      ['twitter', 'x1'],
      ['linkedin', 'li1'],
    ]);
    // X did not post; LinkedIn posted although its answer was a 5xx.
    platform.failNext('twitter', 'x1', { outcome: 'failed', kind: 'unavailable', words: 'Over capacity' });
    platform.failNext('linkedin', 'li1', {
      outcome: 'failed',
      kind: 'unavailable',
      words: 'Gateway timeout',
      posted: true,
    });
    await call('post', `/posts/${post.id}/publish`);
    const done = await settled(call, post.id);
    expect(done.status).toBe('published');
    const calls = fx.settings
      .callsOf(userId)
      .map((one) => `${one.path.split('/')[4]} ${one.path.split('/')[6]?.split('?')[0]}`);
    expect(calls.filter((one) => one.startsWith('twitter'))).toEqual([
      'twitter publish',
      'twitter recent-posts',
      'twitter publish',
    ]);
    // LinkedIn's post was found among its recent posts: not published twice.
    expect(calls.filter((one) => one.startsWith('linkedin'))).toEqual(['linkedin publish', 'linkedin recent-posts']);
    const [linkedinPost] = platform.postsOf('linkedin', 'li1').filter((one) => one.text.startsWith(text));
    expect(resultOf(done, 'linkedin')).toMatchObject({
      state: 'published',
      platformPostId: linkedinPost!.platformPostId,
    });
  });
});

describe('publishing jobs', () => {
  const delayedJobs = async () => {
    const { config, redis } = fx.service.deps;
    return redis!.zRange(`${hashTagged(`bull-${config.mongodbDb}`)}:post-publishing:delayed`, 0, -1);
  };

  it('queues a job per account at the scheduled instant, moves it with the post, and drops it on cancel', async () => {
    const { call, post } = await draft([
      ['twitter', 'x1'],
      ['linkedin', 'li1'],
    ]);
    const inAWeek = localTimeOf(new Date(Date.now() + 7 * 24 * 3600_000), 'UTC');
    const inTwoWeeks = localTimeOf(new Date(Date.now() + 14 * 24 * 3600_000), 'UTC');
    const first = (await call('post', `/posts/${post.id}/schedule`, { body: { at: inAWeek, timeZone: 'UTC' } })).body
      .post as Post;
    const at = (when: Post) => new Date(when.scheduledAt!).getTime();
    const idOf = (when: Post, platformKey: string, accountId: string) =>
      publishJobId({ postId: post.id, platform: platformKey as 'twitter', accountId, scheduledAt: at(when) });
    const ofPost = async () => (await delayedJobs()).filter((id) => id.includes(post.id)).sort();
    expect(await ofPost()).toEqual([idOf(first, 'linkedin', 'li1'), idOf(first, 'twitter', 'x1')]);

    const moved = (await call('post', `/posts/${post.id}/schedule`, { body: { at: inTwoWeeks, timeZone: 'UTC' } })).body
      .post as Post;
    expect(await ofPost()).toEqual([idOf(moved, 'linkedin', 'li1'), idOf(moved, 'twitter', 'x1')]);

    // An account taken off the post loses its job.
    await call('patch', `/posts/${post.id}`, { body: { targets: [{ platform: 'twitter', accountId: 'x1' }] } });
    expect(await ofPost()).toEqual([idOf(moved, 'twitter', 'x1')]);

    await call('post', `/posts/${post.id}/cancel`);
    expect(await ofPost()).toEqual([]);
  });
});
