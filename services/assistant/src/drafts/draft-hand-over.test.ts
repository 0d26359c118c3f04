import type { ContentPost } from '@scp/shared/contracts/assistant/assistant-api';
import { studioInternalPaths } from '@scp/shared/contracts/studio/studio-internal';
import type { ServiceDeps } from '@scp/service-kit/app';
import { createApp } from '../app';
import { assistantFixture, newUserId } from '../assistant-harness.test.util';
import { neighbourUrls, type AssistantEnv } from '../config';
import { createNeighbours } from '../neighbours/neighbours';
import { handOverStoredDrafts } from './draft-hand-over';
import { StoredDraftModel } from './draft-model';

const fx = assistantFixture();
/** The running service's own deps: a second `createApp` on them is a second start of the same service. */
const deps = () => fx.service.deps as ServiceDeps<AssistantEnv>;

const post = (content: string): ContentPost => ({
  platform: 'instagram',
  content,
  caption: `${content}\n\n#bread`,
  hashtags: ['#bread'],
  media: null,
  scheduledTime: null,
  tips: ['Post on a Friday.'],
});

/** Drafts as the assistant stored them before the studio owned them. */
async function stored(userId: string, ...contents: string[]): Promise<string[]> {
  const docs = await StoredDraftModel.create(contents.map((content) => ({ userId, post: post(content) })));
  return docs.map((doc) => String(doc._id));
}

const left = (userId: string) => StoredDraftModel.countDocuments({ userId });
const handOversOf = (userId: string) =>
  fx.studio.callsOf(userId).filter((call) => call.method === 'POST' && call.path === studioInternalPaths.drafts);

function handOverDeps() {
  const { config, logger } = deps();
  const neighbours = createNeighbours({
    urls: neighbourUrls(config.extra, config),
    privateKey: config.serviceTokenPrivateKey,
  });
  return {
    handOver: (userId: string, draft: ContentPost, sourceId: string) =>
      neighbours.handOverDraft(userId, draft, sourceId),
    logger,
  };
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the assistant's stored drafts are handed over to the studio once, at start", () => {
  it('a start hands every stored draft over with its id as the key and deletes it after; the next start moves nothing', async () => {
    const alice = newUserId();
    const bob = newUserId();
    const aliceIds = await stored(alice, 'Rye bread', 'Sourdough');
    const bobIds = await stored(bob, 'Croissants');

    createApp(deps());
    await until(async () => (await left(alice)) + (await left(bob)) === 0, 'the hand-over');
    // Each draft under its own id (the fixture's own start may have sent one too: the same key, one post).
    const sent = (userId: string) =>
      new Map(
        handOversOf(userId).map((call) => {
          expect(call.caller).toBe('assistant');
          const body = call.body as { post: ContentPost; sourceId: string };
          return [body.sourceId, body.post];
        }),
      );
    expect(sent(alice)).toEqual(
      new Map([
        [aliceIds[0], post('Rye bread')],
        [aliceIds[1], post('Sourdough')],
      ]),
    );
    expect(sent(bob)).toEqual(new Map([[bobIds[0], post('Croissants')]]));
    const before = fx.studio.calls.length;

    createApp(deps());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fx.studio.calls.length).toBe(before);
  });

  it.each(['down', 'error'] as const)('with the studio %s every draft stays stored until it answers', async (mode) => {
    const userId = newUserId();
    await stored(userId, 'Rye bread', 'Sourdough');
    fx.studio.mode = mode;
    expect(await handOverStoredDrafts(handOverDeps())).toMatchObject({ moved: 0 });
    expect(await left(userId)).toBe(2);

    fx.studio.mode = 'up';
    expect(await handOverStoredDrafts(handOverDeps())).toMatchObject({ left: 0 });
    expect(await left(userId)).toBe(0);
    expect(handOversOf(userId).filter((call) => call.body !== undefined).length).toBeGreaterThanOrEqual(2);
  });

  it('a draft is deleted only once the studio has answered for it: a failure mid-way keeps it and the rest', async () => {
    const userId = newUserId();
    const ids = await stored(userId, 'One', 'Two', 'Three');
    const real = handOverDeps();
    let calls = 0;
    const pass = await handOverStoredDrafts({
      ...real,
      handOver: async (...args) => {
        calls += 1;
        if (calls === 2) throw new Error('the studio went away');
        return real.handOver(...args);
      },
    });
    expect(pass).toEqual({ moved: 1, left: 2, unreadable: 0 });
    const kept = await StoredDraftModel.find({ userId }).sort({ _id: 1 }).lean();
    expect(kept.map((doc) => String(doc._id))).toEqual(ids.slice(1));
  });

  it('two replicas starting at once hand each draft over under the same key and leave none behind', async () => {
    const userId = newUserId();
    const ids = await stored(userId, 'Rye bread', 'Sourdough');
    const passes = await Promise.all([handOverStoredDrafts(handOverDeps()), handOverStoredDrafts(handOverDeps())]);
    expect(passes.every((pass) => pass.left === 0)).toBe(true);
    expect(await left(userId)).toBe(0);
    // Whoever sent it, each draft went under its own id, so the studio makes one post of each.
    expect(new Set(handOversOf(userId).map((call) => (call.body as { sourceId: string }).sourceId))).toEqual(
      new Set(ids),
    );
  });

  it('a stored draft that no longer reads as a post is kept and named, never sent', async () => {
    const userId = newUserId();
    await StoredDraftModel.create({ userId, post: { platform: 'myspace', content: 'x' } });
    const pass = await handOverStoredDrafts(handOverDeps());
    expect(pass.unreadable).toBeGreaterThanOrEqual(1);
    expect(await left(userId)).toBe(1);
    expect(handOversOf(userId)).toEqual([]);
    await StoredDraftModel.deleteMany({ userId });
  });
});
