import { callAs, newUserId } from '../settings-harness.test.util';
import { useIntegrationsHarness } from './integrations-harness.test.util';

const { fx, startConnect } = useIntegrationsHarness();

describe('bad input', () => {
  it.each([
    [{ platform: 'myspace', mode: 'popup' }, 'platform'],
    [{ platform: 'tiktok' }, 'mode'],
    [{ platform: 'tiktok', mode: 'popup', returnTo: '//evil.example/x' }, 'returnTo'],
    [{ platform: 'tiktok', mode: 'popup', returnTo: 'https://evil.example/' }, 'returnTo'],
    [{ platform: 'tiktok', mode: 'popup', extra: 1 }, undefined],
  ])('%j is a 400', async (body, field) => {
    const answer = await startConnect(newUserId(), body);
    expect(answer.status).toBe(400);
    if (field) expect(answer.body.error.field).toBe(field);
  });

  it('signed out, every route but the callback is a 401', async () => {
    for (const [method, path] of [
      ['get', '/integrations/accounts'],
      ['post', '/integrations/connect'],
      ['post', '/integrations/accounts/refresh'],
      ['delete', '/integrations/accounts/tiktok/x'],
    ] as const) {
      expect((await callAs(undefined, fx.app)(method, path)).status).toBe(401);
    }
  });
});
