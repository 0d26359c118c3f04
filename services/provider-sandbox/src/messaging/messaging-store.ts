import { randomBytes } from 'node:crypto';
import { stableDigits, type MessagingPlatform } from './messaging-accounts';

export const MESSAGING_TYPES = ['RESPONSE', 'UPDATE', 'MESSAGE_TAG'] as const;
export type MessagingType = (typeof MESSAGING_TYPES)[number];

export interface CustomerMessage {
  from: 'customer';
  mid: string;
  text: string;
  /** Epoch milliseconds: the webhook's `timestamp`, which a test may backdate. */
  at: number;
}

export interface PageMessage {
  from: 'page';
  mid: string;
  text: string;
  at: number;
  messagingType: MessagingType;
  tag: string | null;
  /** Only the Send API writes page messages here; kept so a reader never mistakes them for the customer's. */
  sentBy: 'api';
}

export type ConversationMessage = CustomerMessage | PageMessage;

/** One customer's thread with one page or Instagram account. Messages oldest first. */
export interface Conversation {
  id: string;
  platform: MessagingPlatform;
  accountId: string;
  customerId: string;
  customerName: string | null;
  messages: ConversationMessage[];
  /** Epoch milliseconds of its newest message. */
  updatedAt: number;
}

export interface SentMessage extends PageMessage {
  platform: MessagingPlatform;
  accountId: string;
  recipientId: string;
}

export interface ConversationFilter {
  platform?: MessagingPlatform;
  accountId?: string;
  customerId?: string;
}

const CONVERSATION_LIMIT = 5000;
const MESSAGE_LIMIT = 1000;

/** Meta's message ids (`m_…`): URL-safe, unique per message. */
export function newMessageId(): string {
  return `m_${randomBytes(36).toString('base64url')}`;
}

/** The newest customer message's time: the 24-hour and 7-day windows count from it. */
export function lastCustomerMessageAt(conversation: Conversation): number | undefined {
  let last: number | undefined;
  for (const message of conversation.messages)
    if (message.from === 'customer' && (last === undefined || message.at > last)) last = message.at;
  return last;
}

function keyOf(platform: MessagingPlatform, accountId: string, customerId: string): string {
  return `${platform}:${accountId}:${customerId}`;
}

/**
 * The Messenger and Instagram conversations of one sandbox instance. Readers get copies, so a
 * caller holding a conversation never sees (or makes) changes behind the store's back.
 */
export class MessagingStore {
  private readonly conversations = new Map<string, Conversation>();

  addCustomerMessage(input: {
    platform: MessagingPlatform;
    accountId: string;
    customerId: string;
    customerName?: string;
    mid: string;
    text: string;
    at: number;
  }): { conversation: Conversation; message: CustomerMessage } {
    const conversation = this.open(input.platform, input.accountId, input.customerId);
    // A later message with a name names the customer; one without keeps the name known so far.
    if (input.customerName) conversation.customerName = input.customerName;
    const message: CustomerMessage = { from: 'customer', mid: input.mid, text: input.text, at: input.at };
    this.insert(conversation, message);
    return { conversation: structuredClone(conversation), message: { ...message } };
  }

  /** Stores what the page sent; the conversation must exist (the Send API checked the recipient). */
  addPageMessage(
    platform: MessagingPlatform,
    accountId: string,
    customerId: string,
    input: Omit<PageMessage, 'from' | 'sentBy'>,
  ): PageMessage {
    const conversation = this.conversations.get(keyOf(platform, accountId, customerId));
    if (!conversation) throw new Error(`No conversation ${keyOf(platform, accountId, customerId)}.`);
    const message: PageMessage = { from: 'page', sentBy: 'api', ...input };
    this.insert(conversation, message);
    return { ...message };
  }

  find(platform: MessagingPlatform, accountId: string, customerId: string): Conversation | undefined {
    const conversation = this.conversations.get(keyOf(platform, accountId, customerId));
    return conversation ? structuredClone(conversation) : undefined;
  }

  /** Newest first. */
  list(filter: ConversationFilter = {}): Conversation[] {
    return [...this.conversations.values()]
      .filter(
        (conversation) =>
          (filter.platform === undefined || conversation.platform === filter.platform) &&
          (filter.accountId === undefined || conversation.accountId === filter.accountId) &&
          (filter.customerId === undefined || conversation.customerId === filter.customerId),
      )
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((conversation) => structuredClone(conversation));
  }

  /** Everything the app sent through the Send API, newest last. */
  sentMessages(filter: ConversationFilter = {}): SentMessage[] {
    return this.list(filter)
      .flatMap((conversation) =>
        conversation.messages
          .filter((message): message is PageMessage => message.from === 'page')
          .map((message) => ({
            ...message,
            platform: conversation.platform,
            accountId: conversation.accountId,
            recipientId: conversation.customerId,
          })),
      )
      .sort((a, b) => a.at - b.at);
  }

  clear(): number {
    const count = this.conversations.size;
    this.conversations.clear();
    return count;
  }

  private open(platform: MessagingPlatform, accountId: string, customerId: string): Conversation {
    const key = keyOf(platform, accountId, customerId);
    const existing = this.conversations.get(key);
    if (existing) return existing;
    if (this.conversations.size >= CONVERSATION_LIMIT) {
      const stalest = [...this.conversations.entries()].sort(([, a], [, b]) => a.updatedAt - b.updatedAt)[0];
      if (stalest) this.conversations.delete(stalest[0]);
    }
    // Stable per thread, as Meta's conversation ids are: the same customer and page give the same id.
    const conversation: Conversation = {
      id: `t_${stableDigits(key, 15)}`,
      platform,
      accountId,
      customerId,
      customerName: null,
      messages: [],
      updatedAt: 0,
    };
    this.conversations.set(key, conversation);
    return conversation;
  }

  /** Keeps the thread in time order: a backdated customer message goes where its time puts it. */
  private insert(conversation: Conversation, message: ConversationMessage): void {
    let index = conversation.messages.length;
    while (index > 0 && conversation.messages[index - 1]!.at > message.at) index -= 1;
    conversation.messages.splice(index, 0, message);
    if (conversation.messages.length > MESSAGE_LIMIT) conversation.messages.shift();
    conversation.updatedAt = Math.max(conversation.updatedAt, message.at);
  }
}
