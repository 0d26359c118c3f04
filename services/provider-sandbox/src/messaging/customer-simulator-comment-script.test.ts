/**
 * @jest-environment jsdom
 */
// The simulator's comment form in a DOM, with the sandbox API answered by a stub: it sends the README's
// comment request (POST /_sandbox/meta/comments with platform, accountId, postId when one is chosen,
// customerName, text and the switches) and says how the webhook delivery went.
import { renderCustomerSimulator } from './customer-simulator-page';
import { MESSAGING_ACCOUNTS } from './messaging-accounts';

interface Call {
  url: string;
  init?: RequestInit;
}

let calls: Call[];
let answer: { status: number; body: unknown };

function json(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  calls = [];
  answer = {
    status: 201,
    body: { comment: { id: '9001', postId: '101000000000001_42' }, deliveries: [{ status: 200, body: 'ok' }] },
  };
  (globalThis as { fetch: unknown }).fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.startsWith('/_sandbox/meta/conversations')) return json(200, { conversations: [] });
    return json(answer.status, answer.body);
  });
  const html = renderCustomerSimulator({
    accounts: MESSAGING_ACCOUNTS,
    posts: [{ platform: 'facebook', accountId: '101000000000001', id: '101000000000001_42', text: 'Fresh rye today' }],
    apiBase: '/_sandbox/meta',
    webhookUrl: 'http://localhost:8080/api/responder/webhooks/meta',
    defaultCustomerName: 'Sam Customer',
  });
  document.body.innerHTML = /<main>([\s\S]*)<\/main>/.exec(html)![1]!;
  const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
  new Function(script)();
});

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const posted = () => calls.filter((call) => call.init?.method === 'POST');

it("posts the README's comment request under the account's newest post and reports the delivery", async () => {
  await settle();
  expect(field<HTMLSelectElement>('comment-post').value).toBe('facebook:101000000000001:');
  field<HTMLTextAreaElement>('comment-text').value = 'How much is the rye?';
  field<HTMLFormElement>('comment-form').requestSubmit();
  await settle();

  expect(posted()).toHaveLength(1);
  expect(posted()[0]!.url).toBe('/_sandbox/meta/comments');
  expect(posted()[0]!.init!.headers).toEqual({ 'Content-Type': 'application/json' });
  expect(JSON.parse(String(posted()[0]!.init!.body))).toEqual({
    platform: 'facebook',
    accountId: '101000000000001',
    customerName: 'Sam Customer',
    text: 'How much is the rye?',
    duplicate: false,
    badSignature: false,
  });
  expect(field('comment-status').textContent).toBe('Posted under post 101000000000001_42. Delivered (200)');
  expect(field<HTMLTextAreaElement>('comment-text').value).toBe('');
});

it('comments under a chosen post as a chosen commenter, with the switches', async () => {
  await settle();
  field<HTMLSelectElement>('comment-post').value = 'facebook:101000000000001:101000000000001_42';
  field<HTMLInputElement>('commenter').value = ' Ada Lovelace ';
  field<HTMLTextAreaElement>('comment-text').value = 'Is it vegan?';
  field<HTMLInputElement>('comment-duplicate').checked = true;
  field<HTMLInputElement>('comment-bad-signature').checked = true;
  answer = {
    status: 201,
    body: {
      comment: { id: '9002', postId: '101000000000001_42' },
      deliveries: [
        { status: 401, body: 'bad signature' },
        { status: 401, body: 'bad signature' },
      ],
    },
  };
  field<HTMLFormElement>('comment-form').requestSubmit();
  await settle();
  expect(JSON.parse(String(posted()[0]!.init!.body))).toEqual({
    platform: 'facebook',
    accountId: '101000000000001',
    postId: '101000000000001_42',
    customerName: 'Ada Lovelace',
    text: 'Is it vegan?',
    duplicate: true,
    badSignature: true,
  });
  expect(field('comment-status').textContent).toBe(
    'Posted under post 101000000000001_42. Rejected (401), then Rejected (401)',
  );
});

it('asks for a comment instead of posting blanks, and says why the sandbox refused one', async () => {
  await settle();
  field<HTMLTextAreaElement>('comment-text').value = '   ';
  field<HTMLFormElement>('comment-form').requestSubmit();
  expect(field('comment-status').textContent).toBe('Type a comment first.');
  expect(posted()).toHaveLength(0);

  field<HTMLSelectElement>('comment-post').value = 'instagram:17841400000000001:';
  field<HTMLTextAreaElement>('comment-text').value = 'Love it';
  answer = {
    status: 404,
    body: {
      error: 'not_found',
      error_description: 'That account has no published post yet: publish one from the studio first.',
    },
  };
  field<HTMLFormElement>('comment-form').requestSubmit();
  await settle();
  expect(JSON.parse(String(posted()[0]!.init!.body))).toMatchObject({
    platform: 'instagram',
    accountId: '17841400000000001',
  });
  expect(field('comment-status').textContent).toBe(
    'Not posted: That account has no published post yet: publish one from the studio first.',
  );
  // The message form is untouched by the comment form.
  expect(field('send-status').textContent).toBe('');
});
