import { assistantFixture, ownerIn, shopWorld, voiceProfile, type World } from '../assistant-harness.test.util';

const fx = assistantFixture();
const owner = (world?: World) => ownerIn(fx, world);

describe('saved drafts', () => {
  it('a saved draft appears in the drafts; deleting it removes it', async () => {
    const { ask, call } = owner(shopWorld({ voice: voiceProfile() }));
    const answer = await ask('Write an Instagram post about rye bread');
    const save = answer.actions.find((action) => action.type === 'save_draft');
    const approved = await call('post', `/actions/${save?.id}/approve`);
    expect(approved.status).toBe(200);
    const { drafts } = (await call('get', '/drafts')).body;
    expect(drafts).toEqual([expect.objectContaining({ post: answer.content_posts[0] })]);
    const left = await call('delete', `/drafts/${drafts[0].id}`);
    expect(left.body.drafts).toEqual([]);
  });
});
