import request from 'supertest';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import {
  assistantInternalPaths,
  studioWrittenResponseSchema,
  type StudioWrittenResponse,
} from '@scp/shared/contracts/assistant/assistant-internal';
import { checkForPlatform, countFor, hashtagsIn } from '@scp/shared/contracts/studio/post-rules';
import { assistantFixture, newUserId, shopWorld, voiceProfile } from '../assistant-harness.test.util';
import { addLlmFault, llmRequests, useLlmSandbox } from '../llm/llm-sandbox.test.helper';

// POST /internal/assistant/studio/write and …/rewrite: the studio's post editor asks for a text in
// the owner's brand voice (read from settings for that owner), fitted to a platform's rules.

type Verb = 'studioWrite' | 'studioRewrite';

async function post(
  fx: ReturnType<typeof assistantFixture>,
  verb: Verb,
  userId: string,
  body: unknown,
  caller: ServiceName = 'studio',
) {
  const path = assistantInternalPaths[verb];
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'assistant', `POST ${path}`, userId))
    .send(body as object);
}

async function written(fx: ReturnType<typeof assistantFixture>, verb: Verb, userId: string, body: unknown) {
  const answer = await post(fx, verb, userId, body);
  expect(answer.status).toBe(200);
  return studioWrittenResponseSchema.parse(answer.body);
}

const refusedOf = (answer: StudioWrittenResponse) =>
  checkForPlatform(answer.platform ?? 'facebook', { text: answer.text, hashtags: [], media: [] }).problems.filter(
    (problem) => problem.kind === 'refused',
  );

const LONG_TEXT = `${'Our sourdough is baked every morning with flour from the mill down the road. '.repeat(50)}#bread #sourdough`;

describe('studio writing with the embedded writer', () => {
  const fx = assistantFixture();

  function owner(voice = voiceProfile()) {
    const userId = newUserId();
    fx.worlds.set(userId, shopWorld({ voice }));
    return userId;
  }

  it("writes the main text in the owner's voice: favourite words in, forbidden words out, the product's price", async () => {
    const userId = owner(
      voiceProfile({ keywords: ['handmade'], forbidden_keywords: ['cheap'], tone_descriptors: ['Playful'] }),
    );
    const answer = await written(fx, 'studioWrite', userId, {
      brief: 'our cheap new ceramic mug',
      product: { title: 'Ceramic Mug', price: '24.00', currency: 'EUR' },
    });
    expect(answer).toMatchObject({ platform: null, voiceUsed: true, engine: 'embedded', model: null });
    expect(answer.text).toContain('Guess what just landed?'); // the playful tone's opening
    expect(answer.text).toContain('Handmade, as always.');
    expect(answer.text).toContain('Ceramic Mug: 24.00 EUR.');
    expect(answer.text.toLowerCase()).not.toContain('cheap');
    expect(hashtagsIn(answer.text)).toContain('Handmade');
  });

  it("says when no voice is saved, and writes another owner's post with that owner's voice only", async () => {
    const plain = newUserId();
    fx.worlds.set(plain, shopWorld({ voice: null }));
    const answer = await written(fx, 'studioWrite', plain, { brief: 'sourdough' });
    expect(answer.voiceUsed).toBe(false);
    expect(answer.text).toContain('Say hello to sourdough!'); // friendly

    const other = owner(voiceProfile({ keywords: ['artisan'] }));
    const theirs = await written(fx, 'studioWrite', other, { brief: 'sourdough' });
    expect(theirs.text).toContain('Artisan, as always.');
    expect(answer.text).not.toContain('Artisan');
    // Settings was asked for each owner's own voice.
    expect(fx.settings.calls.filter((call) => call.userId === plain).length).toBeGreaterThan(0);
    expect(fx.settings.calls.filter((call) => call.userId === other).length).toBeGreaterThan(0);
  });

  it('writes for a platform within its rules (X: 280 weighted characters)', async () => {
    const userId = owner(voiceProfile({ keywords: ['freshly baked', 'organic', 'local', 'seasonal'] }));
    const answer = await written(fx, 'studioWrite', userId, { brief: 'our spring sourdough', platform: 'twitter' });
    expect(answer.platform).toBe('twitter');
    expect(countFor('twitter', answer.text)).toBeLessThanOrEqual(280);
    expect(refusedOf(answer)).toEqual([]);
  });

  it("rewrites a text for a platform: same words, the platform's call to action, within its limit", async () => {
    const userId = owner(voiceProfile({ forbidden_keywords: ['discount'] }));
    const instagram = await written(fx, 'studioRewrite', userId, {
      text: 'New mugs are in, no discount needed.\n\n#mugs #ceramics',
      platform: 'instagram',
    });
    expect(instagram).toMatchObject({ platform: 'instagram', shortened: false, engine: 'embedded' });
    expect(instagram.text).toBe('New mugs are in, no needed. Link in bio.\n\n#mugs #ceramics');

    const x = await written(fx, 'studioRewrite', userId, { text: LONG_TEXT, platform: 'twitter' });
    expect(x.shortened).toBe(true);
    expect(countFor('twitter', x.text)).toBeLessThanOrEqual(280);
    expect(x.text.startsWith('Our sourdough is baked every morning')).toBe(true);
    expect(x.text.endsWith('…')).toBe(true);
    expect(refusedOf(x)).toEqual([]);

    const tags = Array.from({ length: 40 }, (_, index) => `#tag${index}`).join(' ');
    const many = await written(fx, 'studioRewrite', userId, { text: `Mugs.\n\n${tags}`, platform: 'instagram' });
    expect(hashtagsIn(many.text)).toHaveLength(30);
    expect(refusedOf(many)).toEqual([]);
  });

  it('fits a text with a product page as it is published, the link tagged for the platform', async () => {
    const userId = owner();
    const page = 'https://anns-bakery.myshopify.com/products/sourdough-loaf';
    // 2,200 characters as typed: over Instagram's limit once the link carries its utm_* tags.
    const text = `${page} ${'Fresh bread. '.repeat(200).slice(0, 2200 - 1 - page.length)}`;
    const answer = await written(fx, 'studioRewrite', userId, { text, platform: 'instagram' });
    expect(answer.shortened).toBe(true);
    expect(answer.text.startsWith(page)).toBe(true);
    expect(refusedOf(answer)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const userId = owner();
    const cases: Array<[Verb, unknown, string | undefined]> = [
      ['studioWrite', { platform: 'myspace' }, 'platform'],
      ['studioWrite', { brief: 'x'.repeat(501) }, 'brief'],
      ['studioWrite', { product: { title: '' } }, 'product.title'],
      ['studioWrite', { tone: 'bold' }, undefined], // an unknown field
      ['studioRewrite', { text: '   ', platform: 'twitter' }, 'text'],
      ['studioRewrite', { text: 'Hello' }, 'platform'],
    ];
    for (const [verb, body, field] of cases) {
      const answer = await post(fx, verb, userId, body);
      expect([verb, answer.status, answer.body.error?.field]).toEqual([verb, 400, field]);
    }
  });

  it('answers the studio only, and 503 when settings is away', async () => {
    const userId = owner();
    for (const caller of ['dashboard', 'responder', 'settings'] as const) {
      expect((await post(fx, 'studioWrite', userId, {}, caller)).status).toBe(403);
      expect((await post(fx, 'studioRewrite', userId, { text: 'Hi', platform: 'x' }, caller)).status).toBe(403);
    }
    expect((await request(fx.app).post(assistantInternalPaths.studioWrite).send({})).status).toBe(401);
    fx.settings.mode = 'down';
    expect((await post(fx, 'studioWrite', userId, {})).status).toBe(503);
  });
});

describe('studio writing with a language model', () => {
  const llm = useLlmSandbox();
  const fx = assistantFixture({
    env: () => ({
      ASSISTANT_LLM_PROTOCOL: 'openai',
      ASSISTANT_LLM_BASE_URL: llm().baseUrls.openai,
      ASSISTANT_LLM_API_KEY: llm().apiKey,
      ASSISTANT_LLM_MODEL: 'gpt-4o-mini',
      ASSISTANT_LLM_TIMEOUT_MS: '1500',
    }),
  });

  it("sends the owner's voice and the platform's limit, and fits the model's text to it", async () => {
    const userId = newUserId();
    fx.worlds.set(userId, shopWorld({ voice: voiceProfile({ forbidden_keywords: ['sandbox'] }) }));
    const answer = await written(fx, 'studioRewrite', userId, { text: 'Fresh bread today.', platform: 'twitter' });
    expect(answer).toMatchObject({ engine: 'llm', model: 'gpt-4o-mini', voiceUsed: true, platform: 'twitter' });
    // The sandbox's scripted model quotes what it was asked: the platform, its limit and the text.
    expect(answer.text).toContain('Rewrite this post for X');
    expect(answer.text.toLowerCase()).not.toContain('sandbox');
    expect(countFor('twitter', answer.text)).toBeLessThanOrEqual(280);
    expect(answer.shortened).toBe(true);
    const [asked] = await llmRequests(llm().url);
    expect(asked).toMatchObject({ system: true, tools: [] });
  });

  it('falls back to the embedded writer when the model fails', async () => {
    const userId = newUserId();
    fx.worlds.set(userId, shopWorld({ voice: voiceProfile() }));
    await addLlmFault(llm().url, { kind: 'server_error', times: 2 });
    const answer = await written(fx, 'studioWrite', userId, { brief: 'sourdough', platform: 'linkedin' });
    expect(answer).toMatchObject({ engine: 'embedded', model: null, platform: 'linkedin' });
    expect(answer.text).toContain('What would you add?');
  });
});
