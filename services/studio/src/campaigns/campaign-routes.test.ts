import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { campaignDetailResponseSchema } from '@scp/shared/contracts/studio/studio-api';

const fx = studioFixture();

function owner() {
  const userId = newUserId();
  fx.accountsOf.set(userId, [account('twitter', 'x1')]);
  return callAs(userId, fx.app);
}

const spring = {
  name: 'Spring sale',
  startDate: '2030-03-01',
  endDate: '2030-03-31',
  goal: '200 orders',
  productId: '8123',
};

describe('campaigns', () => {
  it('creates, lists, reads with its posts, changes and deletes a campaign; its posts stay', async () => {
    const call = owner();
    const made = await call('post', '/campaigns', { body: spring });
    expect(made.status).toBe(201);
    const { campaign } = made.body;
    expect(campaign).toMatchObject(spring);
    const post = (await call('post', '/posts', { body: { text: 'Day one', campaignId: campaign.id } })).body.post;
    expect(post.campaignId).toBe(campaign.id);
    const detail = campaignDetailResponseSchema.parse((await call('get', `/campaigns/${campaign.id}`)).body);
    expect(detail.posts.map((one) => one.id)).toEqual([post.id]);
    expect((await call('get', `/posts?campaignId=${campaign.id}`)).body.posts).toHaveLength(1);
    expect((await call('get', '/campaigns')).body.campaigns).toEqual([campaign]);
    const changed = await call('patch', `/campaigns/${campaign.id}`, { body: { goal: '300 orders', productId: null } });
    expect(changed.body.campaign).toMatchObject({ goal: '300 orders', productId: null, name: 'Spring sale' });
    expect((await call('delete', `/campaigns/${campaign.id}`)).body).toEqual({ deleted: true });
    expect((await call('get', `/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await call('get', `/posts/${post.id}`)).body.post.campaignId).toBeNull();
  });

  it("answers 404 for another owner's campaign, in a path and in a post's body", async () => {
    const alice = owner();
    const bob = owner();
    const { campaign } = (await alice('post', '/campaigns', { body: spring })).body;
    expect((await bob('get', `/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await bob('patch', `/campaigns/${campaign.id}`, { body: { name: 'Mine' } })).status).toBe(404);
    expect((await bob('delete', `/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await bob('get', '/campaigns/not-an-id')).status).toBe(404);
    const post = await bob('post', '/posts', { body: { text: 'x', campaignId: campaign.id } });
    expect([post.status, post.body.error.field]).toEqual([404, 'campaignId']);
    expect((await bob('get', `/posts?campaignId=${campaign.id}`)).body.posts).toEqual([]);
    expect((await alice('get', `/campaigns/${campaign.id}`)).body.campaign.name).toBe('Spring sale');
  });

  it('refuses bad dates and names with a 400 naming the field', async () => {
    const call = owner();
    const cases: Array<[object, string]> = [
      [{ ...spring, endDate: '2030-02-01' }, 'endDate'],
      [{ ...spring, startDate: '2030-02-30' }, 'startDate'],
      [{ ...spring, endDate: '2031-12-31' }, 'endDate'],
      [{ ...spring, name: '   ' }, 'name'],
      [{ ...spring, name: 'x'.repeat(101) }, 'name'],
      [{ ...spring, startDate: 'soon' }, 'startDate'],
      [{ ...spring, goal: { $ne: '' } }, 'goal'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('post', '/campaigns', { body });
      expect([answer.status, answer.body.error?.field]).toEqual([400, field]);
    }
    const { campaign } = (await call('post', '/campaigns', { body: spring })).body;
    const flipped = await call('patch', `/campaigns/${campaign.id}`, { body: { startDate: '2030-04-01' } });
    expect([flipped.status, flipped.body.error.field]).toEqual([400, 'endDate']);
    expect((await call('get', '/campaigns')).body.campaigns).toHaveLength(1);
  });
});
