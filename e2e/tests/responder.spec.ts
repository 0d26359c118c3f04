import { randomBytes } from 'node:crypto';
import { shopProducts } from '@scp/provider-sandbox/generators';
import { expect, test, toast } from '../fixtures/test';

// The customers are the provider sandbox's customer simulator (E2E_SANDBOX_URL): a person writes to
// Alice's Bakery's Facebook page there, the sandbox sends Meta's signed webhook to the gateway, and
// the shop's replies go back through the sandbox's Send API into the same thread.

const sandboxUrl = () => process.env.E2E_SANDBOX_URL ?? '';

test.describe('auto-responder', () => {
  test("answers a customer's price question from the shop, escalates an angry one, and the owner replies from the drawer", async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(150_000);
    await signIn();
    await page.goto('/settings/integrations');

    // Alice's page, through the sandbox's consent popup.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('listitem', { name: 'Facebook' }).getByRole('button', { name: 'Connect' }).click();
    const popup = await popupOpened;
    await popup.getByRole('radio', { name: /Alice Martin/ }).check();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;
    await expect(toast(page, 'Facebook Connected')).toBeVisible();

    // And her shop, whose prices the replies quote.
    await page.getByRole('listitem', { name: 'Shopify' }).getByRole('button', { name: 'Connect' }).click();
    const shopDialog = page.getByRole('dialog', { name: 'Connect Shopify' });
    await shopDialog.getByLabel('Store domain').fill('alices-bakery');
    const shopPopupOpened = page.waitForEvent('popup');
    await shopDialog.getByRole('button', { name: 'Continue' }).click();
    const shopPopup = await shopPopupOpened;
    const shopClosed = shopPopup.waitForEvent('close');
    await shopPopup.getByRole('button', { name: 'Allow' }).click();
    await shopClosed;
    await expect(toast(page, 'Shopify Connected')).toBeVisible();

    await page.goto('/');
    const card = page.getByRole('region', { name: 'ResponseFlow Pro' });
    await card.getByRole('switch', { name: 'Auto-Responder' }).click();
    await expect(toast(page, 'Auto-Responder Activated')).toBeVisible();

    const accounts = await (await page.request.get(`${sandboxUrl()}/_sandbox/meta/accounts`)).json();
    const alicesPage = accounts.accounts.find(
      (account: { platform: string; ownerIdentity: string }) =>
        account.platform === 'facebook' && account.ownerIdentity === 'alice',
    );
    const product = shopProducts('alices-bakery.myshopify.com').find((candidate) => candidate.inventory > 0);
    expect(product).toBeDefined();

    const customer = await context.newPage();
    await customer.goto(`${sandboxUrl()}/_sandbox/meta/simulator`);
    await customer.getByLabel('Write to').selectOption(`facebook:${alicesPage.id}`);
    await customer.getByLabel('Your name').fill(`Casey ${randomBytes(3).toString('hex')}`);
    const thread = customer.getByRole('list').last();
    await customer.getByLabel('Message').fill(`Hi! How much is the ${product!.title}?`);
    await customer.getByRole('button', { name: 'Send as customer' }).click();
    // The bot's answer carries the sandbox shop's price.
    await expect(thread.getByText(`$${product!.price}`)).toBeVisible({ timeout: 30_000 });

    await customer
      .getByLabel('Message')
      .fill('This is a SCAM!!! My order never arrived and nobody answers. I want a refund NOW');
    await customer.getByRole('button', { name: 'Send as customer' }).click();
    await expect(toast(page, 'Critical customer message')).toBeVisible({ timeout: 30_000 });

    await card.getByRole('button', { name: 'View Full Activity' }).click();
    const drawer = page.getByRole('dialog', { name: 'ResponseFlow Activity' });
    await drawer.getByRole('tab', { name: /^Tasks/ }).click();
    const task = drawer.getByRole('listitem').filter({ hasText: 'SCAM' }).first();
    await task.getByRole('button', { name: 'Reply' }).click();
    const reply = task.getByLabel('Your reply');
    // The field starts with the suggested response.
    await expect(reply).not.toHaveValue('');
    const apology = `So sorry about this, your refund is on its way (${randomBytes(2).toString('hex')}).`;
    await reply.fill(apology);
    await task.getByRole('button', { name: 'Send Reply' }).click();
    await expect(toast(page, 'Reply sent')).toBeVisible();
    await expect(
      drawer.getByRole('listitem').filter({ hasText: 'SCAM' }).getByRole('button', { name: 'Reply' }),
    ).toHaveCount(0);

    // The customer sees the owner's answer in the thread.
    await expect(thread.getByText(apology)).toBeVisible({ timeout: 15_000 });
  });
});
