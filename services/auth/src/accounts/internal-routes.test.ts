import request from 'supertest';
import { notificationProfileSchema } from '@scp/shared/contracts/accounts/auth-internal';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import { authHarness, call, signUp, uniqueEmail } from '../auth-harness.test.util';

const h = authHarness();
const path = '/internal/auth/notification-profile';

async function profile(userId: string) {
  return request(h.app)
    .get(path)
    .set(await serviceTokenHeader('settings', 'auth', `GET ${path}`, userId));
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
