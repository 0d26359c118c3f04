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
