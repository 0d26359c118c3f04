import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { callService, startTestDatabase, startTestService } from '@scp/service-kit/testing';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { createApp } from '../app';
import { studioEnvShape } from '../config';
import { account, newUserId } from '../studio-harness.test.util';

// Its own file: a second studio app on its own database, without Redis (never in a deploy).
describe('publishing without Redis', () => {
  it('answers 503 to Publish now and scheduling in a process without Redis', async () => {
    const settings = new FakeNeighbour(() => ({ accounts: [account('twitter', 'x1')] }));
    await settings.start();
    const db = await startTestDatabase();
    const service = await startTestService({
      name: 'studio',
      createApp,
      extraConfig: studioEnvShape,
      mongodbUri: db.uri,
      env: { SETTINGS_SERVICE_URL: settings.url },
    });
    try {
      const userId = newUserId();
      const call = (method: 'post', path: string, body?: object) =>
        callService(service.app, 'studio', method, path, { userId, body });
      const { post } = (
        await call('post', '/posts', { text: 'Hi', targets: [{ platform: 'twitter', accountId: 'x1' }] })
      ).body;
      expect((await call('post', `/posts/${post.id}/publish`)).status).toBe(503);
      const inAWeek = localTimeOf(new Date(Date.now() + 7 * 24 * 3600_000), 'UTC');
      expect((await call('post', `/posts/${post.id}/schedule`, { at: inAWeek, timeZone: 'UTC' })).status).toBe(503);
    } finally {
      await service.close();
      await db.stop();
      await settings.stop();
    }
  });
});
