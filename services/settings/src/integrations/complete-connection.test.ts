import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { newUserId } from '../settings-harness.test.util';
import { useIntegrationsHarness } from './integrations-harness.test.util';

const texts = integrationsTexts.connectErrors;
const { startConnect, consent, callback, accounts } = useIntegrationsHarness();

describe('callback attacks', () => {
  it('a replayed callback finds its flow used up and changes nothing', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'twitter', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    expect(await callback(userId, path)).toContain('status=success');
    const replay = new URLSearchParams((await callback(userId, path)).split('?')[1]);
    expect(replay.get('status')).toBe('error');
    expect(replay.get('error_message')).toBe(texts.expired);
    expect(await accounts(userId)).toHaveLength(1);
  });

  it("another user's flow is refused, and the code is never exchanged", async () => {
    const victim = newUserId();
    const attacker = newUserId();
    const started = await startConnect(attacker, { platform: 'pinterest', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    const location = new URLSearchParams((await callback(victim, path)).split('?')[1]);
    expect(location.get('error_message')).toBe(texts.otherAccount);
    expect(await accounts(victim)).toEqual([]);
    expect(await accounts(attacker)).toEqual([]);
  });

  it("another user's request does not use up the flow: the one who started it still finishes it", async () => {
    const owner = newUserId();
    const other = newUserId();
    const started = await startConnect(owner, { platform: 'pinterest', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    const refused = new URLSearchParams((await callback(other, path)).split('?')[1]);
    expect(refused.get('error_message')).toBe(texts.otherAccount);
    expect(await callback(owner, path)).toBe('/auth/callback?status=success&platform=pinterest&connected_count=1');
    expect(await accounts(owner)).toHaveLength(1);
    expect(await accounts(other)).toEqual([]);
    // Used once by its owner: a replay finds nothing.
    expect(new URLSearchParams((await callback(owner, path)).split('?')[1]).get('error_message')).toBe(texts.expired);
  });

  it.each([
    ['no state', '/integrations/callback?code=abc', '/settings/integrations'],
    ['a made-up state', '/integrations/callback?code=abc&state=forged', '/settings/integrations'],
    [
      'a well-formed unknown state',
      `/integrations/callback?code=abc&state=tiktok.page.${'A'.repeat(43)}`,
      `/settings/integrations?tiktok_status=error&error_message=${new URLSearchParams({ m: texts.expired }).toString().slice(2)}`,
    ],
  ])('%s goes back to the integrations tab', async (_case, path, expected) => {
    expect(await callback(newUserId(), path)).toBe(expected);
  });

  it('a repeated state or code is refused', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    const state = new URLSearchParams(path.split('?')[1]).get('state') as string;
    expect(await callback(userId, `${path}&state=${state}`)).toContain('status=error');
    expect(await accounts(userId)).toEqual([]);
  });

  it('signed out, the callback says so', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'popup' });
    const location = new URLSearchParams(
      (await callback(undefined, await consent(started.body.authorizationUrl))).split('?')[1],
    );
    expect(location.get('error_message')).toBe(integrationsTexts.integrations.signedOut);
  });

  it('a signed-out request leaves the flow to its owner', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    expect(await callback(undefined, path)).toContain('status=error');
    expect(await callback(userId, path)).toBe('/auth/callback?status=success&platform=tiktok&connected_count=1');
  });
});
