import { mediaListResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { postListing, studioMediaLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { png } from './media-files.test.util';

const fx = studioFixture();

type Call = ReturnType<typeof callAs>;

/** An image uploaded to the owner's library with `alt` as its alt text (and a file name when given); its id. */
async function image(call: Call, alt: string, name?: string): Promise<string> {
  const made = await call('post', name === undefined ? '/media' : `/media?name=${encodeURIComponent(name)}`, {
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

  it('keeps the file name the upload gives (its last path part) and finds an item by it', async () => {
    const call = callAs(newUserId(), fx.app);
    const named = await call('post', `/media?name=${encodeURIComponent(' C:\\fakepath\\Rye-Loaf_2026.PNG ')}`, {
      headers: { 'content-type': 'image/png' },
      body: await png(40, 40),
    });
    expect([named.status, named.body.media?.name]).toEqual([201, 'Rye-Loaf_2026.PNG']);
    const rye = named.body.media.id as string;
    const unnamed = await image(call, 'A rye loaf, sliced');
    const folder = await image(call, '', 'photos/shop/counter.jpg');
    expect((await call('get', '/media')).body.media.map((item: { name: string }) => item.name)).toEqual([
      'counter.jpg',
      '',
      'Rye-Loaf_2026.PNG',
    ]);

    expect((await found(call, 'q=rye')).ids).toEqual([unnamed, rye]);
    expect((await found(call, 'q=loaf_2026.png')).ids).toEqual([rye]);
    expect((await found(call, 'q=counter')).ids).toEqual([folder]);
    // The folders are not kept, so they find nothing.
    expect((await found(call, 'q=photos')).ids).toEqual([]);
    // A word in the name and one in the alt text: both must be in the same item.
    expect((await found(call, `q=${encodeURIComponent('rye sliced')}`)).ids).toEqual([unnamed]);
  });

  it('refuses an over-long or repeated file name with a 400 naming it, before the file is stored', async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    for (const query of [`name=${'a'.repeat(studioMediaLimits.nameMax + 1)}`, 'name=a&name=b', 'title=x']) {
      const answer = await call('post', `/media?${query}`, {
        headers: { 'content-type': 'image/png' },
        body: await png(40, 40),
      });
      expect([query.slice(0, 20), answer.status]).toEqual([query.slice(0, 20), 400]);
    }
    const tooLong = await call('post', `/media?name=${'a'.repeat(studioMediaLimits.nameMax + 1)}`, {
      headers: { 'content-type': 'image/png' },
      body: await png(40, 40),
    });
    expect(tooLong.body.error.field).toBe('name');
    expect((await call('get', '/media')).body.media).toEqual([]);
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
