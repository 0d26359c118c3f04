/**
 * Property-based fuzz of every settings route (issue 9.9: the domain services join the gateway's
 * and the auth service's fuzz as they land): hostile bodies, query strings, headers and path
 * segments, anonymous, signed in, for an unknown and a malformed user id. No answer may be a 500,
 * show a stack trace, or be an error without the JSON error body; a refused request stores nothing.
 */
import { SANDBOX_BILLING, sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';
import { domainFuzz } from '@scp/service-kit/domain-fuzz';
import type { FuzzRoute } from '@scp/service-kit/route-fuzz';
import { newUserId, settingsFixture } from './settings-harness.test.util';

let sandbox: RunningSandbox;
beforeAll(async () => {
  // Nothing listens on port 9: the sandbox's own deliveries go nowhere; the fuzz sends its own.
  sandbox = await start({ port: 0, smtpPort: 0, billingWebhookUrl: 'http://127.0.0.1:9/webhooks/billing' });
});
afterAll(async () => {
  await sandbox?.stop();
});

const fx = settingsFixture(() => ({
  ...sandboxSettingsServiceEnv(),
  PROVIDER_SANDBOX_URL: sandbox.url,
  // Nothing listens on port 9: telling the dashboard or asking auth fails, as when they are down.
  DASHBOARD_SERVICE_URL: 'http://127.0.0.1:9/',
  AUTH_SERVICE_URL: 'http://127.0.0.1:9/',
  BILLING_SECRET_KEY: SANDBOX_BILLING.secretKey,
  BILLING_WEBHOOK_SECRET: SANDBOX_BILLING.webhookSecret,
  PUBLIC_ORIGIN: 'http://localhost:8080',
}));

const userId = newUserId();
const { as, withCallers, describeRoutes } = domainFuzz('settings', fx, userId);

const variants = { variant: ['primary', 'light', 'dark'] };
const routes: FuzzRoute[] = [
  ...withCallers({ method: 'GET', path: '/api/settings/voice-profiles' }),
  ...withCallers({ method: 'POST', path: '/api/settings/voice-profiles', validBody: { profile_name: 'Fuzz' } }),
  ...withCallers({
    method: 'PATCH',
    path: '/api/settings/voice-profiles/:id',
    params: { id: ['000000000000000000000000', 'not-an-id'] },
    validBody: { profile_name: 'Fuzz', voice_settings: { tone: 10 }, keywords: ['a'] },
  }),
  ...withCallers({
    method: 'DELETE',
    path: '/api/settings/voice-profiles/:id',
    params: { id: ['000000000000000000000000'] },
  }),
  ...withCallers({ method: 'GET', path: '/api/settings/brand-kit' }),
  ...withCallers({ method: 'PATCH', path: '/api/settings/brand-kit', validBody: { accent_color: '#0066CC' } }),
  ...withCallers({ method: 'PUT', path: '/api/settings/brand-kit/logos/:variant', params: variants }),
  ...withCallers({ method: 'DELETE', path: '/api/settings/brand-kit/logos/:variant', params: variants }),
  ...withCallers({ method: 'PUT', path: '/api/settings/avatar' }),
  {
    method: 'GET',
    path: '/api/settings/media/avatars/:userId',
    params: { userId: [userId, '000000000000000000000000'] },
    queryKeys: ['v'],
    headers: as(),
  },
  {
    method: 'GET',
    path: '/api/settings/media/logos/:userId/:variant',
    params: { userId: [userId], ...variants },
    queryKeys: ['v'],
    headers: as(),
  },
  ...withCallers({ method: 'GET', path: '/api/settings/billing' }),
  ...withCallers({ method: 'GET', path: '/api/settings/billing/prices' }),
  ...withCallers({
    method: 'POST',
    path: '/api/settings/billing/checkout',
    validBody: { priceId: 'price_sandbox_growth_monthly' },
  }),
  ...withCallers({
    method: 'PATCH',
    path: '/api/settings/billing/subscription',
    validBody: { cancelAtPeriodEnd: true },
  }),
  {
    method: 'POST',
    path: '/api/settings/webhooks/billing',
    validBody: { id: 'evt_fuzz', type: 'checkout.session.completed', data: { object: {} } },
    headers: as(),
  },
  ...withCallers({ method: 'GET', path: '/api/settings/integrations/accounts' }),
  ...withCallers({
    method: 'POST',
    path: '/api/settings/integrations/connect',
    validBody: { platform: 'shopify', mode: 'page', shopDomain: 'alices-bakery', returnTo: '/onboarding' },
  }),
  ...withCallers({
    method: 'GET',
    path: '/api/settings/integrations/callback',
    queryKeys: ['code', 'state', 'error', 'error_description', 'shop', 'hmac', 'timestamp'],
  }),
  ...withCallers({ method: 'POST', path: '/api/settings/integrations/accounts/refresh' }),
  ...withCallers({
    method: 'DELETE',
    path: '/api/settings/integrations/accounts/:platform/:accountId',
    params: { platform: ['tiktok', 'shopify', 'nope'], accountId: ['1', 'alices-bakery.myshopify.com'] },
    queryKeys: ['deleteHistory'],
  }),
  ...withCallers({ method: 'GET', path: '/api/settings/integrations/industry-suggestion' }),
  { method: 'GET', path: '/api/settings/:rest', params: { rest: ['nope', 'media'] }, headers: as(() => userId) },
  { method: 'POST', path: '/api/settings/brand-kit', label: 'no internal token', validBody: {} },
];

describeRoutes('settings route fuzz', routes);
