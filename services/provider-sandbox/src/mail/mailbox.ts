import { randomUUID } from 'node:crypto';

export interface MailMessage {
  id: string;
  to: string;
  from: string;
  /** The Reply-To addresses, comma-separated; null when the mail has none. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

interface StoredMessage extends MailMessage {
  /** Lower-cased envelope and header recipients, for `?to=` lookups. */
  recipients: string[];
}

export const DEFAULT_MAILBOX_LIMIT = 500;

/** Received mail, newest first, bounded so a long local run cannot grow memory without end. */
export class Mailbox {
  private messages: StoredMessage[] = [];

  constructor(private readonly limit = DEFAULT_MAILBOX_LIMIT) {}

  add(message: Omit<MailMessage, 'id' | 'receivedAt'> & { recipients: string[] }): MailMessage {
    const stored: StoredMessage = {
      ...message,
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      recipients: message.recipients.map((address) => address.toLowerCase()),
    };
    this.messages.unshift(stored);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return toPublic(stored);
  }

  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((message) => !wanted || message.recipients.includes(wanted)).map(toPublic);
  }

  clear(): void {
    this.messages = [];
  }
}

function toPublic({ recipients: _recipients, ...message }: StoredMessage): MailMessage {
  return message;
}
