import { sendPrivateReply } from '../comments/comments-graph-api';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import {
  graphError,
  invalidParameter,
  missingPermission,
  pageOfToken,
  targetsOf,
  unsupportedRequest,
} from './graph-page-access';
import { messagingOf } from './messaging-state';
import { lastCustomerMessageAt, MESSAGING_TYPES, newMessageId, type Conversation } from './messaging-store';

const HOUR_MS = 3600 * 1000;
/** Standard messaging: RESPONSE and UPDATE messages up to 24 hours after the customer's last message. */
export const STANDARD_WINDOW_MS = 24 * HOUR_MS;
/** The HUMAN_AGENT tag lets a person answer up to 7 days after it. */
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * HOUR_MS;
export const MAX_TEXT_LENGTH = 2000;
/** The only message tag the app may use: the others are for other kinds of apps, or retired. */
const ALLOWED_TAG = 'HUMAN_AGENT';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A Send API parameter from the JSON body, a form body or the query. In a form or query, Graph
 * takes object parameters as JSON text (`recipient={"id":"…"}`), so such text is read as JSON.
 */
function paramOf(ctx: DataContext, name: string): unknown {
  const value = (isRecord(ctx.body) ? ctx.body[name] : undefined) ?? ctx.query[name];
  if (typeof value !== 'string' || !value.trimStart().startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

interface SendInput {
  recipientId: string;
  text: string;
  messagingType: (typeof MESSAGING_TYPES)[number];
  tag: string | null;
}

/** Meta's parameter checks, in the order it reports them. */
function readSendInput(ctx: DataContext): SendInput | DataReply {
  const recipient = paramOf(ctx, 'recipient');
  const recipientId = isRecord(recipient) ? recipient.id : undefined;
  if ((typeof recipientId !== 'string' && typeof recipientId !== 'number') || String(recipientId) === '')
    return invalidParameter('The parameter recipient is required');

  const messagingType = paramOf(ctx, 'messaging_type');
  if (messagingType === undefined) return invalidParameter('The parameter messaging_type is required');
  const type = MESSAGING_TYPES.find((candidate) => candidate === messagingType);
  if (!type) return invalidParameter(`Param messaging_type must be one of {${MESSAGING_TYPES.join(', ')}}`);

  const tag = paramOf(ctx, 'tag');
  if (type === 'MESSAGE_TAG') {
    if (tag === undefined || tag === '')
      return invalidParameter('Param tag is required for messaging_type MESSAGE_TAG');
    if (tag !== ALLOWED_TAG)
      return invalidParameter(`Param tag must be ${ALLOWED_TAG}: the only message tag this app may send`);
  } else if (tag !== undefined) {
    return invalidParameter('Param tag can only be used with messaging_type MESSAGE_TAG');
  }

  const message = paramOf(ctx, 'message');
  const text = isRecord(message) ? message.text : undefined;
  if (typeof text !== 'string' || text.trim() === '')
    return invalidParameter('Message cannot be empty, must provide valid attachment or text');
  // Characters, not UTF-16 units: an emoji is one character of the 2000.
  if ([...text].length > MAX_TEXT_LENGTH)
    return invalidParameter(`Length of param message[text] must be less than or equal to ${MAX_TEXT_LENGTH}`);

  return {
    recipientId: String(recipientId),
    text,
    messagingType: type,
    tag: type === 'MESSAGE_TAG' ? ALLOWED_TAG : null,
  };
}

function isWindowOpen(conversation: Conversation, input: SendInput, now: number): boolean {
  const last = lastCustomerMessageAt(conversation);
  if (last === undefined) return false;
  const window = input.messagingType === 'MESSAGE_TAG' ? HUMAN_AGENT_WINDOW_MS : STANDARD_WINDOW_MS;
  return now - last <= window;
}

/**
 * `POST /:version/me/messages` and `POST /:version/:accountId/messages` with a page token: a text
 * reply to a customer who wrote to the page (or its Instagram account), within Meta's windows.
 */
function sendMessage(ctx: DataContext) {
  const page = pageOfToken(ctx);
  if (!page) return graphError(190, '(#190) This method must be called with a Page Access Token');
  const targets = targetsOf(page, ctx.params.accountId);
  if (!targets) return unsupportedRequest('post', ctx.params.accountId ?? '');

  // A private reply to a commenter (comments/comments-graph-api.ts).
  const recipient = paramOf(ctx, 'recipient');
  if (isRecord(recipient) && recipient.comment_id !== undefined) {
    const message = paramOf(ctx, 'message');
    return sendPrivateReply(
      ctx,
      page,
      targets,
      String(recipient.comment_id),
      isRecord(message) ? message.text : undefined,
    );
  }

  const input = readSendInput(ctx);
  if (input instanceof DataReply) return input;

  const { conversations } = messagingOf(ctx.sandbox);
  // With the page's id (or `me`) an id may be a PSID or an IGSID: the thread it belongs to decides.
  const conversation = targets
    .map((target) => conversations.find(target.platform, target.accountId, input.recipientId))
    .filter((found): found is Conversation => found !== undefined)
    .sort((a, b) => b.updatedAt - a.updatedAt)[0];
  if (!conversation) return graphError(100, '(#100) No matching user found', { subcode: 2018001 });

  const denied = missingPermission(ctx, conversation.platform);
  if (denied) return denied;

  const now = Date.now();
  if (!isWindowOpen(conversation, input, now)) {
    return graphError(
      10,
      '(#10) This message is sent outside of allowed window. Learn more about the new policy here: https://developers.facebook.com/docs/messenger-platform/policy-overview',
      { subcode: 2018278 },
    );
  }

  const sent = conversations.addPageMessage(conversation.platform, conversation.accountId, conversation.customerId, {
    mid: newMessageId(),
    text: input.text,
    at: now,
    messagingType: input.messagingType,
    tag: input.tag,
  });
  return { recipient_id: conversation.customerId, message_id: sent.mid };
}

export function registerSendApi(): void {
  // One pattern serves both: `me` is the page the token belongs to.
  registerDataEndpoint('meta', 'POST', '/:version/:accountId/messages', sendMessage);
}
