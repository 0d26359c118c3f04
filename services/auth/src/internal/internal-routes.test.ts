import request from 'supertest';
import {
  authInternalPaths,
  businessProfileSchema,
  notificationProfileSchema,
  onboardingMetadataResponseSchema,
} from '@scp/shared/contracts/auth/auth-internal';
import { sessionResponseSchema } from '@scp/shared/contracts/auth/session';
import { verifySessionUser } from '@scp/service-kit/session-grant';
import { grantVerifier, internalTokenHeader, serviceTokenHeader } from '@scp/service-kit/testing';
import { authHarness, call, signUp, uniqueEmail } from '../auth-harness.test.util';
import { UserModel } from '../users/user-model';

const h = authHarness();
const path = '/internal/auth/notification-profile';
const metadataPath = '/internal/auth/onboarding-metadata';

async function profile(userId: string) {
  return request(h.app)
    .get(path)
    .set(await serviceTokenHeader('settings', 'auth', `GET ${path}`, userId));
}

async function saveOnboardingMetadata(
  userId: string,
  body: unknown,
  caller: 'onboarding' | 'settings' | 'dashboard' = 'onboarding',
) {
  return request(h.app)
    .patch(metadataPath)
    .set(await serviceTokenHeader(caller, 'auth', `PATCH ${metadataPath}`, userId))
    .send(body as object);
}

describe('GET /internal/auth/notification-profile', () => {
  it("tells another service the owner's address and whether they want mail", async () => {
    const email = uniqueEmail('notify');
    const user = await signUp(h.app, email, 'Secret123', 'Nora Owner');
    const first = await profile(user.id);
    expect(first.status).toBe(200);
    expect(notificationProfileSchema.parse(first.body)).toEqual({
      email,
      fullName: 'Nora Owner',
      emailNotifications: true,
    });
    await call(h.app, 'patch', '/user/metadata', { userId: user.id, body: { email_notifications: false } });
    expect((await profile(user.id)).body.emailNotifications).toBe(false);
  });

  it('404 for an unknown user; never through the gateway', async () => {
    expect((await profile('64b7f0f0f0f0f0f0f0f0f0f0')).status).toBe(404);
    expect((await call(h.app, 'get', '/../internal/auth/notification-profile', { userId: 'x' })).status).not.toBe(200);
  });
});

describe('GET /internal/auth/business-profile', () => {
  const businessPath = authInternalPaths.businessProfile;
  const business = async (userId: string) =>
    request(h.app)
      .get(businessPath)
      .set(await serviceTokenHeader('assistant', 'auth', `GET ${businessPath}`, userId));

  it('tells the assistant what the business is, null for what the owner has not said', async () => {
    const user = await signUp(h.app, uniqueEmail('business'), 'Secret123', 'Bea Baker');
    expect(businessProfileSchema.parse((await business(user.id)).body)).toEqual({
      businessType: null,
      industry: null,
      companyName: null,
    });
    await call(h.app, 'patch', '/user/metadata', { userId: user.id, body: { industry: 'beauty' } });
    await saveOnboardingMetadata(user.id, { business_type: 'ecommerce', company_name: "Bea's Bakes" });
    expect((await business(user.id)).body).toEqual({
      businessType: 'ecommerce',
      industry: 'beauty',
      companyName: "Bea's Bakes",
    });
    expect((await business('64b7f0f0f0f0f0f0f0f0f0f0')).status).toBe(404);
  });
});

describe('PATCH /internal/auth/onboarding-metadata', () => {
  it("merges onboarding's business type, name and completion over the metadata, like the owner's own update", async () => {
    const user = await signUp(h.app, uniqueEmail('onboard'), 'Secret123', 'Olga Owner');
    expect(user.user_metadata.onboarding_completed).toBe(false);
    await call(h.app, 'patch', '/user/metadata', {
      userId: user.id,
      body: { dark_mode: true, website: 'olga.example' },
    });

    const res = await saveOnboardingMetadata(user.id, {
      business_type: 'ecommerce',
      company_name: '  Olga Knits ',
      onboarding_completed: true,
    });
    expect(res.status).toBe(200);
    const expected = {
      full_name: 'Olga Owner',
      email_notifications: true,
      sound_effects: false,
      dark_mode: true,
      website: 'https://olga.example',
      business_type: 'ecommerce',
      company_name: 'Olga Knits',
      onboarding_completed: true,
    };
    expect(onboardingMetadataResponseSchema.parse(res.body)).toEqual({ user_metadata: expected });
    // The owner's account says so, and reading it hands the gateway's session the new copy.
    const account = await call(h.app, 'get', '/user', { userId: user.id });
    expect(account.body.user.user_metadata).toEqual(expected);
    const sessionUser = await verifySessionUser(String(account.headers['x-session-update']), grantVerifier(account));
    expect(sessionResponseSchema.parse({ user: sessionUser, expiresAt: 1 }).user.user_metadata).toEqual(expected);

    // Only the given keys change: a later save of the completion alone keeps the rest.
    const later = await saveOnboardingMetadata(user.id, { company_name: '' });
    expect(later.body.user_metadata).toEqual({ ...expected, company_name: '' });
    const empty = await saveOnboardingMetadata(user.id, {});
    expect(empty.status).toBe(200);
    expect(empty.body.user_metadata).toEqual({ ...expected, company_name: '' });
  });

  it('404 for an unknown or malformed user id', async () => {
    for (const userId of ['64b7f0f0f0f0f0f0f0f0f0f0', 'not-an-id']) {
      const res = await saveOnboardingMetadata(userId, { onboarding_completed: true });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses another service (403), the gateway and no token (401), changing nothing', async () => {
    const user = await signUp(h.app, uniqueEmail('onboard-caller'));
    for (const caller of ['settings', 'dashboard'] as const) {
      const res = await saveOnboardingMetadata(user.id, { onboarding_completed: true }, caller);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const gateway = await internalTokenHeader('auth', `PATCH ${metadataPath}`, user.id);
    expect((await request(h.app).patch(metadataPath).set(gateway).send({})).status).toBe(401);
    expect((await request(h.app).patch(metadataPath).send({})).status).toBe(401);
    expect(
      (await call(h.app, 'patch', '/../internal/auth/onboarding-metadata', { userId: user.id, body: {} })).status,
    ).not.toBe(200);
    expect((await UserModel.findById(user.id).lean())?.user_metadata?.onboarding_completed).toBe(false);
  });

  it.each([
    ['an unknown business type', { business_type: 'empire' }, 'business_type'],
    ['a name over 100 characters', { company_name: 'x'.repeat(101) }, 'company_name'],
    ['a completion that is not a boolean', { onboarding_completed: 'yes' }, 'onboarding_completed'],
    ['a key onboarding does not own', { full_name: 'Someone Else' }, undefined],
    ['an operator object', { business_type: { $ne: null } }, 'business_type'],
  ])('answers 400 for %s, changing nothing', async (_label, body, field) => {
    const user = await signUp(h.app, uniqueEmail('onboard-bad'), 'Secret123', 'Bea Owner');
    const res = await saveOnboardingMetadata(user.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    if (field) expect(res.body.error.field).toBe(field);
    expect((await call(h.app, 'get', '/user', { userId: user.id })).body.user).toEqual(user);
  });
});
