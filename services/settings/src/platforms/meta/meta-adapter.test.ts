// Connecting Facebook and Instagram for an owner with more pages than one answer of Graph's
// /me/accounts holds: the sandbox's multi-location owner has 26 pages (25 an answer), 19 of them
// with an Instagram business account, and every one is connected.
import { findIdentity } from '@scp/provider-sandbox/identities';
import { newUserId } from '../../settings-harness.test.util';
import { useIntegrationsHarness } from '../../integrations/integrations-harness.test.util';

const { connect, accounts } = useIntegrationsHarness();
const dana = findIdentity('dana');

describe('a Meta connection of a person with more pages than /me/accounts gives at once', () => {
  it('connects every Facebook page, following paging.next', async () => {
    const pages = dana?.facebookPages ?? [];
    expect(pages.length).toBeGreaterThan(25);
    const userId = newUserId();
    const location = await connect(userId, { platform: 'facebook', mode: 'popup' }, { sandbox_identity: 'dana' });
    expect(location).toBe(`/auth/callback?status=success&platform=facebook&connected_count=${pages.length}`);
    const connected = (await accounts(userId)).filter((account) => account.platform === 'facebook');
    expect(connected.map((account) => account.accountId).sort()).toEqual(pages.map((page) => page.id).sort());
    expect(connected.find((account) => account.accountId === pages.at(-1)?.id)?.displayName).toBe(pages.at(-1)?.name);
  });

  it('connects the Instagram account of every page that has one, the last answer’s included', async () => {
    const linked = (dana?.facebookPages ?? []).flatMap((page) => (page.instagram ? [page.instagram] : []));
    const userId = newUserId();
    const location = await connect(userId, { platform: 'instagram', mode: 'popup' }, { sandbox_identity: 'dana' });
    expect(location).toBe(`/auth/callback?status=success&platform=instagram&connected_count=${linked.length}`);
    const connected = (await accounts(userId)).filter((account) => account.platform === 'instagram');
    expect(connected.map((account) => account.identifier).sort()).toEqual(
      linked.map((account) => `@${account.username}`).sort(),
    );
  });
});
