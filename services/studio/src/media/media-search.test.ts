import { mediaListResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { postListing } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { png } from './media-files.test.util';

const fx = studioFixture();

type Call = ReturnType<typeof callAs>;

/** An image uploaded to the owner's library with `alt` as its alt text; its id. */
async function image(call: Call, alt: string): Promise<string> {
  const made = await call('post', '/media', {
    headers: { 'content-type': 'image/png' },
    body: await png(40, 40),
  });
  expect(made.status).toBe(201);
  const id = made.body.media.id as string;
  if (alt) expect((await call('patch', `/media/${id}`, { body: { alt } })).status).toBe(200);
  return id;
}

async function found(call: Call, query: string): Promise<{ ids: string[]; nextBefore: string | null }> {
  const answer = await call('get', `/media?${query}`);
  expect([query, answer.status, answer.body.error]).toEqual([query, 200, undefined]);
  const { media, nextBefore } = mediaListResponseSchema.parse(answer.body);
  return { ids: media.map((item) => item.id), nextBefore };
}

describe('searching the media (GET /media?q=)', () => {
  it('finds every word in the alt text, in any letter case, combined with the paging', async () => {
    const call = callAs(newUserId(), fx.app);
    const loaf = await image(call, 'A loaf of Sourdough on a board');
    const rolls = await image(call, 'Cinnamon rolls on a tray');
    const crumb = await image(call, 'The sourdough crumb, close up');
    await image(call, '');

    expect((await found(call, 'q=SOURDOUGH')).ids).toEqual([crumb, loaf]);
    expect((await found(call, `q=${encodeURIComponent('board sourdough')}`)).ids).toEqual([loaf]);
    expect((await found(call, `q=${encodeURIComponent('on a')}`)).ids).toEqual([rolls, loaf]);
    expect((await found(call, 'q=croissant')).ids).toEqual([]);
    expect((await found(call, `q=${encodeURIComponent('.*')}`)).ids).toEqual([]);

    const first = await found(call, 'q=sourdough&limit=1');
    expect(first).toEqual({ ids: [crumb], nextBefore: crumb });
    expect(await found(call, `q=sourdough&limit=1&before=${first.nextBefore}`)).toEqual({
      ids: [loaf],
      nextBefore: null,
    });
  });

  it('never finds another owner’s media, and refuses an over-long search with a 400 naming the field', async () => {
    const alice = callAs(newUserId(), fx.app);
    const bob = callAs(newUserId(), fx.app);
    const mine = await image(alice, 'Secret recipe card');
    expect((await found(bob, 'q=secret')).ids).toEqual([]);
    expect((await found(alice, 'q=secret')).ids).toEqual([mine]);

    const max = postListing.searchMaxLength;
    const tooLong = await alice('get', `/media?q=${'a'.repeat(max + 1)}`);
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      { code: 'VALIDATION_FAILED', message: studioTexts.errors.searchTooLong(max), field: 'q' },
    ]);
    expect((await alice('get', '/media?q=a&q=b')).status).toBe(400);
  });
});
