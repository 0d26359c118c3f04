import type { Logger } from '@scp/service-kit/logger';
import type { ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { VoiceProfile } from '@scp/shared/contracts/settings/voice-profiles';
import type { Classification, MessageClassifier } from '../classify/message-classifier';
import type { Neighbours } from '../neighbours/neighbours';
import { isTiedTo, type OrderProofState } from './order-proof';
import { writeReply, type ReplyDraft } from './reply-writer';

/** Words that say nothing about which product is meant; the rest of a message's words are looked up. */
const NOT_PRODUCT_WORDS = new Set(
  `about also and any are can could does for from have hello how into is it its just know like many more much
  need order please price cost costs send ship some still than thank thanks that the their them then there
  these they this what when where which who why will with would you your yours want buy get got have has`.split(/\s+/),
);

/** Up to 5 words of a message worth looking up in the shop's catalogue. */
export function productTermsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]{2,}/gu) ?? [];
  return [...new Set(words.filter((word) => !NOT_PRODUCT_WORDS.has(word) && !/^\d+$/.test(word)))]
    .slice(0, 5)
    .map((word) => word.slice(0, 100));
}

/** The products that share the most words with the message first. */
function rankProducts(shop: ShopLookupResponse, terms: readonly string[]): ShopLookupResponse {
  const score = (title: string) => terms.filter((term) => title.toLowerCase().includes(term)).length;
  const seen = new Set<string>();
  const products = shop.products
    .filter((product) => (seen.has(product.title) ? false : (seen.add(product.title), true)))
    .sort((a, b) => score(b.title) - score(a.title));
  return { ...shop, products };
}

interface ShopDeps {
  neighbours: Neighbours;
  logger: Logger;
}

async function shopFor(
  deps: ShopDeps,
  userId: string,
  text: string,
  first: Classification,
): Promise<ShopLookupResponse | null> {
  // Only what a reply quotes is looked up: a shop's API budget is small (Shopify restores 100
  // query points a second), and a busy page must not spend it on greetings.
  const productTerms = productTermsOf(text);
  const wantsShop =
    first.inquiryType === 'product_question' ||
    (first.inquiryType === 'order_status' && first.orderNumbers.length > 0) ||
    // A product the classifier could not know without the catalogue ("is the Rustic Mug available?").
    (first.inquiryType === 'other' && productTerms.length > 0);
  if (!wantsShop) return null;
  try {
    const shop = await deps.neighbours.shopLookup(userId, {
      productTerms,
      orderNumbers: first.orderNumbers.slice(0, 5),
    });
    return rankProducts(shop, productTerms);
  } catch (err) {
    // Without the shop's data the bot does not answer from it: the message goes to the owner.
    deps.logger.warn({ err }, 'shop lookup failed');
    return null;
  }
}

/** The owner's default brand voice; the neutral voice (null) when settings cannot be asked now. */
export async function voiceOf(deps: ShopDeps, userId: string): Promise<VoiceProfile | null> {
  try {
    return (await deps.neighbours.brandContext(userId)).voice;
  } catch (err) {
    deps.logger.warn({ err }, 'brand voice unavailable; replying in the neutral voice');
    return null;
  }
}

/**
 * A customer's question answered from the shop's own data: the products it names (read again with the
 * catalogue's titles, which the classifier cannot know) and the orders it gives numbers of, whose
 * details are told only to a conversation tied to them.
 */
export async function answerFromShop(
  deps: ShopDeps & { classifier: MessageClassifier },
  input: {
    userId: string;
    text: string;
    first: Classification;
    voice: VoiceProfile | null;
    proof: OrderProofState | null;
  },
): Promise<{ shop: ShopLookupResponse | null; classification: Classification; draft: ReplyDraft }> {
  const { userId, text, first, voice, proof } = input;
  const shop = await shopFor(deps, userId, text, first);
  const classification = shop?.products.length
    ? deps.classifier.classify(text, { productNames: shop.products.map((product) => product.title) })
    : first;
  const draft = writeReply({ classification, shop, voice, shopName: null, mayTell: (order) => isTiedTo(order, proof) });
  return { shop, classification, draft };
}
