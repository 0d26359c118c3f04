import { randomBytes } from 'node:crypto';
import { shopProducts } from '@scp/provider-sandbox/generators';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import type { PostResponse } from '@scp/shared/contracts/studio/studio-api';
import { connectAlicesPageAndShop, escapeRegex as escape } from '../fixtures/inbox';
import { expectAxeClean } from '../fixtures/studio';
import { expect, sandboxUrl, test, toast } from '../fixtures/test';

// A customer comments under a post the studio published on Alice's Bakery's page, in the provider
// sandbox's customer simulator (E2E_SANDBOX_URL), which sends Meta's signed feed webhook to the
// gateway; with the auto-responder paused the comment waits in /inbox, and the owner's public reply
// goes back through settings and the sandbox's Graph API under the comment.

const texts = responderTexts.inbox;

test('a comment under a sandbox post is answered publicly from /inbox', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn();
  const alicesPage = await connectAlicesPageAndShop(page);

  // The studio publishes a post on the page now.
  const draft = await page.request.post('/api/studio/posts', {
    data: {
      text: `Fresh from the oven (${randomBytes(2).toString('hex')})`,
      targets: [{ platform: 'facebook', accountId: alicesPage.id }],
    },
  });
  expect(draft.status()).toBe(201);
  const postId = ((await draft.json()) as PostResponse).post.id;
  expect((await page.request.post(`/api/studio/posts/${postId}/publish`)).ok()).toBe(true);
  let platformPostId = '';
  await expect(async () => {
    const post = ((await (await page.request.get(`/api/studio/posts/${postId}`)).json()) as PostResponse).post;
    platformPostId = post.targets[0]?.result.platformPostId ?? '';
    expect(platformPostId).not.toBe('');
  }).toPass({ timeout: 60_000 });

  // A customer asks a price under it, in their own words (other tests' customers use the same page).
  const product = shopProducts('alices-bakery.myshopify.com').find((candidate) => candidate.inventory > 0);
  const name = `Robin ${randomBytes(3).toString('hex')}`;
  const question = `How much is the ${product!.title}? (${randomBytes(2).toString('hex')})`;
  const simulator = await page.context().newPage();
  await simulator.goto(`${sandboxUrl()}/_sandbox/meta/simulator`);
  await simulator.getByLabel('Post', { exact: true }).selectOption(`facebook:${alicesPage.id}:${platformPostId}`);
  await simulator.getByLabel('Commenter').fill(name);
  await simulator.getByLabel('Comment', { exact: true }).fill(question);
  await simulator.getByRole('button', { name: 'Post comment' }).click();
  await expect(simulator.getByRole('status').filter({ hasText: 'Posted under post' })).toContainText('Delivered (200)');
  await expectAxeClean(simulator);
  await simulator.close();
  const comments = await (
    await page.request.get(`${sandboxUrl()}/_sandbox/meta/comments?postId=${platformPostId}`)
  ).json();
  const commentId: string = comments.comments.find((candidate: { text: string }) => candidate.text === question).id;

  await page.goto('/inbox');
  const list = page.getByRole('list', { name: texts.conversationsList });
  const line = list.getByRole('button', { name: new RegExp(escape(question)) });
  await expect(async () => {
    await page.reload();
    await expect(line).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(line).toContainText(name);
  await expect(line).toContainText(commentTexts.underPost);
  await line.click();
  const thread = page.getByRole('list', { name: texts.thread });
  await expect(thread.getByText(question)).toBeVisible();
  await expect(page.getByRole('radio', { name: commentTexts.publicReply })).toBeChecked();
  const reply = page.getByRole('textbox', { name: texts.replyLabel });
  await expect(reply).toHaveValue(new RegExp(`\\$${product!.price.replace('.', '\\.')}`));
  await expectAxeClean(page);
  const answer = `${await reply.inputValue()} Alice (${randomBytes(2).toString('hex')})`;
  await reply.fill(answer);
  await page.getByRole('button', { name: texts.send, exact: true }).click();
  await expect(toast(page, texts.sent)).toBeVisible();
  await expect(thread.getByText(answer)).toBeVisible();

  // On the platform: the reply is under the customer's comment.
  const shown = await (
    await page.request.get(`${sandboxUrl()}/_sandbox/meta/comments?postId=${platformPostId}`)
  ).json();
  const comment = shown.comments.find((candidate: { id: string }) => candidate.id === commentId);
  expect(comment.replies.map((r: { text: string }) => r.text)).toEqual([answer]);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectAxeClean(page);
});
