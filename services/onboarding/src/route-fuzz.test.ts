/**
 * Property-based fuzz of every onboarding route (as the other services' fuzz): hostile bodies, query
 * strings, headers and path segments, anonymous, signed in, for an unknown and a malformed user id.
 * No answer may be a 500, show a stack trace, or be an error without the JSON error body; a refused
 * request stores nothing. The neighbours are down (nothing listens on port 9): completion still
 * answers, with those parts failed.
 */
import { Types } from 'mongoose';
import { domainFuzz } from '@scp/service-kit/domain-fuzz';
import type { FuzzRoute } from '@scp/service-kit/route-fuzz';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { emptyOnboardingFormData } from '@scp/shared/contracts/onboarding/onboarding';
import { createApp } from './app';
import { onboardingEnvShape } from './config';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
const fx = serviceFixture({
  name: 'onboarding',
  createApp,
  extraConfig: onboardingEnvShape,
  redisUrl: () => redis.url,
  env: {
    SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/',
    AUTH_SERVICE_URL: 'http://127.0.0.1:9/',
    DASHBOARD_SERVICE_URL: 'http://127.0.0.1:9/',
  },
});
afterAll(async () => {
  await redis?.stop();
});

const userId = new Types.ObjectId().toHexString();
const { as, withCallers, describeRoutes } = domainFuzz('onboarding', fx, userId);

const formData = {
  ...emptyOnboardingFormData,
  brandTone: 'friendly',
  selectedGoals: ['more-orders'],
  businessType: 'agency',
  companyName: 'Fuzz & Co',
};
const ids = { id: ['000000000000000000000000', new Types.ObjectId().toHexString(), 'not-an-id'] };

const routes: FuzzRoute[] = [
  ...withCallers({ method: 'GET', path: '/api/onboarding/progress' }),
  ...withCallers({
    method: 'PUT',
    path: '/api/onboarding/progress',
    validBody: { currentStep: 2, completedSteps: [0, 1], formData },
  }),
  ...withCallers({ method: 'POST', path: '/api/onboarding/complete', validBody: { formData, skipped: false } }),
  ...withCallers({ method: 'GET', path: '/api/onboarding/goals' }),
  ...withCallers({
    method: 'POST',
    path: '/api/onboarding/goals',
    validBody: { title: 'Fuzz', metric: 'orders', target: 10, periodDays: 7, deadline: '2027-01-31' },
  }),
  ...withCallers({ method: 'PUT', path: '/api/onboarding/goals', validBody: { options: ['increase-sales'] } }),
  ...withCallers({ method: 'POST', path: '/api/onboarding/goals/deactivate' }),
  ...withCallers({
    method: 'PATCH',
    path: '/api/onboarding/goals/:id',
    params: ids,
    validBody: { title: 'Fuzz', target: 5, active: false, deadline: null },
  }),
  ...withCallers({ method: 'DELETE', path: '/api/onboarding/goals/:id', params: ids }),
  { method: 'GET', path: '/api/onboarding/:rest', params: { rest: ['nope', 'goals'] }, headers: as(() => userId) },
];

describeRoutes('onboarding route fuzz', routes);
