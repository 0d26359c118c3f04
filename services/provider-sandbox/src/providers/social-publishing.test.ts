import type { RunningSandbox } from '../main';
import { startSandbox } from '../sandbox-client.test.helper';
import { renderLittleText } from './linkedin-publishing';

// The sandbox's LinkedIn, X and Pinterest publishing endpoints answer as the platforms do where
// settings depends on it: versions, limits counted the platform's way, files checked by their bytes.

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

async function token(provider: string, scopes: string[]): Promise<string> {
  const answer = await fetch(`${sandbox.url}/_sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, identity: 'alice', scopes }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function call(
  path: string,
  bearer: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const answer = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${bearer}`,
      ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, json: text ? JSON.parse(text) : undefined };
}

const sample = (name: string) => `${sandbox.url}/_sandbox/published/samples/${name}`;

describe('LinkedIn posts', () => {
  const post = (commentary: string) => ({
    author: 'urn:li:organization:90000001',
    commentary,
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED' },
    lifecycleState: 'PUBLISHED',
  });

  it('wants LinkedIn-Version, answers 201 with the URN in x-restli-id, and refuses the same text twice', async () => {
    const bearer = await token('linkedin', ['w_organization_social', 'r_organization_social']);
    const unversioned = await call('/linkedin/rest/posts', bearer, { method: 'POST', json: post('Hello') });
    expect(unversioned.status).toBe(400);
    expect(unversioned.json.code).toBe('VERSION_MISSING');
    const headers = { 'LinkedIn-Version': '202601' };
    const made = await call('/linkedin/rest/posts', bearer, { method: 'POST', json: post('Hello there'), headers });
    expect(made.status).toBe(201);
    expect(made.headers.get('x-restli-id')).toMatch(/^urn:li:share:\d+$/);
    const again = await call('/linkedin/rest/posts', bearer, { method: 'POST', json: post('Hello there'), headers });
    expect(again.status).toBe(422);
    expect(again.json.code).toBe('DUPLICATE_POST');
    const listed = await call(
      `/linkedin/rest/posts?q=author&author=${encodeURIComponent('urn:li:organization:90000001')}`,
      bearer,
      { headers },
    );
    expect(listed.json.elements[0]).toMatchObject({ id: made.headers.get('x-restli-id'), commentary: 'Hello there' });
  });

  it('refuses to post for a page the member does not administer, or without w_organization_social', async () => {
    const reader = await token('linkedin', ['r_organization_social']);
    const headers = { 'LinkedIn-Version': '202601' };
    expect(
      (await call('/linkedin/rest/posts', reader, { method: 'POST', json: post('No scope'), headers })).status,
    ).toBe(403);
    const writer = await token('linkedin', ['w_organization_social']);
    const other = { ...post('Not mine'), author: 'urn:li:organization:90000002' };
    expect((await call('/linkedin/rest/posts', writer, { method: 'POST', json: other, headers })).status).toBe(403);
  });

  it("comments on a page's post (Comments API) and shows the comment under the post on the published page", async () => {
    const bearer = await token('linkedin', ['w_organization_social', 'r_organization_social']);
    const headers = { 'LinkedIn-Version': '202601' };
    const made = await call('/linkedin/rest/posts', bearer, { method: 'POST', json: post('With a comment'), headers });
    const urn = made.headers.get('x-restli-id') ?? '';
    const path = `/linkedin/rest/socialActions/${encodeURIComponent(urn)}/comments`;
    const comment = (text: string, more: Record<string, unknown> = {}) => ({
      actor: 'urn:li:organization:90000001',
      object: urn,
      message: { text },
      ...more,
    });
    const commented = await call(path, bearer, { method: 'POST', json: comment('Order at the link (bio)'), headers });
    expect(commented.status).toBe(201);
    expect(commented.headers.get('x-restli-id')).toMatch(new RegExp(`^urn:li:comment:\\(${urn},\\d+\\)$`));
    expect(commented.json).toMatchObject({ object: urn, message: { text: 'Order at the link (bio)' } });
    const page = await fetch(`${sandbox.url}/_sandbox/published/linkedin/90000001`, {
      headers: { Accept: 'application/json' },
    });
    const shown = ((await page.json()) as { posts: { id: string; comments: { text: string }[] }[] }).posts.find(
      (one) => one.id === urn,
    );
    expect(shown?.comments.map((one) => one.text)).toEqual(['Order at the link (bio)']);

    const refused = async (json: unknown, init: { headers?: Record<string, string>; bearer?: string } = {}) =>
      (await call(path, init.bearer ?? bearer, { method: 'POST', json, headers: init.headers ?? headers })).status;
    expect(await refused(comment('No version'), { headers: {} })).toBe(400);
    expect(await refused(comment('Elsewhere', { object: 'urn:li:share:1' }))).toBe(400);
    expect(await refused(comment('   '))).toBe(400);
    expect(await refused(comment('a'.repeat(1251)))).toBe(400);
    expect(await refused(comment('Not my page', { actor: 'urn:li:organization:90000002' }))).toBe(403);
    const reader = await token('linkedin', ['r_organization_social']);
    expect(await refused(comment('No scope'), { bearer: reader })).toBe(403);
    const unknown = `/linkedin/rest/socialActions/${encodeURIComponent('urn:li:share:1')}/comments`;
    const missing = await call(unknown, bearer, {
      method: 'POST',
      json: comment('Gone', { object: 'urn:li:share:1' }),
      headers,
    });
    expect(missing.status).toBe(404);
  });

  it('shows little text as LinkedIn does: escapes undone, hashtags rendered, cut at an unescaped reserved character', () => {
    expect(renderLittleText('Rye \\(new\\) {hashtag|\\#|bread}')).toBe('Rye (new) #bread');
    expect(renderLittleText('Rye (new) today')).toBe('Rye ');
  });
});

describe('X posts', () => {
  it('counts 280 weighted characters as X does', async () => {
    const bearer = await token('x', ['tweet.read', 'tweet.write', 'users.read']);
    // An emoji weighs 2: 140 fit, 141 do not.
    const fits = await call('/x/2/tweets', bearer, { method: 'POST', json: { text: '😀'.repeat(140) } });
    expect(fits.status).toBe(201);
    expect(fits.json.data.id).toMatch(/^\d+$/);
    const over = await call('/x/2/tweets', bearer, { method: 'POST', json: { text: '😀'.repeat(141) } });
    expect(over.status).toBe(400);
    expect(over.json.errors[0].message).toContain('Your Tweet text is too long');
  });

  it('takes an image upload by its bytes and refuses a file that is none', async () => {
    const bearer = await token('x', ['media.write']);
    const upload = async (name: string) => {
      const form = new FormData();
      form.set('media_category', 'tweet_image');
      form.set('media', new Blob([await (await fetch(sample(name))).arrayBuffer()]), 'media');
      return call('/x/2/media/upload', bearer, { method: 'POST', body: form });
    };
    const image = await upload('photo.png');
    expect(image.status).toBe(200);
    expect(image.json.data).toMatchObject({ id: expect.stringMatching(/^\d+$/), image: { image_type: 'image/png' } });
    const text = await upload('not-media.jpg');
    expect(text.status).toBe(400);
    expect(text.json.errors[0].message).toBe('media type unrecognized.');
  });
});

describe('Pinterest pins', () => {
  it("lists the account's boards with boards:read only, and pins on one of them from an image it fetches", async () => {
    expect((await call('/pinterest/v5/boards', await token('pinterest', ['pins:read']))).status).toBe(403);
    const bearer = await token('pinterest', ['boards:read', 'pins:read', 'pins:write']);
    const boards = await call('/pinterest/v5/boards?privacy=ALL', bearer);
    expect(boards.json.items.map((board: { name: string }) => board.name)).toEqual([
      'Bestsellers',
      'New in the shop',
      'Behind the scenes',
      'Gift ideas',
    ]);
    const pin = (title: string, url: string) =>
      call('/pinterest/v5/pins', bearer, {
        method: 'POST',
        json: { board_id: boards.json.items[0].id, title, media_source: { source_type: 'image_url', url } },
      });
    const made = await pin('Rye', sample('photo.jpg'));
    expect(made.status).toBe(201);
    expect((await pin('x'.repeat(101), sample('photo.jpg'))).status).toBe(400);
    const video = await pin('A clip', sample('clip.mp4'));
    expect(video.status).toBe(400);
    expect(video.json.message).toContain('not a supported image');
    const pins = await call('/pinterest/v5/pins', bearer);
    expect(pins.json.items[0]).toMatchObject({ id: made.json.id, title: 'Rye' });
  });
});
