import type { KeyObject } from 'node:crypto';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  accountReadPath,
  dailyMetricsReadSchema,
  hourlyActivityReadSchema,
  shopDaysReadSchema,
  shopInstallationReadSchema,
  type AccountRead,
  type PlatformFailureBody,
  type ShopInstallation,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { PlatformReader, ReadAccount, ShopReader } from './platform-reader';

/** How long one read may take: a window of a busy shop is many platform pages, each waited out when limited. */
const READ_TIMEOUT_MS = 10 * 60 * 1000;

/** The platforms whose figures the sync reads (a shop has its own reader). */
const READ_PLATFORMS = [
  'facebook',
  'instagram',
  'tiktok',
  'linkedin',
  'twitter',
  'pinterest',
  'google-analytics',
] as const satisfies ReadonlyArray<PlatformReader['platform']>;

/** The platforms that report their audience by hour. */
const HOURLY_PLATFORMS: ReadonlyArray<PlatformReader['platform']> = ['instagram'];

/** The failure the settings service says the platform answered, as the sync tells outcomes apart. */
function platformErrorOf(failure: PlatformFailureBody): PlatformFailure | PlatformUnreachable {
  if (failure.kind === 'unreachable') {
    // The platform's silence as settings saw it, in its words (the endpoint is settings' to know).
    const silent = new PlatformUnreachable(failure.detail, 'no answer');
    silent.message = failure.detail;
    return silent;
  }
  return new PlatformFailure(failure.kind, failure.detail, failure.platformReason);
}

/**
 * The sync's readers: each read is one call to the settings service, which makes the platform's
 * calls with the account's token and answers the rows, or the platform's failure.
 */
export function settingsReaders(options: { settingsUrl: string | undefined; privateKey: KeyObject }): {
  readers: Partial<Record<PlatformReader['platform'], PlatformReader>>;
  shop: ShopReader;
  installation: (userId: string, shopDomain: string) => Promise<ShopInstallation>;
} {
  const client = serviceClient({
    caller: 'dashboard',
    privateKey: options.privateKey,
    baseUrls: options.settingsUrl ? { settings: options.settingsUrl } : {},
    timeoutMs: READ_TIMEOUT_MS,
  });
  const read = async <T>(
    userId: string,
    account: ReadAccount,
    what: AccountRead,
    range: { from: string; to: string } | Record<string, never>,
    parse: (body: unknown) => T | { failure: PlatformFailureBody },
  ): Promise<T> => {
    const answer = await client.submit(
      'settings',
      accountReadPath(account.platform, account.accountId, what),
      range,
      parse,
      userId,
    );
    if (typeof answer === 'object' && answer !== null && 'failure' in answer) throw platformErrorOf(answer.failure);
    return answer;
  };
  const readers: Partial<Record<PlatformReader['platform'], PlatformReader>> = {};
  for (const platform of READ_PLATFORMS) {
    readers[platform] = {
      platform,
      async readDaily(userId, account, from, to) {
        return (
          await read(userId, account, 'daily-metrics', { from, to }, (body) => dailyMetricsReadSchema.parse(body))
        ).rows;
      },
      ...(HOURLY_PLATFORMS.includes(platform)
        ? {
            async readHourly(userId: string, account: ReadAccount, from: string, to: string) {
              const answer = await read(userId, account, 'hourly-activity', { from, to }, (body) =>
                hourlyActivityReadSchema.parse(body),
              );
              return answer.rows;
            },
          }
        : {}),
    };
  }
  const shop: ShopReader = {
    async readShop(userId, account, from, to) {
      return (await read(userId, account, 'shop-days', { from, to }, (body) => shopDaysReadSchema.parse(body))).shop;
    },
  };
  // Whether the app is still on the shop, as Shopify tells settings with the owner's token.
  const installation = async (userId: string, shopDomain: string) =>
    (
      await read(userId, { platform: 'shopify', accountId: shopDomain }, 'shop-installation', {}, (body) =>
        shopInstallationReadSchema.parse(body),
      )
    ).installation;
  return { readers, shop, installation };
}
