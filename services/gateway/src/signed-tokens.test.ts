import request from 'supertest';
import { cookieFrom, gatewayFixture } from './harness.test.util';

// Issue 9.3: the gateway accepts session headers from the auth service alone, each once and only
// in the answer to the request it was signed for.
const fx = gatewayFixture({ services: ['auth', 'settings'] });

async function sessionStatus(agent: ReturnType<typeof request.agent>): Promise<number> {
  return (await agent.get('/api/auth/session')).status;
}

describe('session headers', () => {
  it('are taken from the auth service: its grant signs in', async () => {
    const agent = request.agent(fx.gw.url);
    const res = await agent.post('/api/auth/sign-in').send({ id: 'from-auth' });
    expect(res.status).toBe(200);
    expect(cookieFrom(res.headers, 'scp.sid')).toBeDefined();
    expect(await sessionStatus(agent)).toBe(200);
  });

  it('from any other service are ignored, even with a valid signature: nobody is signed in', async () => {
    const agent = request.agent(fx.gw.url);
    const res = await agent.post('/api/settings/sign-in').send({ id: 'from-settings' });
    expect(res.status).toBe(200);
    expect(res.headers['x-session-grant']).toBeUndefined();
    expect(cookieFrom(res.headers, 'scp.sid')).toBeUndefined();
    expect(await sessionStatus(agent)).toBe(401);
  });

  it('from any other service never end sessions either', async () => {
    const agent = request.agent(fx.gw.url);
    await agent.post('/api/auth/sign-in').send({ id: 'kept' });
    const res = await agent.post('/api/settings/reset-password').send({ id: 'kept' });
    expect(res.status).toBe(200);
    expect(await sessionStatus(agent)).toBe(200);
  });

  it('are refused when replayed: the second answer with the same grant signs nobody in', async () => {
    const first = request.agent(fx.gw.url);
    expect((await first.post('/api/auth/replayed-grant')).status).toBe(200);
    expect(await sessionStatus(first)).toBe(200);

    const second = request.agent(fx.gw.url);
    const replay = await second.post('/api/auth/replayed-grant');
    expect(replay.status).toBe(500);
    expect(replay.body.error.code).toBe('INTERNAL');
    expect(cookieFrom(replay.headers, 'scp.sid')).toBeUndefined();
    expect(await sessionStatus(second)).toBe(401);
  });

  it('are refused in the answer to another request than the one they were signed for', async () => {
    const agent = request.agent(fx.gw.url);
    const res = await agent.post('/api/auth/misplaced-grant');
    expect(res.status).toBe(500);
    expect(cookieFrom(res.headers, 'scp.sid')).toBeUndefined();
    expect(await sessionStatus(agent)).toBe(401);
  });
});

describe('identity tokens', () => {
  it('are bound to the forwarded request: the service sees the method and path the token names', async () => {
    const agent = request.agent(fx.gw.url);
    await agent.post('/api/auth/sign-in').send({ id: 'bound' });
    for (const path of ['/api/auth/whoami', '/api/auth/whoami?x=1', '/api/settings/whoami']) {
      const res = await agent.get(path);
      expect({ path, status: res.status, userId: res.body.userId }).toEqual({ path, status: 200, userId: 'bound' });
    }
  });
});
