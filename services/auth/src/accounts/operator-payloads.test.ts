import { SESSION_REVOKE_USER_HEADER } from '@scp/service-kit/session-grant';
import { authHarness, call, signUp, uniqueEmail } from '../auth-harness.test.util';

const fx = authHarness({ env: () => ({ SIGN_IN_MAX_FAILURES: '3', SIGN_IN_FAILURE_WINDOW_SECONDS: '600' }) });

describe('operator payloads and malformed bodies (security requirement 9)', () => {
  const operator = { $ne: null };
  it.each([
    ['/sign-in', { email: operator, password: operator }],
    ['/sign-in', { email: { $gt: '' }, password: 'Secret123' }],
    ['/sign-in', { email: 'a@example.com', password: { $regex: '.*' } }],
    ['/sign-up', { email: operator, password: 'Secret123', full_name: 'A' }],
    ['/password/reset-request', { email: operator }],
    ['/password/reset-check', { token: operator }],
    ['/password/reset', { token: { $ne: 'x' }, password: 'Secret123' }],
    ['/sign-in', ['a@example.com', 'Secret123']],
    ['/sign-in', { email: 'a@example.com', password: 'Secret123', $where: '1' }],
  ])('POST %s %j answers 400 VALIDATION_FAILED and no session', async (path, body) => {
    const email = uniqueEmail('victim');
    await signUp(fx.app, email);
    const res = await call(fx.app, 'post', path, { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.headers['x-session-grant']).toBeUndefined();
    expect(res.headers[SESSION_REVOKE_USER_HEADER]).toBeUndefined();
  });

  it('refuses operator values in the metadata update', async () => {
    const user = await signUp(fx.app, uniqueEmail('meta-op'));
    const res = await call(fx.app, 'patch', '/user/metadata', {
      userId: user.id,
      body: {
        full_name: { $set: 'x' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'full_name' });
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await call(fx.app, 'post', '/sign-in', { rawJson: '{"email": "a@example.com", "password": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' } });
  });

  it('answers 400 to a missing body', async () => {
    const res = await call(fx.app, 'post', '/sign-up');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});
