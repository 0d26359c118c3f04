import type { Logger } from '@scp/service-kit/logger';
import { userScope } from '@scp/service-kit/user-scope';
import { inferIndustry, type IndustrySuggestionResponse } from '@scp/shared/contracts/settings/industry-inference';
import { needsReauth } from './account-status';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { AccountCallDeps } from './with-account-token';

/** What the connected shop suggests as the owner's industry (business constants); null without a shop or an answer. */
export function createIndustrySuggestion(deps: Omit<AccountCallDeps, 'health'> & { logger: Logger }) {
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
