import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { shopProducts } from '@scp/provider-sandbox/generators';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { expectAxeClean } from '../fixtures/studio';
import { connectInPopup, connectShopifyInPopup, expect, test, toast } from '../fixtures/test';

// The customer is the provider sandbox's customer simulator (E2E_SANDBOX_URL): they write to Alice's
// Bakery's Facebook page there, the sandbox sends Meta's signed webhook to the gateway, and the owner's
// reply from /inbox goes back through settings and the sandbox's Send API into the same thread.

const sandboxUrl = () => process.env.E2E_SANDBOX_URL ?? '';
const texts = responderTexts.inbox;
const saved = responderTexts.savedReplies;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tab's title carries the owner's unread total as the service counts it: '(N) ' in front, none at 0. */
async function titleFollowsUnread(page: Page): Promise<number> {
  let unread = 0;
  await expect(async () => {
    unread = (await (await page.request.get('/api/responder/conversations/unread')).json()).unread_total;
    expect(await page.title()).toBe(unread > 0 ? `(${unread}) Social Commerce` : 'Social Commerce');
  }).toPass({ timeout: 15_000 });
  return unread;
}

test.describe('/inbox', () => {
  test("with the auto-responder paused, the owner answers a customer's price question from /inbox with the suggested reply, then with a saved reply inserted with '/'; the tab title counts the unread", async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn();
    await page.goto('/settings/integrations');
    await connectInPopup(page, 'Facebook', /Alice Martin/);
    await expect(toast(page, 'Facebook Connected')).toBeVisible();
    await connectShopifyInPopup(
      page,
      page.getByRole('listitem', { name: 'Shopify' }).getByRole('button', { name: 'Connect' }),
    );
    await expect(toast(page, 'Shopify Connected')).toBeVisible();
    const accounts = await (await page.request.get(`${sandboxUrl()}/_sandbox/meta/accounts`)).json();
    const alicesPage: { id: string } = accounts.accounts.find(
      (account: { platform: string; ownerIdentity: string }) =>
        account.platform === 'facebook' && account.ownerIdentity === 'alice',
    );
    // Paused is the default: nothing answers the customer but the owner.
    expect((await (await page.request.get('/api/responder/config')).json()).enabled).toBe(false);
    const product = shopProducts('alices-bakery.myshopify.com').find((candidate) => candidate.inventory > 0);
    expect(product).toBeDefined();

    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Inbox' }).first().click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    const customer = await context.newPage();
    const name = `Casey ${randomBytes(3).toString('hex')}`;
    await customer.goto(`${sandboxUrl()}/_sandbox/meta/simulator`);
    await customer.getByLabel('Write to').selectOption(`facebook:${alicesPage.id}`);
    await customer.getByLabel('Your name').fill(name);
    // Its own words: other tests' customers write to the same sandbox page at the same time.
    const question = `Hi! How much is the ${product!.title}? (${randomBytes(2).toString('hex')})`;
    await customer.getByLabel('Message').fill(question);
    await customer.getByRole('button', { name: 'Send as customer' }).click();

    // The open inbox shows the new conversation without a reload, then by the name Meta gives.
    const list = page.getByRole('list', { name: texts.conversationsList });
    await expect(list.getByRole('button', { name: new RegExp(escape(question)) })).toBeVisible({ timeout: 30_000 });
    await expect(async () => {
      await page.reload();
      await expect(list.getByRole('button', { name: new RegExp(name) })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const line = list.getByRole('button', { name: new RegExp(name) });
    await expect(line).toContainText(texts.markers.needsReply);
    await expect(line.getByLabel(texts.unread(1))).toBeVisible();
    // The unread count in the tab's title and on the inbox button (other tests' customers may write to
    // the same sandbox page meanwhile: the count is the service's, at least this one message).
    expect(await titleFollowsUnread(page)).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('button', { name: /^Inbox \d+ unread messages?$/ })).toBeVisible();
    await expectAxeClean(page);

    await line.click();
    const thread = page.getByRole('list', { name: texts.thread });
    await expect(thread.getByText(question)).toBeVisible();
    // Read: the title follows (without this message).
    await titleFollowsUnread(page);
    const reply = page.getByRole('textbox', { name: texts.replyLabel });
    // The reply box starts with the suggested reply: the shop's price.
    await expect(reply).toHaveValue(new RegExp(`\\$${product!.price.replace('.', '\\.')}`));
    // Signed, so the customer's thread tells it from a bot's answer with the same words: another
    // test's owner of the same sandbox page may have the auto-responder on at the same time.
    const suggested = `${await reply.inputValue()} Alice (${randomBytes(2).toString('hex')})`;
    await reply.fill(suggested);
    await expectAxeClean(page);
    await page.getByRole('button', { name: texts.send, exact: true }).click();
    await expect(toast(page, texts.sent)).toBeVisible();
    await expect(thread.getByText(suggested)).toBeVisible();
    await expect(line).toContainText(texts.markers.done);

    // Delivered: the customer sees it in their thread, and the sandbox's Send API recorded it.
    await expect(customer.getByRole('list').last().getByText(suggested)).toBeVisible({ timeout: 15_000 });
    const sent = await (
      await page.request.get(`${sandboxUrl()}/_sandbox/meta/sent-messages?accountId=${alicesPage.id}`)
    ).json();
    expect(sent.messages.map((message: { text: string }) => message.text)).toContain(suggested);

    // A saved reply, written once in 'Saved replies' and inserted with '/' and its title.
    await page.getByRole('button', { name: saved.open }).click();
    const manager = page.getByRole('dialog', { name: saved.title });
    await manager.getByRole('button', { name: saved.add }).click();
    const followUp = `Anything else I can help with? Alice (${randomBytes(2).toString('hex')})`;
    await manager.getByLabel(saved.titleLabel).fill('Follow up');
    await manager.getByLabel(saved.textLabel).fill(followUp);
    await manager.getByRole('button', { name: saved.save }).click();
    await expect(manager.getByText('/Follow up')).toBeVisible();
    await expectAxeClean(page);
    await manager.getByRole('button', { name: 'Close' }).click();
    await reply.fill('');
    await reply.pressSequentially('/foll');
    const picker = page.getByRole('listbox', { name: saved.pickerLabel });
    await expect(picker.getByRole('option', { name: /Follow up/ })).toHaveAttribute('aria-selected', 'true');
    await expectAxeClean(page);
    await reply.press('Enter');
    await expect(reply).toHaveValue(followUp);
    await page.getByRole('button', { name: texts.send, exact: true }).click();
    await expect(thread.getByText(followUp)).toBeVisible();
    await expect(customer.getByRole('list').last().getByText(followUp)).toBeVisible({ timeout: 15_000 });

    // A phone: the thread alone with the way back, then the list; axe clean both ways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: texts.back })).toBeVisible();
    await expect(list).toHaveCount(0);
    await expectAxeClean(page);
    await page.getByRole('button', { name: texts.back }).click();
    await expect(list.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await expectAxeClean(page);
  });
});
