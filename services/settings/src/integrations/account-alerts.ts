import type { Logger } from '@scp/service-kit/logger';
import type { Mailer } from '@scp/service-kit/mailer';
import type { RedisClient } from '@scp/service-kit/redis';
import { publishUserEvent } from '@scp/service-kit/user-events';
import { ACCOUNT_ALERT_EVENT, type AccountAlert } from '@scp/shared/contracts/settings/connected-accounts';
import { integrationsMailTexts } from '@scp/shared/contracts/settings/integrations-mail-texts';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import type { Neighbours } from '../neighbours/neighbours';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Tells the owner an account stopped working, once per failure (the caller sends only changes): at
 * once in any open tab of the app, and by mail when their Email Notifications are on (the auth
 * service knows the address and the switch).
 */
export function createAccountAlerts(deps: {
  redis: RedisClient | undefined;
  mailer: Mailer;
  /** The auth service, which knows the owner's address and their Email Notifications switch. */
  neighbours: Pick<Neighbours, 'notificationProfile'>;
  publicOrigin: string;
  logger: Logger;
}) {
  const mail = async (userId: string, alert: AccountAlert) => {
    const profile = await deps.neighbours.notificationProfile(userId);
    if (!profile?.emailNotifications) return;
    const text = integrationsMailTexts.accountAlert({
      ...alert,
      name: profile.fullName,
      link: `${deps.publicOrigin}${settingsPaths.tab('integrations')}`,
    });
    await deps.mailer.send({
      to: profile.email,
      subject: text.subject,
      text: [text.greeting, '', text.what, text.reason, '', `${text.action}: ${text.link}`, '', text.footer].join('\n'),
      html: [
        `<p>${escapeHtml(text.greeting)}</p>`,
        `<p>${escapeHtml(text.what)}</p>`,
        `<p>${escapeHtml(text.reason)}</p>`,
        `<p><a href="${escapeHtml(text.link)}">${escapeHtml(text.action)}</a></p>`,
        `<p style="color:#666">${escapeHtml(text.footer)}</p>`,
      ].join('\n'),
      kind: 'account-alert',
    });
  };

  return {
    async accountFailed(userId: string, alert: AccountAlert): Promise<void> {
      deps.logger.info({ platform: alert.platform, status: alert.status }, 'account alert');
      if (deps.redis) {
        await publishUserEvent(deps.redis, userId, { type: ACCOUNT_ALERT_EVENT, payload: alert }).catch(
          (err: unknown) => deps.logger.warn({ err }, 'account alert not published'),
        );
      }
      // The health is stored either way; a mail that cannot go is logged, not retried per failure.
      await mail(userId, alert).catch((err: unknown) => deps.logger.warn({ err }, 'account alert mail not sent'));
    },
  };
}

export type AccountAlerts = ReturnType<typeof createAccountAlerts>;
