import * as z from 'zod/mini';
import type { $ZodObject, $ZodType } from 'zod/v4/core';

/**
 * The shape of one entry of the API catalogue (api-catalogue.ts, issue 18): a public route of the
 * gateway described by the same zod schemas the route validates with, from which the gateway
 * generates its OpenAPI document. Server side only: no browser code imports the catalogue (it is
 * bundled-not-shared in shared/build/shared-modules.cjs, and a test keeps browser code off it).
 */

/** The document's tags: the gateway's own routes, then one per domain (shared/src/contracts/domains.ts). */
export const apiTags = {
  app: 'The gateway itself: real-time events, the browser error reports, the remotes manifest and this documentation.',
  auth: 'Accounts: sign-up, sign-in (password, Google, Apple, Shopify), password reset, the session and the profile.',
  settings: 'Brand voice profiles, the brand kit, avatars and logos, billing and connected platform accounts.',
  dashboard:
    "Analytics and the health score of the owner's synced shop and social accounts, syncing, Shopify webhooks.",
  onboarding: "The first-run steps of a new account and the owner's goals.",
  assistant: "The AI assistant: answers from the owner's own figures, actions the owner approves, saved drafts.",
  responder: "The auto-responder: Meta's messaging webhooks, the message log, tasks, manual replies and the switch.",
  studio: "The studio: the owner's posts, their scheduling across time zones, and campaigns.",
} as const;
export type ApiTag = keyof typeof apiTags;

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What the route does with the gateway's session cookie: `required` answers 401 without one;
 * `optional` reads it when there is one (signed out is fine); `none` ignores it (sign-in, sign-up,
 * webhooks, which platforms call with a signature instead).
 */
export type ApiSession = 'required' | 'optional' | 'none';

/** A body: JSON by default; without a schema (image bytes) it is described by its type and words only. */
export interface ApiContent {
  /** Default `application/json`. */
  contentType?: string;
  schema?: $ZodType;
  description?: string;
}

export interface ApiResponse extends ApiContent {
  description: string;
  /** Response headers that matter to the caller (a redirect's Location), name -> meaning. */
  headers?: Readonly<Record<string, string>>;
}

/** The error statuses a route answers with the error body (errors.ts), each with what it means there. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface ApiRoute {
  method: ApiMethod;
  /** The path the browser calls at the gateway, parameters in OpenAPI form: `/api/settings/voice-profiles/{id}`. */
  path: `/${string}`;
  /** Unique across the catalogue: the client generators' function name. */
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  session: ApiSession;
  /** One key per `{name}` of the path. */
  params?: $ZodObject;
  query?: $ZodObject;
  /** Request headers the route reads (webhook signatures). */
  headers?: $ZodObject;
  body?: ApiContent;
  /** The success answers by status. */
  responses: Readonly<Record<number, ApiResponse>>;
  /**
   * The route's own refusals beyond what the gateway adds to every /api route (the generator adds
   * 400 for bad input, 401 when a session is required, 403 for a foreign origin, 413, 429 and 503).
   */
  errors?: Readonly<Partial<Record<ApiErrorStatus, string>>>;
}

/** `{ id }` of a path such as `/voice-profiles/{id}`: the record's id, another user's answering 404. */
export const idParamsSchema = z.object({ id: z.string().check(z.minLength(1)) });

/**
 * What an OAuth 2.0 provider sends back to a redirect URI (the authorization response). For the
 * document only: the callbacks read these from the raw query or form, because a repeated `state` must
 * be refused and Shopify's HMAC covers the parameters exactly as sent, which a parsed object no longer shows.
 */
export const oauthCallbackParamsSchema = z.looseObject({
  code: z.optional(z.string()),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

/** Shopify's callback adds the shop, an HMAC over the other parameters, a timestamp and the host. */
export const shopifyCallbackParamsSchema = z.looseObject({
  ...oauthCallbackParamsSchema.shape,
  shop: z.optional(z.string()),
  hmac: z.optional(z.string()),
  timestamp: z.optional(z.string()),
  host: z.optional(z.string()),
});

/** A JSON answer of `schema` with status 200. */
export function ok(schema: $ZodType, description = 'OK'): Readonly<Record<number, ApiResponse>> {
  return { 200: { description, schema } };
}

/** A 303 to the page the browser goes to next. */
export function redirect(description: string): Readonly<Record<number, ApiResponse>> {
  return { 303: { description, headers: { Location: 'Where the browser goes next (a page of this app).' } } };
}
