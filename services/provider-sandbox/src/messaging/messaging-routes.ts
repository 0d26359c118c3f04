import { Router, type Response } from 'express';
import { z } from 'zod';
import { SANDBOX_CLIENTS } from '../default-clients';
import type { SandboxContext } from '../oauth-flow';
import { param } from '../params';
import { oneOf, parseBody, refuse } from '../sandbox-routes';
import { customerProfileOf, profilePictureSvg } from './customer-profiles';
import { publishedPostsOf } from '../publishing/published-posts';
import { renderCustomerSimulator } from './customer-simulator-page';
import {
  customerIdFor,
  findMessagingAccount,
  MESSAGING_ACCOUNTS,
  MESSAGING_PLATFORMS,
  type MessagingAccount,
  type MessagingPlatform,
} from './messaging-accounts';
import { messagingOf } from './messaging-state';
import { newMessageId, type Conversation, type SentMessage } from './messaging-store';
import { customerMessageWebhook } from './messaging-webhooks';

// `/_sandbox/meta`: the customer's side of Messenger and Instagram (a person writing to a page),
// which no Graph API offers, and what the app sent, for tests and the simulator page to read.

export const DEFAULT_CUSTOMER_NAME = 'Sam Customer';
/** What a `badSignature` delivery is signed with: anything but the app secret. */
const WRONG_SECRET = 'not-the-meta-app-secret';
/** Clocks of test runners and the sandbox may differ a little; more than this ahead is a mistake. */
const FUTURE_TOLERANCE_MS = 60_000;
const DIGITS = /^\d{1,32}$/;

const CustomerMessageBody = z.strictObject({
  platform: z.enum(MESSAGING_PLATFORMS, { error: oneOf(MESSAGING_PLATFORMS) }),
  accountId: z.string({ error: 'must be a page or Instagram account id' }).regex(DIGITS, {
    error: 'must be a page or Instagram account id (digits)',
  }),
  customerId: z
    .string({ error: 'must be a customer id (digits, like a PSID or IGSID)' })
    .regex(DIGITS, { error: 'must be a customer id (digits, like a PSID or IGSID)' })
    .optional(),
  customerName: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
  text: z
    .string({ error: 'must be text' })
    .max(2000, { error: 'must be at most 2000 characters' })
    .refine((text) => text.trim() !== '', { error: 'must not be empty' }),
  sentAt: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time such as 2025-01-31T09:30:00Z' })
    .optional(),
  duplicate: z.boolean({ error: 'must be true or false' }).default(false),
  badSignature: z.boolean({ error: 'must be true or false' }).default(false),
});

const PLATFORM_LABELS: Record<MessagingPlatform, string> = {
  facebook: 'Facebook page',
  instagram: 'Instagram account',
};

function notFound(res: Response, field: string, description: string): void {
  res.status(404).json({ error: 'not_found', error_description: description, field });
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function conversationView(conversation: Conversation) {
  return {
    id: conversation.id,
    platform: conversation.platform,
    accountId: conversation.accountId,
    customerId: conversation.customerId,
    customerName: conversation.customerName,
    updatedAt: iso(conversation.updatedAt),
    messages: conversation.messages.map((message) =>
      message.from === 'customer'
        ? { mid: message.mid, from: message.from, text: message.text, at: iso(message.at) }
        : {
            mid: message.mid,
            from: message.from,
            text: message.text,
            at: iso(message.at),
            messagingType: message.messagingType,
            tag: message.tag,
            sentBy: message.sentBy,
          },
    ),
  };
}

function sentView(message: SentMessage) {
  return {
    mid: message.mid,
    platform: message.platform,
    accountId: message.accountId,
    recipientId: message.recipientId,
    text: message.text,
    messagingType: message.messagingType,
    tag: message.tag,
    at: iso(message.at),
  };
}

function accountView(account: MessagingAccount) {
  return {
    id: account.id,
    platform: account.platform,
    name: account.name,
    ...(account.username ? { username: account.username } : {}),
    pageId: account.pageId,
    ownerIdentity: account.ownerIdentity,
    ownerEmail: account.ownerEmail,
  };
}

function platformParam(res: Response, value: string | undefined): MessagingPlatform | null | undefined {
  if (value === undefined || value === '') return undefined;
  const platform = MESSAGING_PLATFORMS.find((candidate) => candidate === value);
  if (platform) return platform;
  refuse(res, 'platform', `platform ${oneOf(MESSAGING_PLATFORMS)()}.`);
  return null;
}

export function messagingRouter(ctx: SandboxContext): Router {
  const router = Router();
  const messaging = () => messagingOf(ctx);

  /**
   * A customer writes to a page or Instagram account: the message is stored, and Meta's webhook
   * for it is signed with the app secret and POSTed to the app's callback URL (twice with
   * `duplicate`, as Meta resends; with a wrong secret with `badSignature`).
   */
  router.post('/customer-messages', async (req, res) => {
    const input = parseBody(CustomerMessageBody, req, res);
    if (!input) return;
    const account = findMessagingAccount(input.platform, input.accountId);
    if (!account) {
      notFound(
        res,
        'accountId',
        `No ${PLATFORM_LABELS[input.platform]} ${input.accountId} among the sample identities' accounts (GET /_sandbox/meta/accounts lists them).`,
      );
      return;
    }
    const at = input.sentAt === undefined ? Date.now() : Date.parse(input.sentAt);
    if (at > Date.now() + FUTURE_TOLERANCE_MS) {
      refuse(res, 'sentAt', 'sentAt must not be in the future.');
      return;
    }
    // A given id without a name is a customer whose name the sandbox does not know.
    const customerName = input.customerName ?? (input.customerId === undefined ? DEFAULT_CUSTOMER_NAME : undefined);
    const customerId =
      input.customerId ?? customerIdFor(account.platform, account.id, customerName ?? DEFAULT_CUSTOMER_NAME);
    const { conversations, webhooks } = messaging();
    const mid = newMessageId();
    const { conversation } = conversations.addCustomerMessage({
      platform: account.platform,
      accountId: account.id,
      customerId,
      customerName,
      mid,
      text: input.text,
      at,
    });
    const rawBody = JSON.stringify(
      customerMessageWebhook({
        platform: account.platform,
        accountId: account.id,
        customerId,
        mid,
        text: input.text,
        at,
      }),
    );
    const secret = input.badSignature
      ? WRONG_SECRET
      : (ctx.clients.first('meta')?.clientSecret ?? SANDBOX_CLIENTS.meta.clientSecret);
    const deliveries = [await webhooks.deliverAsMeta(rawBody, secret)];
    if (input.duplicate) deliveries.push(await webhooks.deliverAsMeta(rawBody, secret));
    res.status(201).json({ mid, customerId, conversationId: conversation.id, sentAt: iso(at), deliveries });
  });

  /** Threads with both sides' messages (oldest first), newest thread first. */
  router.get('/conversations', (req, res) => {
    const platform = platformParam(res, param(req.query, 'platform'));
    if (platform === null) return;
    const accountId = param(req.query, 'accountId') || undefined;
    let customerId = param(req.query, 'customerId') || undefined;
    const customerName = param(req.query, 'customerName')?.trim() || undefined;
    if (customerName && !customerId) {
      // The simulator knows the name it wrote as; the id is derived from it as on sending.
      const account = accountId ? findMessagingAccount(platform, accountId) : undefined;
      if (!account) {
        refuse(res, 'customerName', 'customerName needs the accountId of a sample page or Instagram account.');
        return;
      }
      customerId = customerIdFor(account.platform, account.id, customerName);
    }
    const found = messaging().conversations.list({ platform, accountId, customerId });
    res.set('Cache-Control', 'no-store').json({ conversations: found.map(conversationView) });
  });

  router.delete('/conversations', (_req, res) => {
    res.json({ cleared: messaging().conversations.clear() });
  });

  /** What the app sent through the Send API, newest last. */
  router.get('/sent-messages', (req, res) => {
    const platform = platformParam(res, param(req.query, 'platform'));
    if (platform === null) return;
    const accountId = param(req.query, 'accountId') || undefined;
    const sent = messaging().conversations.sentMessages({ platform, accountId });
    res.set('Cache-Control', 'no-store').json({ messages: sent.map(sentView) });
  });

  /** A customer's profile picture, as Meta's user profiles link it (`profile_pic`). */
  router.get('/profile-pictures/:platform/:accountId/:file', (req, res) => {
    const platform = MESSAGING_PLATFORMS.find((candidate) => candidate === req.params.platform);
    const customerId = String(req.params.file).replace(/\.svg$/, '');
    const conversation = platform && messaging().conversations.find(platform, req.params.accountId, customerId);
    if (!conversation) {
      notFound(res, 'customerId', 'No such customer of that page or Instagram account.');
      return;
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(profilePictureSvg(customerProfileOf(conversation), customerId));
  });

  router.get('/accounts', (_req, res) => {
    res.json({ accounts: MESSAGING_ACCOUNTS.map(accountView) });
  });

  router.get('/simulator', (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderCustomerSimulator({
          accounts: MESSAGING_ACCOUNTS,
          posts: MESSAGING_ACCOUNTS.flatMap((account) =>
            publishedPostsOf(ctx)
              .of(account.platform, account.id)
              .map((post) => ({ platform: account.platform, accountId: account.id, id: post.id, text: post.text })),
          ),
          apiBase: req.baseUrl,
          webhookUrl: messaging().webhooks.url,
          defaultCustomerName: DEFAULT_CUSTOMER_NAME,
        }),
      );
  });

  return router;
}
