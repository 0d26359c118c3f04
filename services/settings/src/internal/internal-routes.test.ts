import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { brandContextResponseSchema } from '@scp/shared/contracts/settings/settings-internal';
import { internalTokenHeader, serviceTokenHeader } from '@scp/service-kit/testing';
import { callAs, newUserId, settingsFixture } from '../settings-harness.test.util';

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
