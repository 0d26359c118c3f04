import type { ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { VoiceProfile } from '@scp/shared/contracts/settings/voice-profiles';
import type { Classification } from '../classify/message-classifier';

/**
 * What the responder would answer a customer message: `send` when the bot may send it on its own (it
 * rests on the shop's real data, or asks only for what it needs), otherwise the owner's suggested reply
 * and why the bot holds back (`holdReason`).
 */
export interface ReplyDraft {
  text: string;
  send: boolean;
  holdReason: string | null;
}

type Product = ShopLookupResponse['products'][number];
type Order = ShopLookupResponse['orders'][number];

const MAX_REPLY = 1000; // Instagram's limit; Messenger's (2,000) is larger.

function money(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The voice's register: its formality slider (0-100) and whether it invites a next question. */
function registerOf(voice: VoiceProfile | null) {
  const formality = voice?.voice_settings.formality ?? 50;
  const engagement = voice?.voice_settings.engagement ?? 50;
  return { formal: formality >= 60, inviting: engagement >= 50 };
}

function productLine(product: Product): string {
  const price = money(product.price, product.currency);
  if (!product.inStock) return `The ${product.title} is ${price}, but it is sold out right now.`;
  const stock = product.inventory !== null && product.inventory <= 5 ? ` (only ${product.inventory} left)` : '';
  const link = product.url ? ` You can order it here: ${product.url}` : '';
  return `The ${product.title} is ${price} and in stock${stock}.${link}`;
}

const fulfilmentWords: Record<string, string> = {
  FULFILLED: 'has shipped',
  PARTIALLY_FULFILLED: 'has partly shipped',
  IN_PROGRESS: 'is being packed',
  UNFULFILLED: 'is confirmed and will ship soon',
  ON_HOLD: 'is on hold',
  SCHEDULED: 'is scheduled to ship',
  RESTOCKED: 'was cancelled and restocked',
};

function orderLine(order: Order): string {
  if (order.financialStatus === 'REFUNDED')
    return `Your order ${order.name} (placed ${day(order.createdAt)}) was refunded.`;
  const state =
    fulfilmentWords[order.fulfillmentStatus] ?? `is ${order.fulfillmentStatus.toLowerCase().replace(/_/g, ' ')}`;
  const tracking = order.trackingNumber
    ? ` Tracking number: ${order.trackingNumber}${order.trackingUrl ? ` (${order.trackingUrl})` : ''}.`
    : '';
  return `Your order ${order.name} (placed ${day(order.createdAt)}) ${state}.${tracking}`;
}

function hasForbidden(text: string, voice: VoiceProfile | null): string | undefined {
  const lower = text.toLowerCase();
  return voice?.forbidden_keywords.find((word) => word.trim() && lower.includes(word.trim().toLowerCase()));
}

/**
 * Writes the reply in the brand voice (its formality and engagement sliders, never a forbidden word)
 * from the shop's live data. The bot answers on its own only what the data answers: a product's price
 * and stock, an order's status by its number, a request for the order number, a greeting. Everything
 * else gets a suggested reply for the owner.
 */
export function writeReply(input: {
  classification: Classification;
  shop: ShopLookupResponse | null;
  voice: VoiceProfile | null;
  shopName: string | null;
}): ReplyDraft {
  const { classification, shop, voice } = input;
  const { formal, inviting } = registerOf(voice);
  const name = shop?.shopName ?? input.shopName;
  const greeting = formal ? 'Hello,' : 'Hi!';
  const closing = formal
    ? `Kind regards${name ? `, ${name}` : ''}`
    : inviting
      ? 'Anything else I can help with?'
      : `Thanks${name ? `, ${name}` : ''}!`;
  const compose = (body: string) => {
    const full = `${greeting} ${body} ${closing}`.slice(0, MAX_REPLY);
    // A forbidden word in our own phrases is dropped with them; one in the shop's data holds the reply back.
    if (!hasForbidden(full, voice)) return full;
    return body.slice(0, MAX_REPLY);
  };
  const draft = (body: string, send: boolean, holdReason: string | null): ReplyDraft => {
    const text = compose(body);
    const forbidden = hasForbidden(text, voice);
    if (send && forbidden)
      return { text, send: false, holdReason: `The reply would use the forbidden word "${forbidden}"` };
    return { text, send, holdReason };
  };

  switch (classification.inquiryType) {
    case 'product_question': {
      const products = (shop?.products ?? []).filter((product) =>
        classification.productMentions.some((mention) => mention.toLowerCase() === product.title.toLowerCase()),
      );
      const found = products.length > 0 ? products : (shop?.products ?? []).slice(0, 1);
      if (!shop?.connected)
        return draft(
          'Thanks for asking! Let me check that for you and get right back to you.',
          false,
          'No shop is connected to answer from',
        );
      if (found.length === 0)
        return draft(
          'Thanks for asking! Which product do you mean? Let me check it for you.',
          false,
          'No product of the shop matches the question',
        );
      return draft(found.slice(0, 2).map(productLine).join(' '), true, null);
    }
    case 'order_status': {
      if (classification.orderNumbers.length === 0)
        return draft(
          'Happy to check on your order! Could you send me your order number (it starts with #)?',
          true,
          null,
        );
      if (!shop?.connected)
        return draft(
          `Thanks! Let me look up order ${classification.orderNumbers[0]} and get back to you.`,
          false,
          'No shop is connected to look the order up',
        );
      const orders = shop.orders;
      const missing = classification.orderNumbers.filter(
        (number) => !orders.some((order) => order.name === number || order.name === `#${number.replace(/^#/, '')}`),
      );
      if (orders.length === 0 || missing.length > 0)
        return draft(
          `I couldn't find order ${missing[0] ?? classification.orderNumbers[0]}. Could you double-check the number? The owner will look into it too.`,
          false,
          `Order ${missing[0] ?? classification.orderNumbers[0]} was not found in the shop`,
        );
      return draft(orders.slice(0, 2).map(orderLine).join(' '), true, null);
    }
    case 'other':
      if (classification.sentiment === 'positive' || classification.sentiment === 'neutral')
        return draft(`Thanks for reaching out${name ? ` to ${name}` : ''}! How can we help you today?`, true, null);
      return draft("Thanks for your message. We're looking into it.", false, 'Nothing the bot can answer from data');
    case 'shipping':
      return draft(
        "Thanks for asking about shipping! I'll check the details for you and reply shortly.",
        false,
        'Shipping terms are not in the shop data the bot can read',
      );
    case 'returns':
      return draft(
        "I'm sorry to hear that. We'll help you with the return; could you tell me your order number?",
        false,
        'Returns are decided by the owner',
      );
    case 'complaint':
      return draft(
        "I'm really sorry about this. I'm looking into it personally and will get back to you as soon as possible.",
        false,
        'Complaints are answered by the owner',
      );
    case 'collaboration':
      return draft(
        "Thanks for thinking of us! We'll review your proposal and get back to you.",
        false,
        'Collaborations are decided by the owner',
      );
    case 'spam':
      return { text: '', send: false, holdReason: 'Spam is never answered' };
  }
}
