import { Types } from 'mongoose';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { topMediaOf } from '@scp/provider-sandbox/competitors/hashtag-public-api';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import {
  publicHashtagReadPath,
  publicHashtagReadSchema,
} from '@scp/shared/contracts/settings/public-hashtags-internal';
import { settingsFixture } from '../settings-harness.test.util';
import { connectAccount, revokeTokens, useSandbox } from '../platforms/sandbox-accounts.test.helper';
import { storeAccount } from '../platforms/stored-accounts.test.util';

// The dashboard's inspiration feed reads a followed hashtag's top posts through settings: Instagram's
// hashtag search on behalf of the owner's connected Instagram account, with its token.

const sandbox = useSandbox();
const fx = settingsFixture(() => ({ ...sandboxSettingsServiceEnv(), PROVIDER_SANDBOX_URL: sandbox().url }));

async function read(userId: string, body: object, caller: ServiceName = 'dashboard') {
  return request(fx.app)
    .post(publicHashtagReadPath)
    .set(await serviceTokenHeader(caller, 'settings', `POST ${publicHashtagReadPath}`, userId))
    .send(body);
}

const newUser = () => new Types.ObjectId().toHexString();

describe('POST /internal/settings/public-hashtags/instagram/read', () => {
  it("answers a hashtag's top posts with their format and link, through the owner's Instagram account, never its token", async () => {
    const account = await connectAccount(sandbox().url, 'instagram');
    const userId = newUser();
    await storeAccount(userId, account, 'connected');
    const answer = await read(userId, { hashtag: 'pottery' });
    expect(answer.status).toBe(200);
    const parsed = publicHashtagReadSchema.parse(answer.body);
    if (!('posts' in parsed)) throw new Error(JSON.stringify(parsed));
    const expected = topMediaOf('pottery');
    expect(parsed.posts.length).toBe(Math.min(12, expected.length));
    expect(parsed.posts[0]).toMatchObject({
      id: expected[0]!.post.id,
      likes: expected[0]!.post.likes,
      comments: expected[0]!.post.comments,
      url: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//),
      format: { IMAGE: 'image', VIDEO: 'video', CAROUSEL_ALBUM: 'carousel' }[expected[0]!.post.mediaType],
    });
    expect(JSON.stringify(answer.body)).not.toContain(account.accessToken);
  });

  it('answers not_connected without an Instagram account, and a refused token as rejected', async () => {
    expect((await read(newUser(), { hashtag: 'pottery' })).body.failure).toMatchObject({ kind: 'not_connected' });
    const account = await connectAccount(sandbox().url, 'instagram', 'bob');
    const userId = newUser();
    await storeAccount(userId, account, 'connected');
    await revokeTokens(sandbox().url, 'meta', 'bob');
    const answer = await read(userId, { hashtag: 'pottery' });
    expect(answer.status).toBe(200);
    expect(answer.body.failure.kind).toBe('rejected');
  });

  it('refuses a bad hashtag with a 400 and other callers with a 403', async () => {
    const userId = newUser();
    expect((await read(userId, { hashtag: '' })).status).toBe(400);
    expect((await read(userId, { hashtag: 'two words' })).status).toBe(400);
    expect((await read(userId, { hashtag: 'x'.repeat(101) })).status).toBe(400);
    expect((await read(userId, { hashtag: 'a', extra: 1 })).status).toBe(400);
    expect((await read(userId, { hashtag: 'pottery' }, 'assistant')).status).toBe(403);
  });
});
