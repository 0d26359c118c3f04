import { Types } from 'mongoose';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import {
  accountPublishPath,
  accountRecentPostsPath,
  publishResponseSchema,
  recentPostsResponseSchema,
  type PublishRequest,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { ConnectedAccountModel } from '../integrations/connected-account-model';
import { settingsFixture } from '../settings-harness.test.util';
import type { SyncAccount } from '../platforms/platform-reader';
import { connectAccount, revokeTokens, useSandbox } from '../platforms/sandbox-accounts.test.helper';
import { storeAccount } from '../platforms/stored-accounts.test.util';

// The studio publishes through settings: settings makes the platform's calls (the provider sandbox
// here, which fetches the media like the platforms do and shows what was published) with the
// token it keeps, and answers what the platform did as an outcome the studio acts on.

const sandbox = useSandbox();
const fx = settingsFixture(() => ({ ...sandboxSettingsServiceEnv(), PROVIDER_SANDBOX_URL: sandbox().url }));

const STUDIO = 'studio' as ServiceName;

async function owner(platform: PlatformKey) {
  const account = await connectAccount(sandbox().url, platform);
  const userId = new Types.ObjectId().toHexString();
  await storeAccount(userId, account);
  return { userId, account };
}

const sample = (file: string) => `${sandbox().url}/_sandbox/published/samples/${file}`;

function post(overrides: Partial<PublishRequest> = {}): PublishRequest {
  return {
    postRef: `${new Types.ObjectId().toHexString()}:test:1`,
    text: 'Fresh sourdough today #bakery',
    media: [],
    ...overrides,
  };
}

const photo = { url: '', type: 'image' as const, mimeType: 'image/jpeg', alt: 'A loaf on the counter' };
const clip = { url: '', type: 'video' as const, mimeType: 'video/mp4' };

async function publish(
  userId: string,
  account: Pick<SyncAccount, 'platform' | 'accountId'>,
  body: unknown,
  caller: ServiceName = STUDIO,
) {
  const path = accountPublishPath(account.platform, account.accountId);
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'settings', `POST ${path}`, userId))
    .send(body as object);
}

async function recent(userId: string, account: Pick<SyncAccount, 'platform' | 'accountId'>, since: Date) {
  const path = accountRecentPostsPath(account.platform, account.accountId, since.toISOString());
  return request(fx.app)
    .get(path)
    .set(await serviceTokenHeader(STUDIO, 'settings', `GET ${path}`, userId));
}

async function publishedOn(platform: string, accountId: string) {
  const answer = await fetch(`${sandbox().url}/_sandbox/published/${platform}/${encodeURIComponent(accountId)}`, {
    headers: { Accept: 'application/json' },
  });
  return (
    (await answer.json()) as {
      posts: Array<{ id: string; text: string; media: unknown[]; comments: Array<{ text: string }> }>;
    }
  ).posts;
}

async function fault(body: object) {
  await fetch(`${sandbox().url}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

afterEach(async () => {
  await fetch(`${sandbox().url}/_sandbox/faults`, { method: 'DELETE' });
});

describe('POST /internal/settings/accounts/:platform/:accountId/publish', () => {
  it("publishes to Instagram through its container flow: the post, its alt text and first comment are on the account's page", async () => {
    const { userId, account } = await owner('instagram');
    const since = new Date(Date.now() - 1000);
    const answer = await publish(
      userId,
      account,
      post({ media: [{ ...photo, url: sample('photo.jpg') }], firstComment: 'Order by Friday' }),
    );
    expect(answer.status).toBe(200);
    const published = publishResponseSchema.parse(answer.body);
    expect(published).toEqual({
      outcome: 'published',
      platformPostId: expect.stringMatching(/^\d+$/),
      permalink: expect.stringContaining(`/_sandbox/published/instagram/${account.accountId}#post-`),
    });
    const posts = await publishedOn('instagram', account.accountId);
    const made = posts.find(
      (candidate) => published.outcome === 'published' && candidate.id === published.platformPostId,
    );
    expect(made).toMatchObject({ text: 'Fresh sourdough today #bakery', comments: [{ text: 'Order by Friday' }] });
    expect(made?.media).toEqual([
      expect.objectContaining({ kind: 'image', mimeType: 'image/jpeg', alt: 'A loaf on the counter' }),
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(account.accessToken);

    const listed = await recent(userId, account, since);
    expect(recentPostsResponseSchema.parse(listed.body)).toEqual({
      outcome: 'listed',
      posts: [expect.objectContaining({ platformPostId: made?.id, text: 'Fresh sourdough today #bakery' })],
    });
  });

  it('waits for a reel Instagram is still processing, and publishes a carousel of several', async () => {
    const { userId, account } = await owner('instagram');
    const reel = await publish(userId, account, post({ media: [{ ...clip, url: sample('clip.mp4') }] }));
    expect(reel.body).toMatchObject({ outcome: 'published' });
    const carousel = await publish(
      userId,
      account,
      post({
        media: [
          { ...photo, url: sample('photo.jpg') },
          { ...clip, url: sample('clip.mp4') },
        ],
      }),
    );
    expect(carousel.body).toMatchObject({ outcome: 'published' });
    const made = (await publishedOn('instagram', account.accountId)).find(
      (candidate) => candidate.id === carousel.body.platformPostId,
    );
    expect(made?.media).toHaveLength(2);
  });

  it("answers Instagram's refusal of a file that is no JPEG picture, and publishes nothing", async () => {
    const { userId, account } = await owner('instagram');
    const before = (await publishedOn('instagram', account.accountId)).length;
    for (const file of ['not-media.jpg', 'photo.png']) {
      const answer = await publish(userId, account, post({ media: [{ ...photo, url: sample(file) }] }));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ outcome: 'failed', kind: 'bad_request', words: expect.stringMatching(/^ERROR: /) });
    }
    expect(await publishedOn('instagram', account.accountId)).toHaveLength(before);
    const empty = await publish(userId, account, post());
    expect(empty.body).toEqual({
      outcome: 'failed',
      kind: 'bad_request',
      words: 'Instagram needs an image or a video.',
    });
  });

  it("stops at Instagram's 100 posts in 24 hours before making anything", async () => {
    const { userId, account } = await owner('instagram');
    const used = (await publishedOn('instagram', account.accountId)).length;
    await fetch(`${sandbox().url}/_sandbox/published/instagram/${account.accountId}/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 100 - used }),
    });
    const answer = await publish(userId, account, post({ media: [{ ...photo, url: sample('photo.jpg') }] }));
    expect(answer.body).toEqual({
      outcome: 'failed',
      kind: 'rate_limited',
      words: expect.stringContaining('100 posts'),
      retryAfterSeconds: 3600,
    });
    expect(await publishedOn('instagram', account.accountId)).toHaveLength(100);
  });

  it("answers a platform's 429 with its wait, and a 5xx as unavailable, without waiting them out", async () => {
    const { userId, account } = await owner('facebook');
    await fault({ provider: 'meta', kind: 'rate_limit', retryAfterSeconds: 7, times: 1 });
    const limited = await publish(userId, account, post());
    expect(limited.body).toEqual({
      outcome: 'failed',
      kind: 'rate_limited',
      words: '(#4) Application request limit reached',
      retryAfterSeconds: 7,
    });
    const tiktok = await owner('tiktok');
    await fault({ provider: 'tiktok', kind: 'server_error', times: 0 });
    const down = await publish(tiktok.userId, tiktok.account, post({ media: [{ ...clip, url: sample('clip.mp4') }] }));
    expect(down.body).toEqual({ outcome: 'failed', kind: 'unavailable', words: expect.any(String) });
  });

  it('answers a refused token as token_refused and marks the account for reconnection', async () => {
    const { userId, account } = await owner('facebook');
    await revokeTokens(sandbox().url, 'meta', 'alice');
    const answer = await publish(userId, account, post());
    expect(answer.body).toEqual({ outcome: 'failed', kind: 'token_refused', words: expect.any(String) });
    const stored = await ConnectedAccountModel.findOne({ userId, platform: 'facebook' }).lean();
    expect(stored?.status).toBe('needs_reauth');
    const again = await publish(userId, account, post());
    expect(again.body).toMatchObject({ outcome: 'failed', kind: 'token_refused' });
  });

  it("publishes a Facebook page's text with a link, a photo, and several photos in one post", async () => {
    const { userId, account } = await owner('facebook');
    const since = new Date(Date.now() - 1000);
    const linkPost = await publish(userId, account, post({ link: 'https://alices-bakery.example/bread' }));
    expect(linkPost.body).toEqual({
      outcome: 'published',
      platformPostId: expect.stringMatching(new RegExp(`^${account.accountId}_\\d+$`)),
      permalink: expect.stringContaining(`/_sandbox/published/facebook/${account.accountId}#post-`),
    });
    const single = await publish(
      userId,
      account,
      post({ text: 'One loaf', media: [{ ...photo, url: sample('photo.png') }] }),
    );
    expect(single.body).toMatchObject({ outcome: 'published' });
    const album = await publish(
      userId,
      account,
      post({
        text: 'Two loaves',
        media: [
          { ...photo, url: sample('photo.jpg') },
          { ...photo, url: sample('photo.png') },
        ],
      }),
    );
    expect(album.body).toMatchObject({ outcome: 'published' });
    const posts = await publishedOn('facebook', account.accountId);
    expect(posts.find((candidate) => candidate.id === album.body.platformPostId)?.media).toHaveLength(2);

    const notAPicture = await publish(userId, account, post({ media: [{ ...photo, url: sample('not-media.jpg') }] }));
    expect(notAPicture.body).toEqual({
      outcome: 'failed',
      kind: 'bad_request',
      words: '(#324) Missing or invalid image file',
    });

    const listed = await recent(userId, account, since);
    expect(listed.body.outcome).toBe('listed');
    expect(listed.body.posts.map((item: { platformPostId: string }) => item.platformPostId)).toEqual(
      expect.arrayContaining([linkPost.body.platformPostId, single.body.platformPostId, album.body.platformPostId]),
    );
  });

  it("publishes a TikTok video through init, upload and status, and lists it in the account's recent posts", async () => {
    const { userId, account } = await owner('tiktok');
    const since = new Date(Date.now() - 1000);
    const answer = await publish(
      userId,
      account,
      post({ text: 'Behind the scenes', media: [{ ...clip, url: sample('clip.mp4') }] }),
    );
    expect(answer.body).toEqual({
      outcome: 'published',
      platformPostId: expect.stringMatching(/^\d+$/),
      permalink: expect.stringContaining(`/_sandbox/published/tiktok/`),
    });
    const listed = await recent(userId, account, since);
    expect(listed.body).toEqual({
      outcome: 'listed',
      posts: [expect.objectContaining({ platformPostId: answer.body.platformPostId, text: 'Behind the scenes' })],
    });

    const notAVideo = await publish(userId, account, post({ media: [{ ...clip, url: sample('not-media.jpg') }] }));
    expect(notAVideo.body).toEqual({
      outcome: 'failed',
      kind: 'bad_request',
      words: 'TikTok did not publish the video: file_format_check_failed.',
    });
    const picture = await publish(userId, account, post({ media: [{ ...photo, url: sample('photo.jpg') }] }));
    expect(picture.body).toEqual({ outcome: 'failed', kind: 'bad_request', words: 'A TikTok post is one video.' });
  });

  it('is for the studio only, and refuses what it cannot publish (4xx, never a 500)', async () => {
    const { userId, account } = await owner('facebook');
    for (const caller of ['dashboard', 'responder', 'assistant'] as const)
      expect((await publish(userId, account, post(), caller)).status).toBe(403);
    const stranger = new Types.ObjectId().toHexString();
    expect((await publish(stranger, account, post())).status).toBe(404);
    expect((await publish(userId, { platform: 'shopify', accountId: 'x' }, post())).status).toBe(400);
    expect(
      (
        await publish(userId, account, {
          ...post(),
          media: [{ url: '/relative.jpg', type: 'image', mimeType: 'image/jpeg' }],
        })
      ).status,
    ).toBe(400);
    expect((await publish(userId, account, { text: 'no ref', media: [] })).status).toBe(400);
    const path = `/internal/settings/accounts/facebook/${account.accountId}/recent-posts?since=yesterday`;
    const badSince = await request(fx.app)
      .get(path)
      .set(await serviceTokenHeader(STUDIO, 'settings', `GET ${path}`, userId));
    expect(badSince.status).toBe(400);
  });
});
