import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  isoDay,
  orderCustomer,
  orderFulfillment,
  shopOrderByNumber,
  shopProducts,
} from '@scp/provider-sandbox/generators';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { connectAlicesPageAndShop } from '../fixtures/inbox';
import { expect, sandboxUrl, test, toast } from '../fixtures/test';

// The customers are the provider sandbox's customer simulator (E2E_SANDBOX_URL): a person writes to
// Alice's Bakery's Facebook page there, the sandbox sends Meta's signed webhook to the gateway, and
// the shop's replies go back through the sandbox's Send API into the same thread.

const SHOP = 'alices-bakery.myshopify.com';

// Every test here connects the sandbox's one Facebook page (Alice's) and turns its auto-responder
// on; two owners of one page both answer its customers. So the tests run one at a time and each
// turns its owner's auto-responder off when it ends, passed or failed.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ page }) => {
  await page.request.put('/api/responder/config', { data: { enabled: false } });
});

/**
 * Alice's page and her shop (whose prices and orders the replies quote) connected
 * (connectAlicesPageAndShop), and the auto-responder turned on from the dashboard's card: the card and
 * the sandbox's record of the page.
 */
async function connectAlicesPageAndShopWithTheAutoResponderOn(page: Page) {
  const alicesPage = await connectAlicesPageAndShop(page);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'ResponseFlow Pro' });
  await card.getByRole('switch', { name: 'Auto-Responder' }).click();
  await expect(toast(page, 'Auto-Responder Activated')).toBeVisible();
  return { card, alicesPage };
}

test.describe('auto-responder', () => {
  test("answers a customer's price question from the shop, escalates an angry one, and the owner replies from the drawer", async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(150_000);
    await signIn();
    const { card, alicesPage } = await connectAlicesPageAndShopWithTheAutoResponderOn(page);
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

// Two customers write to Alice's Bakery's Facebook page through the provider sandbox's customer
// simulator (E2E_SANDBOX_URL). Order numbers run in sequence, so a number proves nothing: the bot
// tells an order's details only to the customer who gives the order's e-mail.
test.describe("auto-responder: an order's details go only to its own customer", () => {
  test("customer A gets A's order once A gives its e-mail; customer B, with a wrong e-mail, is handed to the owner and sees nothing of it", async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const order = shopOrderByNumber(SHOP, 1001, isoDay(new Date()));
    if (!order) throw new Error('the sandbox shop has no order #1001');
    const buyer = orderCustomer(SHOP, order);
    const tracking = orderFulfillment(order, Date.now()).shipment?.tracking.number;
    expect(tracking).toBeDefined();

    await signIn();
    const { card, alicesPage } = await connectAlicesPageAndShopWithTheAutoResponderOn(page);

    /** A customer of the simulator, writing to Alice's page under a name of their own. */
    async function customer(name: string): Promise<{ page: Page; write: (text: string) => Promise<void> }> {
      const simulator = await context.newPage();
      await simulator.goto(`${sandboxUrl()}/_sandbox/meta/simulator`);
      await simulator.getByLabel('Write to').selectOption(`facebook:${alicesPage.id}`);
      await simulator.getByLabel('Your name').fill(`${name} ${randomBytes(3).toString('hex')}`);
      return {
        page: simulator,
        write: async (text) => {
          await simulator.getByLabel('Message').fill(text);
          await simulator.getByRole('button', { name: 'Send as customer' }).click();
        },
      };
    }
    const askEmail = responderTexts.bot.order.askEmail('#1001');
    const shopReplies = (simulator: Page) =>
      simulator.getByRole('list').last().getByRole('listitem').filter({ hasText: 'Shop reply' });

    // Customer A asks about A's order: first the e-mail, then the status.
    const a = await customer('Ana');
    await a.write('Hi! Where is my order #1001?');
    await expect(shopReplies(a.page).filter({ hasText: askEmail })).toHaveCount(1, { timeout: 30_000 });
    await expect(shopReplies(a.page).filter({ hasText: tracking! })).toHaveCount(0);
    await a.write(`Sure, it's ${buyer.email}`);
    const told = shopReplies(a.page).filter({ hasText: 'Your order #1001 (placed January 1) has shipped.' });
    await expect(told).toHaveCount(1, { timeout: 30_000 });
    await expect(told).toContainText(tracking!);

    // Customer B asks about A's order and gives another e-mail: the owner gets a task, B nothing.
    const b = await customer('Ben');
    await b.write('Where is my order #1001?');
    await expect(shopReplies(b.page).filter({ hasText: askEmail })).toHaveCount(1, { timeout: 30_000 });
    const wrongEmail = `ben.${randomBytes(3).toString('hex')}@example.com`;
    await b.write(`It's ${wrongEmail}`);

    await card.getByRole('button', { name: 'View Full Activity' }).click();
    const drawer = page.getByRole('dialog', { name: 'ResponseFlow Activity' });
    await drawer.getByRole('tab', { name: /^Tasks/ }).click();
    const task = drawer.getByRole('listitem').filter({ hasText: wrongEmail });
    await expect(task).toContainText(responderTexts.bot.hold.orderNotProven('#1001'), { timeout: 30_000 });

    // B's thread holds the question alone: no date, no status, no tracking, not A's e-mail.
    await expect(b.page.getByRole('list').last()).toContainText(wrongEmail);
    await expect(shopReplies(b.page)).toHaveCount(1);
    const seen = await b.page.getByRole('list').last().innerText();
    for (const secret of [tracking!, 'shipped', 'January 1', buyer.email]) expect(seen).not.toContain(secret);
  });
});
