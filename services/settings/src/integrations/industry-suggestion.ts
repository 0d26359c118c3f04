import type { Logger } from '@scp/service-kit/logger';
import { userScope } from '@scp/service-kit/user-scope';
import { inferIndustry, type IndustrySuggestionResponse } from '@scp/shared/contracts/settings/industry-inference';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import { needsReauth } from './account-status';
import type { AccountTokens } from './account-tokens';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';

/** What the connected shop suggests as the owner's industry (business constants); null without a shop or an answer. */
export function createIndustrySuggestion(deps: {
  adapters: PlatformAdapters;
  tokens: AccountTokens;
  logger: Logger;
  now: () => Date;
}) {
  const { adapters, tokens, logger, now } = deps;
  return async function industrySuggestion(userId: string): Promise<IndustrySuggestionResponse['suggestion']> {
    const shop: ConnectedAccountRecord | null = await userScope(ConnectedAccountModel, userId)
      .findOne({ platform: 'shopify' })
      .lean();
    const adapter = adapters.shopify;
    if (!shop || !adapter?.shopFacts || needsReauth(shop, now())) return null;
    try {
      const inferred = inferIndustry(await adapter.shopFacts(tokens.credentialsOf(shop)));
      return inferred ? { ...inferred, shopDomain: shop.accountId } : null;
    } catch (err) {
      logger.warn({ reason: err instanceof Error ? err.message : String(err) }, 'shop facts unavailable');
      return null;
    }
  };
}
