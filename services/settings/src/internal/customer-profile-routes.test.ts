import {
  customerProfileResponseSchema,
  customerProfilesInternalPaths,
} from '@scp/shared/contracts/settings/customer-profiles-internal';
import { customerWrites, newCustomerId } from '@scp/provider-sandbox/messaging/messaging-client.test.helper';
import { newUserId } from '../settings-harness.test.util';
import { ConnectedAccountModel } from '../integrations/connected-account-model';
import { cipher, useIntegrationsHarness } from '../integrations/integrations-harness.test.util';

const { sandbox, connect, accounts, storedToken, asService } = useIntegrationsHarness();

describe('POST /internal/settings/messages/customer-profile', () => {
  it("reads a customer's name and picture from Meta with the page token, which never leaves settings", async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'instagram', mode: 'popup' });
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const all = await accounts(userId);
    const pageId = all.find((account) => account.platform === 'facebook')?.accountId ?? '';
    const instagramId = all.find((account) => account.platform === 'instagram')?.accountId ?? '';
    const read = (body: object, caller: 'responder' | 'assistant' = 'responder', who = userId) =>
      asService(caller, 'post', customerProfilesInternalPaths.customerProfile, who, body);

    const onPage = await customerWrites(sandbox(), {
      platform: 'facebook',
      accountId: pageId,
      customerName: 'Ana Silva',
      text: 'Is the rye bread in?',
    });
    const psid = onPage.json.customerId as string;
    const answer = await read({ platform: 'facebook', accountId: pageId, customerId: psid });
    expect(answer.status).toBe(200);
    expect(customerProfileResponseSchema.parse(answer.body)).toEqual({
      profile: {
        name: 'Ana Silva',
        username: null,
        pictureUrl: `${sandbox().url}/_sandbox/meta/profile-pictures/facebook/${pageId}/${psid}.svg`,
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain(await storedToken(userId, 'facebook', pageId));

    const onInstagram = await customerWrites(sandbox(), {
      platform: 'instagram',
      accountId: instagramId,
      customerName: 'Ben Okafor',
      text: 'Hi',
    });
    const igsid = onInstagram.json.customerId as string;
    const fromInstagram = await read({ platform: 'instagram', accountId: instagramId, customerId: igsid });
    expect(customerProfileResponseSchema.parse(fromInstagram.body)).toEqual({
      profile: { name: 'Ben Okafor', username: `ben.okafor_${igsid.slice(-2)}`, pictureUrl: expect.any(String) },
    });

    // A page token Meta refuses is renewed from the owner's grant and the profile read.
    await ConnectedAccountModel.collection.updateOne(
      { userId, platform: 'facebook', accountId: pageId },
      { $set: { accessToken: cipher.seal('EAAstale') } },
    );
    const renewed = await read({ platform: 'facebook', accountId: pageId, customerId: psid });
    expect(customerProfileResponseSchema.parse(renewed.body)).toMatchObject({ profile: { name: 'Ana Silva' } });

    // A customer Meta does not show on this page: why, as a 200 for the responder to keep what it had.
    const stranger = await read({ platform: 'facebook', accountId: pageId, customerId: newCustomerId() });
    expect(customerProfileResponseSchema.parse(stranger.body)).toMatchObject({ failure: { kind: 'refused' } });

    // Another owner's account (or none): 404, and nothing of the profile.
    const otherOwner = await read(
      { platform: 'facebook', accountId: pageId, customerId: psid },
      'responder',
      newUserId(),
    );
    expect(otherOwner.status).toBe(404);
    expect(JSON.stringify(otherOwner.body)).not.toContain('Ana');
    expect((await read({ platform: 'facebook', accountId: '999', customerId: psid })).status).toBe(404);
    // Only the responder asks; a body that is not a customer is a 400, a token in it too.
    expect((await read({ platform: 'facebook', accountId: pageId, customerId: psid }, 'assistant')).status).toBe(403);
    expect((await read({ platform: 'x', accountId: pageId, customerId: psid })).status).toBe(400);
    expect((await read({ platform: 'facebook', accountId: pageId, customerId: '' })).status).toBe(400);
    expect((await read({ platform: 'facebook', accountId: pageId, customerId: psid, accessToken: 'EAA' })).status).toBe(
      400,
    );
  });
});
