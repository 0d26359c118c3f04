import { escapeHtml, htmlPage } from '../html';
import { formatPrice } from './billing-catalog';
import type { CheckoutSession } from './billing-store';
import { groupedCardNumber, TEST_CARDS } from './test-cards';

export interface CheckoutPageInput {
  session: CheckoutSession;
  /** Where the forms post: the sandbox's public URL, the origin the page was served from. */
  publicUrl: string;
  /** What the person typed, shown again with `error` after a refused payment. */
  cardNumber?: string;
  error?: string;
}

/**
 * The provider's hosted checkout: the plan, one card field prefilled with the approved test card,
 * Subscribe and Cancel. Playwright can drive it with `getByLabel('Card number')` and
 * `getByRole('button', { name: 'Subscribe' })`.
 */
export function renderCheckoutPage(input: CheckoutPageInput): string {
  const { session } = input;
  const price = session.line_items.data[0]!.price;
  const base = `${input.publicUrl}/billing/checkout/${encodeURIComponent(session.id)}`;
  const features = price.product.marketing_features.map((feature) => `<li>${escapeHtml(feature.name)}</li>`).join('');
  const describedBy = input.error ? 'card-error card-help' : 'card-help';
  const body = `<h1>Sandbox checkout</h1>
<h2>${escapeHtml(price.product.name)}</h2>
<p class="price">${escapeHtml(formatPrice(price))}</p>
<p class="muted">${escapeHtml(price.product.description)}</p>
${features ? `<ul>${features}</ul>` : ''}
${session.customer_email ? `<p class="muted">Billed to ${escapeHtml(session.customer_email)}</p>` : ''}
${input.error ? `<p class="error" role="alert" id="card-error">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(`${base}/pay`)}">
<label class="field" for="card-number">Card number</label>
<input class="text" type="text" id="card-number" name="card_number" value="${escapeHtml(input.cardNumber ?? groupedCardNumber(TEST_CARDS.approved))}" autocomplete="cc-number" inputmode="numeric" required aria-describedby="${describedBy}"${input.error ? ' aria-invalid="true"' : ''}>
<p class="muted" id="card-help">Test cards: ${groupedCardNumber(TEST_CARDS.approved)} succeeds; ${groupedCardNumber(TEST_CARDS.declined)} is declined. No real card is charged.</p>
<div class="actions">
<button type="submit" form="cancel-form">Cancel</button>
<button type="submit" class="primary">Subscribe</button>
</div>
</form>
<form method="post" action="${escapeHtml(`${base}/cancel`)}" id="cancel-form"></form>`;
  return htmlPage(`Sandbox checkout – ${price.product.name}`, body);
}

/** 410: the session can no longer be paid. */
export function renderCheckoutGone(session: CheckoutSession): string {
  const reason =
    session.status === 'complete'
      ? 'This checkout session is already complete: the subscription was created.'
      : 'This checkout session has expired. Start a new checkout from the app.';
  return htmlPage('Checkout unavailable (sandbox)', `<h1>Checkout unavailable</h1><p>${escapeHtml(reason)}</p>`);
}

export function renderCheckoutNotFound(id: string): string {
  return htmlPage(
    'Checkout not found (sandbox)',
    `<h1>Checkout not found</h1><p>There is no checkout session <code>${escapeHtml(id)}</code>.</p>`,
  );
}
