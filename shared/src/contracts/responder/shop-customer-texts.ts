/** The /inbox panel beside a thread that proved its Shopify customer (the panel's words are ours). */
export const shopCustomerTexts = {
  heading: 'Shopify customer',
  /** The panel's name when Shopify gave none. */
  unnamed: 'Customer',
  orders: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
  spent: 'Total spent',
  firstOrder: 'First order',
  lastOrder: 'Last order',
  recentOrders: 'Recent orders',
  /** An order synced before its name was read. */
  unnamedOrder: 'Order',
  loading: 'Loading the customer’s orders…',
  unavailable: 'The customer’s orders could not load just now. Try again shortly.',
  retry: 'Try again',
  /** How the conversation earned the panel (only a proved customer's orders are shown). */
  provedHint: 'Shown because the customer gave this order’s e-mail or phone in the conversation.',
  /** Shopify's financial and fulfillment statuses as the owner reads them (others shown as Shopify words them). */
  statuses: {
    PAID: 'Paid',
    PENDING: 'Payment pending',
    AUTHORIZED: 'Authorized',
    PARTIALLY_PAID: 'Partially paid',
    PARTIALLY_REFUNDED: 'Partially refunded',
    REFUNDED: 'Refunded',
    VOIDED: 'Voided',
    FULFILLED: 'Fulfilled',
    UNFULFILLED: 'Unfulfilled',
    PARTIALLY_FULFILLED: 'Partially fulfilled',
    IN_PROGRESS: 'In progress',
    ON_HOLD: 'On hold',
    SCHEDULED: 'Scheduled',
    RESTOCKED: 'Restocked',
  } as Readonly<Record<string, string>>,
} as const;
