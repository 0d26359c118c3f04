// Customers by name: a customer's profile is read from Meta (the provider sandbox) through settings
// when they first write, kept, read again after a day; a failed read never stands in the way of
// their message and keeps the name known so far.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';
import {
  ALICE_INSTAGRAM,
  ALICE_PAGE,
  GRAPH_VERSION,
  newCustomerId,
  pageToken,
} from '@scp/provider-sandbox/messaging/messaging-client.test.helper';
import { APP_ORIGIN } from '@scp/provider-sandbox/sandbox-client.test.helper';
import { StatusAnswer } from '@scp/service-kit/fake-neighbour';
import { createLogger } from '@scp/service-kit/logger';
import { callService } from '@scp/service-kit/testing';
import { HOUR } from '@scp/shared/contracts/app/time-units';
import { activityResponseSchema, messageLogResponseSchema } from '@scp/shared/contracts/responder/responder-api';
import { conversationListResponseSchema } from '@scp/shared/contracts/responder/inbox-conversations';
import {
  customerProfilesInternalPaths,
  type CustomerProfileRequest,
  type CustomerProfileResponse,
} from '@scp/shared/contracts/settings/customer-profiles-internal';
import { CustomerProfileModel } from './customer-profile-model';
import { createCustomerProfiles, customerKeyOf, type CustomerKey } from './customer-profiles';
import { useMetaResponder } from '../webhooks/meta-webhook.test.helper';

let pageAccessToken = '';
/** Settings as it behaves (reads Meta with the page token), down (503), or without the user's connection (404). */
let settingsMode: 'good' | 'down' | 'no-connection' = 'good';
const profileReads: CustomerProfileRequest[] = [];

/** Settings' profile read: Meta's user profile with the page token it keeps. */
async function readAsSettings(request: CustomerProfileRequest): Promise<CustomerProfileResponse | StatusAnswer> {
  profileReads.push(request);
  if (settingsMode === 'down')
    return new StatusAnswer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } });
  if (settingsMode === 'no-connection') return new StatusAnswer(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  const fields = request.platform === 'facebook' ? 'first_name,last_name,profile_pic' : 'name,username,profile_pic';
  const answer = await fetch(`${sandbox.url}/meta/${GRAPH_VERSION}/${request.customerId}?fields=${fields}`, {
    headers: { authorization: `Bearer ${pageAccessToken}` },
  });
  const body = (await answer.json()) as Record<string, string>;
  if (!answer.ok) return { failure: { kind: 'refused', detail: 'Meta refused' } };
  return {
    profile: {
      name: request.platform === 'facebook' ? `${body.first_name} ${body.last_name}` : (body.name ?? null),
      username: body.username ?? null,
      pictureUrl: body.profile_pic ?? null,
    },
  };
}

const { fx, owners, forward } = useMetaResponder({
  appSecret: 'sandbox-meta-secret',
  settings: (call, url) =>
    url.pathname === customerProfilesInternalPaths.customerProfile
      ? readAsSettings(call.body as CustomerProfileRequest)
      : undefined,
});

let relay: http.Server;
let sandbox: RunningSandbox;
beforeAll(async () => {
  // Meta's webhooks reach the service as the gateway forwards them.
  relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['x-hub-signature-256'];
      forward(Buffer.concat(chunks).toString('utf8'), typeof signature === 'string' ? signature : undefined)
        .then((answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text))
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
  sandbox = await start({ port: 0, smtpPort: 0, allowedRedirectOrigins: [APP_ORIGIN], metaWebhookUrl: relayUrl });
  pageAccessToken = (await pageToken(sandbox, 'alice', ALICE_PAGE)).page;
});
afterAll(async () => {
  await sandbox?.stop();
  await new Promise((resolve) => relay?.close(resolve));
});
beforeEach(() => {
  settingsMode = 'good';
});

const logger = createLogger({ name: 'customer-profiles-test', level: 'silent' });
const profiles = createCustomerProfiles({ neighbours: { customerProfile: async () => null }, logger });

async function customerWrites(body: Record<string, unknown>) {
  const answer = await fetch(`${sandbox.url}/_sandbox/meta/customer-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'facebook', accountId: ALICE_PAGE, ...body }),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { mid: string; customerId: string };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const loggedIds = async (userId: string) =>
  messageLogResponseSchema
    .parse((await callService(fx.app, 'responder', 'get', '/messages', { userId })).body)
    .messages.map((entry) => entry.message_id);

const readsOf = (customerId: string) => profileReads.filter((read) => read.customerId === customerId).length;

describe("customers' names from the platform's profile", () => {
  it('reads the name and picture when a customer first writes, once, and shows them by customer', async () => {
    const userId = new Types.ObjectId().toHexString();
    owners.set(ALICE_PAGE, [userId]);
    owners.set(ALICE_INSTAGRAM, [userId]);
    const first = await customerWrites({ customerName: 'Grace Larsen', text: 'Do you deliver on Sundays?' });
    const key: CustomerKey = { platform: 'facebook', accountId: ALICE_PAGE, senderId: first.customerId };
    const named = await eventually(
      () => profiles.profilesOf([key]),
      (found) => found.size === 1,
      'the profile',
    );
    expect(named.get(customerKeyOf(key))).toEqual({
      name: 'Grace Larsen',
      username: null,
      pictureUrl: `${sandbox.url}/_sandbox/meta/profile-pictures/facebook/${ALICE_PAGE}/${first.customerId}.svg`,
    });
    expect(profileReads.at(-1)).toEqual({ platform: 'facebook', accountId: ALICE_PAGE, customerId: first.customerId });
    // The owner's inbox finds the conversation by the name Meta gave (its search reads the conversation alone).
    const searched = await eventually(
      async () =>
        conversationListResponseSchema.parse(
          (await callService(fx.app, 'responder', 'get', '/conversations?q=grace%20lars', { userId })).body,
        ).conversations,
      (found) => found.length > 0,
      'the conversation found by the name',
    );
    expect(searched.map((conversation) => conversation.sender_id)).toEqual([first.customerId]);
    // The activity feed names the customer on the message's item (a customer Meta has not named keeps
    // the label of their id); the webhook event's item beside it is about the same customer.
    const feed = activityResponseSchema.parse(
      (await callService(fx.app, 'responder', 'get', '/activity', { userId })).body,
    );
    const item = feed.items.find(
      (candidate) => candidate.type === 'message' && candidate.metadata.customerId === first.customerId,
    );
    expect(item).toMatchObject({ title: 'Message from Grace Larsen', metadata: { customerName: 'Grace Larsen' } });

    // The same customer writes again the same day: the name is not read again.
    const again = await customerWrites({ customerName: 'Grace Larsen', text: 'And on Mondays?' });
    await eventually(
      () => loggedIds(userId),
      (ids) => ids.includes(again.mid),
      'the second message',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readsOf(first.customerId)).toBe(1);

    // On Instagram: the name and the @username.
    const onInstagram = await customerWrites({
      platform: 'instagram',
      accountId: ALICE_INSTAGRAM,
      customerName: 'Iris Novak',
      text: 'Hi!',
    });
    const igKey: CustomerKey = { platform: 'instagram', accountId: ALICE_INSTAGRAM, senderId: onInstagram.customerId };
    const igNamed = await eventually(
      () => profiles.profilesOf([igKey, key]),
      (found) => found.size === 2,
      'both',
    );
    expect(igNamed.get(customerKeyOf(igKey))).toMatchObject({
      name: 'Iris Novak',
      username: `iris.novak_${onInstagram.customerId.slice(-2)}`,
    });
  });

  it('settings down or no connection: the message is logged as ever, and no name is made up', async () => {
    const userId = new Types.ObjectId().toHexString();
    owners.set(ALICE_PAGE, [userId]);
    for (const mode of ['down', 'no-connection'] as const) {
      settingsMode = mode;
      const customerId = newCustomerId();
      const { mid } = await customerWrites({ customerId, text: 'Where is my parcel?' });
      await eventually(
        () => loggedIds(userId),
        (ids) => ids.includes(mid),
        `the message (${mode})`,
      );
      await eventually(
        async () => readsOf(customerId),
        (count) => count === 1,
        'the read',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const key: CustomerKey = { platform: 'facebook', accountId: ALICE_PAGE, senderId: customerId };
      expect((await profiles.profilesOf([key])).size).toBe(0);
      const feed = activityResponseSchema.parse(
        (await callService(fx.app, 'responder', 'get', '/activity', { userId })).body,
      );
      expect(feed.items.find((item) => item.metadata.customerId === customerId)?.metadata.customerName).toBe(
        `Customer ••${customerId.slice(-4)}`,
      );
    }
  });

  it('reads a profile again when older than a day; a failed read keeps the old name and waits an hour', async () => {
    let clock = new Date('2026-11-20T09:00:00.000Z');
    let answer: CustomerProfileResponse | null = {
      profile: { name: 'Kira Tanaka', username: null, pictureUrl: 'https://cdn.example/k1.jpg' },
    };
    let fails = false;
    let reads = 0;
    const withClock = createCustomerProfiles({
      neighbours: {
        customerProfile: async () => {
          reads += 1;
          if (fails) throw new Error('settings unavailable');
          return answer;
        },
      },
      logger,
      now: () => clock,
    });
    const key: CustomerKey = { platform: 'facebook', accountId: '1099', senderId: newCustomerId() };
    const later = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    await withClock.refresh(['owner'], key);
    later(23 * HOUR);
    await withClock.refresh(['owner'], key);
    expect(reads).toBe(1);
    expect((await withClock.profilesOf([key])).get(customerKeyOf(key))?.name).toBe('Kira Tanaka');

    // A day on: read again, the new name and picture kept.
    later(2 * HOUR);
    answer = { profile: { name: 'Kira T.', username: null, pictureUrl: 'https://cdn.example/k2.jpg' } };
    await withClock.refresh(['owner'], key);
    expect(reads).toBe(2);
    expect((await withClock.profilesOf([key])).get(customerKeyOf(key))).toEqual({
      name: 'Kira T.',
      username: null,
      pictureUrl: 'https://cdn.example/k2.jpg',
    });

    // Another day on, the read fails: the name stays, and it is not asked again within the hour.
    later(25 * HOUR);
    fails = true;
    await withClock.refresh(['owner'], key);
    later(30 * 60 * 1000);
    await withClock.refresh(['owner'], key);
    expect(reads).toBe(3);
    expect((await withClock.profilesOf([key])).get(customerKeyOf(key))?.name).toBe('Kira T.');
    later(HOUR);
    fails = false;
    answer = { failure: { kind: 'refused', detail: 'gone' } };
    await withClock.refresh(['owner'], key);
    expect(reads).toBe(4);
    expect((await withClock.profilesOf([key])).get(customerKeyOf(key))?.name).toBe('Kira T.');
    expect(await CustomerProfileModel.countDocuments({ senderId: key.senderId })).toBe(1);
  });
});
