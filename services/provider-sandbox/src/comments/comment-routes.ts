import { Router, type Response } from 'express';
import { z } from 'zod';
import { SANDBOX_CLIENTS } from '../default-clients';
import { customerIdFor, findMessagingAccount, MESSAGING_PLATFORMS } from '../messaging/messaging-accounts';
import { DEFAULT_CUSTOMER_NAME } from '../messaging/messaging-routes';
import { messagingOf } from '../messaging/messaging-state';
import type { SandboxContext } from '../oauth-flow';
import { param } from '../params';
import { publishedPostsOf } from '../publishing/published-posts';
import { oneOf, parseBody, refuse } from '../sandbox-routes';
import { commentsOf, type CustomerComment } from './comment-store';
import { commentWebhook } from './comment-webhooks';

// `/_sandbox/meta/comments`: a customer comments under a post the app published (no Graph API
// writes as a customer), and what the page did with the comments, for tests and a person to read.

/** What a `badSignature` delivery is signed with: anything but the app secret. */
const WRONG_SECRET = 'not-the-meta-app-secret';
const DIGITS = /^\d{1,32}$/;
/** Facebook allows 8,000 characters in a comment; Instagram 2,200. */
const MAX_TEXT = { facebook: 8000, instagram: 2200 } as const;

const CustomerCommentBody = z.strictObject({
  platform: z.enum(MESSAGING_PLATFORMS, { error: oneOf(MESSAGING_PLATFORMS) }),
  accountId: z.string({ error: 'must be a page or Instagram account id' }).regex(DIGITS, {
    error: 'must be a page or Instagram account id (digits)',
  }),
  /** The post (or media) under which to comment; the account's newest published post by default. */
  postId: z.string({ error: 'must be a post id' }).min(1, { error: 'must not be empty' }).max(100).optional(),
  customerName: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
  text: z
    .string({ error: 'must be text' })
    .max(MAX_TEXT.facebook, { error: `must be at most ${MAX_TEXT.facebook} characters` })
    .refine((text) => text.trim() !== '', { error: 'must not be empty' }),
  duplicate: z.boolean({ error: 'must be true or false' }).default(false),
  badSignature: z.boolean({ error: 'must be true or false' }).default(false),
});

function notFound(res: Response, field: string, description: string): void {
  res.status(404).json({ error: 'not_found', error_description: description, field });
}

/** An Instagram commenter has a handle, not a name: the name written as one. */
function usernameOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'customer'
  );
}

function commentView(comment: CustomerComment) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: comment.id,
    platform: comment.platform,
    accountId: comment.accountId,
    postId: comment.postId,
    customerId: comment.customerId,
    customerName: comment.customerName,
    text: comment.text,
    at: iso(comment.at),
    hidden: comment.hidden,
    replies: comment.replies.map((reply) => ({ id: reply.id, text: reply.text, at: iso(reply.at) })),
    privateReply: comment.privateReply
      ? { mid: comment.privateReply.mid, text: comment.privateReply.text, at: iso(comment.privateReply.at) }
      : null,
  };
}

export function commentsRouter(ctx: SandboxContext): Router {
  const router = Router();

  /**
   * A customer comments under a published post: the comment is stored, and Meta's `feed` or
   * `comments` webhook for it is signed with the app secret and POSTed to the app's callback URL
   * (twice with `duplicate`, as Meta resends; with a wrong secret with `badSignature`).
   */
  router.post('/comments', async (req, res) => {
    const input = parseBody(CustomerCommentBody, req, res);
    if (!input) return;
    const account = findMessagingAccount(input.platform, input.accountId);
    if (!account) {
      notFound(
        res,
        'accountId',
        `No ${input.platform} account ${input.accountId} among the sample identities' accounts.`,
      );
      return;
    }
    if ([...input.text].length > MAX_TEXT[account.platform]) {
      refuse(res, 'text', `text must be at most ${MAX_TEXT[account.platform]} characters on ${account.platform}.`);
      return;
    }
    const posts = publishedPostsOf(ctx);
    const post = input.postId ? posts.find(account.platform, input.postId) : posts.of(account.platform, account.id)[0];
    if (!post || post.accountId !== account.id) {
      notFound(
        res,
        'postId',
        input.postId
          ? `No post ${input.postId} published on that account.`
          : 'That account has no published post yet: publish one from the studio first.',
      );
      return;
    }
    const name = input.customerName ?? DEFAULT_CUSTOMER_NAME;
    const comment = commentsOf(ctx).add({
      platform: account.platform,
      accountId: account.id,
      pageId: account.pageId,
      postId: post.id,
      customerId: customerIdFor(account.platform, account.id, name),
      customerName: account.platform === 'instagram' ? usernameOf(name) : name,
      text: input.text,
      at: Date.now(),
    });
    const rawBody = JSON.stringify(commentWebhook(comment));
    const secret = input.badSignature
      ? WRONG_SECRET
      : (ctx.clients.first('meta')?.clientSecret ?? SANDBOX_CLIENTS.meta.clientSecret);
    const { webhooks } = messagingOf(ctx);
    const deliveries = [await webhooks.deliverAsMeta(rawBody, secret)];
    if (input.duplicate) deliveries.push(await webhooks.deliverAsMeta(rawBody, secret));
    res.status(201).json({ comment: commentView(comment), deliveries });
  });

  /** Comments with the page's replies, newest first. */
  router.get('/comments', (req, res) => {
    const raw = param(req.query, 'platform') || undefined;
    const platform = raw === undefined ? undefined : MESSAGING_PLATFORMS.find((candidate) => candidate === raw);
    if (raw !== undefined && !platform) {
      refuse(res, 'platform', `platform ${oneOf(MESSAGING_PLATFORMS)()}.`);
      return;
    }
    const found = commentsOf(ctx).list({
      platform,
      accountId: param(req.query, 'accountId') || undefined,
      postId: param(req.query, 'postId') || undefined,
    });
    res.set('Cache-Control', 'no-store').json({ comments: found.map(commentView) });
  });

  router.delete('/comments', (_req, res) => {
    res.json({ cleared: commentsOf(ctx).clear() });
  });

  return router;
}
