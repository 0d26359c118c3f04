// Saved replies against the embedded MongoDB: written once by the owner, listed by title, changed and
// deleted; owner-scoped (another owner's id is a 404), bounded (title, text, 100 per owner) and each
// title once per owner.
import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService } from '@scp/service-kit/testing';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import {
  savedReplyLimits,
  savedReplyListResponseSchema,
  savedReplyResponseSchema,
} from '@scp/shared/contracts/responder/saved-replies';
import { createApp } from '../app';
import { responderEnvShape } from '../config';
import { SavedReplyModel, titleKeyOf } from './saved-reply-model';

const texts = responderTexts.savedReplies;

const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  env: {
    SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/',
    META_APP_SECRET: 'saved-replies-secret',
    META_WEBHOOK_VERIFY_TOKEN: 'saved-replies-verify',
  },
});

const newUser = () => new Types.ObjectId().toHexString();
const call = (userId: string, method: 'get' | 'post' | 'put' | 'delete', path = '', body?: object) =>
  callService(fx.app, 'responder', method, `/saved-replies${path}`, { userId, ...(body ? { body } : {}) });

describe('saved replies', () => {
  it('are created, listed by title, changed and deleted by their owner', async () => {
    const owner = newUser();
    const shipping = await call(owner, 'post', '', { title: ' Shipping ', text: 'We ship within two days.' });
    expect(shipping.status).toBe(201);
    const created = savedReplyResponseSchema.parse(shipping.body).saved_reply;
    expect(created).toMatchObject({ title: 'Shipping', text: 'We ship within two days.' });
    await call(owner, 'post', '', { title: 'Returns', text: 'Returns are free for 30 days.' });
    await call(owner, 'post', '', { title: 'address', text: 'We are at 1 Market Street.' });

    const listed = savedReplyListResponseSchema.parse((await call(owner, 'get')).body).saved_replies;
    expect(listed.map((reply) => reply.title)).toEqual(['address', 'Returns', 'Shipping']);

    const changed = await call(owner, 'put', `/${created.id}`, { title: 'Delivery', text: 'It arrives in 2 days.' });
    expect(changed.status).toBe(200);
    expect(savedReplyResponseSchema.parse(changed.body).saved_reply).toMatchObject({
      id: created.id,
      title: 'Delivery',
      text: 'It arrives in 2 days.',
    });

    expect((await call(owner, 'delete', `/${created.id}`)).body).toEqual({ deleted: true });
    const after = savedReplyListResponseSchema.parse((await call(owner, 'get')).body).saved_replies;
    expect(after.map((reply) => reply.title)).toEqual(['address', 'Returns']);
  });

  it("answers 404 for another owner's saved reply, and leaves it as it was", async () => {
    const owner = newUser();
    const other = newUser();
    const { body } = await call(owner, 'post', '', { title: 'Hours', text: 'Open 9 to 5.' });
    const id = savedReplyResponseSchema.parse(body).saved_reply.id;

    const put = await call(other, 'put', `/${id}`, { title: 'Mine now', text: 'Taken.' });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe(texts.notFound);
    expect((await call(other, 'delete', `/${id}`)).status).toBe(404);
    expect((await call(other, 'delete', '/not-an-id')).status).toBe(404);
    expect(savedReplyListResponseSchema.parse((await call(other, 'get')).body).saved_replies).toEqual([]);
    expect((await SavedReplyModel.findById(id).lean())?.title).toBe('Hours');
  });

  it('refuses an empty or too long title or text with 400 in words', async () => {
    const owner = newUser();
    const cases: [object, string][] = [
      [{ title: '   ', text: 'Hello' }, texts.titleRequired],
      [{ title: 'x'.repeat(savedReplyLimits.titleMax + 1), text: 'Hello' }, texts.titleTooLong(60)],
      [{ title: 'Hello', text: '' }, texts.textRequired],
      [{ title: 'Hello', text: 'x'.repeat(2001) }, texts.textTooLong(2000)],
    ];
    for (const [body, message] of cases) {
      const answer = await call(owner, 'post', '', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await call(owner, 'post', '', { title: 'Long', text: 'x'.repeat(2000) })).status).toBe(201);
    expect((await call(owner, 'post', '', { title: 'Extra', text: 'Hi', shortcut: '/x' })).status).toBe(400);
  });

  it('refuses a second saved reply with the same title, whatever its case, with 409', async () => {
    const owner = newUser();
    await call(owner, 'post', '', { title: 'Sizes', text: 'S, M and L.' });
    const again = await call(owner, 'post', '', { title: 'SIZES', text: 'XS too.' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(texts.duplicateTitle);

    const { body } = await call(owner, 'post', '', { title: 'Colours', text: 'Red and blue.' });
    const id = savedReplyResponseSchema.parse(body).saved_reply.id;
    expect((await call(owner, 'put', `/${id}`, { title: 'sizes', text: 'Red.' })).status).toBe(409);
    // Another owner may use the title.
    expect((await call(newUser(), 'post', '', { title: 'Sizes', text: 'One size.' })).status).toBe(201);
  });

  it('keeps at most 100 per owner: the 101st is a 400 saying so', async () => {
    const owner = newUser();
    await SavedReplyModel.insertMany(
      Array.from({ length: savedReplyLimits.perOwner }, (_, i) => ({
        userId: owner,
        title: `Reply ${i}`,
        titleKey: titleKeyOf(`Reply ${i}`),
        text: `Text ${i}`,
      })),
    );
    const over = await call(owner, 'post', '', { title: 'One more', text: 'Too many.' });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(texts.tooMany(100));
    const listed = savedReplyListResponseSchema.parse((await call(owner, 'get')).body).saved_replies;
    expect(listed).toHaveLength(100);
    expect((await call(newUser(), 'post', '', { title: 'One more', text: 'Fine.' })).status).toBe(201);
  });
});
