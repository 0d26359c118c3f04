import type { HelpContactRequest } from '@scp/shared/contracts/auth/help-contact';
import type { MailMessage } from '@scp/service-kit/mailer';

const RULE = '-'.repeat(40);

/**
 * The mail the Help centre's contact form sends to support: plain text only (the words are a
 * stranger's, so no HTML is ever built from them), Reply-To the sender so support answers them
 * directly. The subject is `[Help] <topic>: <name>`; the name has no line breaks (the schema
 * refuses control characters) and nodemailer encodes the header.
 */
export function helpContactMail(options: {
  supportEmail: string;
  request: HelpContactRequest;
  /** The signed-in account that sent it, if any. */
  userId: string | undefined;
  receivedAt: Date;
}): MailMessage {
  const { supportEmail, request, userId, receivedAt } = options;
  const { name, email, topic, message } = request;
  return {
    to: supportEmail,
    kind: 'help_contact',
    replyTo: { name, address: email },
    subject: `[Help] ${topic}: ${name}`,
    text: [
      "A message from the Help centre's contact form (/help/contact).",
      '',
      `Name: ${name}`,
      `Email: ${email}`,
      `Topic: ${topic}`,
      `Account: ${userId ? `signed in (user id ${userId})` : 'not signed in'}`,
      `Received: ${receivedAt.toISOString()}`,
      '',
      RULE,
      message,
      RULE,
      '',
      `Reply to this mail to answer ${name} at ${email}.`,
      '',
    ].join('\n'),
  };
}
