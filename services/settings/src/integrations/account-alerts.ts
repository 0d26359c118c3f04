import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import { publishUserEvent } from '@scp/service-kit/user-events';
import { ACCOUNT_ALERT_EVENT, type AccountAlert } from '@scp/shared/contracts/integrations/connected-accounts';

/** Tells the owner an account stopped working: at once in any open tab of the app. */
export function createAccountAlerts(deps: { redis: RedisClient | undefined; logger: Logger }) {
  return {
    async accountFailed(userId: string, alert: AccountAlert): Promise<void> {
      deps.logger.info({ platform: alert.platform, status: alert.status }, 'account alert');
      if (!deps.redis) return;
      try {
        await publishUserEvent(deps.redis, userId, { type: ACCOUNT_ALERT_EVENT, payload: alert });
      } catch (err) {
        // The health is stored either way; the tab shows it on its next read.
        deps.logger.warn({ err }, 'account alert not published');
      }
    },
  };
}

export type AccountAlerts = ReturnType<typeof createAccountAlerts>;
