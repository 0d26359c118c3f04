import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import {
  accountReadPath,
  dailyMetricsReadSchema,
  hourlyActivityReadSchema,
  shopDaysReadSchema,
  shopProductsReadSchema,
  shopInstallationReadSchema,
  type AccountRead,
  type AccountRef,
  type DailyMetricsRow,
  type HourlyActivityRow,
  type PlatformFailureBody,
  type ShopCatalogue,
  type ShopInstallation,
  type ShopRead,
} from '@scp/shared/contracts/settings/integrations-internal';
import { settingsClient, type SettingsNeighbour } from './settings-client';

/**
 * Reads a social or analytics account's days `from`..`to` (inclusive) of the user it is made for,
 * through the settings service, which runs the platform's reader with the token it keeps (the
 * dashboard never holds one).
 */
export interface AccountReader {
  platform: Exclude<PlatformKey, 'shopify'>;
  readDaily(userId: string, account: AccountRef, from: string, to: string): Promise<DailyMetricsRow[]>;
  /**
   * The audience by hour of the days in `from`..`to` that the platform still keeps (Instagram: the
   * last 30), only the days it has figures for. Only platforms that report it have one.
   */
  readHourly?(userId: string, account: AccountRef, from: string, to: string): Promise<HourlyActivityRow[]>;
}

/** Reads a shop's days `from`..`to` (inclusive), and its products now, through the settings service. */
export interface ShopDaysReader {
  readShop(userId: string, account: AccountRef, from: string, to: string): Promise<ShopRead>;
  readProducts(userId: string, account: AccountRef): Promise<ShopCatalogue>;
}

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
] as const satisfies ReadonlyArray<AccountReader['platform']>;

/** The platforms that report their audience by hour. */
const HOURLY_PLATFORMS: ReadonlyArray<AccountReader['platform']> = ['instagram'];

/** A failure of the platform (refused, unavailable, out of reach) rather than of this service. */
export function isPlatformError(err: unknown): err is PlatformFailure | PlatformUnreachable {
  return err instanceof PlatformFailure || err instanceof PlatformUnreachable;
}

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
export function settingsReaders(options: SettingsNeighbour): {
  readers: Partial<Record<AccountReader['platform'], AccountReader>>;
  shop: ShopDaysReader;
  installation: (userId: string, shopDomain: string) => Promise<ShopInstallation>;
} {
  const client = settingsClient(options, READ_TIMEOUT_MS);
  const read = async <T>(
    userId: string,
    account: AccountRef,
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
  const readers: Partial<Record<AccountReader['platform'], AccountReader>> = {};
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
            async readHourly(userId: string, account: AccountRef, from: string, to: string) {
              const answer = await read(userId, account, 'hourly-activity', { from, to }, (body) =>
                hourlyActivityReadSchema.parse(body),
              );
              return answer.rows;
            },
          }
        : {}),
    };
  }
  const shop: ShopDaysReader = {
    async readShop(userId, account, from, to) {
      return (await read(userId, account, 'shop-days', { from, to }, (body) => shopDaysReadSchema.parse(body))).shop;
    },
    async readProducts(userId, account) {
      return (await read(userId, account, 'shop-products', {}, (body) => shopProductsReadSchema.parse(body))).catalogue;
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
