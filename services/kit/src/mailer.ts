import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@scp/service-kit/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Without it the mail is plain text (e.g. one that carries words a stranger typed). */
  html?: string;
  /** Where a reply goes instead of the sender (e.g. the person who wrote through a contact form). */
  replyTo?: { name: string; address: string };
  /** What the mail is, for the logs (never the link or its token). */
  kind: string;
}

/** Sends the service's mails over SMTP; without SMTP_URL (local only) it logs a warning instead. */
export interface Mailer {
  /** Resolves when the message was handed over; rejects when the SMTP server refused it. */
  send(message: MailMessage): Promise<void>;
  /** For a request that must not wait for (or reveal) the delivery: failures are logged, not thrown. */
  sendInBackground(message: MailMessage): void;
  close(): void;
}

const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  const transport: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;

  const send = async (message: MailMessage): Promise<void> => {
    if (!transport) {
      logger.warn({ mail: message.kind }, 'no SMTP_URL configured: mail not sent');
      return;
    }
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    logger.info({ mail: message.kind }, 'mail sent');
  };

  return {
    send,
    sendInBackground: (message) => {
      send(message).catch((err: unknown) => {
        // The error names the server and the SMTP reply; the message (with its link) is not logged.
        logger.error({ err, mail: message.kind }, 'mail could not be sent');
      });
    },
    close: () => transport?.close(),
  };
}
