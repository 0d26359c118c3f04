/**
 * Property-based fuzz of every auth route (issue 9.9): hostile bodies, query strings and headers,
 * anonymous, signed in, for an id that names no account, and mid redirect sign-in (a real flow
 * cookie from the provider sandbox). No answer may be a 500, show a stack trace or other internal
 * detail, or be an error without the JSON error body; a refused request adds no account or
 * identity.
 */
import { sandboxAuthServiceEnv } from '@scp/provider-sandbox/default-clients';
import { createLogger } from '@scp/service-kit/logger';
import { fuzzRoute, httpSend, type FuzzMethod, type FuzzRoute, type FuzzSend } from '@scp/service-kit/route-fuzz';
import { serve, type RunningServer } from '@scp/service-kit/run';
import { internalTokenHeader } from '@scp/service-kit/testing';
import { authHarness, TEST_PUBLIC_ORIGIN } from './auth-harness.test.util';
import { FLOW_COOKIE_NAME } from './oauth/flow-cookie';
import { IdentityModel, UserModel } from './users/user-model';

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const EMAIL = 'fuzz.account@example.com';
const PASSWORD = 'Fuzz-password-9';

const fx = authHarness({
  sandbox: { allowedRedirectOrigins: [TEST_PUBLIC_ORIGIN] },
  env: ({ sandboxUrl, smtpUrl }) => ({
    PROVIDER_SANDBOX_URL: sandboxUrl,
    SMTP_URL: smtpUrl,
    OAUTH_FLOW_SECRET: 'local-only-oauth-flow-secret-for-the-fuzz',
    ...sandboxAuthServiceEnv(),
  }),
});

let server: RunningServer;
let send: FuzzSend;
let userId: string;

type Caller = (request: { method: FuzzMethod; target: string }) => Promise<Record<string, string>>;

/** The gateway's token for exactly this request, for `user` or anonymous. */
const as =
  (user?: () => string): Caller =>
  ({ method, target }) =>
    internalTokenHeader('auth', `${method} ${target}`, user?.());

async function call(method: FuzzMethod, target: string, body?: unknown) {
  return send({
    method,
    target,
    headers: { ...(await as()({ method, target })), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A redirect sign-in started for real, so the callback gets past the flow cookie to the provider. */
const midFlow =
  (provider: 'google' | 'apple' | 'shopify'): Caller =>
  async (request) => {
    const start = await call(
      'POST',
      `/api/auth/oauth/${provider}/start`,
      provider === 'shopify' ? { shop: 'fuzz' } : {},
    );
    const setCookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((line) => line.startsWith(`${FLOW_COOKIE_NAME}=`))?.split(';')[0];
    if (start.status !== 200 || !cookie) throw new Error(`${provider} start failed: ${start.status} ${start.text}`);
    return { ...(await as()(request)), cookie };
  };

beforeAll(async () => {
  server = await serve(fx.app, { port: 0, host: '127.0.0.1', logger: createLogger({ name: 'auth', level: 'silent' }) });
  send = httpSend(server.url);
  const res = await call('POST', '/api/auth/sign-up', { email: EMAIL, password: PASSWORD, full_name: 'Fuzz Account' });
  if (res.status !== 201) throw new Error(`sign-up for the fuzz failed: ${res.status} ${res.text}`);
  userId = (JSON.parse(res.text) as { user: { id: string } }).user.id;
});

afterAll(async () => {
  await server?.close();
});

/** Accounts and linked identities: a refused request must add neither. */
async function storedAccounts(): Promise<number> {
  const [users, identities] = await Promise.all([UserModel.countDocuments(), IdentityModel.countDocuments()]);
  return users + identities;
}

const anonymous = as();
const signedIn = as(() => userId);
const withCallers = (route: FuzzRoute): FuzzRoute[] => [
  { ...route, headers: anonymous },
  { ...route, label: 'signed in', headers: signedIn },
  { ...route, label: 'unknown user', headers: as(() => '000000000000000000000000') },
  { ...route, label: 'malformed user id', headers: as(() => '__proto__') },
];

const routes: FuzzRoute[] = [
  // Accounts.
  {
    method: 'POST',
    path: '/api/auth/sign-up',
    validBody: { email: 'fuzz.sign-up@example.com', password: 'Secret123', full_name: 'Fuzz Tester' },
    headers: anonymous,
  },
  { method: 'POST', path: '/api/auth/sign-up', label: 'no internal token', validBody: { email: EMAIL } },
  { method: 'GET', path: '/api/auth/confirm', queryKeys: ['token'], headers: anonymous },
  { method: 'POST', path: '/api/auth/confirm/check', validBody: { token: 'not-a-token' }, headers: anonymous },
  { method: 'POST', path: '/api/auth/confirm', validBody: { token: 'not-a-token' }, headers: anonymous },
  {
    method: 'POST',
    path: '/api/auth/sign-in',
    validBody: { email: EMAIL, password: 'wrong-password' },
    headers: anonymous,
  },
  { method: 'POST', path: '/api/auth/password/reset-request', validBody: { email: EMAIL }, headers: anonymous },
  { method: 'POST', path: '/api/auth/password/reset-check', validBody: { token: 'not-a-token' }, headers: anonymous },
  {
    method: 'POST',
    path: '/api/auth/password/reset',
    validBody: { token: 'not-a-token', password: 'Secret123' },
    headers: anonymous,
  },
  ...withCallers({
    method: 'POST',
    path: '/api/auth/password',
    validBody: { current_password: 'wrong-password', password: 'New-secret-123' },
  }),
  ...withCallers({ method: 'GET', path: '/api/auth/user' }),
  ...withCallers({
    method: 'PATCH',
    path: '/api/auth/user/metadata',
    validBody: { full_name: 'Fuzz', dark_mode: true },
  }),
  // Redirect sign-in.
  {
    method: 'POST',
    path: '/api/auth/oauth/:provider/start',
    params: { provider: ['google', 'apple', 'shopify'] },
    validBody: { returnTo: '/dashboard', shop: 'fuzz-store' },
    headers: anonymous,
  },
  { method: 'GET', path: '/api/auth/oauth/google/callback', queryKeys: ['code', 'state', 'error'], headers: anonymous },
  {
    method: 'GET',
    path: '/api/auth/oauth/google/callback',
    label: 'mid flow',
    queryKeys: ['code', 'state', 'error', 'iss'],
    headers: midFlow('google'),
  },
  { method: 'POST', path: '/api/auth/oauth/apple/callback', validBody: { code: 'c', state: 's' }, headers: anonymous },
  {
    method: 'POST',
    path: '/api/auth/oauth/apple/callback',
    label: 'mid flow',
    validBody: { code: 'c', state: 's', user: '{"email":"x@example.com"}' },
    headers: midFlow('apple'),
  },
  {
    method: 'GET',
    path: '/api/auth/oauth/shopify/callback',
    queryKeys: ['code', 'state', 'shop', 'hmac', 'host', 'timestamp'],
    headers: anonymous,
  },
  {
    method: 'GET',
    path: '/api/auth/oauth/shopify/callback',
    label: 'mid flow',
    queryKeys: ['code', 'state', 'shop', 'hmac', 'host', 'timestamp'],
    headers: midFlow('shopify'),
  },
  // The Help centre's contact form: anonymous or signed in (5 an hour per address, then 429).
  ...withCallers({
    method: 'POST',
    path: '/api/auth/help/contact',
    validBody: { name: 'Fuzz Tester', email: 'fuzz.help@example.com', topic: 'other', message: 'A fuzzed question.' },
  }),
  // No such route.
  { method: 'GET', path: '/api/auth/:rest', params: { rest: ['nope', 'users'] }, headers: anonymous },
  { method: 'DELETE', path: '/api/auth/user', headers: signedIn },
];

describe('auth route fuzz', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}${route.label ? ` (${route.label})` : ''}`, route]))(
    '%s',
    async (_name, route) => {
      await fuzzRoute(route as FuzzRoute, { send, numRuns: NUM_RUNS, storedCount: storedAccounts });
    },
    60_000,
  );
});
