import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean);
}

export interface RunningSmtp {
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message (any or no credentials, no TLS) from the services'
 * real nodemailer transport and files it in the mailbox.
 */
export async function startSmtp(mailbox: Mailbox, port: number, host: string): Promise<RunningSmtp> {
  const server = new SMTPServer({
    name: 'provider-sandbox',
    banner: 'provider sandbox mailbox (local only)',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    closeTimeout: 2000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'sandbox' }),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const headerTo = addresses(parsed.to);
          const recipients = [...new Set([...envelope, ...headerTo, ...addresses(parsed.cc)])];
          mailbox.add({
            to: (headerTo.length ? headerTo : envelope).join(', '),
            from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            replyTo: addresses(parsed.replyTo).join(', ') || null,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            recipients,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on('error', () => {
    // A client dropping its connection is reported here; the server itself keeps running.
  });
  server.listen(port, host);
  await Promise.race([
    once(server.server, 'listening'),
    once(server.server, 'error').then(([error]) => Promise.reject(error)),
  ]);
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
