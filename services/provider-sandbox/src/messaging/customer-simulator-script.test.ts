/**
 * @jest-environment jsdom
 */
// The simulator's inline script in a DOM, with the sandbox API answered by a stub: what a person
// sees after sending, and that a poll adds only new messages (each announced once).
import { renderCustomerSimulator } from './customer-simulator-page';
import { MESSAGING_ACCOUNTS } from './messaging-accounts';

interface Call {
  url: string;
  init?: RequestInit;
}

const customer = { mid: 'm_1', from: 'customer', text: 'Is it vegan?', at: '2025-03-01T10:00:00.000Z' };
const shopReply = {
  mid: 'm_2',
  from: 'page',
  text: 'Yes, it is.',
  at: '2025-03-01T10:01:00.000Z',
  messagingType: 'RESPONSE',
  tag: null,
  sentBy: 'api',
};
const second = { mid: 'm_3', from: 'customer', text: 'Great, two please', at: '2025-03-01T10:02:00.000Z' };

let calls: Call[];
let thread: unknown[];

function json(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  calls = [];
  thread = [customer, shopReply];
  (globalThis as { fetch: unknown }).fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.startsWith('/_sandbox/meta/conversations')) return json(200, { conversations: [{ messages: thread }] });
    thread = [...thread, second];
    return json(201, { mid: 'm_3', customerId: '2', deliveries: [{ status: 401, body: 'bad signature' }] });
  });
  const html = renderCustomerSimulator({
    accounts: MESSAGING_ACCOUNTS,
    apiBase: '/_sandbox/meta',
    webhookUrl: 'http://localhost:8080/api/responder/webhooks/meta',
    defaultCustomerName: 'Sam Customer',
  });
  document.body.innerHTML = /<main>([\s\S]*)<\/main>/.exec(html)![1]!;
  const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
  new Function(script)();
});

function items(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('#thread > li')];
}

it('shows the thread, sends with the switches, reports the delivery and adds only new messages', async () => {
  await settle();
  expect(calls[0]!.url).toBe('/_sandbox/meta/conversations?accountId=101000000000001&customerName=Sam+Customer');
  expect(items().map((li) => li.querySelector('.who')!.textContent)).toEqual(['You (Sam Customer)', 'Shop reply']);
  expect(items()[1]!.textContent).toContain('Yes, it is.');
  expect(document.getElementById('thread-empty')!.hidden).toBe(true);
  const before = items();

  (document.getElementById('message') as HTMLTextAreaElement).value = 'Great, two please';
  (document.getElementById('bad-signature') as HTMLInputElement).checked = true;
  (document.getElementById('simulator-form') as HTMLFormElement).requestSubmit();
  await settle();

  const post = calls.find((call) => call.init?.method === 'POST')!;
  expect(post.url).toBe('/_sandbox/meta/customer-messages');
  expect(JSON.parse(String(post.init!.body))).toEqual({
    platform: 'facebook',
    accountId: '101000000000001',
    customerName: 'Sam Customer',
    text: 'Great, two please',
    duplicate: false,
    badSignature: true,
  });
  expect(document.getElementById('send-status')!.textContent).toBe('Sent. Rejected (401)');
  expect((document.getElementById('message') as HTMLTextAreaElement).value).toBe('');
  expect(items()).toHaveLength(3);
  expect(items().slice(0, 2)).toEqual(before);
  expect(items()[0]).toBe(before[0]);
  expect(items()[2]!.querySelector('.meta')!.textContent).toContain('Rejected (401)');
});

it('asks for a message instead of sending blanks, and starts a new thread for another account', async () => {
  await settle();
  // An empty field never submits (it is required); spaces do, and are refused here.
  (document.getElementById('message') as HTMLTextAreaElement).value = '   ';
  (document.getElementById('simulator-form') as HTMLFormElement).requestSubmit();
  expect(document.getElementById('send-status')!.textContent).toBe('Type a message first.');
  expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);

  thread = [];
  const account = document.getElementById('account') as HTMLSelectElement;
  account.value = 'instagram:17841400000000001';
  account.dispatchEvent(new Event('change'));
  await settle();
  expect(items()).toHaveLength(0);
  expect(document.getElementById('thread-empty')!.hidden).toBe(false);
  expect(calls.at(-1)!.url).toBe('/_sandbox/meta/conversations?accountId=17841400000000001&customerName=Sam+Customer');
});
