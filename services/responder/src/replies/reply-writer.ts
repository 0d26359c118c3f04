import type { ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
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
  /**
   * The orders whose e-mail the reply asks for, because the conversation is not tied to them: the
   * customer's next message is checked against them before anything of them is told.
   */
  proofOf?: string[];
}

const bot = responderTexts.bot;

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
  if (!product.inStock) return bot.product.soldOut(product.title, price);
  const fewLeft = product.inventory !== null && product.inventory <= 5 ? product.inventory : null;
  return bot.product.inStock(product.title, price, fewLeft, product.url);
}

function orderLine(order: Order): string {
  if (order.financialStatus === 'REFUNDED') return bot.order.refunded(order.name, day(order.createdAt));
  const state = bot.order.fulfilment[order.fulfillmentStatus] ?? bot.order.otherFulfilment(order.fulfillmentStatus);
  return bot.order.status(order.name, day(order.createdAt), state, order.trackingNumber, order.trackingUrl);
}

function hasForbidden(text: string, voice: VoiceProfile | null): string | undefined {
  const lower = text.toLowerCase();
  return voice?.forbidden_keywords.find((word) => word.trim() && lower.includes(word.trim().toLowerCase()));
}

/**
 * Writes the reply in the brand voice (its formality and engagement sliders, never a forbidden word)
 * from the shop's live data. The bot answers on its own only what the data answers: a product's price
 * and stock, an order's status by its number (to the order's own customer only: `mayTell`; anyone
 * else is asked for the order's e-mail first), a request for the order number, a greeting.
 * Everything else gets a suggested reply for the owner.
 */
export function writeReply(input: {
  classification: Classification;
  shop: ShopLookupResponse | null;
  voice: VoiceProfile | null;
  shopName: string | null;
  /** Whether the conversation is tied to the order (its customer proved it); never assumed. */
  mayTell: (order: Order) => boolean;
}): ReplyDraft {
  const { classification, shop, voice, mayTell } = input;
  const { formal, inviting } = registerOf(voice);
  const name = shop?.shopName ?? input.shopName;
  const greeting = formal ? bot.greeting.formal : bot.greeting.casual;
  const closing = formal ? bot.closing.formal(name) : inviting ? bot.closing.inviting : bot.closing.thanks(name);
  const compose = (body: string) => {
    const full = `${greeting} ${body} ${closing}`.slice(0, MAX_REPLY);
    // A forbidden word in our own phrases is dropped with them; one in the shop's data holds the reply back.
    if (!hasForbidden(full, voice)) return full;
    return body.slice(0, MAX_REPLY);
  };
  const draft = (body: string, send: boolean, holdReason: string | null): ReplyDraft => {
    const text = compose(body);
    const forbidden = hasForbidden(text, voice);
    if (send && forbidden) return { text, send: false, holdReason: bot.hold.forbiddenWord(forbidden) };
    return { text, send, holdReason };
  };

  switch (classification.inquiryType) {
    case 'product_question': {
      const products = (shop?.products ?? []).filter((product) =>
        classification.productMentions.some((mention) => mention.toLowerCase() === product.title.toLowerCase()),
      );
      const found = products.length > 0 ? products : (shop?.products ?? []).slice(0, 1);
      if (!shop?.connected) return draft(bot.product.checking, false, bot.hold.noShopForProducts);
      if (found.length === 0) return draft(bot.product.whichOne, false, bot.hold.noProductMatches);
      return draft(found.slice(0, 2).map(productLine).join(' '), true, null);
    }
    case 'order_status': {
      const [firstNumber] = classification.orderNumbers;
      if (firstNumber === undefined) return draft(bot.order.askNumber, true, null);
      if (!shop?.connected) return draft(bot.order.lookingUp(firstNumber), false, bot.hold.noShopForOrders);
      const orders = shop.orders;
      const missing = classification.orderNumbers.filter(
        (number) => !orders.some((order) => order.name === number || order.name === `#${number.replace(/^#/, '')}`),
      );
      if (orders.length === 0 || missing.length > 0)
        return draft(
          bot.order.notFound(missing[0] ?? firstNumber),
          false,
          bot.hold.orderNotFound(missing[0] ?? firstNumber),
        );
      // Order numbers run in sequence: knowing one proves nothing. Until the conversation is tied to
      // every order asked about, nothing of any of them is told, not even to the owner's suggestion.
      const untold = orders.filter((order) => !mayTell(order)).map((order) => order.name);
      if (untold.length > 0) return { ...draft(bot.order.askEmail(untold.join(', ')), true, null), proofOf: untold };
      return draft(orders.slice(0, 2).map(orderLine).join(' '), true, null);
    }
    case 'other':
      if (classification.sentiment === 'positive' || classification.sentiment === 'neutral')
        return draft(bot.welcome(name), true, null);
      return draft(bot.lookingIntoIt, false, bot.hold.nothingFromData);
    case 'shipping':
      return draft(bot.shipping, false, bot.hold.shipping);
    case 'returns':
      return draft(bot.returns, false, bot.hold.returns);
    case 'complaint':
      return draft(bot.complaint, false, bot.hold.complaint);
    case 'collaboration':
      return draft(bot.collaboration, false, bot.hold.collaboration);
    case 'spam':
      return { text: '', send: false, holdReason: bot.hold.spam };
  }
}
