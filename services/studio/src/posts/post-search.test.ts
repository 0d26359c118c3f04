import { postListResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { postListing } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';

const fx = studioFixture();

function owner() {
  const userId = newUserId();
  fx.accountsOf.set(userId, [account('twitter', 'x1'), account('instagram', 'ig1'), account('pinterest', 'pin1')]);
  return callAs(userId, fx.app);
}

type Call = ReturnType<typeof owner>;

async function draft(call: Call, body: Record<string, unknown>): Promise<string> {
  const made = await call('post', '/posts', { body });
  expect([made.status, made.body.error]).toEqual([201, undefined]);
  return made.body.post.id as string;
}

/** The ids GET /posts answers for `query`, in its order. */
async function found(call: Call, query: string): Promise<string[]> {
  const answer = await call('get', `/posts?${query}`);
  expect([query, answer.status, answer.body.error]).toEqual([query, 200, undefined]);
  return postListResponseSchema.parse(answer.body).posts.map((post) => post.id);
}

describe('searching the posts (GET /posts?q=)', () => {
  it('finds a word in the text, a hashtag, an account’s own text, title or first comment, in any letter case', async () => {
    const call = owner();
    const bread = await draft(call, { text: 'Fresh Sourdough every Wednesday', hashtags: ['bakery'] });
    const rolls = await draft(call, {
      text: 'This weekend only',
      targets: [{ platform: 'twitter', accountId: 'x1', text: 'Cinnamon rolls, this weekend only' }],
    });
    const pin = await draft(call, {
      text: 'New in the shop',
      targets: [
        { platform: 'pinterest', accountId: 'pin1', title: 'Rye loaf recipe', link: 'https://shop.example/rye' },
      ],
    });
    const comment = await draft(call, {
      text: 'Our oven at dawn',
      targets: [{ platform: 'instagram', accountId: 'ig1', firstComment: 'Order at the Counter' }],
    });

    expect(await found(call, 'q=sourdough')).toEqual([bread]);
    expect(await found(call, 'q=SOURDOUGH')).toEqual([bread]);
    expect(await found(call, 'q=bakery')).toEqual([bread]);
    expect(await found(call, `q=${encodeURIComponent('#Bakery')}`)).toEqual([bread]);
    expect(await found(call, 'q=cinnamon')).toEqual([rolls]);
    expect(await found(call, 'q=rye')).toEqual([pin]);
    expect(await found(call, 'q=counter')).toEqual([comment]);
    // Part of a word is enough; no word anywhere, nothing.
    expect(await found(call, 'q=oug')).toEqual([bread]);
    expect(await found(call, 'q=croissant')).toEqual([]);
    // A blank search is no search: every post, newest change first.
    expect(await found(call, `q=${encodeURIComponent('   ')}`)).toEqual([comment, pin, rolls, bread]);
  });

  it('keeps only the posts where every word is found, in one field or across several', async () => {
    const call = owner();
    const both = await draft(call, { text: 'Sourdough and rye', hashtags: ['weekend'] });
    await draft(call, { text: 'Sourdough only' });
    await draft(call, { text: 'Rye only' });
    expect(await found(call, `q=${encodeURIComponent('rye sourdough')}`)).toEqual([both]);
    // One word in the text, the other a hashtag.
    expect(await found(call, `q=${encodeURIComponent('  RYE   weekend ')}`)).toEqual([both]);
    expect(await found(call, `q=${encodeURIComponent('rye croissant')}`)).toEqual([]);
  });

  it('takes the words as written, never as a pattern', async () => {
    const call = owner();
    const price = await draft(call, { text: 'Loaves (2 for $5.00) today' });
    await draft(call, { text: 'Anything else' });
    expect(await found(call, `q=${encodeURIComponent('.*')}`)).toEqual([]);
    expect(await found(call, `q=${encodeURIComponent('(2 $5.00)')}`)).toEqual([price]);
    expect(await found(call, `q=${encodeURIComponent('[a-z]+')}`)).toEqual([]);
  });

  it('is combined with the other filters and the limit', async () => {
    const call = owner();
    const onX = await draft(call, { text: 'Bread on X', targets: [{ platform: 'twitter', accountId: 'x1' }] });
    const onInstagram = await draft(call, {
      text: 'Bread on Instagram',
      targets: [{ platform: 'instagram', accountId: 'ig1' }],
    });
    await draft(call, { text: 'Cake on X', targets: [{ platform: 'twitter', accountId: 'x1' }] });
    expect(await found(call, 'q=bread&platform=twitter')).toEqual([onX]);
    expect(await found(call, 'q=bread&status=draft')).toEqual([onInstagram, onX]);
    expect(await found(call, 'q=bread&status=published')).toEqual([]);
    expect(await found(call, 'q=bread&limit=1')).toEqual([onInstagram]);
  });

  it('never finds another owner’s posts', async () => {
    const alice = owner();
    const bob = owner();
    const mine = await draft(alice, { text: 'Secret sourdough recipe' });
    expect(await found(bob, 'q=sourdough')).toEqual([]);
    expect(await found(bob, 'q=secret')).toEqual([]);
    expect(await found(alice, 'q=secret')).toEqual([mine]);
  });

  it('refuses a search that is too long, repeated or not text with a 400 naming the field', async () => {
    const call = owner();
    const max = postListing.searchMaxLength;
    expect(await found(call, `q=${'a'.repeat(max)}`)).toEqual([]);
    // Spaces around the words do not count.
    expect(await found(call, `q=${encodeURIComponent(` ${'a'.repeat(max)} `)}`)).toEqual([]);
    const tooLong = await call('get', `/posts?q=${'a'.repeat(max + 1)}`);
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      { code: 'VALIDATION_FAILED', message: studioTexts.errors.searchTooLong(max), field: 'q' },
    ]);
    const twice = await call('get', '/posts?q=a&q=b');
    expect([twice.status, twice.body.error?.field]).toEqual([400, 'q']);
    // An operator in the address is an unknown parameter, never a filter.
    expect((await call('get', `/posts?${encodeURIComponent('q[$ne]')}=x`)).status).toBe(400);
    expect((await call('get', '/posts?q[$ne]=x')).status).toBe(400);
  });
});
