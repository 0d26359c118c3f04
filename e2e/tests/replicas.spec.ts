import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { sandboxResponderServiceEnv } from '@scp/provider-sandbox/default-clients';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { startExtraGateway, type ExtraGateway } from '../fixtures/extra-gateway';
import { escapeRegex as escape } from '../fixtures/inbox';
import { connectWithoutPopup, expect, test as base } from '../fixtures/test';

/**
 * Issue 37, two of everything, in a browser: two gateway replicas (the stack's services, Redis and
 * keys) behind the launcher's round-robin balancer (services/stack/lib/balancer.mjs), the browser
 * on the balancer's origin. A customer's message delivered through one replica reaches the open
 * inbox whose event stream the other replica holds. The rest of the two-replica suite is
 * services/stack/lib/replicas.test.mjs.
 */

interface Balancer {
  url: string;
  counts: Record<string, number>;
  close: () => Promise<void>;
}

interface Replicas {
  url: string;
  gateways: ExtraGateway[];
  balancer: Balancer;
}

const stackLib = path.resolve(__dirname, '..', '..', 'services', 'stack', 'lib');

const test = base.extend<{ baseURL: string }, { replicas: Replicas }>({
  replicas: [
    async ({}, use) => {
      const { freePort } = (await import(path.join(stackLib, 'stack.mjs'))) as { freePort: () => Promise<number> };
      const { startBalancer } = (await import(path.join(stackLib, 'balancer.mjs'))) as {
        startBalancer: (options: {
          port: number;
          replicas: Array<{ name: string; port: number }>;
        }) => Promise<Balancer>;
      };
      const port = await freePort();
      const url = `http://localhost:${port}`;
      // Both answer for the balancer's origin, as replicas behind one public address do.
      const gateways = [
        await startExtraGateway({ PUBLIC_ORIGIN: url }),
        await startExtraGateway({ PUBLIC_ORIGIN: url }),
      ];
      const balancer = await startBalancer({
        port,
        replicas: gateways.map((gateway, index) => ({
          name: `gateway-${index + 1}`,
          port: Number(new URL(gateway.url).port),
        })),
      });
      await use({ url, gateways, balancer });
      await balancer.close();
      for (const gateway of gateways) await gateway.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ replicas }, use) => {
    await use(replicas.url);
  },
});

const texts = responderTexts.inbox;

test('two gateway replicas: a message delivered through one reaches the inbox whose live stream the other holds', async ({
  page,
  signIn,
  replicas,
}) => {
  test.setTimeout(90_000);
  await signIn();
  const [alicesPage] = await connectWithoutPopup(page.request, 'facebook', { identity: 'alice' });
  const pageId = alicesPage!.accountId;

  // The balancer names the replica that answered: the one holding this tab's event stream.
  const streamHolder = new Promise<string>((resolve) => {
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/events') resolve(response.headers()['x-served-by'] ?? '');
    });
  });
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  const holder = await streamHolder;
  expect(['gateway-1', 'gateway-2']).toContain(holder);
  const other = replicas.gateways[holder === 'gateway-1' ? 1 : 0]!;

  // A customer's message as Meta's webhook sends it, signed with the sandbox's app secret, to the other replica.
  const question = `Is the rye loaf still warm? (${randomBytes(3).toString('hex')})`;
  const raw = JSON.stringify({
    object: 'page',
    entry: [
      {
        id: pageId,
        time: Date.now(),
        messaging: [
          {
            sender: { id: `24${Date.now() % 1_000_000}` },
            recipient: { id: pageId },
            timestamp: Date.now(),
            message: { mid: `m_replicas_${randomBytes(6).toString('hex')}`, text: question },
          },
        ],
      },
    ],
  });
  const signature = createHmac('sha256', sandboxResponderServiceEnv().META_APP_SECRET!).update(raw).digest('hex');
  const delivered = await fetch(`${other.url}/api/responder/webhooks/meta`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    body: raw,
  });
  expect(delivered.status).toBe(200);

  // Live, not from the 30 s poll: within a few seconds, without a reload.
  const list = page.getByRole('list', { name: texts.conversationsList });
  await expect(list.getByRole('button', { name: new RegExp(escape(question)) })).toBeVisible({ timeout: 10_000 });
  // The page's own requests went through both replicas.
  expect(replicas.balancer.counts['gateway-1']).toBeGreaterThan(0);
  expect(replicas.balancer.counts['gateway-2']).toBeGreaterThan(0);
});
