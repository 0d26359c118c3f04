import mongoose from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { userScope } from '@scp/service-kit/user-scope';
import { platforms, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import type { AccountProfile } from '../platforms/platform-adapter';
import type { AccountAlerts } from './account-alerts';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';

const texts = integrationsTexts.connectErrors;

/** The owner's words for a platform's refusal or silence (error catalogue); nothing the platform sent is echoed. */
export function failureMessage(platform: PlatformKey, failure: unknown): string {
  const label = platforms[platform].label;
  if (failure instanceof PlatformUnreachable) return texts.unavailable(label);
  if (!(failure instanceof PlatformFailure)) return texts.refused(label);
  switch (failure.kind) {
    case 'denied':
      return texts.denied;
    case 'no_accounts':
      return (texts.noAccounts as Partial<Record<PlatformKey, string>>)[platform] ?? texts.refused(label);
    case 'invalid_callback':
      return texts.invalidCallback;
    case 'unavailable':
      return texts.unavailable(label);
    default:
      return texts.refused(label);
  }
}

/**
 * An account's health follows the platform's latest word: healthy after an answer, needing
 * re-authorisation after a refused token, in error after any other failure. Only a change is
 * announced to the owner.
 */
export function createAccountHealth(deps: { alerts: AccountAlerts; logger: Logger; now: () => Date }) {
  const { alerts, logger, now } = deps;

  /**
   * A failure changes the account's health; only a change is announced (one alert per failure, not
   * one per retry), in the app at once.
   */
  const setFailure = async (
    userId: string,
    doc: ConnectedAccountRecord,
    status: 'needs_reauth' | 'error',
    reason: string,
  ): Promise<void> => {
    const scope = userScope(ConnectedAccountModel, userId);
    const filter = { platform: doc.platform, accountId: doc.accountId };
    // The change of status is claimed atomically: a Refresh All and a sync that find the same refusal
    // at once announce it once.
    const changed = await scope.updateMany(
      { ...filter, status: mongoose.trusted({ $ne: status }) },
      { $set: { status, statusReason: reason } },
    );
    await scope.updateMany(filter, { $set: { statusReason: reason } });
    if (changed.modifiedCount === 0) return;
    await alerts.accountFailed(userId, {
      platform: doc.platform,
      accountId: doc.accountId,
      displayName: doc.displayName,
      status,
      reason,
    });
  };

  return {
    setFailure,

    async markHealthy(
      userId: string,
      doc: ConnectedAccountRecord,
      profile: Partial<AccountProfile>,
      at = now(),
    ): Promise<void> {
      await userScope(ConnectedAccountModel, userId).updateMany(
        { platform: doc.platform, accountId: doc.accountId },
        { $set: { ...profile, status: 'connected', statusReason: null, lastSyncAt: at } },
      );
    },

    /** A platform call for the account failed: a platform's answer changes its health, anything else is logged. */
    async markFailed(userId: string, doc: ConnectedAccountRecord, err: unknown): Promise<void> {
      if (!(err instanceof PlatformFailure) && !(err instanceof PlatformUnreachable)) {
        logger.error({ err, platform: doc.platform }, 'reading an account failed');
        return;
      }
      const rejected = err instanceof PlatformFailure && err.kind === 'rejected';
      const reason =
        (err instanceof PlatformFailure ? err.platformReason : undefined) ?? failureMessage(doc.platform, err);
      logger.warn({ platform: doc.platform, reason: err.message }, 'account read failed');
      await setFailure(userId, doc, rejected ? 'needs_reauth' : 'error', reason);
    },
  };
}

export type AccountHealth = ReturnType<typeof createAccountHealth>;
