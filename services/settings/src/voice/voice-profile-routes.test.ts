import { callAs, newUserId, settingsFixture } from '../settings-harness.test.util';
import { VoiceProfileModel } from './voice-profile-model';

const fx = settingsFixture();

function asNewUser() {
  const userId = newUserId();
  return { userId, call: callAs(userId, fx.app) };
}

describe('brand voice profiles', () => {
  it('starts empty; the first profile is "Voice Profile 1", the default, with every field of a new profile', async () => {
    const { userId, call } = asNewUser();
    expect((await call('get', '/voice-profiles')).body).toEqual({ profiles: [] });
    const res = await call('post', '/voice-profiles');
    expect(res.status).toBe(201);
    expect(res.body.profile).toEqual({
      id: expect.any(String),
      user_id: userId,
      profile_name: 'Voice Profile 1',
      audience_description: '',
      keywords: [],
      voice_settings: { tone: 50, engagement: 50, creativity: 50, formality: 50 },
      is_default: true,
      tone_descriptors: [],
      core_values: [],
      approved_keywords: [],
      forbidden_keywords: [],
      on_brand_examples: [],
      writing_style_descriptors: [],
      target_audience_summary: '',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const stored = await VoiceProfileModel.findById(res.body.profile.id).lean();
    expect(stored).toMatchObject({ userId, is_default: true, core_values: [], target_audience_summary: '' });
  });

  it('names the next "Voice Profile {count + 1}", not default, listed oldest first', async () => {
    const { call } = asNewUser();
    await call('post', '/voice-profiles');
    const second = await call('post', '/voice-profiles', { body: {} });
    expect(second.body.profile).toMatchObject({ profile_name: 'Voice Profile 2', is_default: false });
    const named = await call('post', '/voice-profiles', { body: { profile_name: '  Holiday  ' } });
    expect(named.body.profile.profile_name).toBe('Holiday');
    const list = await call('get', '/voice-profiles');
    expect(list.body.profiles.map((p: { profile_name: string }) => p.profile_name)).toEqual([
      'Voice Profile 1',
      'Voice Profile 2',
      'Holiday',
    ]);
  });

  it('saves name, audience, favourite words and sliders; only the given fields change', async () => {
    const { call } = asNewUser();
    const { id } = (await call('post', '/voice-profiles')).body.profile;
    const res = await call('patch', `/voice-profiles/${id}`, {
      body: {
        profile_name: '',
        audience_description: ' Busy parents who shop on their phone ',
        keywords: ['cosy', 'handmade'],
        voice_settings: { tone: 80, formality: 0 },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      profile_name: '',
      audience_description: 'Busy parents who shop on their phone',
      keywords: ['cosy', 'handmade'],
      voice_settings: { tone: 80, engagement: 50, creativity: 50, formality: 0 },
    });
    const again = await call('patch', `/voice-profiles/${id}`, { body: { voice_settings: { creativity: 100 } } });
    expect(again.body.profile.voice_settings).toEqual({ tone: 80, engagement: 50, creativity: 100, formality: 0 });
    expect(again.body.profile.keywords).toEqual(['cosy', 'handmade']);
  });

  it('moves the default when asked, keeping exactly one', async () => {
    const { call } = asNewUser();
    const first = (await call('post', '/voice-profiles')).body.profile;
    const second = (await call('post', '/voice-profiles')).body.profile;
    await call('patch', `/voice-profiles/${second.id}`, { body: { is_default: true } });
    const list = (await call('get', '/voice-profiles')).body.profiles;
    expect(list.map((p: { id: string; is_default: boolean }) => [p.id, p.is_default])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it('refuses to delete the only profile; deleting the default makes the oldest remaining the default', async () => {
    const { call } = asNewUser();
    const first = (await call('post', '/voice-profiles')).body.profile;
    const only = await call('delete', `/voice-profiles/${first.id}`);
    expect(only.status).toBe(409);
    expect(only.body.error).toEqual({ code: 'CONFLICT', message: 'Your only voice profile cannot be deleted.' });
    const second = (await call('post', '/voice-profiles')).body.profile;
    const third = (await call('post', '/voice-profiles')).body.profile;
    const res = await call('delete', `/voice-profiles/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body.profiles.map((p: { id: string; is_default: boolean }) => [p.id, p.is_default])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    expect(await VoiceProfileModel.countDocuments({ _id: first.id })).toBe(0);
  });

  it("answers 404 for another user's profile and changes nothing", async () => {
    const owner = asNewUser();
    const intruder = asNewUser();
    const profile = (await owner.call('post', '/voice-profiles')).body.profile;
    await owner.call('post', '/voice-profiles');
    const patch = await intruder.call('patch', `/voice-profiles/${profile.id}`, { body: { profile_name: 'Mine' } });
    expect(patch.status).toBe(404);
    expect((await intruder.call('delete', `/voice-profiles/${profile.id}`)).status).toBe(404);
    expect((await intruder.call('get', '/voice-profiles')).body).toEqual({ profiles: [] });
    const stored = await VoiceProfileModel.findById(profile.id).lean();
    expect(stored?.profile_name).toBe('Voice Profile 1');
  });

  it('answers 404 for ids that cannot exist', async () => {
    const { call } = asNewUser();
    for (const id of ['nope', '123', '%24ne', '0123456789abcdef01234567']) {
      expect((await call('patch', `/voice-profiles/${id}`, { body: { profile_name: 'x' } })).status).toBe(404);
      expect((await call('delete', `/voice-profiles/${id}`)).status).toBe(404);
    }
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const { call } = asNewUser();
    const profile = (await call('post', '/voice-profiles')).body.profile;
    const bad: Array<[unknown, string]> = [
      [{ profile_name: 'x'.repeat(10_000) }, 'profile_name'],
      [{ audience_description: 'a'.repeat(151) }, 'audience_description'],
      [{ keywords: ['cosy', ' Cosy '] }, 'keywords'],
      [{ keywords: ['   '] }, 'keywords.0'],
      [{ keywords: 'cosy' }, 'keywords'],
      [{ voice_settings: { tone: 101 } }, 'voice_settings.tone'],
      [{ voice_settings: { tone: -1 } }, 'voice_settings.tone'],
      [{ voice_settings: { tone: 'NaN' } }, 'voice_settings.tone'],
      [{ voice_settings: { tone: 12.5 } }, 'voice_settings.tone'],
      [{ voice_settings: { tone: null } }, 'voice_settings.tone'],
      [{ voice_settings: { loudness: 3 } }, 'voice_settings'],
      [{ profile_name: { $ne: null } }, 'profile_name'],
      [{ is_default: false }, 'is_default'],
      [{ user_id: 'someone-else' }, ''],
      [{ $set: { userId: 'x' } }, ''],
    ];
    for (const [body, field] of bad) {
      const res = await call('patch', `/voice-profiles/${profile.id}`, { body: body as object });
      expect([JSON.stringify(body), res.status, res.body.error?.code]).toEqual([
        JSON.stringify(body),
        400,
        'VALIDATION_FAILED',
      ]);
      if (field) expect(res.body.error.field).toBe(field);
    }
    const tooLong = await call('post', '/voice-profiles', { body: { profile_name: 'y'.repeat(81) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.field).toBe('profile_name');
    const malformed = await call('patch', `/voice-profiles/${profile.id}`, { rawJson: '{"profile_name":' });
    expect(malformed.status).toBe(400);
    const list = (await call('get', '/voice-profiles')).body.profiles;
    expect(list).toEqual([profile]);
  });

  it(`stops at 20 profiles`, async () => {
    const { call } = asNewUser();
    for (let n = 0; n < 20; n += 1) expect((await call('post', '/voice-profiles')).status).toBe(201);
    const res = await call('post', '/voice-profiles');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You can have at most 20 voice profiles.');
  });

  it('needs a signed-in user', async () => {
    const anonymous = callAs(undefined, fx.app);
    expect((await anonymous('get', '/voice-profiles')).status).toBe(401);
    expect((await anonymous('post', '/voice-profiles')).status).toBe(401);
  });
});
