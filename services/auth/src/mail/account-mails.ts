import type { MailMessage } from '@scp/service-kit/mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkMail(options: {
  to: string;
  kind: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}): MailMessage {
  const { to, kind, subject, intro, action, link, outro } = options;
  return {
    to,
    kind,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string, ttlSeconds: number): MailMessage {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return linkMail({
    to,
    kind: 'password_reset',
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. If it was you, choose a new password here:',
    action: 'Reset password',
    link,
    outro: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
  });
}

export function emailConfirmationMail(to: string, link: string): MailMessage {
  return linkMail({
    to,
    kind: 'email_confirmation',
    subject: 'Confirm your email address',
    intro: 'Welcome! Please confirm your email address to finish creating your account:',
    action: 'Confirm email address',
    link,
    outro: 'If you did not create an account, ignore this mail.',
  });
}

/** The link of the mail that sets a first password: the reset page, on the mailbox's proof. */
export function passwordSetupMail(to: string, link: string, ttlSeconds: number): MailMessage {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return linkMail({
    to,
    kind: 'password_setup',
    subject: 'Set a password for your account',
    intro:
      'You asked to set a password for your account, which you sign in to with Google, Apple or Shopify so far. Choose it here:',
    action: 'Set password',
    link,
    outro: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail and check the sign-in methods in Settings → Profile.`,
  });
}

/**
 * The owner's verified sign-in claimed an account nobody had proven the address of: what was
 * taken from it (another person may have made it with the owner's address).
 */
export function accountClaimedMail(
  to: string,
  removed: { provider: string; label: string | undefined }[],
  passwordRemoved: boolean,
  settingsLink: string,
): MailMessage {
  const lines = removed.map((one) => (one.label ? `${one.provider} (${one.label})` : one.provider));
  if (passwordRemoved) lines.push('the password');
  return linkMail({
    to,
    kind: 'account_claimed',
    subject: 'Sign-in methods removed from your account',
    intro: `You proved that you own this email address, so the account is now yours alone. These ways into it were set up by someone who had not proven the address, and have been removed: ${lines.join(', ')}. Every other session of the account has ended.`,
    action: 'Review sign-in methods',
    link: settingsLink,
    outro: 'If one of them was yours, sign in and link it again from Settings → Profile.',
  });
}

/** A sign-in method was added to the account (Settings → Profile): the owner hears of it. */
export function identityLinkedMail(to: string, provider: string, label: string | undefined, settingsLink: string) {
  return linkMail({
    to,
    kind: 'identity_linked',
    subject: `${provider} sign-in added to your account`,
    intro: `${provider}${label ? ` (${label})` : ''} can now sign in to your account.`,
    action: 'Review sign-in methods',
    link: settingsLink,
    outro: 'If you did not do this, remove it in Settings → Profile and change your password.',
  });
}
