import request from 'supertest';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import { studioInternalPaths } from '@scp/shared/contracts/studio/studio-internal';
import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';

const fx = studioFixture();

const written = {
  platform: 'instagram',
  content: 'Fresh sourdough, baked this morning.',
  caption: 'Fresh sourdough, baked this morning.\n\n#sourdough',
  hashtags: ['#sourdough'],
  media: null,
  scheduledTime: '2030-05-01',
  tips: ['Post on a Friday: your audience is most active then.'],
};

describe('POST /internal/studio/drafts (the assistant hands a saved draft over)', () => {
  const path = studioInternalPaths.drafts;
  async function asService(caller: 'assistant' | 'dashboard', userId: string, body: object) {
    return request(fx.app)
      .post(path)
      .set(await serviceTokenHeader(caller, 'studio', `POST ${path}`, userId))
      .send(body);
  }

  it("becomes one of the owner's drafts, for their accounts of its platform, and only from the assistant", async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('instagram', 'ig1'), account('twitter', 'x1')]);
    const made = await asService('assistant', userId, { post: written, sourceId: 'a1' });
    expect(made.status).toBe(201);
    const drafts = (await callAs(userId, fx.app)('get', '/posts?status=draft&source=assistant')).body.posts;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      id: made.body.postId,
      text: written.caption,
      hashtags: [],
      source: 'assistant',
      status: 'draft',
      tips: written.tips,
      targets: [{ platform: 'instagram', accountId: 'ig1' }],
    });
    expect((await asService('dashboard', userId, { post: written, sourceId: 'a2' })).status).toBe(403);
    const refused = [
      { post: { ...written, platform: 'myspace' }, sourceId: 'a3' },
      { post: written },
      { post: written, sourceId: '' },
      { post: written, sourceId: { $ne: null } },
      { post: written, sourceId: 'x'.repeat(65) },
    ];
    for (const body of refused) expect((await asService('assistant', userId, body)).status).toBe(400);
    expect((await callAs(userId, fx.app)('get', '/posts')).body.posts).toHaveLength(1);
  });

  it('makes one draft per idempotency key: a retry or a second replica answers the same post', async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('instagram', 'ig1')]);
    const first = await asService('assistant', userId, { post: written, sourceId: '65f0c0ffee' });
    const again = await asService('assistant', userId, { post: written, sourceId: '65f0c0ffee' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.postId).toBe(first.body.postId);
    // Two replicas at once: both answer the one post the unique index let through.
    const racing = await Promise.all(
      [1, 2, 3].map(() => asService('assistant', userId, { post: written, sourceId: '65f0beef' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(racing.map((answer) => answer.body.postId)).size).toBe(1);
    // The key is the owner's: another owner's draft with the same id is their own post.
    const other = newUserId();
    const theirs = await asService('assistant', other, { post: written, sourceId: '65f0c0ffee' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.postId).not.toBe(first.body.postId);
    expect((await callAs(userId, fx.app)('get', '/posts?source=assistant')).body.posts).toHaveLength(2);
  });
});
