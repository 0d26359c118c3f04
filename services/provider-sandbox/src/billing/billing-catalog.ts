/** A product as Stripe returns it expanded inside a price (`expand[]=data.product`). */
export interface BillingProduct {
  id: string;
  object: 'product';
  active: true;
  name: string;
  description: string;
  marketing_features: { name: string }[];
  livemode: false;
}

/** A recurring price, Stripe's `price` object with its product expanded. Amounts are in cents. */
export interface BillingPrice {
  id: string;
  object: 'price';
  active: true;
  type: 'recurring';
  currency: 'usd';
  unit_amount: number;
  recurring: { interval: 'month'; interval_count: 1 };
  lookup_key: string;
  product: BillingProduct;
  livemode: false;
}

function monthlyPrice(
  key: string,
  unitAmount: number,
  name: string,
  description: string,
  features: string[],
): BillingPrice {
  return {
    id: `price_sandbox_${key}_monthly`,
    object: 'price',
    active: true,
    type: 'recurring',
    currency: 'usd',
    unit_amount: unitAmount,
    recurring: { interval: 'month', interval_count: 1 },
    lookup_key: `${key}_monthly`,
    product: {
      id: `prod_sandbox_${key}`,
      object: 'product',
      active: true,
      name,
      description,
      marketing_features: features.map((feature) => ({ name: feature })),
      livemode: false,
    },
    livemode: false,
  };
}

/**
 * The merchant's catalogue as it would be configured in the provider's dashboard: what the settings
 * service's pricing table shows locally. Cheapest first.
 */
export const BILLING_PRICES: readonly BillingPrice[] = [
  monthlyPrice('starter', 1900, 'Starter', 'For a single shop starting to sell on social media.', [
    '2 connected social accounts',
    '300 AI assistant replies per month',
    'Auto-responder for comments and direct messages',
  ]),
  monthlyPrice('growth', 4900, 'Growth', 'For a growing shop selling on several channels.', [
    '6 connected social accounts',
    '2,000 AI assistant replies per month',
    'Auto-responder with your own rules',
    'Sales and followers dashboard',
  ]),
  monthlyPrice('pro', 9900, 'Pro', 'For a busy shop with a small team answering customers.', [
    '15 connected social accounts',
    '10,000 AI assistant replies per month',
    'Auto-responder with hand-off to a person',
    'Priority support',
  ]),
];

/** A copy, so an answer or an event can never change the catalogue. */
export function findPrice(id: string): BillingPrice | undefined {
  const price = BILLING_PRICES.find((candidate) => candidate.id === id);
  return price && structuredClone(price);
}

/** "$49.00 per month", as the hosted checkout shows it. */
export function formatPrice(price: BillingPrice): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency.toUpperCase() }).format(
    price.unit_amount / 100,
  );
  return `${amount} per ${price.recurring.interval}`;
}
