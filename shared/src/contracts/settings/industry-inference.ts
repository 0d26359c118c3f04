import * as z from 'zod/mini';
import { industryValues, type Industry } from './settings-constants';

/**
 * Industry inference from a connected shop (business constants): the shop's own industry when it names
 * one; otherwise the industry at least 2 of whose keywords the product types and tags match (the
 * most matches wins); otherwise a keyword in the shop's name or description. The keyword lists are
 * ours (the spec gives the rule, not the words).
 */
export const industryKeywords: Record<Exclude<Industry, 'ecommerce' | 'other'>, readonly string[]> = {
  fashion: [
    'apparel',
    'clothing',
    'dress',
    'shirt',
    'beanie',
    'hat',
    'bags',
    'bag',
    'shoes',
    'fashion',
    'jacket',
    'denim',
  ],
  athleisure: [
    'activewear',
    'athleisure',
    'leggings',
    'yoga',
    'sportswear',
    'gym',
    'running',
    'outdoor',
    'trail',
    'fitness',
  ],
  beauty: ['beauty', 'skincare', 'cosmetics', 'makeup', 'lipstick', 'serum', 'fragrance', 'haircare', 'nail'],
  wellness: ['wellness', 'supplement', 'vitamin', 'herbal', 'aromatherapy', 'self-care', 'meditation', 'cbd'],
  food: [
    'food',
    'bread',
    'bakery',
    'sourdough',
    'pastry',
    'tea',
    'coffee',
    'snack',
    'chocolate',
    'cake',
    'sauce',
    'spice',
    'grocery',
  ],
  home: [
    'home',
    'kitchenware',
    'kitchen',
    'candle',
    'decor',
    'furniture',
    'bedding',
    'mug',
    'bowl',
    'ceramics',
    'pottery',
    'homeware',
  ],
  tech: ['tech', 'electronics', 'gadget', 'phone', 'charger', 'cable', 'computer', 'audio', 'headphones', 'software'],
  jewelry: ['jewelry', 'jewellery', 'necklace', 'ring', 'bracelet', 'earrings', 'pendant', 'gold', 'silver'],
  baby: ['baby', 'toddler', 'infant', 'nursery', 'diaper', 'kids', 'toys'],
  pet: ['pet', 'dog', 'cat', 'puppy', 'leash', 'collar', 'treats', 'aquarium'],
  automotive: ['automotive', 'car', 'auto', 'vehicle', 'motorcycle', 'tyre', 'tire', 'parts'],
  books: ['books', 'book', 'novel', 'stationery', 'notebook', 'journal', 'magazine', 'comics'],
  art: ['art', 'print', 'painting', 'poster', 'illustration', 'canvas', 'gallery', 'handmade', 'craft'],
  travel: ['travel', 'luggage', 'suitcase', 'backpack', 'passport', 'tour'],
  education: ['education', 'course', 'lesson', 'tutorial', 'workshop', 'class', 'learning'],
  business: ['b2b', 'wholesale', 'consulting', 'services', 'agency', 'office', 'bulk'],
};

/** Shopify's shop categories that name an industry of ours directly. */
const SHOP_INDUSTRY_ALIASES: Record<string, Industry> = {
  'apparel & accessories': 'fashion',
  clothing: 'fashion',
  'health & beauty': 'beauty',
  'food & drink': 'food',
  'home & garden': 'home',
  electronics: 'tech',
  jewelry: 'jewelry',
  'baby & kids': 'baby',
  'pet supplies': 'pet',
  automotive: 'automotive',
  'books & media': 'books',
  'art & crafts': 'art',
  travel: 'travel',
  education: 'education',
  'business services': 'business',
};

export const industrySources = ['shop_industry', 'products', 'shop_name'] as const;

export interface ShopFacts {
  industry?: string | null;
  name: string;
  description?: string | null;
  products: Array<{ productType?: string | null; tags?: readonly string[] }>;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9&-]+/)
    .filter(Boolean);
}

export function inferIndustry(
  shop: ShopFacts,
): { industry: Industry; source: (typeof industrySources)[number] } | null {
  const named = shop.industry?.trim().toLowerCase();
  if (named) {
    const direct = (industryValues as readonly string[]).includes(named)
      ? (named as Industry)
      : SHOP_INDUSTRY_ALIASES[named];
    if (direct) return { industry: direct, source: 'shop_industry' };
  }
  const productWords = shop.products.flatMap((product) => [
    ...words(product.productType ?? ''),
    ...(product.tags ?? []).flatMap((tag) => words(tag)),
  ]);
  let best: { industry: Industry; matches: number } | null = null;
  for (const [industry, keywords] of Object.entries(industryKeywords) as Array<[Industry, readonly string[]]>) {
    const matches = productWords.filter((word) => keywords.includes(word)).length;
    if (matches >= 2 && (!best || matches > best.matches)) best = { industry, matches };
  }
  if (best) return { industry: best.industry, source: 'products' };
  const nameWords = words(`${shop.name} ${shop.description ?? ''}`);
  for (const [industry, keywords] of Object.entries(industryKeywords) as Array<[Industry, readonly string[]]>) {
    if (nameWords.some((word) => keywords.includes(word))) return { industry, source: 'shop_name' };
  }
  return null;
}

/** `GET /api/settings/integrations/industry-suggestion`: what the connected shop suggests, or null. */
export const industrySuggestionResponseSchema = z.object({
  suggestion: z.nullable(
    z.object({
      industry: z.enum(industryValues),
      source: z.enum(industrySources),
      shopDomain: z.string(),
    }),
  ),
});
export type IndustrySuggestionResponse = z.infer<typeof industrySuggestionResponseSchema>;
