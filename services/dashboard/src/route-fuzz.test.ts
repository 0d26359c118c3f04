/**
 * Property-based fuzz of every dashboard route (as the other services' fuzz): hostile bodies, query
 * strings, headers and path segments, anonymous and signed in. No answer may be a 500, show a stack
 * trace, or be an error without the JSON error body; a refused request stores nothing.
 */
import mongoose from 'mongoose';
import { SANDBOX_CLIENTS } from '@scp/provider-sandbox/default-clients';
import { domainFuzz } from '@scp/service-kit/domain-fuzz';
import type { FuzzRoute } from '@scp/service-kit/route-fuzz';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { createApp } from './app';
import { dashboardEnvShape } from './config';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
const fx = serviceFixture({
  name: 'dashboard',
  createApp,
  extraConfig: dashboardEnvShape,
  redisUrl: () => redis.url,
  env: {
    // Nothing listens on port 9: the settings service is down, so syncs answer 503.
    SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/',
    SHOPIFY_CLIENT_SECRET: SANDBOX_CLIENTS.shopify.clientSecret,
  },
});
afterAll(async () => {
  await redis?.stop();
});

const userId = new mongoose.Types.ObjectId().toHexString();
const { as, withCallers, describeRoutes } = domainFuzz('dashboard', fx, userId);

const routes: FuzzRoute[] = [
  ...withCallers({ method: 'GET', path: '/api/dashboard/sync' }),
  ...withCallers({
    method: 'GET',
    path: '/api/dashboard/analytics',
    queryKeys: ['range', 'startDate', 'endDate', 'comparison'],
  }),
  ...withCallers({
    method: 'GET',
    path: '/api/dashboard/health',
    queryKeys: ['range', 'startDate', 'endDate', 'comparison'],
  }),
  ...withCallers({ method: 'POST', path: '/api/dashboard/sync', validBody: { platform: 'tiktok', accountId: 'x' } }),
  ...withCallers({ method: 'GET', path: '/api/dashboard/top-posts' }),
  ...withCallers({ method: 'GET', path: '/api/dashboard/customers' }),
  ...withCallers({ method: 'GET', path: '/api/dashboard/competitors' }),
  ...withCallers({
    method: 'POST',
    path: '/api/dashboard/competitors',
    validBody: { platform: 'instagram', handle: 'crumbandcrust' },
  }),
  ...withCallers({
    method: 'DELETE',
    path: '/api/dashboard/competitors/:id',
    params: { id: ['000000000000000000000000', 'not-an-id'] },
  }),
  ...withCallers({
    method: 'GET',
    path: '/api/dashboard/inspiration/feed',
    queryKeys: ['platform', 'format', 'cursor'],
  }),
  ...withCallers({ method: 'GET', path: '/api/dashboard/inspiration/hashtags' }),
  ...withCallers({ method: 'POST', path: '/api/dashboard/inspiration/hashtags', validBody: { hashtag: 'sourdough' } }),
  ...withCallers({
    method: 'DELETE',
    path: '/api/dashboard/inspiration/hashtags/:id',
    params: { id: ['000000000000000000000000', 'not-an-id'] },
  }),
  ...withCallers({ method: 'GET', path: '/api/dashboard/inspiration/intelligence', queryKeys: ['range'] }),
  ...withCallers({
    method: 'GET',
    path: '/api/dashboard/roi',
    queryKeys: ['range', 'startDate', 'endDate', 'comparison'],
  }),
  ...withCallers({
    method: 'GET',
    path: '/api/dashboard/products',
    queryKeys: ['q', 'range', 'sort', 'order', 'page', 'pageSize'],
  }),
  ...withCallers({ method: 'GET', path: '/api/dashboard/products/low-stock-threshold' }),
  ...withCallers({ method: 'PUT', path: '/api/dashboard/products/low-stock-threshold', validBody: { threshold: 10 } }),
  ...withCallers({
    method: 'POST',
    path: '/api/dashboard/tools/:tool',
    params: {
      tool: [
        'get_executive_dashboard',
        'analyze_revenue_attribution',
        'predict_content_performance',
        'get_competitor_matrix',
        'nope',
      ],
    },
    validBody: { days: 30, content_type: 'video' },
  }),
  {
    method: 'POST',
    path: '/api/dashboard/webhooks/shopify',
    validBody: { id: 1, name: '#1001' },
    headers: as(),
  },
  { method: 'GET', path: '/api/dashboard/:rest', params: { rest: ['nope', 'webhooks'] }, headers: as(() => userId) },
];

describeRoutes('dashboard route fuzz', routes);
