// The set-up of the responder's tests that receive Meta's webhooks or send through settings: a real
// Redis, settings and the dashboard as stand-ins (settings answers who connected which page), the
// service on the embedded database, and deliveries signed with the app secret as the gateway forwards
// them. Each test file registers its own (beforeAll/afterAll) by calling useMetaResponder once.
import { createHmac } from 'node:crypto';
import { Types } from 'mongoose';
import type { Env } from '@scp/service-kit/config';
import { FakeNeighbour, StatusAnswer, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { settingsInternalPaths } from '@scp/shared/contracts/settings/settings-internal';
import { createApp } from '../app';
import { responderEnvShape } from '../config';

export const TEST_META_APP_SECRET = 'test-meta-app-secret';
export const TEST_META_VERIFY_TOKEN = 'test-verify-token';

/** The dashboard without a shop: replies have no shop data to quote. */
export const noShop = () => ({ connected: false, shopName: null, currency: null, products: [], orders: [] });

export interface MetaResponderOptions {
  /** Settings' other internal routes (sends, comment actions, profiles); undefined falls through to owners or a 404. */
  settings?: (call: NeighbourCall, url: URL) => unknown;
  /** The dashboard's answers (the shop's data); no shop by default. */
  dashboard?: (call: NeighbourCall) => unknown;
  /** The secret Meta signs with (the provider sandbox has its own). */
  appSecret?: string;
  /** More of the service's variables (limits, windows); read when the service starts. */
  env?: () => Env;
}

let sequence = 0;

export function useMetaResponder(options: MetaResponderOptions = {}) {
  const appSecret = options.appSecret ?? TEST_META_APP_SECRET;
  /** Who connected which page or Instagram account, as settings answers it. */
  const owners = new Map<string, string[]>();
  const settings = new FakeNeighbour((call) => {
    const url = new URL(call.path, 'http://x');
    const answer = options.settings?.(call, url);
    if (answer !== undefined) return answer;
    if (url.pathname !== settingsInternalPaths.accountOwners) return new StatusAnswer(404, {});
    return { owners: owners.get(url.searchParams.get('accountId') ?? '') ?? [] };
  });
  const dashboard = new FakeNeighbour(options.dashboard ?? noShop);
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    [redis] = await Promise.all([startTestRedis(), settings.start(), dashboard.start()]);
  });
  const fx = serviceFixture({
    name: 'responder',
    createApp,
    extraConfig: responderEnvShape,
    redisUrl: () => redisUrl(),
    env: () => ({
      SETTINGS_SERVICE_URL: settings.url,
      DASHBOARD_SERVICE_URL: dashboard.url,
      META_APP_SECRET: appSecret,
      META_WEBHOOK_VERIFY_TOKEN: TEST_META_VERIFY_TOKEN,
      ...options.env?.(),
    }),
  });
  afterAll(async () => {
    await Promise.all([settings.stop(), dashboard.stop()]);
    await redis?.stop();
  });
  const redisUrl = () => {
    if (!redis) throw new Error('Redis is read in a test, after useMetaResponder started it');
    return redis.url;
  };

  const sign = (raw: string, secret = appSecret) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

  /** A delivery's raw body with Meta's signature header (or none), as the gateway forwards it. */
  const forward = (raw: string, signature: string | undefined) =>
    callService(fx.app, 'responder', 'post', '/webhooks/meta', {
      rawJson: raw,
      headers: signature ? { 'x-hub-signature-256': signature } : {},
    });

  return {
    fx,
    owners,
    settings,
    dashboard,
    redisUrl,
    sign,
    forward,
    /** A new page (or Instagram account) id connected by `users`. */
    pageWith(...users: string[]) {
      sequence += 1;
      const pageId = `10${Date.now()}${sequence}`;
      owners.set(pageId, users);
      return pageId;
    },
    /** A delivery signed with the app secret unless `signature` is given ('' sends none). */
    deliver(body: object | string, signature?: string) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return forward(raw, signature === undefined ? sign(raw) : signature);
    },
  };
}

export const newUser = () => new Types.ObjectId().toHexString();
export const newId = () => new Types.ObjectId().toHexString();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A customer's message to a page as Meta's `messages` field sends it. */
export function messaging(
  pageId: string,
  text: string,
  mid = `m_${newId()}`,
  extra: object = {},
  senderId = '2400001',
) {
  return {
    object: 'page',
    entry: [
      {
        id: pageId,
        time: Date.now(),
        messaging: [
          {
            sender: { id: senderId },
            recipient: { id: pageId },
            timestamp: Date.now(),
            message: { mid, text, ...extra },
          },
        ],
      },
    ],
  };
}

/** A Facebook comment under a page's post, as Meta's `feed` field sends it. */
export function feedComment(pageId: string, message: string, commentId = `${pageId}_${newId()}`, from = '7100001') {
  return {
    object: 'page',
    entry: [
      {
        id: pageId,
        time: Date.now(),
        changes: [
          {
            field: 'feed',
            value: {
              item: 'comment',
              verb: 'add',
              comment_id: commentId,
              post_id: `${pageId}_post1`,
              parent_id: `${pageId}_post1`,
              message,
              from: { id: from, name: 'Ada Lovelace' },
              created_time: Math.floor(Date.now() / 1000),
            },
          },
        ],
      },
    ],
  };
}

/** An Instagram comment on the account's media, as Meta's `comments` field sends it. */
export function instagramComment(accountId: string, text: string, id = newId()) {
  return {
    object: 'instagram',
    entry: [
      {
        id: accountId,
        time: Date.now(),
        changes: [
          {
            field: 'comments',
            value: { id, text, from: { id: '1789001', username: 'ada.bakes' }, media: { id: 'media-1' } },
          },
        ],
      },
    ],
  };
}
