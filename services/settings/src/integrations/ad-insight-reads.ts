import { AppError } from '@scp/service-kit/errors';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import {
  adPlatforms,
  MAX_AD_READ_DAYS,
  type AdInsightsRead,
  type AdPlatform,
} from '@scp/shared/contracts/settings/ad-insights-internal';
import type { AdAccountInsights } from '@scp/shared/contracts/settings/ad-insights-internal';
import type { TokenAccount } from './with-account-token';
import type { IntegrationsService } from './integrations-service';

const DAY_MS = 24 * 3600 * 1000;

/** A platform's ads reporting: the ad accounts a token reaches, with their campaigns' days. */
export interface AdsReader {
  read(token: string, from: string, to: string): Promise<AdAccountInsights[]>;
}

/** The permissions of a connection's grant that reach its ad accounts (TikTok's: a token of their own). */
export const ADS_SCOPES: Record<Exclude<AdPlatform, 'tiktok'>, readonly string[]> = {
  facebook: ['ads_read', 'ads_management'],
  pinterest: ['ads:read', 'ads:write'],
};

/**
 * Whether a connection reaches its owner's ad accounts: Meta's and Pinterest's by the permissions
 * granted with it, TikTok's once its ad account was connected (a token of its own); undefined for a
 * platform without ad accounts.
 */
export function adsGrantedOf(doc: { platform: string; scopes?: string[]; adsToken?: unknown }): boolean | undefined {
  if (doc.platform === 'tiktok') return Boolean(doc.adsToken);
  const scopes = ADS_SCOPES[doc.platform as keyof typeof ADS_SCOPES] as readonly string[] | undefined;
  return scopes ? scopes.some((scope) => (doc.scopes ?? []).includes(scope)) : undefined;
}

/**
 * Which token reads a connection's ad accounts: Meta's with the person's user token behind the page,
 * Pinterest's with the account's own token, TikTok's with the ad account's token kept with the account.
 */
const ADS_TOKEN: Record<AdPlatform, (account: TokenAccount) => string | undefined> = {
  facebook: (account) => account.grantToken,
  pinterest: (account) => account.accessToken,
  tiktok: (account) => account.adsToken,
};

/** The platform of a read: only a connection that can carry ad accounts. */
export function adPlatformOf(value: string | undefined): AdPlatform {
  const platform = adPlatforms.find((key) => key === value);
  if (!platform) throw AppError.validation('This platform has no ad accounts to read.', 'platform');
  return platform;
}

function checkedRange(from: string, to: string): void {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== from)
    throw AppError.validation('from must be a real day.', 'from');
  if (Number.isNaN(end) || new Date(end).toISOString().slice(0, 10) !== to)
    throw AppError.validation('to must be a real day.', 'to');
  if (start > end) throw AppError.validation('from must not be after to.', 'from');
  if ((end - start) / DAY_MS + 1 > MAX_AD_READ_DAYS)
    throw AppError.validation(`A read covers at most ${MAX_AD_READ_DAYS} days.`, 'to');
}

/**
 * The owner's ad spend read for the dashboard's sync: through a connected Facebook page, with the
 * person's grant behind it, a connected Pinterest account, with its token, or a connected TikTok
 * account, with the token of the ad account connected for it (the tokens this
 * service keeps; they never leave). A grant made without the ads permission has no ad accounts
 * (`granted: false`); a platform's refusal or silence is the answer's failure, as account reads
 * answer theirs (account-reads.ts).
 */
export function createAdInsightReads(deps: {
  integrations: Pick<IntegrationsService, 'withAccountToken'>;
  apis: Partial<Record<AdPlatform, AdsReader>>;
}) {
  const { integrations, apis } = deps;
  return {
    async read(userId: string, platform: AdPlatform, accountId: string, from: string, to: string) {
      checkedRange(from, to);
      const api = apis[platform];
      if (!api) return { failure: { kind: 'unavailable', detail: `${platform} is not configured` } } as const;
      try {
        const answer = await integrations.withAccountToken(
          userId,
          platform,
          accountId,
          async (account): Promise<AdInsightsRead> => {
            const token = ADS_TOKEN[platform](account);
            if (!adsGrantedOf({ platform, scopes: account.scopes, adsToken: account.adsToken }) || !token)
              return { granted: false, adAccounts: [] };
            return { granted: true, adAccounts: await api.read(token, from, to) };
          },
        );
        if (answer === null) throw AppError.notFound('No such connected account.');
        return answer;
      } catch (err) {
        if (err instanceof PlatformFailure)
          return {
            failure: {
              kind: err.kind,
              detail: err.detail,
              ...(err.platformReason === undefined ? {} : { platformReason: err.platformReason }),
            },
          } satisfies AdInsightsRead;
        if (err instanceof PlatformUnreachable)
          return { failure: { kind: 'unreachable', detail: err.message } } satisfies AdInsightsRead;
        throw err;
      }
    },
  };
}

export type AdInsightReads = ReturnType<typeof createAdInsightReads>;
