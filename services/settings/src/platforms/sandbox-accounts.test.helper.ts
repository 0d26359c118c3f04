// The readers' tests run against a real provider sandbox: this starts one, connects a sample
// identity's account the way the settings service would have (OAuth, then the account's ids), and
// holds the checks every daily reader must pass.
import { findIdentity } from '@scp/provider-sandbox/identities';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';
import { connect, type ConnectableProvider } from '@scp/provider-sandbox/provider-tokens.test.helper';
import { APP_ORIGIN } from '@scp/provider-sandbox/sandbox-client.test.helper';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import type { DailyMetricsRow, MetricName, PlatformReader, SyncAccount } from './platform-reader';
import { createPlatformReaders, sandboxReaderUrls } from './platform-readers';
import { addDays, daysBetween, todayUtc } from './reader-support';

export type Fixture = { sandbox: RunningSandbox; url: string } & ReturnType<typeof createPlatformReaders>;

/** A sandbox for the test file (started before its tests, stopped after) and readers pointing at it. */
export function useSandbox(): () => Fixture {
  let fixture: Fixture | undefined;
  beforeAll(async () => {
    const sandbox = await start({ port: 0, smtpPort: 0, allowedRedirectOrigins: [APP_ORIGIN] });
    fixture = { sandbox, url: sandbox.url, ...createPlatformReaders(sandboxReaderUrls(sandbox.url)) };
  });
  afterAll(async () => {
    await fixture?.sandbox.stop();
  });
  return () => {
    if (!fixture) throw new Error('sandbox not started');
    return fixture;
  };
}

/** The OAuth provider behind each platform, as the sandbox names it. */
export const PROVIDER_OF: Record<PlatformKey, ConnectableProvider> = {
  shopify: 'shopify',
  instagram: 'meta',
  facebook: 'meta',
  tiktok: 'tiktok',
  linkedin: 'linkedin',
  twitter: 'x',
  pinterest: 'pinterest',
  'google-analytics': 'google',
};

/** The scopes our app asks for when it connects the platform (settings' adapters). */
const SCOPES: Record<PlatformKey, string> = {
  shopify: 'read_products,read_orders,read_analytics,read_customers',
  instagram:
    'pages_show_list,pages_read_engagement,read_insights,pages_manage_metadata,instagram_basic,instagram_manage_insights,instagram_content_publish,instagram_manage_comments',
  facebook:
    'pages_show_list,pages_read_engagement,read_insights,pages_manage_metadata,pages_manage_posts,pages_manage_engagement,ads_read',
  tiktok: 'user.info.basic,user.info.profile,user.info.stats,video.list,video.publish',
  linkedin: 'r_organization_admin r_organization_social rw_organization_admin w_organization_social',
  twitter: 'tweet.read users.read offline.access tweet.write media.write',
  pinterest: 'user_accounts:read,boards:read,pins:read,pins:write',
  'google-analytics': 'https://www.googleapis.com/auth/analytics.readonly',
};

/** `identity`'s account at `platform`, connected now (a fresh token each call). */
export async function connectAccount(url: string, platform: PlatformKey, identityId = 'alice'): Promise<SyncAccount> {
  const identity = findIdentity(identityId);
  if (!identity) throw new Error(`no sample identity ${identityId}`);
  const tokens = await connect(url, PROVIDER_OF[platform], identityId, SCOPES[platform]);
  const account = (accountId: string, accessToken = tokens.access, details: Record<string, string> = {}) => ({
    platform,
    accountId,
    accessToken,
    details,
  });
  switch (platform) {
    case 'shopify':
      return account(identity.shop.domain);
    case 'facebook':
    case 'instagram': {
      // The page's own token, as settings keeps it (from /me/accounts).
      const page = identity.facebookPages.find((candidate) => candidate.instagram) ?? identity.facebookPages[0];
      if (!page) throw new Error(`${identityId} has no Facebook page`);
      const answer = await fetch(`${url}/meta/v23.0/me/accounts?fields=id,access_token`, {
        headers: { Authorization: `Bearer ${tokens.access}` },
      });
      const body = (await answer.json()) as { data: Array<{ id: string; access_token: string }> };
      const pageToken = body.data.find((entry) => entry.id === page.id)?.access_token;
      if (!pageToken) throw new Error(`no page token for ${page.id}`);
      if (platform === 'facebook') return account(page.id, pageToken);
      if (!page.instagram) throw new Error(`${identityId}'s page has no Instagram account`);
      return account(page.instagram.id, pageToken, { pageId: page.id });
    }
    case 'tiktok':
      return account(identity.subjects.tiktok);
    case 'linkedin':
      return account(identity.linkedinOrganizations[0]?.id ?? '');
    case 'twitter':
      return account(identity.subjects.x);
    case 'pinterest':
      return account(identity.subjects.pinterest);
    case 'google-analytics': {
      const property = identity.googleAnalytics
        .flatMap((ga) => ga.properties)
        .find((candidate) => candidate.displayName === identity.shop.domain);
      return account(property?.id ?? '');
    }
  }
}

async function sandboxPost(url: string, path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${url}/_sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** The person removes our app on the platform: every token of theirs there stops working. */
export function revokeTokens(url: string, provider: ConnectableProvider, identity = 'alice') {
  return sandboxPost(url, '/tokens/revoke', { provider, identity });
}

/** The platform's next data call answers 429 with `Retry-After: 1`. */
export function rateLimitOnce(url: string, provider: ConnectableProvider) {
  return sandboxPost(url, '/faults', { provider, kind: 'rate_limit', retryAfterSeconds: 1, times: 1 });
}

export async function activeFaults(url: string): Promise<unknown[]> {
  const answer = await fetch(`${url}/_sandbox/faults`);
  return ((await answer.json()) as { faults: unknown[] }).faults;
}

/** A 400-day range ending yesterday (today's numbers still move). */
export function longRange(days = 400): { from: string; to: string } {
  const to = addDays(todayUtc(), -1);
  return { from: addDays(to, -(days - 1)), to };
}

/** Every day of the range once, in order. */
export function expectContiguous(rows: DailyMetricsRow[], from: string, to: string): void {
  expect(rows.map((row) => row.date)).toEqual(daysBetween(from, to));
}

export async function expectFailure(promise: Promise<unknown>, kind: PlatformFailure['kind']): Promise<void> {
  const failure = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(PlatformFailure);
  expect((failure as PlatformFailure).kind).toBe(kind);
}

/** Days worth checking against the platform: both ends and either side of 30/90/93-day chunk edges. */
export function sampleDays(from: string, to: string): string[] {
  const all = daysBetween(from, to);
  return [0, 1, 29, 30, 89, 90, 92, 93, 186, 250, all.length - 2, all.length - 1]
    .filter((index) => index >= 0 && index < all.length)
    .map((index) => all[index] as string);
}

/**
 * The checks every daily reader passes against the sandbox: a 400-day read is complete and matches
 * what the platform's own endpoint answers for sampled days; a 429 is waited out; a revoked token is
 * PlatformFailure 'rejected'. `expectedOn` asks the sandbox directly (not through the reader).
 */
export function dailyReaderContract(
  platform: Exclude<PlatformKey, 'shopify'>,
  fixture: () => Fixture,
  expectedOn: (url: string, account: SyncAccount, date: string) => Promise<Partial<Record<MetricName, number>>>,
): void {
  const reader = (): PlatformReader => {
    const found = fixture().readers[platform];
    if (!found) throw new Error(`no ${platform} reader`);
    return found;
  };

  it('reads 400 days, every day once, with the numbers the platform gives for each sampled day', async () => {
    const { url } = fixture();
    const account = await connectAccount(url, platform);
    const { from, to } = longRange();
    const rows = await reader().readDaily(account, from, to);
    expect(rows).toHaveLength(400);
    expectContiguous(rows, from, to);
    const byDate = new Map(rows.map((row) => [row.date, row.metrics]));
    for (const date of sampleDays(from, to)) {
      const expected = await expectedOn(url, account, date);
      expect({ date, metrics: byDate.get(date) }).toEqual({ date, metrics: expected });
    }
    // Not a series of zeros: the sandbox's accounts are active most days.
    const active = rows.filter((row) => Object.values(row.metrics).some((value) => value !== 0));
    expect(active.length).toBeGreaterThan(200);
  });

  it('fills days without data with zeros (before the platform has data)', async () => {
    const { url } = fixture();
    const account = await connectAccount(url, platform);
    const rows = await reader().readDaily(account, '2023-12-30', '2024-01-02');
    expectContiguous(rows, '2023-12-30', '2024-01-02');
    for (const row of rows.slice(0, 2))
      for (const [name, value] of Object.entries(row.metrics)) if (name !== 'followers') expect(value).toBe(0);
  });

  it('waits out a 429 and still completes the read', async () => {
    const { url } = fixture();
    const account = await connectAccount(url, platform);
    const { from, to } = longRange(100);
    const calm = await reader().readDaily(account, from, to);
    await rateLimitOnce(url, PROVIDER_OF[platform]);
    const started = Date.now();
    const rows = await reader().readDaily(account, from, to);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await activeFaults(url)).toEqual([]);
    expect(rows).toEqual(calm);
  });

  it('gives PlatformFailure rejected once the token is revoked', async () => {
    const { url } = fixture();
    const account = await connectAccount(url, platform);
    await revokeTokens(url, PROVIDER_OF[platform]);
    const { from, to } = longRange(10);
    await expectFailure(reader().readDaily(account, from, to), 'rejected');
  });
}

/** What a test reads of a platform's JSON (arbitrary shapes, asserted on). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary platform JSON
export type PlatformJson = any;

/** GET or POST JSON with a bearer token, for the tests' own calls to the platform. */
export async function callPlatform(
  url: string,
  token: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<PlatformJson> {
  const answer = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}
