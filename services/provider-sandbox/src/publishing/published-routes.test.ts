import type { RunningSandbox } from '../main';
import { ALICE_INSTAGRAM, ALICE_PAGE, graphUrl, pageToken, postJson } from '../messaging/messaging-client.test.helper';
import { connect } from '../provider-tokens.test.helper';
import { get, postForm, startSandbox } from '../sandbox-client.test.helper';
import { SAMPLE_MEDIA } from './sample-media';

// The platforms' publishing endpoints as settings calls them, and the page that shows what was
// published on each sample account.

const PUBLISHING_SCOPES =
  'pages_show_list,pages_read_engagement,pages_manage_posts,pages_manage_engagement,instagram_basic,instagram_content_publish,instagram_manage_comments';

let sandbox: RunningSandbox;
let page: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ page } = await pageToken(sandbox, 'alice', ALICE_PAGE, PUBLISHING_SCOPES));
});
afterAll(async () => {
  await sandbox.stop();
});

const sample = (file: string) => `${sandbox.url}/_sandbox/published/samples/${file}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const graph = (path: string) => `${graphUrl(sandbox)}${path}`;

async function publishedOn(platform: string, accountId: string) {
  const answer = await fetch(`${sandbox.url}/_sandbox/published/${platform}/${encodeURIComponent(accountId)}`, {
    headers: { Accept: 'application/json' },
  });
  return answer.json() as Promise<{ name: string; posts: Array<Record<string, unknown>> }>;
}

async function containerState(id: string): Promise<string> {
  const answer = await get(`${graph(`/${id}`)}?fields=status_code,status`, bearer(page));
  return answer.json.status_code as string;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
}

describe('Instagram content publishing', () => {
  it('makes a post from a container once Instagram has fetched the picture, and shows it on the account page', async () => {
    const created = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media`),
      { image_url: sample('photo.jpg'), caption: 'Rye day #bread', alt_text: 'Two rye loaves' },
      bearer(page),
    );
    expect(created.status).toBe(200);
    const containerId = created.json.id as string;
    await until(async () => (await containerState(containerId)) === 'FINISHED');
    const published = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media_publish`),
      { creation_id: containerId },
      bearer(page),
    );
    expect(published.json).toEqual({ id: expect.stringMatching(/^\d{17}$/) });
    const again = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media_publish`),
      { creation_id: containerId },
      bearer(page),
    );
    expect(again.json.error).toMatchObject({ code: 9, error_subcode: 2207006 });

    const node = await get(`${graph(`/${published.json.id}`)}?fields=permalink,caption,timestamp`, bearer(page));
    expect(node.json).toEqual({
      id: published.json.id,
      permalink: `${sandbox.url}/_sandbox/published/instagram/${ALICE_INSTAGRAM}#post-${published.json.id}`,
      caption: 'Rye day #bread',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/),
    });
    const listed = await get(`${graph(`/${ALICE_INSTAGRAM}/media`)}?fields=id,caption`, bearer(page));
    expect(listed.json.data[0]).toEqual({ id: published.json.id, caption: 'Rye day #bread' });

    const shown = await publishedOn('instagram', ALICE_INSTAGRAM);
    expect(shown.posts[0]).toMatchObject({ id: published.json.id, text: 'Rye day #bread' });
    const html = await fetch(`${sandbox.url}/_sandbox/published/instagram/${ALICE_INSTAGRAM}`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain(`id="post-${published.json.id}"`);
  });

  it('keeps a reel IN_PROGRESS at the first look, refuses to publish it then, and ERRORs a file that is no JPEG', async () => {
    const reel = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media`),
      { video_url: sample('clip.mp4'), media_type: 'REELS', caption: 'Kneading' },
      bearer(page),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await containerState(reel.json.id)).toBe('IN_PROGRESS');
    expect(await containerState(reel.json.id)).toBe('FINISHED');

    const early = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media`),
      { video_url: sample('clip.mp4'), media_type: 'REELS' },
      bearer(page),
    );
    const refused = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media_publish`),
      { creation_id: early.json.id },
      bearer(page),
    );
    expect(refused.json.error).toMatchObject({ code: 9007, error_subcode: 2207027 });

    for (const file of ['photo.png', 'not-media.jpg']) {
      const bad = await postForm(graph(`/${ALICE_INSTAGRAM}/media`), { image_url: sample(file) }, bearer(page));
      await until(async () => (await containerState(bad.json.id)) !== 'IN_PROGRESS');
      const status = await get(`${graph(`/${bad.json.id}`)}?fields=status_code,status`, bearer(page));
      expect(status.json).toEqual({ id: bad.json.id, status_code: 'ERROR', status: expect.stringMatching(/^ERROR: /) });
    }
    const video = await postForm(graph(`/${ALICE_INSTAGRAM}/media`), { video_url: sample('clip.mp4') }, bearer(page));
    expect(video.json.error).toMatchObject({ code: 100, message: expect.stringContaining('REELS') });
    const tags = Array.from({ length: 31 }, (_, index) => `#t${index}`).join(' ');
    const tooMany = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media`),
      { image_url: sample('photo.jpg'), caption: tags },
      bearer(page),
    );
    expect(tooMany.json.error).toMatchObject({ code: 100 });
  });

  it('counts the posts of the last 24 hours and refuses the 101st', async () => {
    const limit = async () =>
      (await get(`${graph(`/${ALICE_INSTAGRAM}/content_publishing_limit`)}?fields=quota_usage,config`, bearer(page)))
        .json;
    const before = (await limit()).data[0].quota_usage as number;
    expect((await limit()).data[0].config).toEqual({ quota_total: 100, quota_duration: 86400 });
    const seeded = await postJson(`${sandbox.url}/_sandbox/published/instagram/${ALICE_INSTAGRAM}/seed`, {
      count: 100 - before,
    });
    expect(seeded.status).toBe(201);
    expect((await limit()).data[0].quota_usage).toBe(100);
    const container = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media`),
      { image_url: sample('photo.jpg') },
      bearer(page),
    );
    await until(async () => (await containerState(container.json.id)) === 'FINISHED');
    const refused = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media_publish`),
      { creation_id: container.json.id },
      bearer(page),
    );
    expect(refused.json.error).toMatchObject({ code: 9, error_subcode: 2207042 });
  });

  it('refuses a token without the publishing permission, and an account the token does not reach', async () => {
    const { page: readOnly } = await pageToken(sandbox, 'alice', ALICE_PAGE, 'pages_show_list,instagram_basic');
    const denied = await postForm(
      graph(`/${ALICE_INSTAGRAM}/media`),
      { image_url: sample('photo.jpg') },
      bearer(readOnly),
    );
    expect(denied.json.error).toMatchObject({ code: 10 });
    const other = await postForm(graph('/17841400000000002/media'), { image_url: sample('photo.jpg') }, bearer(page));
    expect(other.json.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});

describe('Facebook page posts', () => {
  it('posts text with a link, a photo, and unpublished photos attached to one feed post', async () => {
    const linkPost = await postForm(
      graph(`/${ALICE_PAGE}/feed`),
      { message: 'Open Saturday', link: 'https://example.com/' },
      bearer(page),
    );
    expect(linkPost.json).toEqual({ id: expect.stringMatching(new RegExp(`^${ALICE_PAGE}_\\d+$`)) });
    const photo = await postForm(
      graph(`/${ALICE_PAGE}/photos`),
      { url: sample('photo.png'), caption: 'Croissants' },
      bearer(page),
    );
    expect(photo.json).toEqual({
      id: expect.any(String),
      post_id: expect.stringMatching(new RegExp(`^${ALICE_PAGE}_`)),
    });
    const hidden = await postForm(
      graph(`/${ALICE_PAGE}/photos`),
      { url: sample('photo.jpg'), published: 'false' },
      bearer(page),
    );
    const album = await postForm(
      graph(`/${ALICE_PAGE}/feed`),
      { message: 'Both', attached_media: JSON.stringify([{ media_fbid: hidden.json.id }]) },
      bearer(page),
    );
    expect(album.status).toBe(200);
    const notAPicture = await postForm(graph(`/${ALICE_PAGE}/photos`), { url: sample('not-media.jpg') }, bearer(page));
    expect(notAPicture.json.error).toMatchObject({ code: 324 });
    const empty = await postForm(graph(`/${ALICE_PAGE}/feed`), {}, bearer(page));
    expect(empty.json.error).toMatchObject({ code: 100 });

    const feed = await get(
      `${graph(`/${ALICE_PAGE}/feed`)}?fields=id,message,permalink_url,created_time`,
      bearer(page),
    );
    expect(feed.json.data.map((post: { id: string }) => post.id)).toEqual(
      expect.arrayContaining([linkPost.json.id, photo.json.post_id, album.json.id]),
    );
    const node = await get(`${graph(`/${album.json.id}`)}?fields=permalink_url`, bearer(page));
    expect(node.json.permalink_url).toBe(
      `${sandbox.url}/_sandbox/published/facebook/${ALICE_PAGE}#post-${album.json.id}`,
    );
    const comment = await postForm(graph(`/${album.json.id}/comments`), { message: 'Pick up at 9' }, bearer(page));
    expect(comment.json.id).toMatch(new RegExp(`^${album.json.id}_`));
    const shown = await publishedOn('facebook', ALICE_PAGE);
    expect(shown.posts.find((post) => post.id === album.json.id)).toMatchObject({
      text: 'Both',
      comments: [expect.objectContaining({ text: 'Pick up at 9' })],
      media: [expect.objectContaining({ kind: 'image', mimeType: 'image/jpeg' })],
    });
  });
});

describe('TikTok direct post', () => {
  const api = (path: string) => `${sandbox.url}/tiktok${path}`;
  let token: string;
  beforeAll(async () => {
    ({ access: token } = await connect(sandbox.url, 'tiktok', 'alice', 'user.info.basic,video.list,video.publish'));
  });

  it('takes the file at the upload URL, publishes it on the next status fetch, and lists it', async () => {
    const creator = await postJson(api('/v2/post/publish/creator_info/query/'), {}, bearer(token));
    expect(creator.json.data.privacy_level_options).toContain('SELF_ONLY');
    const bytes = SAMPLE_MEDIA['clip.mp4']!.bytes;
    const init = await postJson(
      api('/v2/post/publish/video/init/'),
      {
        post_info: { title: 'Oven time', privacy_level: 'SELF_ONLY' },
        source_info: {
          source: 'FILE_UPLOAD',
          video_size: bytes.length,
          chunk_size: bytes.length,
          total_chunk_count: 1,
        },
      },
      bearer(token),
    );
    expect(init.json).toEqual({
      data: {
        publish_id: expect.stringMatching(/^v_pub_file~/),
        upload_url: expect.stringContaining('/tiktok/upload/'),
      },
      error: { code: 'ok', message: '', log_id: expect.any(String) },
    });
    const status = async () =>
      (await postJson(api('/v2/post/publish/status/fetch/'), { publish_id: init.json.data.publish_id }, bearer(token)))
        .json.data;
    expect((await status()).status).toBe('PROCESSING_UPLOAD');
    const wrongRange = await fetch(init.json.data.upload_url, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4', 'Content-Range': `bytes 1-${bytes.length}/${bytes.length}` },
      body: new Uint8Array(bytes),
    });
    expect(wrongRange.status).toBe(416);
    const uploaded = await fetch(init.json.data.upload_url, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4', 'Content-Range': `bytes 0-${bytes.length - 1}/${bytes.length}` },
      body: new Uint8Array(bytes),
    });
    expect(uploaded.status).toBe(201);
    expect((await status()).status).toBe('PROCESSING_UPLOAD');
    const done = await status();
    expect(done).toMatchObject({ status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [expect.any(Number)] });

    const list = await postJson(api('/v2/video/list/?fields=id,title,share_url'), { max_count: 5 }, bearer(token));
    expect(list.json.data.videos[0]).toMatchObject({
      title: 'Oven time',
      share_url: expect.stringContaining('/_sandbox/published/tiktok/'),
    });
    const queried = await postJson(
      api('/v2/video/query/?fields=id,title'),
      { filters: { video_ids: [list.json.data.videos[0].id] } },
      bearer(token),
    );
    expect(queried.json.data.videos).toEqual([{ id: list.json.data.videos[0].id, title: 'Oven time' }]);
  });

  it("answers TikTok's errors in its envelope: chunk rules, privacy, a file that is no video, an unknown publish id, a missing scope", async () => {
    const init = (body: unknown, auth = token) => postJson(api('/v2/post/publish/video/init/'), body, bearer(auth));
    const badChunks = await init({
      post_info: { title: 'x', privacy_level: 'SELF_ONLY' },
      source_info: { source: 'FILE_UPLOAD', video_size: 100, chunk_size: 50, total_chunk_count: 2 },
    });
    expect(badChunks.status).toBe(400);
    expect(badChunks.json.error).toMatchObject({ code: 'invalid_params', log_id: expect.any(String) });
    const privacy = await init({
      post_info: { title: 'x', privacy_level: 'EVERYONE' },
      source_info: { source: 'FILE_UPLOAD', video_size: 100, chunk_size: 100, total_chunk_count: 1 },
    });
    expect(privacy.json.error.code).toBe('privacy_level_option_mismatch');

    const pulled = await init({
      post_info: { title: 'x', privacy_level: 'SELF_ONLY' },
      source_info: { source: 'PULL_FROM_URL', video_url: sample('not-media.jpg') },
    });
    const fetchStatus = () =>
      postJson(api('/v2/post/publish/status/fetch/'), { publish_id: pulled.json.data.publish_id }, bearer(token));
    await until(async () => (await fetchStatus()).json.data.status === 'FAILED');
    expect((await fetchStatus()).json.data).toMatchObject({
      status: 'FAILED',
      fail_reason: 'file_format_check_failed',
    });

    const unknown = await postJson(
      api('/v2/post/publish/status/fetch/'),
      { publish_id: 'v_pub_file~nope' },
      bearer(token),
    );
    expect(unknown.json.error.code).toBe('invalid_publish_id');
    const { access: readOnly } = await connect(sandbox.url, 'tiktok', 'alice', 'user.info.basic');
    const scope = await init({}, readOnly);
    expect(scope.status).toBe(403);
    expect(scope.json.error.code).toBe('scope_not_authorized');
  });
});

describe('/_sandbox/published', () => {
  it('lists every sample account with its posts, serves the sample files, and 404s an unknown account', async () => {
    const index = await fetch(`${sandbox.url}/_sandbox/published`, { headers: { Accept: 'application/json' } });
    const { accounts } = (await index.json()) as { accounts: Array<{ platform: string; accountId: string }> };
    expect(accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ platform: 'instagram', accountId: ALICE_INSTAGRAM }),
        expect.objectContaining({ platform: 'facebook', accountId: ALICE_PAGE }),
        expect.objectContaining({ platform: 'tiktok' }),
        expect.objectContaining({ platform: 'x' }),
      ]),
    );
    const html = await fetch(`${sandbox.url}/_sandbox/published`);
    expect(await html.text()).toContain('Published posts');
    const jpeg = await fetch(sample('photo.jpg'));
    expect(Buffer.from(await jpeg.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await fetch(`${sandbox.url}/_sandbox/published/instagram/1`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/_sandbox/published/myspace/1`)).status).toBe(404);
    const badSeed = await postJson(`${sandbox.url}/_sandbox/published/facebook/${ALICE_PAGE}/seed`, { count: 0 });
    expect(badSeed.status).toBe(400);
  });
});
