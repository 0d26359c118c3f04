import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, startSandbox } from '../sandbox-client.test.helper';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await connect(sandbox.url, 'tiktok', 'alice', 'user.info.basic,video.list')).access;
});
afterAll(() => sandbox.stop());

const FIELDS = 'id,create_time,view_count,like_count,comment_count,share_count';

async function list(body: unknown, fields = FIELDS, accessToken = token) {
  return answer(
    await fetch(`${sandbox.url}/tiktok/v2/video/list/?fields=${fields}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    }),
  );
}

describe('TikTok video list', () => {
  it('pages newest first by cursor, the same videos every time, back over 400 days', async () => {
    const first = await list({ max_count: 20 });
    expect(first.status).toBe(200);
    expect(first.json.error.code).toBe('ok');
    const { videos, cursor, has_more: hasMore } = first.json.data;
    expect(videos).toHaveLength(20);
    expect(Object.keys(videos[0]).sort()).toEqual(FIELDS.split(',').sort());
    expect(hasMore).toBe(true);
    expect(cursor).toBe(videos[19].create_time * 1000);
    const times = videos.map((video: { create_time: number }) => video.create_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await list({ max_count: 20, cursor });
    expect(second.json.data.videos[0].create_time).toBeLessThan(videos[19].create_time);
    expect((await list({ max_count: 20, cursor })).json.data).toEqual(second.json.data);

    const old = Date.parse('2025-09-01T00:00:00Z');
    const older = await list({ max_count: 5, cursor: old });
    expect(older.json.data.videos).toHaveLength(5);
    for (const video of older.json.data.videos) expect(video.create_time * 1000).toBeLessThan(old);
  });

  it('refuses bad parameters with invalid_params and a token without video.list', async () => {
    const tooMany = await list({ max_count: 21 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.code).toBe('invalid_params');
    const noFields = await list({}, '');
    expect(noFields.status).toBe(400);
    const badField = await list({}, 'id,plays');
    expect(badField.status).toBe(400);
    expect(badField.json.error.message).toMatch(/plays/);
    const badCursor = await list({ cursor: 'yesterday' });
    expect(badCursor.status).toBe(400);
    const basic = (await connect(sandbox.url, 'tiktok', 'alice', 'user.info.basic')).access;
    const denied = await list({}, FIELDS, basic);
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe('scope_not_authorized');
  });
});
