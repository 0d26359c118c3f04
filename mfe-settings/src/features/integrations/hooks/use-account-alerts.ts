import { useUserEvents } from '@scp/shared/client/realtime-hooks';
import { useToast } from '@scp/shared/client/use-toast';
import { ACCOUNT_ALERT_EVENT, accountAlertSchema } from '@scp/shared/contracts/settings/connected-accounts';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';

const texts = integrationsTexts.accountAlert;

/**
 * While the tab is open, the settings service's alert that a connected account stopped working
 * (ACCOUNT_ALERT_EVENT, sent once per account): the list is read again so the row shows its new
 * status, and a warning toast names the account and the reason; for a refused access, also what it
 * stops until the account is connected again (its figures and its scheduled posts). A malformed
 * payload is ignored.
 */
export function useAccountAlerts(refetchAccounts: () => void): void {
  const toast = useToast();
  useUserEvents(ACCOUNT_ALERT_EVENT, (event) => {
    const parsed = accountAlertSchema.safeParse(event.payload);
    if (!parsed.success) return;
    const { platform, displayName, status, reason } = parsed.data;
    refetchAccounts();
    const label = platforms[platform].label;
    if (status === 'needs_reauth') {
      const said = reason.trim() ? ` ${texts.said(label, reason.trim())}` : '';
      toast.warning({ title: texts.needsReauth(displayName, label), description: `${texts.reconnect}${said}` });
      return;
    }
    const title = texts.error(displayName, label);
    toast.warning(reason.trim() ? { title, description: reason } : title);
  });
}
