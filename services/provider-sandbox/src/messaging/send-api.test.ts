import { WebhookReceiver } from '../billing/billing-client.test.helper';
import type { RunningSandbox } from '../main';
import { answer, get, postForm, startSandbox, withQuery } from '../sandbox-client.test.helper';
import {
  ALICE_INSTAGRAM,
  ALICE_PAGE,
  BOB_PAGE,
  customerWrites,
  graphUrl,
  hoursAgo,
  newCustomerId,
  pageToken,
  postJson,
  reply,
  sendApi,
} from './messaging-client.test.helper';

let receiver: WebhookReceiver;
let sandbox: RunningSandbox;
let alice: { user: string; page: string };

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  sandbox = await startSandbox({ metaWebhookUrl: receiver.url });
  alice = await pageToken(sandbox, 'alice', ALICE_PAGE);
});
afterAll(async () => {
  await sandbox.stop();
  await receiver.close();
});

/** A customer who wrote to `accountId` at `sentAt` (now by default); answers their id. */
async function customer(
  options: { platform?: 'facebook' | 'instagram'; accountId?: string; sentAt?: string } = {},
): Promise<string> {
  const customerId = newCustomerId();
  const written = await customerWrites(sandbox, {
    platform: options.platform ?? 'facebook',
    accountId: options.accountId ?? ALICE_PAGE,
    customerId,
    text: 'Do you have rye bread today?',
    ...(options.sentAt ? { sentAt: options.sentAt } : {}),
  });
  expect(written.status).toBe(201);
  return customerId;
}

function expectGraphError(
  answered: { status: number; json: any }, // eslint-disable-line @typescript-eslint/no-explicit-any -- Graph JSON
  code: number,
  subcode?: number,
) {
  expect(answered.status).toBe(400);
  expect(answered.json.error).toMatchObject({ type: expect.any(String), code, fbtrace_id: expect.any(String) });
  if (subcode === undefined) expect(answered.json.error.error_subcode).toBeUndefined();
  else expect(answered.json.error.error_subcode).toBe(subcode);
}

describe('Send API: POST /:version/me/messages', () => {
  it('sends a reply within 24 hours and stores it in the conversation', async () => {
    const customerId = await customer({ sentAt: hoursAgo(23) });
    const sent = await sendApi(sandbox, alice.page, reply(customerId, 'Yes, until 4 pm!'));
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ recipient_id: customerId, message_id: expect.stringMatching(/^m_[\w-]+$/) });

    const conversations = await get(`${sandbox.url}/_sandbox/meta/conversations?customerId=${customerId}`);
    const [conversation] = conversations.json.conversations;
    expect(conversation).toMatchObject({ platform: 'facebook', accountId: ALICE_PAGE, customerId });
    expect(conversation.messages).toEqual([
      { mid: expect.any(String), from: 'customer', text: 'Do you have rye bread today?', at: expect.any(String) },
      {
        mid: sent.json.message_id,
        from: 'page',
        text: 'Yes, until 4 pm!',
        at: expect.any(String),
        messagingType: 'RESPONSE',
        tag: null,
        sentBy: 'api',
      },
    ]);

    const log = await get(`${sandbox.url}/_sandbox/meta/sent-messages?accountId=${ALICE_PAGE}`);
    expect(log.json.messages.at(-1)).toEqual({
      mid: sent.json.message_id,
      platform: 'facebook',
      accountId: ALICE_PAGE,
      recipientId: customerId,
      text: 'Yes, until 4 pm!',
      messagingType: 'RESPONSE',
      tag: null,
      at: expect.any(String),
    });
  });

  it('refuses RESPONSE and UPDATE 25 hours after the customer’s last message (10 / 2018278)', async () => {
    const customerId = await customer({ sentAt: hoursAgo(25) });
    for (const type of ['RESPONSE', 'UPDATE']) {
      const sent = await sendApi(
        sandbox,
        alice.page,
        reply(customerId, 'Sorry for the wait', { messaging_type: type }),
      );
      expectGraphError(sent, 10, 2018278);
      expect(sent.json.error.type).toBe('OAuthException');
      expect(sent.json.error.message).toContain('This message is sent outside of allowed window.');
    }
    const log = await get(`${sandbox.url}/_sandbox/meta/sent-messages`);
    expect(log.json.messages.some((message: { recipientId: string }) => message.recipientId === customerId)).toBe(
      false,
    );
  });

  it('counts the window from the customer’s newest message', async () => {
    const customerId = await customer({ sentAt: hoursAgo(30) });
    await customerWrites(sandbox, { platform: 'facebook', accountId: ALICE_PAGE, customerId, text: 'Hello again' });
    expect((await sendApi(sandbox, alice.page, reply(customerId, 'Hi!'))).status).toBe(200);
  });

  it('allows the HUMAN_AGENT tag up to 7 days: after 3 days yes, after 8 days no', async () => {
    const human = { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
    const threeDays = await customer({ sentAt: hoursAgo(3 * 24) });
    const ok = await sendApi(sandbox, alice.page, reply(threeDays, 'A person here: it ships Monday.', human));
    expect(ok.status).toBe(200);
    const log = await get(`${sandbox.url}/_sandbox/meta/sent-messages`);
    expect(log.json.messages.at(-1)).toMatchObject({ messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });

    const eightDays = await customer({ sentAt: hoursAgo(8 * 24) });
    expectGraphError(await sendApi(sandbox, alice.page, reply(eightDays, 'Too late', human)), 10, 2018278);
  });

  it('refuses other tags, a MESSAGE_TAG without a tag, a tag on RESPONSE and unknown messaging types (100)', async () => {
    const customerId = await customer();
    for (const extra of [
      { messaging_type: 'MESSAGE_TAG', tag: 'ACCOUNT_UPDATE' },
      { messaging_type: 'MESSAGE_TAG' },
      { messaging_type: 'RESPONSE', tag: 'HUMAN_AGENT' },
      { messaging_type: 'PROMOTION' },
      { messaging_type: undefined },
    ]) {
      expectGraphError(await sendApi(sandbox, alice.page, reply(customerId, 'Hi', extra)), 100);
    }
  });

  it('refuses a recipient who never wrote to the page (100 / 2018001)', async () => {
    expectGraphError(await sendApi(sandbox, alice.page, reply('2999999999999999', 'Hello?')), 100, 2018001);
    // Writing to Bob's page makes no one Alice's customer.
    const bobsCustomer = await customer({ accountId: BOB_PAGE });
    const answered = await sendApi(sandbox, alice.page, reply(bobsCustomer, 'Hello?'));
    expectGraphError(answered, 100, 2018001);
    expect(answered.json.error.message).toBe('(#100) No matching user found');
    expectGraphError(await sendApi(sandbox, alice.page, { messaging_type: 'RESPONSE', message: { text: 'x' } }), 100);
  });

  it('refuses empty, blank, missing and over-2000-character text (100), and takes exactly 2000', async () => {
    const customerId = await customer();
    for (const message of [{ text: '' }, { text: '   ' }, {}, undefined, { text: 'x'.repeat(2001) }]) {
      const answered = await sendApi(sandbox, alice.page, { ...reply(customerId, ''), message });
      expectGraphError(answered, 100);
      expect(answered.json.error.type).toBe('OAuthException');
    }
    expect((await sendApi(sandbox, alice.page, reply(customerId, '🍞'.repeat(2000)))).status).toBe(200);
  });

  it('refuses a token that is not this page’s token', async () => {
    const customerId = await customer();
    // A user token, not a page token.
    const user = await sendApi(sandbox, alice.user, reply(customerId, 'Hi'));
    expectGraphError(user, 190);
    expect(user.json.error).toMatchObject({
      type: 'OAuthException',
      message: '(#190) This method must be called with a Page Access Token',
    });
    // Another page's token, addressed at Alice's page: not an object it can reach.
    const bob = await pageToken(sandbox, 'bob', BOB_PAGE);
    const other = await sendApi(sandbox, bob.page, reply(customerId, 'Hi'), ALICE_PAGE);
    expectGraphError(other, 100, 33);
    expect(other.json.error.type).toBe('GraphMethodException');
    // Bob's token at his own page: Alice's customer is not his.
    expectGraphError(await sendApi(sandbox, bob.page, reply(customerId, 'Hi')), 100, 2018001);
    // Not a token at all: the framework's answer, as for every Meta endpoint.
    const garbage = await sendApi(sandbox, 'EAAPnot-a-token', reply(customerId, 'Hi'));
    expect(garbage.status).toBe(400);
    expect(garbage.json.error.code).toBe(190);
    const missing = await postJson(`${graphUrl(sandbox)}/me/messages`, reply(customerId, 'Hi'));
    expect(missing.json.error.code).toBe(2500);
  });

  it('refuses a page token without pages_messaging (230)', async () => {
    const customerId = await customer();
    const readOnly = await pageToken(sandbox, 'alice', ALICE_PAGE, 'pages_show_list');
    const answered = await sendApi(sandbox, readOnly.page, reply(customerId, 'Hi'));
    expectGraphError(answered, 230);
    expect(answered.json.error.message).toBe('(#230) Requires pages_messaging permission to manage the object');
  });

  it('reaches the page’s Instagram account with the page token, at me, the page id or the Instagram id', async () => {
    const customerId = await customer({ platform: 'instagram', accountId: ALICE_INSTAGRAM });
    for (const path of ['me', ALICE_PAGE, ALICE_INSTAGRAM]) {
      const sent = await sendApi(sandbox, alice.page, reply(customerId, `via ${path}`), path);
      expect(sent.status).toBe(200);
    }
    const log = await get(`${sandbox.url}/_sandbox/meta/sent-messages?accountId=${ALICE_INSTAGRAM}`);
    expect(log.json.messages.slice(-3).map((message: { text: string; platform: string }) => message.text)).toEqual([
      'via me',
      `via ${ALICE_PAGE}`,
      `via ${ALICE_INSTAGRAM}`,
    ]);
    expect(log.json.messages.at(-1).platform).toBe('instagram');
    // A Facebook customer is not reachable through the Instagram account.
    const facebookCustomer = await customer();
    expectGraphError(await sendApi(sandbox, alice.page, reply(facebookCustomer, 'x'), ALICE_INSTAGRAM), 100, 2018001);
  });

  it('takes a form body with JSON-encoded objects and the token in the body, as Graph does', async () => {
    const customerId = await customer();
    const sent = await postForm(`${graphUrl(sandbox)}/me/messages`, {
      recipient: JSON.stringify({ id: customerId }),
      message: JSON.stringify({ text: 'From a form' }),
      messaging_type: 'RESPONSE',
      access_token: alice.page,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.recipient_id).toBe(customerId);
  });

  it('answers a switched-on rate-limit fault as Meta does', async () => {
    const customerId = await customer();
    await postJson(`${sandbox.url}/_sandbox/faults`, {
      provider: 'meta',
      kind: 'rate_limit',
      pathPrefix: '/v23.0/me/messages',
    });
    const limited = await sendApi(sandbox, alice.page, reply(customerId, 'Hi'));
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe(4);
    expect((await sendApi(sandbox, alice.page, reply(customerId, 'Hi'))).status).toBe(200);
  });
});

describe('GET /:version/:accountId/conversations', () => {
  it('lists the page’s threads newest first, with participants and messages newest first', async () => {
    const older = await customer({ sentAt: hoursAgo(2) });
    const newer = await customer({ sentAt: hoursAgo(1) });
    await sendApi(sandbox, alice.page, reply(newer, 'Thanks!'));
    const listed = await get(
      withQuery(`${graphUrl(sandbox)}/${ALICE_PAGE}/conversations`, {
        platform: 'messenger',
        fields: 'participants,updated_time,messages{id,message,from,created_time}',
        access_token: alice.page,
      }),
    );
    expect(listed.status).toBe(200);
    const ids = listed.json.data.map(
      (conversation: { participants: { data: { id: string }[] } }) => conversation.participants.data[0]!.id,
    );
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const thread = listed.json.data.find(
      (conversation: { participants: { data: { id: string }[] } }) => conversation.participants.data[0]!.id === newer,
    );
    expect(thread).toEqual({
      id: expect.stringMatching(/^t_\d+$/),
      updated_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
      participants: { data: [{ id: newer }, { id: ALICE_PAGE, name: "Alice's Bakery" }] },
      messages: {
        data: [
          expect.objectContaining({ message: 'Thanks!', from: { id: ALICE_PAGE } }),
          expect.objectContaining({ message: 'Do you have rye bread today?', from: { id: newer } }),
        ],
      },
    });
  });

  it('filters by user_id, lists Instagram threads with platform=instagram, and wants a page token', async () => {
    const igCustomer = await customer({ platform: 'instagram', accountId: ALICE_INSTAGRAM });
    const url = (params: Record<string, string>) =>
      withQuery(`${graphUrl(sandbox)}/${ALICE_PAGE}/conversations`, { access_token: alice.page, ...params });
    const instagram = await get(url({ platform: 'instagram', user_id: igCustomer }));
    expect(instagram.json.data).toHaveLength(1);
    expect(instagram.json.data[0].participants.data[1]).toEqual({ id: ALICE_INSTAGRAM, username: 'alicesbakery' });
    expect((await get(url({ platform: 'messenger', user_id: igCustomer }))).json.data).toEqual([]);
    expectGraphError(await get(url({ platform: 'whatsapp' })), 100);

    const user = await get(withQuery(`${graphUrl(sandbox)}/${ALICE_PAGE}/conversations`, { access_token: alice.user }));
    expectGraphError(user, 210);
    const other = await get(withQuery(`${graphUrl(sandbox)}/${BOB_PAGE}/conversations`, { access_token: alice.page }));
    expectGraphError(other, 100, 33);
  });

  it('keeps each sandbox’s conversations to itself', async () => {
    const customerId = await customer();
    const second = await startSandbox({ metaWebhookUrl: receiver.url });
    try {
      const listed = await answer(await fetch(`${second.url}/_sandbox/meta/conversations?customerId=${customerId}`));
      expect(listed.json).toEqual({ conversations: [] });
      const token = await pageToken(second, 'alice', ALICE_PAGE);
      expectGraphError(await sendApi(second, token.page, reply(customerId, 'Hi')), 100, 2018001);
    } finally {
      await second.stop();
    }
  });
});
