import { createHmac } from 'node:crypto';
import { WebhookReceiver } from '../billing/billing-client.test.helper';
import { SANDBOX_CLIENTS } from '../default-clients';
import type { RunningSandbox } from '../main';
import {
  ALICE_INSTAGRAM,
  ALICE_PAGE,
  BOB_PAGE,
  graphUrl,
  pageToken,
  postJson,
} from '../messaging/messaging-client.test.helper';
import { get, postForm, startSandbox, withQuery } from '../sandbox-client.test.helper';

// Customers' comments under published posts: the sandbox endpoint that makes one and delivers
// Meta's feed/comments webhook, and the Graph endpoints a page answers or hides them with.

const SCOPES = [
  'pages_show_list',
  'pages_messaging',
  'pages_manage_posts',
  'pages_manage_engagement',
  'instagram_basic',
  'instagram_manage_messages',
  'instagram_manage_comments',
  'instagram_content_publish',
].join(',');

let receiver: WebhookReceiver;
let sandbox: RunningSandbox;
let page: string;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  sandbox = await startSandbox({ metaWebhookUrl: receiver.url });
  ({ page } = await pageToken(sandbox, 'alice', ALICE_PAGE, SCOPES));
});
afterAll(async () => {
  await sandbox.stop();
  await receiver.close();
});
beforeEach(() => receiver.reset());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const graph = (path: string) => `${graphUrl(sandbox)}${path}`;
const comment = (body: Record<string, unknown>) => postJson(`${sandbox.url}/_sandbox/meta/comments`, body);

async function facebookPost(): Promise<string> {
  const made = await postForm(graph(`/${ALICE_PAGE}/feed`), { message: 'Fresh rye today' }, bearer(page));
  expect(made.status).toBe(200);
  return made.json.id as string;
}

async function instagramPost(): Promise<string> {
  const image = `${sandbox.url}/_sandbox/published/samples/photo.jpg`;
  const created = await postForm(
    graph(`/${ALICE_INSTAGRAM}/media`),
    { image_url: image, caption: 'Rye' },
    bearer(page),
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const state = await get(`${graph(`/${created.json.id}`)}?fields=status_code`, bearer(page));
    if (state.json.status_code === 'FINISHED') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const published = await postForm(
    graph(`/${ALICE_INSTAGRAM}/media_publish`),
    { creation_id: created.json.id },
    bearer(page),
  );
  return published.json.id as string;
}

describe('POST /_sandbox/meta/comments', () => {
  it("delivers a Facebook comment as Meta's signed feed webhook, twice with duplicate", async () => {
    const postId = await facebookPost();
    const made = await comment({
      platform: 'facebook',
      accountId: ALICE_PAGE,
      postId,
      customerName: 'Ada Lovelace',
      text: 'How much is the rye?',
      duplicate: true,
    });
    expect(made.status).toBe(201);
    expect(made.json.deliveries).toEqual([
      { status: 200, body: 'ok', attempts: 1 },
      { status: 200, body: 'ok', attempts: 1 },
    ]);
    const [first, second] = await receiver.waitFor(2);
    expect(second!.rawBody).toBe(first!.rawBody);
    const secret = SANDBOX_CLIENTS.meta.clientSecret;
    expect(first!.headers['x-hub-signature-256']).toBe(
      `sha256=${createHmac('sha256', secret).update(first!.rawBody).digest('hex')}`,
    );
    expect(first!.event).toEqual({
      object: 'page',
      entry: [
        {
          id: ALICE_PAGE,
          time: expect.any(Number),
          changes: [
            {
              field: 'feed',
              value: {
                from: { id: made.json.comment.customerId, name: 'Ada Lovelace' },
                post_id: postId,
                comment_id: made.json.comment.id,
                parent_id: postId,
                created_time: expect.any(Number),
                item: 'comment',
                verb: 'add',
                message: 'How much is the rye?',
              },
            },
          ],
        },
      ],
    });
  });

  it("delivers an Instagram comment on the account's newest media as the comments field", async () => {
    const mediaId = await instagramPost();
    const made = await comment({
      platform: 'instagram',
      accountId: ALICE_INSTAGRAM,
      customerName: 'Ada Bakes',
      text: 'Price?',
    });
    expect(made.status).toBe(201);
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.event.entry[0].changes[0]).toEqual({
      field: 'comments',
      value: {
        from: { id: made.json.comment.customerId, username: 'ada.bakes' },
        media: { id: mediaId, media_product_type: 'FEED' },
        id: made.json.comment.id,
        text: 'Price?',
      },
    });
  });

  it('signs with a wrong secret on badSignature, and refuses an unknown account or post', async () => {
    await facebookPost();
    const bad = await comment({ platform: 'facebook', accountId: ALICE_PAGE, text: 'hi', badSignature: true });
    expect(bad.status).toBe(201);
    const [delivery] = await receiver.waitFor(1);
    const right = `sha256=${createHmac('sha256', SANDBOX_CLIENTS.meta.clientSecret).update(delivery!.rawBody).digest('hex')}`;
    expect(delivery!.headers['x-hub-signature-256']).not.toBe(right);
    expect((await comment({ platform: 'facebook', accountId: '999', text: 'hi' })).status).toBe(404);
    expect((await comment({ platform: 'facebook', accountId: ALICE_PAGE, postId: 'nope', text: 'hi' })).status).toBe(
      404,
    );
    expect((await comment({ platform: 'facebook', accountId: ALICE_PAGE, text: '  ' })).status).toBe(400);
  });
});

describe("Graph: the page's replies to comments and hiding them", () => {
  async function facebookComment() {
    const postId = await facebookPost();
    const made = await comment({ platform: 'facebook', accountId: ALICE_PAGE, postId, text: 'Open on Sunday?' });
    return made.json.comment as { id: string; customerId: string };
  }
  interface ShownComment {
    id: string;
    hidden: boolean;
    replies: Array<{ id: string; text: string; at: string }>;
    privateReply: { mid: string; text: string; at: string } | null;
  }
  const shown = async (id: string) =>
    ((await get(`${sandbox.url}/_sandbox/meta/comments`)).json.comments as ShownComment[]).find(
      (found) => found.id === id,
    )!;

  it('replies publicly under a Facebook comment (POST /{comment-id}/comments) and an Instagram one (/replies)', async () => {
    const fb = await facebookComment();
    const replied = await postForm(graph(`/${fb.id}/comments`), { message: 'Yes, 8 to 12!' }, bearer(page));
    expect(replied.status).toBe(200);
    expect(replied.json).toEqual({ id: expect.stringMatching(/^\d+_\d+$/) });
    expect((await shown(fb.id)).replies).toEqual([
      { id: replied.json.id, text: 'Yes, 8 to 12!', at: expect.any(String) },
    ]);
    expect((await postForm(graph(`/${fb.id}/comments`), { message: ' ' }, bearer(page))).json.error.code).toBe(100);

    await instagramPost();
    const ig = (await comment({ platform: 'instagram', accountId: ALICE_INSTAGRAM, text: 'Vegan?' })).json.comment;
    const igReply = await postJson(withQuery(graph(`/${ig.id}/replies`), { access_token: page }), { message: 'Yes!' });
    expect(igReply.json).toEqual({ id: expect.stringMatching(/^\d{17}$/) });
    expect((await shown(ig.id)).replies).toHaveLength(1);
  });

  it('sends one private reply per comment through the Send API (recipient.comment_id)', async () => {
    const fb = await facebookComment();
    const send = () =>
      postJson(withQuery(graph(`/${ALICE_PAGE}/messages`), { access_token: page }), {
        recipient: { comment_id: fb.id },
        message: { text: 'I sent you the opening hours.' },
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ recipient_id: fb.customerId, message_id: expect.stringMatching(/^m_/) });
    expect((await shown(fb.id)).privateReply).toMatchObject({ text: 'I sent you the opening hours.' });
    const second = await send();
    expect(second.status).toBe(400);
    expect(second.json.error.code).toBe(10900);
  });

  it('hides a comment (is_hidden on Facebook), and another page token reaches none of it', async () => {
    const fb = await facebookComment();
    const hidden = await postForm(graph(`/${fb.id}`), { is_hidden: 'true' }, bearer(page));
    expect(hidden.json).toEqual({ success: true });
    expect((await shown(fb.id)).hidden).toBe(true);
    expect((await postForm(graph(`/${fb.id}`), { hide: 'true' }, bearer(page))).json.error.code).toBe(100);

    const bob = await pageToken(sandbox, 'bob', BOB_PAGE, SCOPES);
    expect((await postForm(graph(`/${fb.id}`), { is_hidden: 'true' }, bearer(bob.page))).json.error.code).toBe(100);
    expect((await postForm(graph(`/${fb.id}/comments`), { message: 'x' }, bearer(bob.page))).json.error.code).toBe(100);
    const privately = await postJson(withQuery(graph(`/${BOB_PAGE}/messages`), { access_token: bob.page }), {
      recipient: { comment_id: fb.id },
      message: { text: 'x' },
    });
    expect(privately.json.error.code).toBe(100);
  });
});
