import { moodboardResponseSchema, type MoodboardResponse } from '@scp/shared/contracts/studio/moodboard-api';
import { moodboardLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { mp4, png } from '../media/media-files.test.util';
import { callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { MoodboardBoardModel, MoodboardItemModel } from './moodboard-model';

const fx = studioFixture();
const texts = studioTexts.moodboard;

function owner() {
  const userId = newUserId();
  return { userId, call: callAs(userId, fx.app) };
}

const board = (moodboard: MoodboardResponse, name: string) => {
  const found = moodboard.boards.find((one) => one.name === name);
  if (!found) throw new Error(`no board ${name}`);
  return found;
};
const notes = (moodboard: MoodboardResponse, name: string) => board(moodboard, name).items.map((item) => item.text);

const savedPost = {
  kind: 'saved_post',
  platform: 'instagram',
  sourceUrl: 'https://www.instagram.com/p/C0ffee/',
  authorHandle: '@rival.bakery',
  captionExcerpt: 'Our rye, fresh at six.',
  thumbnailUrl: 'https://cdn.example.com/thumb.jpg',
};

describe('moodboard', () => {
  it('creates boards, adds a note, a library image and a saved post, and keeps their order', async () => {
    const { call } = owner();
    expect((await call('get', '/moodboard')).body).toEqual({ boards: [] });
    expect((await call('post', '/moodboard/boards', { body: { name: ' Spring ' } })).status).toBe(201);
    const made = await call('post', '/moodboard/boards', { body: { name: 'Summer' } });
    const spring = board(moodboardResponseSchema.parse(made.body), 'Spring');
    expect(made.body.boards.map((one: { name: string; position: number }) => [one.name, one.position])).toEqual([
      ['Spring', 0],
      ['Summer', 1],
    ]);

    await call('post', `/moodboard/boards/${spring.id}/items`, { body: { kind: 'note', text: 'Warm light' } });
    const media = (await call('post', '/media', { headers: { 'content-type': 'image/png' }, body: await png(64, 48) }))
      .body.media;
    await call('post', `/moodboard/boards/${spring.id}/items`, {
      body: { kind: 'image', mediaId: media.id, text: 'Crumb shot' },
    });
    const added = await call('post', `/moodboard/boards/${spring.id}/items`, { body: savedPost });
    expect(added.status).toBe(201);
    const items = board(moodboardResponseSchema.parse(added.body), 'Spring').items;
    expect(items.map((item) => [item.kind, item.position])).toEqual([
      ['note', 0],
      ['image', 1],
      ['saved_post', 2],
    ]);
    expect(items[1]?.image).toEqual({
      mediaId: media.id,
      url: media.url,
      alt: '',
      width: 64,
      height: 48,
      bytes: media.bytes,
    });
    const { kind: _kind, ...savedFields } = savedPost;
    expect(items[2]?.savedPost).toEqual(savedFields);

    // The item alone, for the editor's 'Use as inspiration'.
    const one = await call('get', `/moodboard/items/${items[2]?.id}`);
    expect(one.body.item).toEqual(items[2]);
    expect((await call('get', '/moodboard')).body).toEqual(added.body);
  });

  it('moves an item on its board and to another board, and moves boards; a reload keeps the order', async () => {
    const { call } = owner();
    await call('post', '/moodboard/boards', { body: { name: 'A' } });
    let moodboard: MoodboardResponse = (await call('post', '/moodboard/boards', { body: { name: 'B' } })).body;
    for (const text of ['one', 'two', 'three']) {
      moodboard = (
        await call('post', `/moodboard/boards/${board(moodboard, 'A').id}/items`, { body: { kind: 'note', text } })
      ).body;
    }
    const [first, , third] = board(moodboard, 'A').items;
    moodboard = (await call('post', `/moodboard/items/${third?.id}/move`, { body: { position: 0 } })).body;
    expect(notes(moodboard, 'A')).toEqual(['three', 'one', 'two']);
    moodboard = (await call('post', `/moodboard/items/${first?.id}/move`, { body: { position: 99 } })).body;
    expect(notes(moodboard, 'A')).toEqual(['three', 'two', 'one']);

    const bId = board(moodboard, 'B').id;
    moodboard = (await call('post', `/moodboard/items/${third?.id}/move`, { body: { boardId: bId, position: 0 } }))
      .body;
    expect(notes(moodboard, 'A')).toEqual(['two', 'one']);
    expect(notes(moodboard, 'B')).toEqual(['three']);
    expect(board(moodboard, 'A').items.map((item) => item.position)).toEqual([0, 1]);

    moodboard = (await call('post', `/moodboard/boards/${bId}/move`, { body: { position: 0 } })).body;
    expect(moodboard.boards.map((one) => one.name)).toEqual(['B', 'A']);
    expect((await call('get', '/moodboard')).body).toEqual(moodboard);
  });

  it('renames, edits, deletes an item and a board with its items; the library keeps its image', async () => {
    const { userId, call } = owner();
    const made = (await call('post', '/moodboard/boards', { body: { name: 'Old' } })).body;
    const boardId = board(made, 'Old').id;
    const media = (await call('post', '/media', { headers: { 'content-type': 'image/png' }, body: await png(32, 32) }))
      .body.media;
    let moodboard: MoodboardResponse = (
      await call('post', `/moodboard/boards/${boardId}/items`, { body: { kind: 'note', text: 'first' } })
    ).body;
    moodboard = (
      await call('post', `/moodboard/boards/${boardId}/items`, { body: { kind: 'image', mediaId: media.id } })
    ).body;
    const [note, image] = board(moodboard, 'Old').items;
    moodboard = (await call('patch', `/moodboard/boards/${boardId}`, { body: { name: 'New' } })).body;
    moodboard = (await call('patch', `/moodboard/items/${note?.id}`, { body: { text: 'changed' } })).body;
    expect(notes(moodboard, 'New')).toEqual(['changed', '']);
    const refused = await call('patch', `/moodboard/items/${note?.id}`, { body: { text: '  ' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(texts.noteEmpty);

    moodboard = (await call('delete', `/moodboard/items/${note?.id}`)).body;
    expect(board(moodboard, 'New').items.map((item) => [item.id, item.position])).toEqual([[image?.id, 0]]);
    expect((await call('delete', `/moodboard/boards/${boardId}`)).body).toEqual({ boards: [] });
    expect(await MoodboardItemModel.countDocuments({ userId })).toBe(0);
    expect((await call('get', '/media')).body.media.map((one: { id: string }) => one.id)).toEqual([media.id]);
  });

  it('deleting an image from the library takes it off the moodboard', async () => {
    const { call } = owner();
    const boardId = board((await call('post', '/moodboard/boards', { body: { name: 'Pics' } })).body, 'Pics').id;
    const media = (await call('post', '/media', { headers: { 'content-type': 'image/png' }, body: await png(16, 16) }))
      .body.media;
    await call('post', `/moodboard/boards/${boardId}/items`, { body: { kind: 'note', text: 'before' } });
    await call('post', `/moodboard/boards/${boardId}/items`, { body: { kind: 'image', mediaId: media.id } });
    await call('post', `/moodboard/boards/${boardId}/items`, { body: { kind: 'note', text: 'after' } });
    expect((await call('delete', `/media/${media.id}`)).status).toBe(200);
    const items = board((await call('get', '/moodboard')).body, 'Pics').items;
    expect(items.map((item: { text: string; position: number }) => [item.text, item.position])).toEqual([
      ['before', 0],
      ['after', 1],
    ]);
  });

  it("answers 404 for another owner's board, item and image, and changes nothing of theirs", async () => {
    const alice = owner();
    const bob = owner();
    const aliceBoard = board((await alice.call('post', '/moodboard/boards', { body: { name: 'Mine' } })).body, 'Mine');
    const aliceItems = (
      await alice.call('post', `/moodboard/boards/${aliceBoard.id}/items`, { body: { kind: 'note', text: 'secret' } })
    ).body;
    const itemId = board(aliceItems, 'Mine').items[0]?.id;
    const aliceMedia = (
      await alice.call('post', '/media', { headers: { 'content-type': 'image/png' }, body: await png(16, 16) })
    ).body.media;
    const bobBoard = board((await bob.call('post', '/moodboard/boards', { body: { name: 'Bob' } })).body, 'Bob');

    const asBob = [
      await bob.call('patch', `/moodboard/boards/${aliceBoard.id}`, { body: { name: 'Taken' } }),
      await bob.call('delete', `/moodboard/boards/${aliceBoard.id}`),
      await bob.call('post', `/moodboard/boards/${aliceBoard.id}/move`, { body: { position: 0 } }),
      await bob.call('post', `/moodboard/boards/${aliceBoard.id}/items`, { body: { kind: 'note', text: 'x' } }),
      await bob.call('get', `/moodboard/items/${itemId}`),
      await bob.call('patch', `/moodboard/items/${itemId}`, { body: { text: 'x' } }),
      await bob.call('delete', `/moodboard/items/${itemId}`),
      await bob.call('post', `/moodboard/items/${itemId}/move`, { body: { boardId: bobBoard.id, position: 0 } }),
      await bob.call('post', `/moodboard/boards/${bobBoard.id}/items`, {
        body: { kind: 'image', mediaId: aliceMedia.id },
      }),
      await bob.call('post', `/moodboard/boards/not-an-id/items`, { body: { kind: 'note', text: 'x' } }),
    ];
    expect(asBob.map((res) => res.status)).toEqual(Array(asBob.length).fill(404));
    expect(asBob[0]?.body.error.message).toBe(texts.boardNotFound);
    expect(asBob[4]?.body.error.message).toBe(texts.itemNotFound);
    expect(asBob[8]?.body.error.field).toBe('mediaId');

    // Alice's item to Bob's board: his board is not hers.
    const across = await alice.call('post', `/moodboard/items/${itemId}/move`, {
      body: { boardId: bobBoard.id, position: 0 },
    });
    expect(across.status).toBe(404);
    expect(across.body.error.field).toBe('boardId');
    expect((await alice.call('get', '/moodboard')).body).toEqual(aliceItems);
    expect(board((await bob.call('get', '/moodboard')).body, 'Bob').items).toEqual([]);
  });

  it('refuses what breaks the limits with a 400 in words, and stores nothing', async () => {
    const { userId, call } = owner();
    const boardId = board((await call('post', '/moodboard/boards', { body: { name: 'L' } })).body, 'L').id;
    const refusals: [unknown, string][] = [
      [{ kind: 'note', text: 'x'.repeat(moodboardLimits.textMax + 1) }, texts.textTooLong],
      [{ kind: 'note', text: '   ' }, texts.noteEmpty],
      [{ ...savedPost, sourceUrl: 'http://www.instagram.com/p/1/' }, texts.httpsOnly],
      [{ ...savedPost, sourceUrl: 'javascript:alert(1)' }, texts.httpsOnly],
      [{ ...savedPost, thumbnailUrl: 'data:image/png;base64,AAAA' }, texts.httpsOnly],
      [{ ...savedPost, sourceUrl: `https://e.com/${'a'.repeat(moodboardLimits.urlMax)}` }, texts.urlTooLong],
      [{ ...savedPost, authorHandle: 'h'.repeat(moodboardLimits.authorHandleMax + 1) }, texts.handleTooLong],
      [{ ...savedPost, captionExcerpt: 'c'.repeat(moodboardLimits.captionExcerptMax + 1) }, texts.captionTooLong],
    ];
    for (const [body, message] of refusals) {
      const res = await call('post', `/moodboard/boards/${boardId}/items`, { body });
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }
    const video = (await call('post', '/media', { headers: { 'content-type': 'video/mp4' }, body: mp4(2) })).body.media;
    const notImage = await call('post', `/moodboard/boards/${boardId}/items`, {
      body: { kind: 'image', mediaId: video.id },
    });
    expect([notImage.status, notImage.body.error.message]).toEqual([400, texts.imageOnly]);
    const longName = await call('post', '/moodboard/boards', {
      body: { name: 'n'.repeat(moodboardLimits.boardNameMax + 1) },
    });
    expect([longName.status, longName.body.error.message]).toEqual([400, texts.boardNameTooLong]);
    expect(await MoodboardItemModel.countDocuments({ userId })).toBe(0);
  });

  it(`holds at most ${moodboardLimits.boardsMax} boards and ${moodboardLimits.itemsPerBoardMax} items a board`, async () => {
    const { userId, call } = owner();
    await MoodboardBoardModel.insertMany(
      Array.from({ length: moodboardLimits.boardsMax }, (_, position) => ({ userId, name: `b${position}`, position })),
    );
    const tooMany = await call('post', '/moodboard/boards', { body: { name: 'one more' } });
    expect([tooMany.status, tooMany.body.error.message]).toEqual([400, texts.tooManyBoards]);

    const [full, other] = (await call('get', '/moodboard')).body.boards;
    await MoodboardItemModel.insertMany(
      Array.from({ length: moodboardLimits.itemsPerBoardMax }, (_, position) => ({
        userId,
        boardId: full.id,
        kind: 'note',
        text: `n${position}`,
        position,
      })),
    );
    const noRoom = await call('post', `/moodboard/boards/${full.id}/items`, { body: { kind: 'note', text: 'x' } });
    expect([noRoom.status, noRoom.body.error.message]).toEqual([400, texts.boardFull]);
    const otherItems = (
      await call('post', `/moodboard/boards/${other.id}/items`, { body: { kind: 'note', text: 'elsewhere' } })
    ).body;
    const movedIn = await call('post', `/moodboard/items/${board(otherItems, 'b1').items[0]?.id}/move`, {
      body: { boardId: full.id, position: 0 },
    });
    expect([movedIn.status, movedIn.body.error.message]).toEqual([400, texts.boardFull]);
    expect(await MoodboardBoardModel.countDocuments({ userId })).toBe(moodboardLimits.boardsMax);
  });
});
