import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { brandTones } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { brandContextResponseSchema } from '@scp/shared/contracts/settings/settings-internal';
import { voiceProfileResponseSchema } from '@scp/shared/contracts/settings/voice-profiles';
import { internalTokenHeader, serviceTokenHeader } from '@scp/service-kit/testing';
import { callAs, newUserId, settingsFixture } from '../settings-harness.test.util';
import { toneVoiceSettings } from '../voice/onboarding-voice';
import { VoiceProfileModel } from '../voice/voice-profile-model';

const fx = settingsFixture();
const path = '/internal/settings/brand-context';

async function brandContext(userId: string, caller: 'assistant' | 'responder' | 'onboarding' = 'assistant') {
  return request(fx.app)
    .get(path)
    .set(await serviceTokenHeader(caller, 'settings', `GET ${path}`, userId));
}

describe('GET /internal/settings/brand-context', () => {
  it("answers the user's default voice and brand kit to another service", async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    await call('post', '/voice-profiles', { body: { profile_name: 'First' } });
    const second = (await call('post', '/voice-profiles', { body: { profile_name: 'Chosen' } })).body.profile;
    await call('patch', `/voice-profiles/${second.id}`, { body: { is_default: true, keywords: ['cosy'] } });
    await call('patch', '/brand-kit', { body: { accent_color: '#FF5500' } });

    const res = await brandContext(userId, 'responder');
    expect(res.status).toBe(200);
    const body = brandContextResponseSchema.parse(res.body);
    expect(body.voice).toMatchObject({ id: second.id, profile_name: 'Chosen', keywords: ['cosy'], is_default: true });
    expect(body.brandKit).toMatchObject({ accent_color: '#FF5500', primary_color: '#000000' });
  });

  it('answers a null voice for a user without one', async () => {
    const res = await brandContext(newUserId(), 'onboarding');
    expect(res.status).toBe(200);
    expect(res.body.voice).toBeNull();
    expect(res.body.brandKit.accent_color).toBe('#0066CC');
  });

  it("refuses the gateway's token, no token, a replayed token, a token for another path and an unknown key", async () => {
    const userId = newUserId();
    expect((await request(fx.app).get(path)).status).toBe(401);
    const gateway = await internalTokenHeader('settings', `GET ${path}`, userId);
    expect((await request(fx.app).get(path).set(gateway)).status).toBe(401);
    const once = await serviceTokenHeader('assistant', 'settings', `GET ${path}`, userId);
    expect((await request(fx.app).get(path).set(once)).status).toBe(200);
    expect((await request(fx.app).get(path).set(once)).status).toBe(401);
    const elsewhere = await serviceTokenHeader('assistant', 'settings', 'GET /internal/settings/other', userId);
    expect((await request(fx.app).get(path).set(elsewhere)).status).toBe(401);
    const forged = await serviceTokenHeader(
      'assistant',
      'settings',
      `GET ${path}`,
      userId,
      generateKeyPairSync('ed25519').privateKey,
    );
    expect((await request(fx.app).get(path).set(forged)).status).toBe(401);
  });

  it('is not part of the public API: a service token does not open /api/settings', async () => {
    const userId = newUserId();
    const token = await serviceTokenHeader('assistant', 'settings', 'GET /api/settings/brand-kit', userId);
    expect((await request(fx.app).get('/api/settings/brand-kit').set(token)).status).toBe(401);
  });
});

describe('PUT /internal/settings/onboarding-voice', () => {
  const voicePath = '/internal/settings/onboarding-voice';
  const answers = {
    tone: 'friendly',
    audience_description: ' Busy parents who love handmade gifts ',
    onboarding_competitors: ['Etsy shops, Hobbycraft'],
    onboarding_inspiration: 'Patagonia',
    business_type: 'ecommerce',
    selected_goals: ['increase-sales', 'grow-audience'],
    onboarding_completed: true,
  };

  async function saveVoice(
    userId: string,
    body: unknown,
    caller: 'onboarding' | 'assistant' | 'dashboard' = 'onboarding',
  ) {
    return request(fx.app)
      .put(voicePath)
      .set(await serviceTokenHeader(caller, 'settings', `PUT ${voicePath}`, userId))
      .send(body as object);
  }

  it("creates the user's first profile, 'Onboarding Profile', as the default, with the answers on the Voice tab", async () => {
    const userId = newUserId();
    const res = await saveVoice(userId, answers);
    expect(res.status).toBe(200);
    const { profile } = voiceProfileResponseSchema.parse(res.body);
    expect(profile).toMatchObject({
      user_id: userId,
      profile_name: 'Onboarding Profile',
      is_default: true,
      audience_description: 'Busy parents who love handmade gifts',
      tone_descriptors: ['Friendly'],
      voice_settings: { tone: 70, engagement: 50, creativity: 50, formality: 35 },
    });
    // The public API shows the same profile: it is what the Voice tab opens.
    const listed = await callAs(userId, fx.app)('get', '/voice-profiles');
    expect(listed.body.profiles).toEqual([profile]);
    const stored = await VoiceProfileModel.findById(profile.id).lean();
    expect(stored?.onboarding).toEqual({
      tone: 'friendly',
      competitors: ['Etsy shops, Hobbycraft'],
      inspiration: 'Patagonia',
      business_type: 'ecommerce',
      selected_goals: ['increase-sales', 'grow-audience'],
      completed: true,
    });
    // Other services read it as the brand voice.
    expect((await brandContext(userId)).body.voice).toMatchObject({ id: profile.id, tone_descriptors: ['Friendly'] });
  });

  it('updates the same profile in place when onboarding saves again; a new tone replaces the sliders whole', async () => {
    const userId = newUserId();
    const first = (await saveVoice(userId, { ...answers, tone: 'professional' })).body.profile;
    expect(first.voice_settings).toEqual({ tone: 40, engagement: 50, creativity: 50, formality: 80 });
    const again = await saveVoice(userId, {
      ...answers,
      tone: 'playful',
      audience_description: 'Students',
      onboarding_competitors: null,
      onboarding_inspiration: null,
      business_type: null,
      selected_goals: [],
      onboarding_completed: false,
    });
    expect(again.status).toBe(200);
    expect(again.body.profile).toMatchObject({
      id: first.id,
      is_default: true,
      audience_description: 'Students',
      tone_descriptors: ['Playful'],
      voice_settings: { tone: 50, engagement: 50, creativity: 80, formality: 20 },
    });
    const listed = await callAs(userId, fx.app)('get', '/voice-profiles');
    expect(listed.body.profiles).toHaveLength(1);
    expect((await VoiceProfileModel.findById(first.id).lean())?.onboarding).toEqual({
      tone: 'playful',
      competitors: null,
      inspiration: null,
      business_type: null,
      selected_goals: [],
      completed: false,
    });
  });

  it('is not the default when the user already has a profile; keeps what the owner set elsewhere on it', async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    const own = (await call('post', '/voice-profiles', { body: { profile_name: 'Mine' } })).body.profile;
    const saved = (await saveVoice(userId, answers)).body.profile;
    expect(saved).toMatchObject({ profile_name: 'Onboarding Profile', is_default: false });
    await call('patch', `/voice-profiles/${saved.id}`, { body: { keywords: ['cosy'] } });
    const again = (await saveVoice(userId, { ...answers, tone: 'bold' })).body.profile;
    expect(again).toMatchObject({ id: saved.id, is_default: false, keywords: ['cosy'], tone_descriptors: ['Bold'] });
    const listed = (await call('get', '/voice-profiles')).body.profiles;
    expect(listed.map((p: { id: string; is_default: boolean }) => [p.id, p.is_default])).toEqual([
      [own.id, true],
      [saved.id, false],
    ]);
  });

  it.each(brandTones)('saves the %s tone with its label and sliders', async (tone) => {
    const { profile } = (await saveVoice(newUserId(), { ...answers, tone })).body;
    expect(profile.tone_descriptors).toEqual([onboardingTexts.screen.voice.tones[tone]]);
    expect(profile.voice_settings).toEqual({
      tone: 50,
      engagement: 50,
      creativity: 50,
      formality: 50,
      ...toneVoiceSettings[tone],
    });
  });

  it('makes one profile of several saves at once (a double submit)', async () => {
    const userId = newUserId();
    const saves = await Promise.all(brandTones.slice(0, 4).map((tone) => saveVoice(userId, { ...answers, tone })));
    expect(saves.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(saves.map((res) => res.body.profile.id)).size).toBe(1);
    const profiles = await VoiceProfileModel.find({ userId }).lean();
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.is_default).toBe(true);
  });

  it('refuses another service (403), the gateway and no token (401), storing nothing', async () => {
    const userId = newUserId();
    for (const caller of ['assistant', 'dashboard'] as const) {
      const res = await saveVoice(userId, answers, caller);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect(await VoiceProfileModel.countDocuments({ userId })).toBe(0);
    expect((await request(fx.app).put(voicePath).send(answers)).status).toBe(401);
    // The gateway's token does not open it either: it is never reachable from the browser.
    const gateway = await internalTokenHeader('settings', `PUT ${voicePath}`, userId);
    expect((await request(fx.app).put(voicePath).set(gateway).send(answers)).status).toBe(401);
    expect(
      (await callAs(userId, fx.app)('put', '/../internal/settings/onboarding-voice', { body: answers })).status,
    ).not.toBe(200);
    expect(await VoiceProfileModel.countDocuments({ userId })).toBe(0);
  });

  it.each([
    ['an unknown tone', { ...answers, tone: 'sarcastic' }, 'tone'],
    ['no tone', { ...answers, tone: '' }, 'tone'],
    ['an audience over 150 characters', { ...answers, audience_description: 'a'.repeat(151) }, 'audience_description'],
    ['two competitor entries', { ...answers, onboarding_competitors: ['a', 'b'] }, 'onboarding_competitors'],
    ['an unknown business type', { ...answers, business_type: 'shop' }, 'business_type'],
    ['a missing field', { ...answers, onboarding_completed: undefined }, 'onboarding_completed'],
    ['an unknown field', { ...answers, is_default: true }, undefined],
    ['an operator object', { ...answers, tone: { $ne: null } }, 'tone'],
  ])('answers 400 for %s and stores nothing', async (_label, body, field) => {
    const userId = newUserId();
    const res = await saveVoice(userId, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    if (field) expect(res.body.error.field).toBe(field);
    expect(await VoiceProfileModel.countDocuments({ userId })).toBe(0);
  });
});
