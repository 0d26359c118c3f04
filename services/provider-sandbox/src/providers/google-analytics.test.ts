import { DataReply } from '../data-endpoints';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { get, startSandbox } from '../sandbox-client.test.helper';
import { pageOf } from './google-analytics';

const READONLY = 'https://www.googleapis.com/auth/analytics.readonly';
const FULL = 'https://www.googleapis.com/auth/analytics';
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

async function summaries(identity: string, query = '', scope = `openid email ${READONLY}`) {
  const { access } = await connect(sandbox.url, 'google', identity, scope);
  return get(`${sandbox.url}/google/v1beta/accountSummaries${query}`, { Authorization: `Bearer ${access}` });
}

describe('Google Analytics Admin API: accountSummaries', () => {
  it('lists alice’s account with one GA4 property named after her shop’s website', async () => {
    const answer = await summaries('alice');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      accountSummaries: [
        {
          name: 'accountSummaries/210000001',
          account: 'accounts/210000001',
          displayName: "Alice's Bakery",
          propertySummaries: [
            {
              property: 'properties/310000001',
              displayName: 'alices-bakery.myshopify.com',
              propertyType: 'PROPERTY_TYPE_ORDINARY',
              parent: 'accounts/210000001',
            },
          ],
        },
      ],
    });
  });

  it('lists bob’s account with two properties, with the full analytics scope too', async () => {
    const answer = await summaries('bob', '', FULL);
    expect(answer.status).toBe(200);
    expect(answer.json.accountSummaries).toHaveLength(1);
    expect(answer.json.accountSummaries[0].propertySummaries.map((p: { property: string }) => p.property)).toEqual([
      'properties/310000002',
      'properties/310000003',
    ]);
    expect(answer.json.nextPageToken).toBeUndefined();
  });

  it('answers {} for carla, who has no accounts (Google leaves empty lists out)', async () => {
    const answer = await summaries('carla');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({});
  });

  it('is the same on every call', async () => {
    expect((await summaries('bob')).json).toEqual((await summaries('bob')).json);
  });

  it('refuses a token without an analytics scope with Google’s 403 PERMISSION_DENIED', async () => {
    const answer = await summaries('alice', '', 'openid email profile');
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatchObject({
      code: 403,
      message: 'Request had insufficient authentication scopes.',
      status: 'PERMISSION_DENIED',
    });
  });

  it('refuses a missing, unknown or revoked token with Google’s 401 UNAUTHENTICATED', async () => {
    const missing = await get(`${sandbox.url}/google/v1beta/accountSummaries`);
    expect(missing.status).toBe(401);
    expect(missing.json.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
    const unknown = await get(`${sandbox.url}/google/v1beta/accountSummaries`, { Authorization: 'Bearer ya29.nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('invalid_token');

    const { access } = await connect(sandbox.url, 'google', 'alice', READONLY);
    const revoked = await fetch(`${sandbox.url}/google/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: access }),
    });
    expect(revoked.status).toBe(200);
    const after = await get(`${sandbox.url}/google/v1beta/accountSummaries`, { Authorization: `Bearer ${access}` });
    expect(after.json.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
  });

  it('pages with pageSize and pageToken, and refuses bad values with 400 INVALID_ARGUMENT', async () => {
    const one = await summaries('bob', '?pageSize=1');
    expect(one.json.accountSummaries).toHaveLength(1);
    expect(one.json.nextPageToken).toBeUndefined();
    expect((await summaries('bob', '?pageSize=5000')).status).toBe(200);
    for (const query of ['?pageSize=-1', '?pageSize=abc', '?pageSize=1&pageSize=2', '?pageToken=bm9wZQ']) {
      const refused = await summaries('bob', query);
      expect([query, refused.status]).toEqual([query, 400]);
      expect(refused.json.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    }
  });
});

describe('pageOf (Google list paging)', () => {
  const items = Array.from({ length: 7 }, (_, index) => index);

  function page(size: unknown, token?: unknown) {
    const result = pageOf(items, size, token);
    if (result instanceof DataReply) throw new Error(`refused: ${JSON.stringify(result.body)}`);
    return result;
  }

  it('walks the list with the tokens it hands out, to the end', () => {
    const seen: number[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const result = page('3', token);
      seen.push(...result.page);
      token = result.nextPageToken;
      pages += 1;
    } while (token);
    expect(seen).toEqual(items);
    expect(pages).toBe(3);
  });

  it('defaults an absent, empty or zero pageSize to 50 and lowers one above 200', () => {
    expect(page(undefined).page).toEqual(items);
    expect(page('').page).toEqual(items);
    expect(page('0').page).toEqual(items);
    const many = Array.from({ length: 250 }, (_, index) => index);
    const capped = pageOf(many, '1000', undefined);
    expect(capped instanceof DataReply ? undefined : capped.page.length).toBe(200);
  });

  it.each([
    ['-1', undefined],
    ['1.5', undefined],
    ['99999999999', undefined],
    ['2', 'not a token'],
    ['2', Buffer.from('accountSummaries:0').toString('base64url')],
    ['2', Buffer.from('accountSummaries:7').toString('base64url')],
    [['1', '2'], undefined],
  ])('refuses pageSize %j with pageToken %j', (size, token) => {
    const result = pageOf(items, size, token);
    expect(result).toBeInstanceOf(DataReply);
    expect((result as DataReply).status).toBe(400);
  });
});
