import { Types } from 'mongoose';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { competitorFollowers, findCompetitor } from '@scp/provider-sandbox/competitors/competitor-accounts';
import { isoDay } from '@scp/provider-sandbox/generators';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import {
  onboardingCompetitorsPath,
  publicAccountReadPath,
  publicAccountReadSchema,
  type PublicAccountPlatform,
} from '@scp/shared/contracts/settings/public-accounts-internal';
import { settingsFixture } from '../settings-harness.test.util';
import { connectAccount, revokeTokens, useSandbox } from '../platforms/sandbox-accounts.test.helper';
import { storeAccount } from '../platforms/stored-accounts.test.util';

// The dashboard's competitors read what a platform shows publicly of another account through
// settings: Instagram through the owner's connected account (Business Discovery), Facebook Pages
// and TikTok profiles with the app's own credentials; a refusal or a 'not found' comes back typed,
// in the platform's words.

const sandbox = useSandbox();
const fx = settingsFixture(() => ({ ...sandboxSettingsServiceEnv(), PROVIDER_SANDBOX_URL: sandbox().url }));

async function read(userId: string, platform: PublicAccountPlatform, body: object, caller: ServiceName = 'dashboard') {
  const path = publicAccountReadPath(platform);
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'settings', `POST ${path}`, userId))
    .send(body);
}

const newUser = () => new Types.ObjectId().toHexString();

describe('POST /internal/settings/public-accounts/:platform/read', () => {
  it("reads an Instagram account through the owner's connected Instagram account, never answering the token", async () => {
    const account = await connectAccount(sandbox().url, 'instagram');
    const userId = newUser();
    await storeAccount(userId, account, 'connected');
    const answer = await read(userId, 'instagram', { handle: '@crumbandcrust' });
    expect(answer.status).toBe(200);
    const parsed = publicAccountReadSchema.parse(answer.body);
    if (!('profile' in parsed)) throw new Error(JSON.stringify(parsed));
    expect(parsed.profile).toMatchObject({
      handle: 'crumbandcrust',
      name: 'Crumb & Crust Bakery',
      followers: competitorFollowers(findCompetitor('instagram', 'crumbandcrust')!, isoDay(new Date())),
    });
    expect(parsed.posts.length).toBe(25);
    expect(parsed.posts[0]!.postedAt >= parsed.posts[24]!.postedAt).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain(account.accessToken);
  });

  it("answers Instagram's 'not found' in its words, and not_connected for an owner with no Instagram account", async () => {
    const account = await connectAccount(sandbox().url, 'instagram');
    const userId = newUser();
    await storeAccount(userId, account, 'connected');
    const missing = await read(userId, 'instagram', { handle: 'nobodyhere' });
    expect(missing.status).toBe(200);
    expect(missing.body.failure).toMatchObject({
      kind: 'not_found',
      platformReason: 'The user with username: nobodyhere cannot be found.',
    });
    const alone = await read(newUser(), 'instagram', { handle: 'crumbandcrust' });
    expect(alone.body.failure).toMatchObject({ kind: 'not_connected' });
  });

  it("answers a refused Instagram token as rejected, in Meta's words", async () => {
    const account = await connectAccount(sandbox().url, 'instagram', 'bob');
    const userId = newUser();
    await storeAccount(userId, account, 'connected');
    await revokeTokens(sandbox().url, 'meta', 'bob');
    const answer = await read(userId, 'instagram', { handle: 'crumbandcrust' });
    expect(answer.status).toBe(200);
    expect(answer.body.failure.kind).toBe('rejected');
    expect(answer.body.failure.platformReason).toEqual(expect.any(String));
  });

  it('reads a Facebook Page and a TikTok profile with no connected account at all', async () => {
    const userId = newUser();
    const page = await read(userId, 'facebook', { handle: 'summitsupplyco' });
    expect(page.status).toBe(200);
    expect(page.body.profile).toMatchObject({ handle: 'summitsupplyco', name: 'Summit Supply Co.' });
    expect(page.body.posts.length).toBe(25);
    expect(page.body.posts[0]).toMatchObject({ likes: expect.any(Number), comments: expect.any(Number) });
    const tiktok = await read(userId, 'tiktok', { handle: 'kilnandclay' });
    expect(tiktok.status).toBe(200);
    expect(tiktok.body.profile).toMatchObject({ handle: 'kilnandclay', name: 'Kiln & Clay' });
    expect(tiktok.body.posts.length).toBeGreaterThan(0);
    expect(tiktok.body.posts[0].views).toEqual(expect.any(Number));
  });

  it("answers Facebook's and TikTok's 'not found' in their words", async () => {
    const userId = newUser();
    const page = await read(userId, 'facebook', { handle: 'nobodyhere' });
    expect(page.body.failure).toMatchObject({
      kind: 'not_found',
      platformReason: '(#803) Some of the aliases you requested do not exist: nobodyhere',
    });
    const tiktok = await read(userId, 'tiktok', { handle: 'northloafbakery' });
    expect(tiktok.body.failure).toMatchObject({
      kind: 'not_found',
      platformReason: expect.stringContaining('northloafbakery'),
    });
  });

  it('refuses bad input with a 400 and other callers with a 403', async () => {
    const userId = newUser();
    expect((await read(userId, 'facebook', { handle: '' })).status).toBe(400);
    expect((await read(userId, 'facebook', { handle: 'x'.repeat(101) })).status).toBe(400);
    expect((await read(userId, 'facebook', { handle: 'a', extra: 1 })).status).toBe(400);
    const path = '/internal/settings/public-accounts/pinterest/read';
    const pinterest = await request(fx.app)
      .post(path)
      .set(await serviceTokenHeader('dashboard', 'settings', `POST ${path}`, userId))
      .send({ handle: 'somebody' });
    expect(pinterest.status).toBe(400);
    expect((await read(userId, 'facebook', { handle: 'summitsupplyco' }, 'assistant')).status).toBe(403);
  });

  it('answers a handle a platform could not take as refused, not a 500', async () => {
    const answer = await read(newUser(), 'facebook', { handle: 'not a handle/../x' });
    expect(answer.status).toBe(200);
    expect(answer.body.failure.kind).toBe('refused');
  });
});

describe('GET /internal/settings/onboarding-competitors', () => {
  const get = async (userId: string, caller: ServiceName = 'dashboard') =>
    request(fx.app)
      .get(onboardingCompetitorsPath)
      .set(await serviceTokenHeader(caller, 'settings', `GET ${onboardingCompetitorsPath}`, userId));

  it('answers the competitors named in onboarding, one entry a line or comma, and none for a user without', async () => {
    const userId = newUser();
    const voicePath = '/internal/settings/onboarding-voice';
    const saved = await request(fx.app)
      .put(voicePath)
      .set(await serviceTokenHeader('onboarding', 'settings', `PUT ${voicePath}`, userId))
      .send({
        tone: 'friendly',
        audience_description: '',
        onboarding_competitors: ['@crumbandcrust, tiktok.com/@kilnandclay\n northloafbakery ,, @crumbandcrust'],
        onboarding_inspiration: null,
        business_type: null,
        selected_goals: [],
        onboarding_completed: false,
      });
    expect(saved.status).toBe(200);
    const answer = await get(userId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ entries: ['@crumbandcrust', 'tiktok.com/@kilnandclay', 'northloafbakery'] });
    expect((await get(newUser())).body).toEqual({ entries: [] });
    expect((await get(userId, 'assistant')).status).toBe(403);
  });
});
