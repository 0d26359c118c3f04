/**
 * Property-based fuzz of every studio route (as the other services' fuzz): hostile bodies, query
 * strings, headers and path segments, anonymous, signed in, for an unknown and a malformed user id.
 * No answer may be a 500, show a stack trace, or be an error without the JSON error body; a refused
 * request stores nothing. Settings is down (nothing listens on port 9): a post with accounts is a 503.
 */
import { Types } from 'mongoose';
import { domainFuzz } from '@scp/service-kit/domain-fuzz';
import type { FuzzRoute } from '@scp/service-kit/route-fuzz';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { createApp } from './app';
import { studioEnvShape } from './config';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
const fx = serviceFixture({
  name: 'studio',
  createApp,
  extraConfig: studioEnvShape,
  redisUrl: () => redis.url,
  env: {
    SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/',
    ASSISTANT_SERVICE_URL: 'http://127.0.0.1:9/',
    DASHBOARD_SERVICE_URL: 'http://127.0.0.1:9/',
  },
});
afterAll(async () => {
  await redis?.stop();
});

const userId = new Types.ObjectId().toHexString();
const { as, withCallers, describeRoutes } = domainFuzz('studio', fx, userId);

const postIds = { postId: ['000000000000000000000000', new Types.ObjectId().toHexString(), 'not-an-id', 'summary'] };
const campaignIds = { campaignId: ['000000000000000000000000', new Types.ObjectId().toHexString(), 'not-an-id'] };
const boardIds = { boardId: ['000000000000000000000000', new Types.ObjectId().toHexString(), 'not-an-id'] };
const itemIds = { itemId: ['000000000000000000000000', new Types.ObjectId().toHexString(), 'not-an-id'] };
const post = { text: 'Spring sale', hashtags: ['sale'], targets: [{ platform: 'twitter', accountId: 'x1' }] };
const campaign = { name: 'Spring', startDate: '2030-03-01', endDate: '2030-03-31', goal: '200 orders' };

const routes: FuzzRoute[] = [
  ...withCallers({ method: 'GET', path: '/api/studio/accounts' }),
  ...withCallers({ method: 'GET', path: '/api/studio/posts' }),
  ...withCallers({ method: 'GET', path: '/api/studio/posts/summary' }),
  ...withCallers({ method: 'POST', path: '/api/studio/posts', validBody: post }),
  ...withCallers({ method: 'GET', path: '/api/studio/posts/:postId', params: postIds }),
  ...withCallers({ method: 'PATCH', path: '/api/studio/posts/:postId', params: postIds, validBody: { text: 'x' } }),
  ...withCallers({ method: 'DELETE', path: '/api/studio/posts/:postId', params: postIds }),
  ...withCallers({
    method: 'POST',
    path: '/api/studio/posts/:postId/schedule',
    params: postIds,
    validBody: { at: '2030-01-01T10:00', timeZone: 'Europe/Berlin' },
  }),
  ...withCallers({ method: 'POST', path: '/api/studio/posts/:postId/cancel', params: postIds }),
  ...withCallers({ method: 'GET', path: '/api/studio/campaigns' }),
  ...withCallers({ method: 'POST', path: '/api/studio/campaigns', validBody: campaign }),
  ...withCallers({ method: 'GET', path: '/api/studio/campaigns/:campaignId', params: campaignIds }),
  ...withCallers({
    method: 'PATCH',
    path: '/api/studio/campaigns/:campaignId',
    params: campaignIds,
    validBody: { goal: '300 orders' },
  }),
  ...withCallers({ method: 'DELETE', path: '/api/studio/campaigns/:campaignId', params: campaignIds }),
  ...withCallers({
    method: 'POST',
    path: '/api/studio/assist/write',
    validBody: { brief: 'Spring sourdough', platform: 'instagram', product: { title: 'Loaf', price: '6.00' } },
  }),
  ...withCallers({
    method: 'POST',
    path: '/api/studio/assist/rewrite',
    validBody: { text: 'Fresh bread today', platform: 'twitter' },
  }),
  ...withCallers({ method: 'GET', path: '/api/studio/products' }),
  ...withCallers({ method: 'GET', path: '/api/studio/moodboard' }),
  ...withCallers({ method: 'POST', path: '/api/studio/moodboard/boards', validBody: { name: 'Spring' } }),
  ...withCallers({
    method: 'PATCH',
    path: '/api/studio/moodboard/boards/:boardId',
    params: boardIds,
    validBody: { name: 'Summer' },
  }),
  ...withCallers({ method: 'DELETE', path: '/api/studio/moodboard/boards/:boardId', params: boardIds }),
  ...withCallers({
    method: 'POST',
    path: '/api/studio/moodboard/boards/:boardId/move',
    params: boardIds,
    validBody: { position: 0 },
  }),
  ...withCallers({
    method: 'POST',
    path: '/api/studio/moodboard/boards/:boardId/items',
    params: boardIds,
    validBody: {
      kind: 'saved_post',
      platform: 'instagram',
      sourceUrl: 'https://www.instagram.com/p/1/',
      authorHandle: '@rival',
      captionExcerpt: 'Fresh rye',
    },
  }),
  ...withCallers({ method: 'GET', path: '/api/studio/moodboard/items/:itemId', params: itemIds }),
  ...withCallers({
    method: 'PATCH',
    path: '/api/studio/moodboard/items/:itemId',
    params: itemIds,
    validBody: { text: 'Warm light' },
  }),
  ...withCallers({ method: 'DELETE', path: '/api/studio/moodboard/items/:itemId', params: itemIds }),
  ...withCallers({
    method: 'POST',
    path: '/api/studio/moodboard/items/:itemId/move',
    params: itemIds,
    validBody: { boardId: new Types.ObjectId().toHexString(), position: 1 },
  }),
  { method: 'GET', path: '/api/studio/:rest', params: { rest: ['nope', 'posts'] }, headers: as(() => userId) },
];

describeRoutes('studio route fuzz', routes);
