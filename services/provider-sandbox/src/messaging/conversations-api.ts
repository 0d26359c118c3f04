import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import {
  graphError,
  invalidParameter,
  missingPermission,
  pageOfToken,
  targetsOf,
  unsupportedRequest,
  type MessagingTarget,
} from './graph-page-access';
import { findMessagingAccount, type MessagingPlatform } from './messaging-accounts';
import { messagingOf } from './messaging-state';
import type { Conversation } from './messaging-store';

/** Graph's time format: ISO 8601 to the second, offset `+0000`. */
export function graphTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/**
 * The top-level names of Graph's `fields` (`participants,messages.limit(5){message,from}` →
 * participants, messages). Nested selections are not applied: a message always has all its fields.
 */
function topLevelFields(value: unknown): Set<string> | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const names = new Set<string>();
  let depth = 0;
  let current = '';
  for (const char of `${value},`) {
    if (char === '{') depth += 1;
    else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && char === ',') {
      const name = current.trim().split(/[.(]/)[0];
      if (name) names.add(name);
      current = '';
    } else if (depth === 0) current += char;
  }
  return names;
}

function conversationJson(conversation: Conversation, fields: Set<string> | undefined): Record<string, unknown> {
  const account = findMessagingAccount(conversation.platform, conversation.accountId);
  const accountParticipant =
    conversation.platform === 'instagram'
      ? { id: conversation.accountId, username: account?.username }
      : { id: conversation.accountId, name: account?.name };
  const all: Record<string, unknown> = {
    id: conversation.id,
    updated_time: graphTime(conversation.updatedAt),
    message_count: conversation.messages.length,
    participants: {
      data: [
        { id: conversation.customerId, ...(conversation.customerName ? { name: conversation.customerName } : {}) },
        accountParticipant,
      ],
    },
    messages: {
      data: [...conversation.messages].reverse().map((message) => {
        const from = message.from === 'customer' ? conversation.customerId : conversation.accountId;
        const to = message.from === 'customer' ? conversation.accountId : conversation.customerId;
        return {
          id: message.mid,
          created_time: graphTime(message.at),
          message: message.text,
          from: { id: from },
          to: { data: [{ id: to }] },
        };
      }),
    },
  };
  if (!fields) return all;
  return Object.fromEntries(Object.entries(all).filter(([name]) => name === 'id' || fields.has(name)));
}

/** Graph's `platform` values: Messenger threads are the Facebook page's. */
const PLATFORM_PARAM: Record<string, MessagingPlatform> = { messenger: 'facebook', instagram: 'instagram' };

function targetOf(ctx: DataContext, targets: MessagingTarget[]): MessagingTarget | DataReply {
  const platform = ctx.query.platform;
  if (platform === undefined) return targets[0]!;
  const wanted = typeof platform === 'string' ? PLATFORM_PARAM[platform.toLowerCase()] : undefined;
  if (!wanted) return invalidParameter('Param platform must be one of {MESSENGER, INSTAGRAM}');
  const target = targets.find((candidate) => candidate.platform === wanted);
  return target ?? invalidParameter(`This account has no ${String(platform).toLowerCase()} conversations`);
}

/**
 * `GET /:version/:accountId/conversations?platform=messenger|instagram[&user_id=…][&fields=…]`
 * with a page token: the page's (or its Instagram account's) threads, newest first. Without
 * `fields` every field is returned, which Meta does not do; with it, `id` and the named ones.
 */
function listConversations(ctx: DataContext) {
  const page = pageOfToken(ctx);
  if (!page) return graphError(210, '(#210) A page access token is required to request this resource.');
  const targets = targetsOf(page, ctx.params.accountId);
  if (!targets) return unsupportedRequest('get', ctx.params.accountId ?? '');
  const target = targetOf(ctx, targets);
  if (target instanceof DataReply) return target;
  const denied = missingPermission(ctx, target.platform);
  if (denied) return denied;
  const userId = typeof ctx.query.user_id === 'string' && ctx.query.user_id ? ctx.query.user_id : undefined;
  const fields = topLevelFields(ctx.query.fields);
  const data = messagingOf(ctx.sandbox)
    .conversations.list({ platform: target.platform, accountId: target.accountId, customerId: userId })
    .map((conversation) => conversationJson(conversation, fields));
  return { data };
}

export function registerConversationsApi(): void {
  registerDataEndpoint('meta', 'GET', '/:version/:accountId/conversations', listConversations);
}
