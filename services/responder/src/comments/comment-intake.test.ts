import { createClient } from 'redis';
import { userEventChannel } from '@scp/shared/contracts/events';
import { callService } from '@scp/service-kit/testing';
import { commentActionPaths } from '@scp/shared/contracts/settings/comment-actions-internal';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import {
  conversationListResponseSchema,
  conversationThreadSchema,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { ResponderConfigModel } from '../config/responder-config-model';
import { ConversationModel } from '../conversations/conversation-model';
import { CommentEventModel } from './comment-event-model';
import { CommentLogModel, type CommentLog } from './comment-log-model';
import { feedComment, instagramComment, newUser, useMetaResponder } from '../webhooks/meta-webhook.test.helper';

/** What the responder asked settings to do to comments (answer or hide), in order. */
const commentCalls: Array<{ path: string; body: Record<string, unknown> }> = [];
const { fx, pageWith, deliver, sign, redisUrl } = useMetaResponder({
  settings: (call, url) => {
    if (url.pathname !== commentActionPaths.reply && url.pathname !== commentActionPaths.hide) return undefined;
    commentCalls.push({ path: url.pathname, body: call.body as Record<string, unknown> });
    return url.pathname === commentActionPaths.reply ? { replyId: `reply-${commentCalls.length}` } : { hidden: true };
  },
  /** A shop with one product, so a price question under a post has an answer. */
  dashboard: () => ({
    connected: true,
    shopName: 'Crumb & Co',
    currency: 'EUR',
    products: [{ title: 'Sourdough Loaf', price: '6.50', currency: 'EUR', inStock: true, inventory: 12, url: null }],
    orders: [],
  }),
});

async function commentsOf(userId: string, expected = 1): Promise<CommentLog[]> {
  for (let i = 0; i < 100; i += 1) {
    const found = await CommentLogModel.find({ userId }).lean<CommentLog[]>();
    if (found.length >= expected) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${expected} comment(s) for ${userId}`);
}

describe("comments in: Meta's feed and comments webhook fields", () => {
  it('stores a signed Facebook comment once however often Meta sends it, and classifies it for each owner', async () => {
    const [alice, bob] = [newUser(), newUser()];
    const pageId = pageWith(alice, bob);
    const body = feedComment(pageId, 'How much is the sourdough loaf?');
    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ received: true, accepted: 1, duplicates: 0 });
    const again = await deliver(body);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 1 });

    const commentId = body.entry[0]!.changes[0]!.value.comment_id;
    expect(await CommentEventModel.countDocuments({ commentId })).toBe(1);
    for (const owner of [alice, bob]) {
      const [comment] = await commentsOf(owner);
      expect(comment).toMatchObject({
        platform: 'facebook',
        accountId: pageId,
        postId: `${pageId}_post1`,
        parentId: null,
        senderId: '7100001',
        senderName: 'Ada Lovelace',
        text: 'How much is the sourdough loaf?',
        inquiryType: 'product_question',
        status: 'pending',
        hiddenAs: null,
      });
      // The auto-responder is off: the question waits with the reply the shop's data gives.
      expect(comment?.suggestedResponse).toContain('6.50');
    }
  });

  it('takes in Instagram comments on the account media', async () => {
    const alice = newUser();
    const accountId = pageWith(alice);
    const answer = await deliver(instagramComment(accountId, 'Do you ship to Spain?'));
    expect(answer.body).toMatchObject({ accepted: 1 });
    const [comment] = await commentsOf(alice);
    expect(comment).toMatchObject({
      platform: 'instagram',
      postId: 'media-1',
      senderName: 'ada.bakes',
      status: 'pending',
    });
  });

  it('refuses a bad signature with 401 and stores nothing', async () => {
    const pageId = pageWith(newUser());
    const body = feedComment(pageId, 'Is this in stock?');
    const answer = await deliver(body, sign(JSON.stringify(body), 'not-the-secret'));
    expect(answer.status).toBe(401);
    expect(await CommentEventModel.countDocuments({ accountId: pageId })).toBe(0);
  });

  it('acknowledges a comment for a page nobody connected and stores nothing', async () => {
    const pageId = `30${Date.now()}`;
    const answer = await deliver(feedComment(pageId, 'Hello?'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ accepted: 0, ignored: 1 });
    expect(await CommentEventModel.countDocuments({ accountId: pageId })).toBe(0);
  });

  it("ignores the page's own replies and what is not a new comment", async () => {
    const alice = newUser();
    const pageId = pageWith(alice);
    const own = feedComment(pageId, 'Thanks for asking!', undefined, pageId);
    const like = {
      object: 'page',
      entry: [{ id: pageId, time: Date.now(), changes: [{ field: 'feed', value: { item: 'reaction', verb: 'add' } }] }],
    };
    const edited = feedComment(pageId, 'edited');
    edited.entry[0]!.changes[0]!.value.verb = 'edited';
    for (const body of [own, like, edited])
      expect((await deliver(body)).body).toMatchObject({ accepted: 0, ignored: 1 });
    expect(await CommentEventModel.countDocuments({ accountId: pageId })).toBe(0);
  });

  it('hides spam and abuse from the thread list rather than answering them', async () => {
    const alice = newUser();
    await ResponderConfigModel.create({ userId: alice, enabled: true });
    const pageId = pageWith(alice);
    await deliver(
      feedComment(pageId, '🔥 Get 10K REAL followers in 24 hours!!! Visit www.boost-insta-fast.biz now 🔥'),
    );
    await deliver(feedComment(pageId, 'You are all idiots, shut up'));
    const comments = await commentsOf(alice, 2);
    expect(comments.map((c) => [c.status, c.hiddenAs, c.suggestedResponse]).sort()).toEqual([
      ['hidden', 'abuse', null],
      ['hidden', 'spam', null],
    ]);
    // The owner did not choose to hide them on the platform: nothing was asked of it.
    expect(comments.every((c) => !c.hiddenOnPlatform)).toBe(true);
    expect(commentCalls.filter((call) => call.body.accountId === pageId)).toEqual([]);
  });

  it('hides spam on the platform too when the owner chose so (PUT /config hide_spam_comments)', async () => {
    const alice = newUser();
    const put = await callService(fx.app, 'responder', 'put', '/config', {
      userId: alice,
      body: { enabled: false, hide_spam_comments: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.config).toMatchObject({ enabled: false, hide_spam_comments: true });
    const pageId = pageWith(alice);
    const body = feedComment(pageId, 'we sell followers likes and comments cheapest prices dm for price list');
    await deliver(body);
    const commentId = body.entry[0]!.changes[0]!.value.comment_id;
    for (let i = 0; i < 100 && !(await CommentLogModel.exists({ userId: alice, hiddenOnPlatform: true })); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const [comment] = await commentsOf(alice);
    expect(comment).toMatchObject({ status: 'hidden', hiddenAs: 'spam', hiddenOnPlatform: true });
    expect(commentCalls.filter((call) => call.body.accountId === pageId)).toEqual([
      {
        path: commentActionPaths.hide,
        body: { platform: 'facebook', accountId: pageId, commentId, hidden: true },
      },
    ]);
  });

  it("answers a question under a post publicly in the bot's words when the auto-responder is on and sure", async () => {
    const alice = newUser();
    await ResponderConfigModel.create({ userId: alice, enabled: true });
    const pageId = pageWith(alice);
    const body = feedComment(pageId, 'How much is the sourdough loaf?');
    await deliver(body);
    for (let i = 0; i < 100 && !(await CommentLogModel.exists({ userId: alice, status: 'answered' })); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const [comment] = await commentsOf(alice);
    expect(comment).toMatchObject({ status: 'answered', botReply: { replyId: expect.any(String) } });
    expect(comment?.botReply?.text).toContain('6.50');
    const sent = commentCalls.filter((call) => call.body.accountId === pageId);
    expect(sent).toEqual([
      {
        path: commentActionPaths.reply,
        body: {
          platform: 'facebook',
          accountId: pageId,
          commentId: body.entry[0]!.changes[0]!.value.comment_id,
          text: comment?.botReply?.text,
          visibility: 'public',
        },
      },
    ]);
    // Delivered again: answered once.
    await deliver(body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(commentCalls.filter((call) => call.body.accountId === pageId)).toHaveLength(1);
  });
});

describe('comments in the inbox: GET /conversations and replies under a comment', () => {
  async function commentConversation(owner: string, text: string) {
    const pageId = pageWith(owner);
    const body = feedComment(pageId, text);
    await deliver(body);
    for (let i = 0; i < 100; i += 1) {
      const list = await callService(fx.app, 'responder', 'get', '/conversations', { userId: owner });
      const found = conversationListResponseSchema.parse(list.body).conversations;
      if (found.length > 0) return { pageId, commentId: body.entry[0]!.changes[0]!.value.comment_id, found };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no comment conversation');
  }
  const reply = (owner: string, id: string, body: object) =>
    callService(fx.app, 'responder', 'post', `/conversations/${id}/replies`, { userId: owner, body });

  it('lists a question under a post as a comment conversation with its thread and suggested reply; spam is not listed', async () => {
    const alice = newUser();
    const { pageId, found } = await commentConversation(alice, 'How much is the sourdough loaf?');
    await deliver(
      feedComment(
        pageId,
        'we sell followers likes and comments cheapest prices dm for price list',
        undefined,
        '7100002',
      ),
    );
    await commentsOf(alice, 2);
    const list = conversationListResponseSchema.parse(
      (await callService(fx.app, 'responder', 'get', '/conversations', { userId: alice })).body,
    );
    expect(list.conversations).toHaveLength(1);
    expect(found[0]).toMatchObject({
      channel: 'comment',
      post_id: `${pageId}_post1`,
      platform: 'facebook',
      customer: { name: 'Ada Lovelace' },
      needs_reply: true,
      unread_count: 1,
      last_message: { from: 'customer', text: 'How much is the sourdough loaf?' },
    });
    const thread = conversationThreadSchema.parse(
      (await callService(fx.app, 'responder', 'get', `/conversations/${found[0]!.id}`, { userId: alice })).body,
    );
    expect(thread.messages.map((m) => [m.from, m.text])).toEqual([['customer', 'How much is the sourdough loaf?']]);
    expect(thread.suggested_reply).toContain('6.50');
    expect(thread.classification).toMatchObject({ inquiry_type: 'product_question' });
    // Another owner's conversation is not found.
    expect(
      (await callService(fx.app, 'responder', 'get', `/conversations/${found[0]!.id}`, { userId: newUser() })).status,
    ).toBe(404);
    expect((await reply(newUser(), found[0]!.id, { text: 'Hi' })).status).toBe(404);
  });

  it('finds a comment conversation by the commenter’s name and by an earlier comment of theirs', async () => {
    const owner = newUser();
    const { pageId, found } = await commentConversation(owner, 'Is the rye bread vegan?');
    await deliver(feedComment(pageId, 'Also, do you deliver to Leeds?'));
    await commentsOf(owner, 2);
    const search = async (q: string) =>
      conversationListResponseSchema
        .parse(
          (
            await callService(fx.app, 'responder', 'get', `/conversations?q=${encodeURIComponent(q)}`, {
              userId: owner,
            })
          ).body,
        )
        .conversations.map((conversation) => conversation.id);
    // The second comment's line is written just after the comment is stored.
    let byLater = await search('leeds');
    for (let i = 0; i < 100 && byLater.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      byLater = await search('leeds');
    }
    expect(byLater).toEqual([found[0]!.id]);
    expect(await search('ada LOVE')).toEqual([found[0]!.id]);
    expect(await search('rye bread')).toEqual([found[0]!.id]);
    expect(await search('croissant')).toEqual([]);
  });

  it("tells the owner's open inbox of a new shown comment (a responder.message event), and not of spam", async () => {
    const alice = newUser();
    const subscriber = createClient({ url: redisUrl() });
    await subscriber.connect();
    const heard: Array<{ type: string }> = [];
    await subscriber.subscribe(userEventChannel(alice), (raw) => heard.push(JSON.parse(raw) as { type: string }));
    try {
      const { pageId } = await commentConversation(alice, 'Do you have gluten free bread?');
      await deliver(feedComment(pageId, 'You are all idiots, shut up', undefined, '7100003'));
      await commentsOf(alice, 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.map((event) => event.type)).toEqual(['responder.message']);
    } finally {
      await subscriber.quit();
    }
  });

  it('answers publicly under the comment, or once privately to the commenter (a second private reply is 400)', async () => {
    const alice = newUser();
    const { pageId, commentId, found } = await commentConversation(alice, 'Do you deliver on Sundays?');
    const id = found[0]!.id;
    const publicly = await reply(alice, id, { text: 'Yes, until noon!', visibility: 'public' });
    expect(publicly.status).toBe(200);
    expect(publicly.body.reply).toMatchObject({
      from: 'owner',
      status: 'sent',
      visibility: 'public',
      text: 'Yes, until noon!',
    });
    const privately = await reply(alice, id, { text: 'I sent you our delivery map.', visibility: 'private' });
    expect(privately.body.reply).toMatchObject({ status: 'sent', visibility: 'private' });
    const again = await reply(alice, id, { text: 'And again.', visibility: 'private' });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain(commentTexts.privateAlreadySent);
    expect(commentCalls.filter((call) => call.body.accountId === pageId)).toEqual([
      {
        path: commentActionPaths.reply,
        body: { platform: 'facebook', accountId: pageId, commentId, text: 'Yes, until noon!', visibility: 'public' },
      },
      {
        path: commentActionPaths.reply,
        body: {
          platform: 'facebook',
          accountId: pageId,
          commentId,
          text: 'I sent you our delivery map.',
          visibility: 'private',
        },
      },
    ]);
    const thread = conversationThreadSchema.parse(
      (await callService(fx.app, 'responder', 'get', `/conversations/${id}`, { userId: alice })).body,
    );
    expect(thread.conversation).toMatchObject({ needs_reply: false, done: true });
    expect(thread.messages.map((m) => [m.from, m.visibility ?? null])).toEqual([
      ['customer', null],
      ['owner', 'public'],
      ['owner', 'private'],
    ]);
    expect((await reply(alice, id, { text: '  ' })).status).toBe(400);
    expect((await reply(alice, id, { text: 'x'.repeat(8001) })).status).toBe(400);
    expect((await reply(alice, id, { text: 'x'.repeat(2001), visibility: 'private' })).status).toBe(400);
    expect((await reply(alice, id, { text: 'Hi', visibility: 'secret' })).status).toBe(400);
  });

  it('refuses a private reply more than 7 days after the comment, saying why', async () => {
    const alice = newUser();
    const { found } = await commentConversation(alice, 'Is the rye vegan?');
    await CommentLogModel.updateMany(
      { userId: alice },
      { $set: { receivedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) } },
    );
    await ConversationModel.updateMany(
      { userId: alice },
      { $set: { lastCustomerMessageAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) } },
    );
    // A public reply under a comment has no window: the box stays open.
    const thread = await callService(fx.app, 'responder', 'get', `/conversations/${found[0]!.id}`, { userId: alice });
    expect(conversationThreadSchema.parse(thread.body).conversation.reply_window).toBe('standard');
    const late = await reply(alice, found[0]!.id, { text: 'Yes!', visibility: 'private' });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).toContain(commentTexts.privateTooLate);
    expect((await reply(alice, found[0]!.id, { text: 'Yes, it is!' })).body.reply).toMatchObject({
      status: 'sent',
      visibility: 'public',
    });
  });
});
