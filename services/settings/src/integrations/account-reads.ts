import { AppError } from '@scp/service-kit/errors';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import {
  MAX_READ_DAYS,
  type DailyMetricsRead,
  type HourlyActivityRead,
  type PlatformFailureBody,
  type ShopDaysRead,
  type ShopInstallationRead,
  type ShopProductsRead,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { InstallationCheck } from '../platforms/shopify/shopify-installation';
import type { PlatformReaders } from '../platforms/platform-readers';
import type { ShopReader, SyncAccount } from '../platforms/platform-reader';
import type { IntegrationsService } from './integrations-service';

const DAY_MS = 24 * 3600 * 1000;

/** What the platform's refusal or silence was, as it crosses to the service that asked. */
function failureBodyOf(err: unknown): PlatformFailureBody | undefined {
  if (err instanceof PlatformFailure)
    return {
      kind: err.kind,
      detail: err.detail,
      ...(err.platformReason === undefined ? {} : { platformReason: err.platformReason }),
    };
  if (err instanceof PlatformUnreachable) return { kind: 'unreachable', detail: err.message };
  return undefined;
}

/** A range a read can be made over: real days, in order, not longer than one read may ask for. */
function checkedRange(from: string, to: string): void {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== from)
    throw AppError.validation('from must be a real day.', 'from');
  if (Number.isNaN(end) || new Date(end).toISOString().slice(0, 10) !== to)
    throw AppError.validation('to must be a real day.', 'to');
  if (start > end) throw AppError.validation('from must not be after to.', 'from');
  if ((end - start) / DAY_MS + 1 > MAX_READ_DAYS)
    throw AppError.validation(`A read covers at most ${MAX_READ_DAYS} days.`, 'to');
}

/**
 * An account's figures read for another service (the dashboard's sync): the platform's calls are
 * made here, with the token this service keeps, and the answer is the rows or the failure the
 * platform's answer meant, never the token.
 */
export function createAccountReads(deps: {
  integrations: Pick<IntegrationsService, 'withAccountToken'>;
  readers: PlatformReaders;
  shop?: ShopReader;
  installation?: InstallationCheck;
}) {
  const { integrations, readers, shop, installation } = deps;

  const run = async <T>(
    userId: string,
    platform: PlatformKey,
    accountId: string,
    read: (account: SyncAccount) => Promise<T>,
  ): Promise<T | { failure: PlatformFailureBody }> => {
    try {
      const answer = await integrations.withAccountToken(userId, platform, accountId, read);
      if (answer === null) throw AppError.notFound('No such connected account.');
      return answer;
    } catch (err) {
      const failure = failureBodyOf(err);
      if (!failure) throw err;
      return { failure };
    }
  };

  const readerOf = (platform: PlatformKey) => {
    if (platform === 'shopify') throw AppError.badRequest('A shop is read by its days.', 'platform');
    return readers[platform];
  };

  const notConfigured = (platform: PlatformKey): { failure: PlatformFailureBody } => ({
    failure: { kind: 'unavailable', detail: `${platform} is not configured` },
  });

  return {
    async readDaily(
      userId: string,
      platform: PlatformKey,
      accountId: string,
      from: string,
      to: string,
    ): Promise<DailyMetricsRead> {
      checkedRange(from, to);
      const reader = readerOf(platform);
      if (!reader) return notConfigured(platform);
      return run(userId, platform, accountId, async (account) => ({ rows: await reader.readDaily(account, from, to) }));
    },

    async readHourly(
      userId: string,
      platform: PlatformKey,
      accountId: string,
      from: string,
      to: string,
    ): Promise<HourlyActivityRead> {
      checkedRange(from, to);
      const reader = readerOf(platform);
      if (!reader) return notConfigured(platform);
      const readHourly = reader.readHourly?.bind(reader);
      if (!readHourly) throw AppError.badRequest('This platform does not report its audience by hour.', 'platform');
      return run(userId, platform, accountId, async (account) => ({ rows: await readHourly(account, from, to) }));
    },

    async readShop(
      userId: string,
      platform: PlatformKey,
      accountId: string,
      from: string,
      to: string,
    ): Promise<ShopDaysRead> {
      checkedRange(from, to);
      if (platform !== 'shopify') throw AppError.badRequest('Only a shop has shop days.', 'platform');
      if (!shop) return notConfigured(platform);
      return run(userId, platform, accountId, async (account) => ({ shop: await shop.readShop(account, from, to) }));
    },

    /** The shop's products now, sold or not (the studio's product picker lists them through the dashboard). */
    async readShopProducts(userId: string, platform: PlatformKey, accountId: string): Promise<ShopProductsRead> {
      if (platform !== 'shopify') throw AppError.badRequest('Only a shop has products.', 'platform');
      if (!shop) return notConfigured(platform);
      return run(userId, platform, accountId, async (account) => ({ catalogue: await shop.readProducts(account) }));
    },

    /** What Shopify says now of the app on the owner's shop (a webhook's uninstall is believed only then). */
    async shopInstallation(userId: string, platform: PlatformKey, accountId: string): Promise<ShopInstallationRead> {
      if (platform !== 'shopify') throw AppError.badRequest('Only a shop has an installation.', 'platform');
      if (!installation) return notConfigured(platform);
      return run(userId, platform, accountId, async (account) => ({ installation: await installation(account) }));
    },
  };
}

export type AccountReads = ReturnType<typeof createAccountReads>;
