// The store going away under a running service: requests answer 503 at once (not after the
// driver's server selection gives up), and the service picks the store up again when it is back.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start as startEmbedded } from '@scp/embedded-mongo';
import mongoose, { Schema } from 'mongoose';
import request from 'supertest';
import { createServiceApp } from './app';
import { userIdOf } from './internal-token';
import { internalTokenHeader, startTestService, type TestService } from './testing';

const Note = mongoose.model('KitDownNote', new Schema({ userId: String, text: String }));

/** Long enough that an answer which waited for the driver's server selection cannot come first. */
const SELECTION_TIMEOUT_MS = 20_000;

let dbpath: string;
let store: Awaited<ReturnType<typeof startEmbedded>>;
let service: TestService;

beforeAll(async () => {
  dbpath = await mkdtemp(path.join(tmpdir(), 'scp-kit-down-'));
  store = await startEmbedded({ port: 0, dbpath });
  service = await startTestService({
    name: 'onboarding',
    // The driver's monitor looks every 10 s by default; sooner here, so the test meets the loss in a
    // second rather than waiting out a heartbeat. What follows the loss is the same either way.
    mongodbUri: `${store.uri}/?heartbeatFrequencyMS=1000`,
    env: { MONGODB_TIMEOUT_MS: String(SELECTION_TIMEOUT_MS) },
    migrations: false,
    createApp: (deps) =>
      createServiceApp(deps, (router) => {
        router.post('/notes', async (req, res) => {
          await Note.create({ userId: userIdOf(req), text: req.body.text });
          res.status(201).json({});
        });
        router.get('/notes', async (req, res) => {
          res.json({ count: await Note.countDocuments({ userId: userIdOf(req) }) });
        });
      }),
  });
});

afterAll(async () => {
  await service?.close();
  await store?.stop();
  await rm(dbpath, { recursive: true, force: true });
  // A failed test leaves the store away: closing then waits out a selection.
}, 3 * SELECTION_TIMEOUT_MS);

const post = async (text: string) =>
  request(service.app)
    .post('/api/onboarding/notes')
    .set(await internalTokenHeader('onboarding', 'POST /api/onboarding/notes', 'u1'))
    .send({ text });
const count = async () =>
  request(service.app)
    .get('/api/onboarding/notes')
    .set(await internalTokenHeader('onboarding', 'GET /api/onboarding/notes', 'u1'));

it(
  'answers 503 before the driver would give up selecting a server, and serves again once the store is back',
  async () => {
    expect((await post('before')).status).toBe(201);

    const noticed = once(mongoose.connection, 'disconnected');
    await store.stop();
    // The first request after the loss may be the one that meets it (a refused connection): 503.
    expect((await post('meets the loss')).status).toBe(503);
    // The driver's monitor has seen the store go (its next heartbeat): from now on an operation waits
    // for a server to select, up to SELECTION_TIMEOUT_MS, before it fails.
    await noticed;
    let selectionWouldHaveEnded = false;
    const selection = setTimeout(() => (selectionWouldHaveEnded = true), SELECTION_TIMEOUT_MS);
    for (const attempt of [post('while away'), count(), post('while away again')]) {
      const res = await attempt;
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    expect(selectionWouldHaveEnded).toBe(false);
    clearTimeout(selection);

    // The store comes back on its port and folder: the running service picks it up by itself.
    store = await startEmbedded({ port: store.port, dbpath });
    let back = await post('after');
    while (back.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await post('after');
    }
    expect(back.status).toBe(201);
    expect((await count()).body).toEqual({ count: 2 });
  },
  3 * SELECTION_TIMEOUT_MS,
);
