// The publishers' tests go through settings' internal publish routes, as the studio calls them,
// against a running provider sandbox: this connects a sample identity's account, stores it as
// settings keeps it, and calls the routes with the studio's internal token.
import { Types } from 'mongoose';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import {
  accountPublishPath,
  accountRecentPostsPath,
  type PublishRequest,
} from '@scp/shared/contracts/settings/publishing-internal';
import { ConnectedAccountModel } from '../integrations/connected-account-model';
import { settingsFixture } from '../settings-harness.test.util';
import { connectAccount, useSandbox, type PlatformJson } from './sandbox-accounts.test.helper';
import { storeAccount } from './stored-accounts.test.util';

export function usePublishing() {
  const sandbox = useSandbox();
  const fx = settingsFixture(() => ({ ...sandboxSettingsServiceEnv(), PROVIDER_SANDBOX_URL: sandbox().url }));

  /** A new owner with `identity`'s account at `platform`, connected now. */
  const owner = async (platform: PlatformKey, identity = 'alice') => {
    const account = await connectAccount(sandbox().url, platform, identity);
    const userId = new Types.ObjectId().toHexString();
    await storeAccount(userId, account);
    return { userId, account };
  };

  const as = async (userId: string, method: 'GET' | 'POST', path: string) =>
    serviceTokenHeader('studio', 'settings', `${method} ${path}`, userId);

  return {
    sandbox,
    fx,
    owner,
    /** A sample file the sandbox serves, by URL (as the studio's media URLs are). */
    sample: (name: 'photo.jpg' | 'photo.png' | 'clip.mp4' | 'not-media.jpg' | 'missing.jpg') =>
      `${sandbox().url}/_sandbox/published/samples/${name}`,
    async publish(userId: string, platform: string, accountId: string, body: Partial<PublishRequest>) {
      const path = accountPublishPath(platform, accountId);
      return request(fx.app)
        .post(path)
        .set(await as(userId, 'POST', path))
        .send({ postRef: `post1:${platform}:${accountId}`, media: [], ...body });
    },
    async recent(userId: string, platform: string, accountId: string, since: Date) {
      const path = accountRecentPostsPath(platform, accountId, since.toISOString());
      return request(fx.app)
        .get(path)
        .set(await as(userId, 'GET', path));
    },
    async get(userId: string, path: string) {
      return request(fx.app)
        .get(path)
        .set(await as(userId, 'GET', path));
    },
    /** A fault on the platform's next calls under `pathPrefix` (`/_sandbox/faults`). */
    async fault(body: Record<string, unknown>) {
      const answer = await fetch(`${sandbox().url}/_sandbox/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.status !== 201) throw new Error(`fault: ${answer.status} ${await answer.text()}`);
    },
    /** What the sandbox's published page holds for the account (JSON). */
    async published(platform: string, accountId: string): Promise<PlatformJson> {
      const answer = await fetch(`${sandbox().url}/_sandbox/published/${platform}/${accountId}`, {
        headers: { Accept: 'application/json' },
      });
      return answer.json();
    },
    async statusOf(userId: string, platform: PlatformKey, accountId: string) {
      return (await ConnectedAccountModel.findOne({ userId, platform, accountId }).lean())?.status;
    },
  };
}
