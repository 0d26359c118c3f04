import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import type { SyncReportRequest } from '@scp/shared/contracts/settings/integrations-internal';
import { failureMessage, type AccountHealth } from './account-health';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';

/** How the dashboard's sync of one account went: its health follows the platform's latest word. */
export function createRecordSync(deps: { health: AccountHealth }) {
  return async function recordSync(userId: string, report: SyncReportRequest): Promise<void> {
    const doc: ConnectedAccountRecord | null = await userScope(ConnectedAccountModel, userId)
      .findOne({ platform: report.platform, accountId: report.accountId })
      .lean();
    if (!doc) throw AppError.notFound();
    if (report.outcome === 'ok') {
      await deps.health.markHealthy(userId, doc, {}, new Date(report.at));
      return;
    }
    const reason = report.reason ?? failureMessage(doc.platform, undefined);
    await deps.health.setFailure(userId, doc, report.outcome === 'rejected' ? 'needs_reauth' : 'error', reason);
  };
}
