import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { sendErrorPage, type SandboxContext } from '../oauth-flow';
import { BILLING_PRICES, findPrice } from './billing-catalog';
import {
  authenticate,
  BillingApiError,
  bodyOf,
  booleanField,
  field,
  lineItemsOf,
  missingParam,
  redirectUrlField,
  requiredField,
  resourceMissing,
  subscriptionMetadataOf,
} from './billing-params';
import type { CheckoutSession } from './billing-store';
import { renderCheckoutGone, renderCheckoutNotFound, renderCheckoutPage } from './checkout-page';
import { chargeTestCard } from './test-cards';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `lookup_keys[]=a&lookup_keys[]=b` or `lookup_keys[0]=a` (how Stripe's SDKs encode the array). */
function lookupKeysOf(query: Record<string, unknown>): string[] | undefined {
  const keys: string[] = [];
  let given = false;
  for (const [name, value] of Object.entries(query)) {
    if (!/^lookup_keys\[\d*\]$/.test(name)) continue;
    given = true;
    for (const item of Array.isArray(value) ? value : [value]) keys.push(field(query, name, item) ?? '');
  }
  return given ? keys : undefined;
}

function createSessionInput(ctx: SandboxContext, body: Record<string, unknown>) {
  const mode = requiredField(body, 'mode');
  if (mode !== 'subscription') {
    throw new BillingApiError(400, 'The sandbox supports mode=subscription only.', undefined, 'mode');
  }
  const items = lineItemsOf(body);
  if (items.length === 0) throw missingParam('line_items');
  if (items.length > 1) {
    throw new BillingApiError(
      400,
      'The sandbox sells one plan per checkout: give exactly one line item.',
      undefined,
      'line_items',
    );
  }
  const item = items[0]!;
  const priceParam = `${item.param}[price]`;
  const priceId = field(body, priceParam, item.price);
  if (!priceId) throw missingParam(priceParam);
  const quantityParam = `${item.param}[quantity]`;
  const quantity = field(body, quantityParam, item.quantity) ?? '1';
  if (!/^\d{1,9}$/.test(quantity)) {
    throw new BillingApiError(400, `Invalid integer: ${quantity}`, 'parameter_invalid_integer', quantityParam);
  }
  if (Number(quantity) !== 1) {
    throw new BillingApiError(400, 'A subscription in the sandbox has quantity 1.', undefined, quantityParam);
  }
  const price = findPrice(priceId);
  if (!price) throw new BillingApiError(400, `No such price: '${priceId}'`, 'resource_missing', priceParam);

  const clientReferenceId = requiredField(body, 'client_reference_id');
  if (clientReferenceId.length > 200) {
    throw new BillingApiError(
      400,
      'client_reference_id can be at most 200 characters.',
      undefined,
      'client_reference_id',
    );
  }
  const successUrl = redirectUrlField(body, 'success_url', ctx.redirectOrigins);
  const cancelUrl = redirectUrlField(body, 'cancel_url', ctx.redirectOrigins);

  const customer = field(body, 'customer') || null;
  const customerEmail = field(body, 'customer_email') || null;
  if (customer && customerEmail) {
    throw new BillingApiError(
      400,
      'You may only specify one of these parameters: customer, customer_email.',
      undefined,
      'customer_email',
    );
  }
  if (customer && !ctx.billing.hasCustomer(customer)) {
    throw new BillingApiError(400, `No such customer: '${customer}'`, 'resource_missing', 'customer');
  }
  if (customerEmail && (customerEmail.length > 512 || !EMAIL.test(customerEmail))) {
    throw new BillingApiError(400, `Invalid email address: ${customerEmail}`, 'email_invalid', 'customer_email');
  }
  return {
    price,
    clientReferenceId,
    successUrl,
    cancelUrl,
    customer,
    customerEmail,
    subscriptionMetadata: subscriptionMetadataOf(body),
  };
}

/** The secret-key API (`/billing/v1`), shaped like Stripe's `/v1`. */
function apiRouter(ctx: SandboxContext): Router {
  const { billing: store, billingWebhooks: webhooks } = ctx;
  const api = Router();
  api.use((req, _res, next) => {
    authenticate(req);
    next();
  });

  api.get('/prices', (req, res) => {
    const query = bodyOf(req.query);
    const active = booleanField(query, 'active');
    const lookupKeys = lookupKeysOf(query);
    const data = BILLING_PRICES.filter(
      (price) => active !== false && (!lookupKeys || lookupKeys.includes(price.lookup_key)),
    ).map((price) => structuredClone(price));
    res.json({ object: 'list', data, has_more: false, url: '/v1/prices' });
  });

  api.post('/checkout/sessions', (req, res) => {
    res.json(store.createSession(createSessionInput(ctx, bodyOf(req.body)), ctx.publicUrl));
  });

  const sessionOr404 = (req: Request): CheckoutSession => {
    const id = String(req.params.id);
    const session = store.getSession(id);
    if (!session) throw resourceMissing('checkout.session', id, 'id');
    return session;
  };

  api.get('/checkout/sessions/:id', (req, res) => {
    res.json(sessionOr404(req));
  });

  api.post('/checkout/sessions/:id/expire', (req, res) => {
    const session = sessionOr404(req);
    if (session.status !== 'open') {
      throw new BillingApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    const expired = store.expireSession(session.id);
    void webhooks.emit('checkout.session.expired', expired).firstAttempt;
    res.json(expired);
  });

  const subscriptionId = (req: Request): string => {
    const id = String(req.params.id);
    if (!store.getSubscription(id)) throw resourceMissing('subscription', id, 'id');
    return id;
  };

  api.get('/subscriptions/:id', (req, res) => {
    res.json(store.getSubscription(subscriptionId(req)));
  });

  api.post('/subscriptions/:id', (req, res) => {
    const id = subscriptionId(req);
    const cancelAtPeriodEnd = booleanField(bodyOf(req.body), 'cancel_at_period_end');
    const current = store.getSubscription(id)!;
    if (cancelAtPeriodEnd === undefined) {
      res.json(current);
      return;
    }
    if (current.status === 'canceled') {
      throw new BillingApiError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const { subscription, changed } = store.setCancelAtPeriodEnd(id, cancelAtPeriodEnd);
    // As on Stripe, an update that changes nothing sends no event.
    if (changed) {
      void webhooks.emit('customer.subscription.updated', subscription, {
        cancel_at_period_end: current.cancel_at_period_end,
        cancel_at: current.cancel_at,
      }).firstAttempt;
    }
    res.json(subscription);
  });

  api.delete('/subscriptions/:id', (req, res) => {
    const { subscription, changed } = store.cancelSubscription(subscriptionId(req));
    if (changed) void webhooks.emit('customer.subscription.deleted', subscription).firstAttempt;
    res.json(subscription);
  });

  api.use((req) => {
    throw new BillingApiError(404, `Unrecognized request URL (${req.method}: /v1${req.path}).`);
  });
  return api;
}

/**
 * The card-payment provider, mounted at `/billing`: the API, the hosted checkout page a browser is
 * sent to, and `/events` (what was sent to the webhook endpoint, for people and tests).
 */
export function billingRouter(ctx: SandboxContext): Router {
  const { billing: store, billingWebhooks: webhooks } = ctx;
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use('/v1', apiRouter(ctx));

  const page = (res: Response, status: number, html: string) => {
    res.status(status).type('html').send(html);
  };
  /** The session a page acts on, or undefined once a 404 / 410 page was sent. */
  const payableSession = (req: Request, res: Response): CheckoutSession | undefined => {
    const id = String(req.params.id);
    const session = store.getSession(id);
    if (!session) return void page(res, 404, renderCheckoutNotFound(id));
    if (session.status !== 'open') return void page(res, 410, renderCheckoutGone(session));
    return session;
  };

  router.get('/checkout/:id', (req, res) => {
    const session = payableSession(req, res);
    if (session) page(res, 200, renderCheckoutPage({ session, publicUrl: ctx.publicUrl }));
  });

  router.post('/checkout/:id/pay', async (req, res) => {
    const session = payableSession(req, res);
    if (!session) return;
    const cardNumber = field(bodyOf(req.body), 'card_number') ?? '';
    const outcome = chargeTestCard(cardNumber);
    if (outcome !== 'approved') {
      const [status, error] =
        outcome === 'declined' ? [402, 'Your card was declined.'] : [400, 'Your card number is invalid.'];
      page(
        res,
        status,
        renderCheckoutPage({ session, publicUrl: ctx.publicUrl, cardNumber: cardNumber.slice(0, 64), error }),
      );
      return;
    }
    // Completed before the first await: a second Subscribe press finds the session complete (410).
    const completed = store.completeSession(session.id).session;
    const { firstAttempt } = webhooks.emit('checkout.session.completed', completed);
    // The app usually knows of the subscription before the browser is back; a slow receiver holds
    // the browser at most redirectWaitMs, and a failed delivery is retried in the background.
    await webhooks.waitForRedirect(firstAttempt);
    res.redirect(303, completed.success_url.replaceAll('{CHECKOUT_SESSION_ID}', completed.id));
  });

  router.post('/checkout/:id/cancel', (req, res) => {
    const id = String(req.params.id);
    const session = store.getSession(id);
    if (!session) return void page(res, 404, renderCheckoutNotFound(id));
    res.redirect(303, session.cancel_url);
  });

  router.get('/events', (req, res) => {
    const type = field(bodyOf(req.query), 'type');
    res.json(webhooks.list(type || undefined));
  });
  router.delete('/events', (_req, res) => {
    webhooks.clear();
    res.status(204).end();
  });
  return router;
}

function toBillingApiError(error: unknown): BillingApiError | undefined {
  if (error instanceof BillingApiError) return error;
  const type = (error as { type?: string }).type;
  const status = (error as { status?: number }).status;
  if (type === 'entity.parse.failed') return new BillingApiError(400, 'Invalid request body: it could not be parsed.');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new BillingApiError(status, 'Invalid request: it could not be read.');
  }
  return undefined;
}

/** An error page on the hosted checkout, Stripe's error body everywhere else. Anything else is the app's 500. */
export const billingErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const apiError = res.headersSent ? undefined : toBillingApiError(error);
  if (!apiError) {
    next(error);
    return;
  }
  res.set('Cache-Control', 'no-store');
  if (req.path.startsWith('/checkout/')) {
    sendErrorPage(res, apiError.status, 'invalid_request', apiError.message);
    return;
  }
  if (apiError.status === 401) res.set('WWW-Authenticate', 'Bearer realm="Stripe"');
  res.status(apiError.status).json(apiError.body());
};
