import { Types } from 'mongoose';
import { callService } from '@scp/service-kit/testing';
import { assistantInternalPaths, type StudioWrittenResponse } from '@scp/shared/contracts/assistant/assistant-internal';
import { assistTextResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { studioWithNeighbours } from '../neighbours/neighbours-fixture.test.util';

// POST /api/studio/assist/write and /assist/rewrite: the editor's 'Write with my voice' and
// 'Rewrite for {platform}'. The studio checks the request and asks the assistant (a real HTTP
// server standing in for its internal API) for the same owner; the assistant's own tests cover the writing.

const written = (userId: string, body: Record<string, unknown>): StudioWrittenResponse => ({
  text: `Text for ${userId}: ${JSON.stringify(body)}`,
  platform: (body.platform as StudioWrittenResponse['platform']) ?? null,
  voiceUsed: true,
  engine: 'embedded',
  model: null,
  shortened: false,
});
const fx = studioWithNeighbours({
  assistant: (call) => written(call.userId ?? '', call.body as Record<string, unknown>),
});
const { assistant } = fx;

const call = (userId: string | undefined, path: string, body: unknown) =>
  callService(fx.app, 'studio', 'post', path, { userId, body: body as object });
const newUserId = () => new Types.ObjectId().toHexString();

describe('POST /api/studio/assist/write', () => {
  it("answers the assistant's text, written for this owner as 'studio'", async () => {
    const userId = newUserId();
    const body = { brief: 'spring sourdough', platform: 'instagram', product: { title: 'Loaf', price: '6.00' } };
    const answer = await call(userId, '/assist/write', body);
    expect(answer.status).toBe(200);
    expect(assistTextResponseSchema.parse(answer.body)).toEqual(written(userId, body));
    expect(assistant.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: assistantInternalPaths.studioWrite,
      caller: 'studio',
      userId,
      body,
    });
  });

  it('writes the main text with nothing asked for', async () => {
    const answer = await call(newUserId(), '/assist/write', {});
    expect(answer.status).toBe(200);
    expect(answer.body.platform).toBeNull();
  });

  it('refuses bad input with a 400 naming the field, and asks the assistant nothing', async () => {
    const before = assistant.calls.length;
    const cases: Array<[unknown, string | undefined]> = [
      [{ platform: 'myspace' }, 'platform'],
      [{ brief: 'x'.repeat(501) }, 'brief'],
      [{ product: { title: '' } }, 'product.title'],
      [{ product: { title: 'Loaf', price: 'x'.repeat(33) } }, 'product.price'],
      [{ tone: 'bold' }, undefined],
      [[], undefined],
    ];
    for (const [body, field] of cases) {
      const answer = await call(newUserId(), '/assist/write', body);
      expect([answer.status, answer.body.error?.field]).toEqual([400, field]);
    }
    expect(assistant.calls.length).toBe(before);
  });

  it('needs a session, and answers 503 when the assistant is away or fails', async () => {
    expect((await call(undefined, '/assist/write', {})).status).toBe(401);
    assistant.mode = 'down';
    expect((await call(newUserId(), '/assist/write', {})).status).toBe(503);
    assistant.mode = 'error';
    expect((await call(newUserId(), '/assist/write', {})).status).toBe(503);
  });
});

describe('POST /api/studio/assist/rewrite', () => {
  it("answers the assistant's rewrite for the platform, for this owner", async () => {
    const userId = newUserId();
    const body = { text: 'Fresh bread today.', platform: 'twitter' };
    const answer = await call(userId, '/assist/rewrite', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(written(userId, body));
    expect(assistant.calls.at(-1)).toMatchObject({ path: assistantInternalPaths.studioRewrite, userId, body });
  });

  it('refuses an empty text, a text over the longest limit, and an unknown or missing platform', async () => {
    const cases: Array<[unknown, string]> = [
      [{ text: '  ', platform: 'twitter' }, 'text'],
      [{ text: 'x'.repeat(63207), platform: 'facebook' }, 'text'],
      [{ text: 'Hello', platform: 'x' }, 'platform'],
      [{ text: 'Hello' }, 'platform'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(newUserId(), '/assist/rewrite', body);
      expect([answer.status, answer.body.error?.field]).toEqual([400, field]);
    }
  });
});
