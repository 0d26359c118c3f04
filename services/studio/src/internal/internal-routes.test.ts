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
    const made = await asService('assistant', userId, { post: written });
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
    expect((await asService('dashboard', userId, { post: written })).status).toBe(403);
    expect((await asService('assistant', userId, { post: { ...written, platform: 'myspace' } })).status).toBe(400);
    expect((await callAs(userId, fx.app)('get', '/posts')).body.posts).toHaveLength(1);
  });
});
