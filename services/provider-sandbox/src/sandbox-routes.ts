import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { SANDBOX_CLIENTS } from './default-clients';
import { FAULT_KINDS, FAULT_PROVIDERS } from './faults';
import { randomToken } from './grant-store';
import { SAMPLE_IDENTITIES } from './identities';
import type { SandboxContext } from './oauth-flow';
import { PROVIDER_IDS } from './provider-ids';
import { placeOrder } from './providers/shopify-checkouts';

// The sandbox's own controls under /_sandbox: switches no platform has, outside every platform's
// paths so they can never be mistaken for one.

const MAX_DELAY_MS = 60_000;
const MAX_RETRY_AFTER_SECONDS = 3600;

export const oneOf = (values: readonly string[]) => () => `must be one of: ${values.join(', ')}`;
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const FaultBody = z.strictObject({
  provider: z.enum(FAULT_PROVIDERS, { error: oneOf(FAULT_PROVIDERS) }),
  kind: z.enum(FAULT_KINDS, { error: oneOf(FAULT_KINDS) }),
  times: wholeNumber(0, 1_000_000).default(1),
  retryAfterSeconds: wholeNumber(0, MAX_RETRY_AFTER_SECONDS).optional(),
  delayMs: wholeNumber(0, MAX_DELAY_MS).optional(),
  pathPrefix: z
    .string({ error: 'must be a path starting with /' })
    .max(500, { error: 'must be at most 500 characters' })
    .startsWith('/', { error: 'must be a path starting with /' })
    .optional(),
});

const RevokeBody = z.strictObject({
  provider: z.enum(PROVIDER_IDS, { error: oneOf(PROVIDER_IDS) }),
  identity: z.enum(SAMPLE_IDENTITIES.map((identity) => identity.id) as [string, ...string[]], {
    error: oneOf(SAMPLE_IDENTITIES.map((identity) => identity.id)),
  }),
});

const IssueBody = z.strictObject({
  provider: z.enum(PROVIDER_IDS, { error: oneOf(PROVIDER_IDS) }),
  identity: RevokeBody.shape.identity,
  scopes: z.array(z.string().min(1).max(200)).max(50).default([]),
  /** Seconds until the access token expires; null: it never does (Shopify offline, Meta page tokens). */
  lifetimeSeconds: wholeNumber(0, 365 * 24 * 3600)
    .nullable()
    .default(3600),
});

const CheckoutBody = z.strictObject({
  shop: z.string({ error: 'must be a sample shop domain' }).max(200),
  landingPage: z.url({ protocol: /^https$/, error: 'must be an https URL' }).max(2000),
});

const TOKEN_PREFIXES: Record<string, string> = {
  google: 'ya29.',
  apple: 'a',
  shopify: 'shpat_',
  meta: 'EAAL',
  tiktok: 'act.',
  linkedin: 'AQV',
  x: 'x-at-',
  pinterest: 'pina_',
};

export function refuse(res: Response, field: string | undefined, description: string): void {
  res.status(400).json({ error: 'invalid_request', error_description: description, ...(field ? { field } : {}) });
}

/** Parses a JSON body, answering a 400 that names the first bad field. */
export function parseBody<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
  const body: unknown = req.body;
  // curl -d sends a form by default: its JSON would arrive as one odd field name, so say why instead.
  if (!req.is('application/json') || typeof body !== 'object' || body === null || Array.isArray(body)) {
    refuse(res, undefined, 'Send a JSON object (Content-Type: application/json).');
    return undefined;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    refuse(res, issue.keys[0], `Unknown field: ${issue.keys.join(', ')}.`);
    return undefined;
  }
  const field = String(issue.path[0] ?? '');
  const given = (body as Record<string, unknown>)[field];
  refuse(res, field, given === undefined ? `${field} is required.` : `${field} ${issue.message}.`);
  return undefined;
}

export function sandboxRouter(ctx: SandboxContext): Router {
  const router = Router();

  // A customer's checkout at a sample shop, now, after landing on `landingPage` (a post's tagged
  // link): a paid order of the product it shows, with that first visit (providers/shopify-checkouts.ts).
  router.post('/shopify/checkouts', (req, res) => {
    const input = parseBody(CheckoutBody, req, res);
    if (!input) return;
    const shop = SAMPLE_IDENTITIES.find((identity) => identity.shop.domain === input.shop)?.shop;
    if (!shop)
      return refuse(res, 'shop', `shop must be one of: ${SAMPLE_IDENTITIES.map((one) => one.shop.domain).join(', ')}.`);
    if (new URL(input.landingPage).hostname !== shop.domain)
      return refuse(res, 'landingPage', `landingPage must be a page of https://${shop.domain}/.`);
    const { order } = placeOrder(ctx, shop, input.landingPage);
    res.status(201).json({
      order: {
        id: `gid://shopify/Order/${order.id}`,
        name: order.name,
        createdAt: order.created_at,
        total: order.total_price,
      },
    });
  });

  router.post('/faults', (req, res) => {
    const input = parseBody(FaultBody, req, res);
    if (!input) return;
    // A setting the kind ignores is a mistake in the test, not something to drop silently.
    if (input.retryAfterSeconds !== undefined && input.kind !== 'rate_limit') {
      refuse(res, 'retryAfterSeconds', 'retryAfterSeconds applies to kind rate_limit only.');
      return;
    }
    if (input.delayMs !== undefined && input.kind !== 'slow') {
      refuse(res, 'delayMs', 'delayMs applies to kind slow only.');
      return;
    }
    // Accept the full path too (`/tiktok/v2/user/info`): no platform path starts with its own name.
    const own = `/${input.provider}`;
    const { pathPrefix: given, ...rest } = input;
    const pathPrefix = given === own || given?.startsWith(`${own}/`) ? given.slice(own.length) : given;
    const fault = ctx.faults.add({ ...rest, ...(pathPrefix ? { pathPrefix } : {}) });
    res.status(201).json({ fault });
  });

  router.get('/faults', (_req, res) => {
    res.json({ faults: ctx.faults.list() });
  });

  router.delete('/faults', (_req, res) => {
    res.json({ cleared: ctx.faults.clear() });
  });

  // As when the person removes the app on the platform: every token of every app, and the consent.
  router.post('/tokens/revoke', (req, res) => {
    const input = parseBody(RevokeBody, req, res);
    if (!input) return;
    res.json({ revoked: ctx.grants.revokeIdentity(input.provider, input.identity) });
  });

  /**
   * A token for a sample identity at a platform's default app, as if the person had just consented
   * with these scopes: for other services' tests that need a connected account, not the flow. A
   * Shopify token is bound to the identity's shop. Answers `{ access_token, expires_in }`.
   */
  router.post('/tokens', (req, res) => {
    const input = parseBody(IssueBody, req, res);
    if (!input) return;
    const identity = SAMPLE_IDENTITIES.find((candidate) => candidate.id === input.identity)!;
    const client = SANDBOX_CLIENTS[input.provider];
    const token = ctx.grants.issueToken({
      value: randomToken(TOKEN_PREFIXES[input.provider] ?? '', 24),
      kind: 'access',
      provider: input.provider,
      clientId: client.clientId,
      identityId: identity.id,
      scopes: input.scopes,
      data: input.provider === 'shopify' ? { shop: identity.shop.domain } : {},
      lifetimeSeconds: input.lifetimeSeconds,
    });
    res.status(201).json({ access_token: token.value, expires_in: input.lifetimeSeconds });
  });

  return router;
}
