import { randomBytes } from 'node:crypto';
import { DataReply, type DataContext } from '../data-endpoints';
import type { FacebookPage } from '../identities';
import type { MessagingPlatform } from './messaging-accounts';

/** A Graph API error as Meta words it: HTTP 400 with a numeric code and, for some, a subcode. */
export function graphError(
  code: number,
  message: string,
  options: { subcode?: number; type?: string; status?: number } = {},
): DataReply {
  return new DataReply(options.status ?? 400, {
    error: {
      message,
      type: options.type ?? 'OAuthException',
      code,
      ...(options.subcode !== undefined ? { error_subcode: options.subcode } : {}),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  });
}

/** `(#100)` for a bad or missing parameter. */
export function invalidParameter(message: string): DataReply {
  return graphError(100, `(#100) ${message}`);
}

/** Meta's answer for an id the token cannot reach: it does not say whether the object exists. */
export function unsupportedRequest(method: 'get' | 'post', id: string): DataReply {
  return graphError(
    100,
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    { subcode: 33, type: 'GraphMethodException' },
  );
}

/** The permission each platform's messaging needs on the page token. */
export const MESSAGING_PERMISSION: Record<MessagingPlatform, string> = {
  facebook: 'pages_messaging',
  instagram: 'instagram_manage_messages',
};

/** Meta's answer when the page token lacks the messaging permission of the platform. */
export function missingPermission(ctx: DataContext, platform: MessagingPlatform): DataReply | undefined {
  const permission = MESSAGING_PERMISSION[platform];
  if (ctx.token.scopes.includes(permission)) return undefined;
  return graphError(230, `(#230) Requires ${permission} permission to manage the object`);
}

export interface MessagingTarget {
  platform: MessagingPlatform;
  accountId: string;
}

/** The page a page token belongs to; undefined for any other token (a user token). */
export function pageOfToken(ctx: DataContext): FacebookPage | undefined {
  const pageId = ctx.token.data.pageId;
  return pageId ? ctx.identity.facebookPages.find((page) => page.id === pageId) : undefined;
}

/**
 * What the path's `:accountId` names for a page token: `me` or the page id is the page and its
 * linked Instagram account (Meta's Instagram messaging goes through the page), the Instagram
 * account id is that account only. Undefined: another object, which the token cannot reach.
 */
export function targetsOf(page: FacebookPage, accountId: string | undefined): MessagingTarget[] | undefined {
  const instagram: MessagingTarget[] = page.instagram ? [{ platform: 'instagram', accountId: page.instagram.id }] : [];
  if (accountId === undefined || accountId === 'me' || accountId === page.id)
    return [{ platform: 'facebook', accountId: page.id }, ...instagram];
  if (accountId === page.instagram?.id) return instagram;
  return undefined;
}
