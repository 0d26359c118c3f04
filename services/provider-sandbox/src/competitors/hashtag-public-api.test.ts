import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { get, startSandbox, withQuery } from '../sandbox-client.test.helper';
import { hashtagId, topMediaOf } from './hashtag-public-api';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const ALICE_INSTAGRAM = '17841400000000001';

describe("Instagram's hashtag search", () => {
  it("finds a hashtag's id, then its top media (no username, most engaged first), for the owner's account", async () => {
    const { access } = await connect(sandbox.url, 'meta', 'alice');
    const search = await get(
      withQuery(`${sandbox.url}/meta/v23.0/ig_hashtag_search`, {
        user_id: ALICE_INSTAGRAM,
        q: '#Sourdough',
        access_token: access,
      }),
    );
    expect(search.status).toBe(200);
    expect(search.json).toEqual({ data: [{ id: hashtagId('sourdough') }] });
    const top = await get(
      withQuery(`${sandbox.url}/meta/v23.0/${hashtagId('sourdough')}/top_media`, {
        user_id: ALICE_INSTAGRAM,
        fields: 'id,caption,media_type,like_count,comments_count,permalink,timestamp',
        access_token: access,
      }),
    );
    expect(top.status).toBe(200);
    const expected = topMediaOf('sourdough');
    expect(expected.length).toBeGreaterThan(0);
    expect(top.json.data).toHaveLength(Math.min(25, expected.length));
    expect(top.json.data[0].id).toBe(expected[0]!.post.id);
    expect(top.json.data.every((media: { caption: string }) => /#sourdough\b/.test(media.caption))).toBe(true);
    expect(top.json.data[0].username).toBeUndefined();
    const score = (media: { like_count: number; comments_count: number }) => media.like_count + media.comments_count;
    expect(score(top.json.data[0])).toBeGreaterThanOrEqual(score(top.json.data.at(-1)));
  });

  it("answers Graph's errors: no user_id, an invalid hashtag, another person's account, no token", async () => {
    const { access } = await connect(sandbox.url, 'meta', 'alice');
    const url = `${sandbox.url}/meta/v23.0/ig_hashtag_search`;
    const noUser = await get(withQuery(url, { q: 'sourdough', access_token: access }));
    expect(noUser.status).toBe(400);
    expect(noUser.json.error.code).toBe(100);
    const bad = await get(withQuery(url, { user_id: ALICE_INSTAGRAM, q: 'no spaces!', access_token: access }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.error_user_msg).toBe('The hashtag you searched for is not valid.');
    const other = await get(withQuery(url, { user_id: '17841499999999999', q: 'sourdough', access_token: access }));
    expect(other.status).toBe(400);
    expect(other.json.error.code).toBe(10);
    const anonymous = await get(withQuery(url, { user_id: ALICE_INSTAGRAM, q: 'sourdough' }));
    expect(anonymous.status).toBe(400);
    expect(anonymous.json.error.code).toBe(190);
  });
});
