import { createHmac } from 'node:crypto';
import { WebhookReceiver } from '../billing/billing-client.test.helper';
import { SANDBOX_CLIENTS } from '../default-clients';
import type { RunningSandbox } from '../main';
import { get, postForm, startSandbox } from '../sandbox-client.test.helper';
import { ALICE_PAGE, graphUrl, pageToken, postJson } from './messaging-client.test.helper';

// The simulator's comment form against a running sandbox: the page lists the posts published so far
// under each account, and the request the form sends for one of them (its script's test checks the
// request) makes Meta's signed `feed` webhook reach the app, as the README's curl does.

let receiver: WebhookReceiver;
let sandbox: RunningSandbox;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  sandbox = await startSandbox({ metaWebhookUrl: receiver.url });
});
afterAll(async () => {
  await sandbox.stop();
  await receiver.close();
});

describe('the simulator’s comment form', () => {
  it('is labelled, lists the published posts, and its request delivers the signed feed webhook', async () => {
    const { page } = await pageToken(sandbox, 'alice', ALICE_PAGE, 'pages_show_list,pages_manage_posts');
    const made = await postForm(
      `${graphUrl(sandbox)}/${ALICE_PAGE}/feed`,
      { message: 'Fresh rye <today>' },
      { Authorization: `Bearer ${page}` },
    );
    const postId = made.json.id as string;

    const html = (await get(`${sandbox.url}/_sandbox/meta/simulator`)).text;
    expect(html).toMatch(/<h2 id="comment-heading">Comment on a post<\/h2>/);
    expect(html).toMatch(/<form id="comment-form" aria-labelledby="comment-heading" data-api-base="\/_sandbox\/meta">/);
    expect(html).toMatch(/<label class="field" for="comment-post">Post<\/label>\s*<select[^>]* id="comment-post"/);
    expect(html).toMatch(/<label class="field" for="commenter">Commenter<\/label>\s*<input[^>]* id="commenter"/);
    expect(html).toMatch(/<label class="field" for="comment-text">Comment<\/label>\s*<textarea[^>]* id="comment-text"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Post comment<\/button>/);
    expect(html).toMatch(/<p id="comment-status" role="status"/);
    expect(html).toContain(`<option value="facebook:${ALICE_PAGE}:">Newest published post</option>`);
    expect(html).toContain(`<option value="facebook:${ALICE_PAGE}:${postId}">Fresh rye &lt;today&gt;</option>`);

    // What the form posts for that option (customer-simulator-comment-script.test.ts).
    const sent = await postJson(`${sandbox.url}/_sandbox/meta/comments`, {
      platform: 'facebook',
      accountId: ALICE_PAGE,
      postId,
      customerName: 'Ada Lovelace',
      text: 'How much is the rye?',
      duplicate: false,
      badSignature: false,
    });
    expect(sent.status).toBe(201);
    const [delivered] = await receiver.waitFor(1);
    expect(delivered!.headers['x-hub-signature-256']).toBe(
      `sha256=${createHmac('sha256', SANDBOX_CLIENTS.meta.clientSecret).update(delivered!.rawBody).digest('hex')}`,
    );
    expect(delivered!.event).toMatchObject({
      object: 'page',
      entry: [
        {
          id: ALICE_PAGE,
          changes: [
            {
              field: 'feed',
              value: {
                item: 'comment',
                verb: 'add',
                post_id: postId,
                message: 'How much is the rye?',
                from: { name: 'Ada Lovelace' },
              },
            },
          ],
        },
      ],
    });
  });
});
