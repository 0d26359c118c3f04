import { WebhookReceiver } from '../billing/billing-client.test.helper';
import type { RunningSandbox } from '../main';
import { get, startSandbox, withQuery } from '../sandbox-client.test.helper';
import {
  ALICE_INSTAGRAM,
  ALICE_PAGE,
  BOB_PAGE,
  customerWrites,
  graphUrl,
  newCustomerId,
  pageToken,
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

const profile = (id: string, fields: string, token = alice.page) =>
  get(withQuery(`${graphUrl(sandbox)}/${id}`, { fields, access_token: token }));

describe("Meta's user profiles of the customers who wrote to a page", () => {
  it('Messenger: first and last name and a picture, as the customer wrote; Instagram: name and username', async () => {
    const written = await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: ALICE_PAGE,
      customerName: 'Ana Silva',
      text: 'Is the rye bread in?',
    });
    const psid = written.json.customerId as string;
    const answered = await profile(psid, 'first_name,last_name,profile_pic');
    expect(answered.status).toBe(200);
    expect(answered.json).toEqual({
      id: psid,
      first_name: 'Ana',
      last_name: 'Silva',
      profile_pic: `${sandbox.url}/_sandbox/meta/profile-pictures/facebook/${ALICE_PAGE}/${psid}.svg`,
    });
    const picture = await fetch(answered.json.profile_pic as string);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(await picture.text()).toContain('>AS</text>');

    const onInstagram = await customerWrites(sandbox, {
      platform: 'instagram',
      accountId: ALICE_INSTAGRAM,
      customerName: 'Ben Okafor',
      text: 'Hi',
    });
    const igsid = onInstagram.json.customerId as string;
    expect((await profile(igsid, 'name,username,profile_pic')).json).toEqual({
      id: igsid,
      name: 'Ben Okafor',
      username: `ben.okafor_${igsid.slice(-2)}`,
      profile_pic: `${sandbox.url}/_sandbox/meta/profile-pictures/instagram/${ALICE_INSTAGRAM}/${igsid}.svg`,
    });
  });

  it('a customer known only by id has a name derived from the id, the same every time', async () => {
    const customerId = newCustomerId();
    await customerWrites(sandbox, { platform: 'facebook', accountId: ALICE_PAGE, customerId, text: 'Hello' });
    const first = await profile(customerId, 'first_name,last_name');
    expect(first.json).toEqual({ id: customerId, first_name: expect.any(String), last_name: expect.any(String) });
    expect((await profile(customerId, 'first_name,last_name')).json).toEqual(first.json);
  });

  it("another page's token, a user token, or an id that never wrote: Graph's error", async () => {
    const written = await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: ALICE_PAGE,
      customerName: 'Chloe Martin',
      text: 'Hi',
    });
    const psid = written.json.customerId as string;
    const bob = await pageToken(sandbox, 'bob', BOB_PAGE);
    for (const answered of [
      await profile(psid, 'first_name', bob.page),
      await profile(psid, 'first_name', alice.user),
      await profile(newCustomerId(), 'first_name'),
    ]) {
      expect(answered.status).toBe(400);
      expect(answered.json.error).toMatchObject({ code: 100, error_subcode: 33 });
    }
    const noPicture = await fetch(`${sandbox.url}/_sandbox/meta/profile-pictures/facebook/${ALICE_PAGE}/123.svg`);
    expect(noPicture.status).toBe(404);
  });
});
