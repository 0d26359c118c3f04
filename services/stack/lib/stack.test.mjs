// Starts the whole stack on free ports from the built packages, checks it answers end to end, stops
// it and checks no process is left. Skipped when the Node packages are not built.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  authServiceEnv,
  formatLogLine,
  frontEndDevServers,
  processSecrets,
  repoRoot,
  sandboxRedirectOrigins,
  startStack,
  withOwnSecrets,
} from './stack.mjs';
import { everyProcess } from './processes.test-helper.mjs';

const built = [
  'services/kit',
  'services/gateway',
  'services/auth',
  'services/embedded-mongo',
  'services/provider-sandbox',
].every((dir) => existsSync(path.join(repoRoot, dir, 'dist')));

/** `name=value` pairs of the Set-Cookie headers of a fetch answer, by name. */
function cookiesOf(res) {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0];
      return [pair.slice(0, pair.indexOf('=')), pair];
    }),
  );
}

/** A browser's redirect sign-in with the sandbox's shortcut identity; resolves with the session's user. */
async function redirectSignIn(stack, provider) {
  const start = await fetch(`${stack.gatewayUrl}/api/auth/oauth/${provider}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(start.status, 200, `${provider} start: ${start.status}`);
  const flowCookie = cookiesOf(start)['scp.auth.flow'];
  assert.ok(flowCookie, `${provider}: no flow cookie`);
  const { url } = await start.json();
  const authorizeUrl = new URL(url);
  assert.equal(authorizeUrl.port, new URL(stack.sandboxUrl).port);
  authorizeUrl.searchParams.set('sandbox_identity', provider === 'apple' ? 'carla' : 'alice');
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  let callback;
  if (provider === 'apple') {
    const html = await consent.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1].replaceAll('&amp;', '&');
    assert.ok(action?.startsWith(`${stack.gatewayUrl}/api/auth/oauth/apple/callback`), `apple form: ${html}`);
    const form = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
        name,
        value.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
      ]),
    );
    callback = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: flowCookie,
        origin: authorizeUrl.origin,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
  } else {
    const location = consent.headers.get('location') ?? '';
    assert.ok(location.startsWith(`${stack.gatewayUrl}/api/auth/oauth/google/callback?`), `google: ${location}`);
    callback = await fetch(location, { redirect: 'manual', headers: { cookie: flowCookie } });
  }
  assert.equal(callback.status, 303, `${provider} callback: ${callback.status}`);
  assert.equal(callback.headers.get('location'), '/');
  const session = cookiesOf(callback)['scp.sid'];
  assert.ok(session, `${provider}: no session cookie`);
  const answer = await fetch(`${stack.gatewayUrl}/api/auth/session`, { headers: { cookie: session } });
  assert.equal(answer.status, 200);
  return (await answer.json()).user;
}

/** A running process's environment, as the kernel keeps it. */
function environmentOf(pid) {
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/**
 * What each process holds that it must not: a variable some process's Kubernetes Secret names that
 * its own does not. Empty when every process has only its own secrets.
 */
function foreignSecrets(environments) {
  const secrets = processSecrets();
  const all = new Set(Object.values(secrets).flatMap((names) => [...names]));
  return Object.entries(environments).flatMap(([name, env]) =>
    Object.keys(env)
      .filter((variable) => all.has(variable) && !secrets[name]?.has(variable))
      .map((variable) => `${name} holds ${variable}`),
  );
}

test('each process is given only its own secrets, as its Kubernetes Secret names them', () => {
  const secrets = processSecrets();
  assert.deepEqual(Object.keys(secrets).sort(), everyProcess);
  // Every secret in the launcher's own environment, as a developer might export them.
  const stackEnv = {
    PATH: process.env.PATH,
    LOG_LEVEL: 'warn',
    ...Object.fromEntries([...new Set(Object.values(secrets).flatMap((names) => [...names]))].map((v) => [v, v])),
  };
  const names = [
    'gateway',
    'auth',
    'settings',
    'dashboard',
    'onboarding',
    'assistant',
    'responder',
    'studio',
    'sandbox',
    'redis',
  ];
  const environments = Object.fromEntries(names.map((name) => [name, withOwnSecrets(name, stackEnv)]));
  assert.deepEqual(foreignSecrets(environments), []);
  // What is not a secret reaches everyone; a private key only its owner.
  for (const env of Object.values(environments)) assert.equal(env.LOG_LEVEL, 'warn');
  const holders = (variable) => names.filter((name) => environments[name][variable] !== undefined);
  assert.deepEqual(holders('INTERNAL_TOKEN_PRIVATE_KEY'), ['gateway']);
  assert.deepEqual(holders('SESSION_GRANT_PRIVATE_KEY'), ['auth']);
  assert.deepEqual(holders('OAUTH_FLOW_SECRET'), ['auth']);
  assert.deepEqual(holders('SETTINGS_SERVICE_TOKEN_PRIVATE_KEY'), ['settings']);
  assert.deepEqual(holders('META_APP_SECRET'), ['responder']);
  assert.deepEqual(holders('SHOPIFY_CLIENT_SECRET'), ['auth', 'settings', 'dashboard']);
  assert.deepEqual(holders('INTERNAL_TOKEN_PUBLIC_KEY'), [
    'auth',
    'settings',
    'dashboard',
    'onboarding',
    'assistant',
    'responder',
    'studio',
  ]);
  assert.deepEqual(environments.sandbox, { PATH: process.env.PATH, LOG_LEVEL: 'warn' });
});

test(
  'startStack runs the app on free ports and stop() leaves nothing running',
  { skip: !built && 'packages not built' },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scp-stack-test-'));
    const stack = await startStack({ freePorts: true, dataDir, output: null, log: () => {} });
    try {
      assert.match(stack.gatewayUrl, /^http:\/\/localhost:\d+$/);
      const ready = await fetch(`${stack.gatewayUrl}/readyz`);
      assert.equal(ready.status, 200);
      const session = await fetch(`${stack.gatewayUrl}/api/auth/session`);
      assert.equal(session.status, 401);
      assert.deepEqual(await session.json(), { error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } });
      // Forwarded to the settings service with a valid internal token: its own 404, not the gateway's 503.
      const forwarded = await fetch(`${stack.gatewayUrl}/api/settings/nothing`);
      assert.equal(forwarded.status, 404);
      const mailbox = await fetch(`${stack.gatewayUrl}/api/dev/mailbox?to=nobody@example.com`);
      assert.equal(mailbox.status, 200);
      // A service reached around the gateway refuses.
      const direct = await fetch(`http://127.0.0.1:${stack.ports.settings}/api/settings/nothing`);
      assert.equal(direct.status, 401);
      // The sandbox sends OAuth redirects to this run's gateway (its port was chosen first), and
      // only to registered origins.
      const authorize = (redirectUri) =>
        fetch(
          `${stack.sandboxUrl}/google/o/oauth2/v2/auth?${new URLSearchParams({
            client_id: 'sandbox-google-client',
            redirect_uri: redirectUri,
            response_type: 'code',
            scope: 'openid email',
            state: 'st-1',
            sandbox_identity: 'alice',
          })}`,
          { redirect: 'manual' },
        );
      const toGateway = await authorize(`${stack.gatewayUrl}/api/auth/oauth/google/callback`);
      assert.ok([302, 303].includes(toGateway.status), `status ${toGateway.status}`);
      assert.ok(toGateway.headers.get('location')?.startsWith(`${stack.gatewayUrl}/api/auth/oauth/google/callback?`));
      const elsewhere = await authorize('http://localhost:1/api/auth/oauth/google/callback');
      assert.equal(elsewhere.status, 400);

      // The auth service got the sandbox's apps and PUBLIC_ORIGIN: a whole redirect sign-in works,
      // its flow cookie (scp.auth.flow) passing through the gateway both ways.
      assert.equal((await redirectSignIn(stack, 'google')).email, 'alice.martin@example.com');
      // Apple answers with a form the browser POSTs from Apple's origin (form_post).
      assert.equal((await redirectSignIn(stack, 'apple')).email, 'k7x2m9q4tz@privaterelay.appleid.com');

      // The migrations ran before the services started: recorded once, the unique indexes built.
      const { MongoClient } = createRequire(import.meta.url)(path.join(repoRoot, 'node_modules', 'mongodb'));
      const client = await MongoClient.connect(stack.mongoUri);
      try {
        const auth = client.db('auth');
        const records = await auth
          .collection('migrations')
          .find({ version: { $exists: true } })
          .toArray();
        assert.deepEqual(
          records.map((record) => record.name),
          ['model indexes'],
        );
        const indexes = await auth.collection('users').indexes();
        assert.ok(
          indexes.some((index) => index.unique && index.key.email === 1),
          JSON.stringify(indexes),
        );
      } finally {
        await client.close();
      }

      // Each running process holds only its own keys and secrets.
      const environments = Object.fromEntries(
        Object.entries(stack.pidOf).map(([name, pid]) => [name, environmentOf(pid)]),
      );
      assert.deepEqual(foreignSecrets(environments), []);
      const privateKeys = Object.entries(environments).flatMap(([name, env]) =>
        Object.keys(env)
          .filter((variable) => variable.endsWith('_PRIVATE_KEY'))
          .map((variable) => `${variable} ${name}`),
      );
      assert.deepEqual(privateKeys.sort(), [
        'APPLE_PRIVATE_KEY auth',
        'ASSISTANT_SERVICE_TOKEN_PRIVATE_KEY assistant',
        'AUTH_SERVICE_TOKEN_PRIVATE_KEY auth',
        'DASHBOARD_SERVICE_TOKEN_PRIVATE_KEY dashboard',
        'INTERNAL_TOKEN_PRIVATE_KEY gateway',
        'ONBOARDING_SERVICE_TOKEN_PRIVATE_KEY onboarding',
        'RESPONDER_SERVICE_TOKEN_PRIVATE_KEY responder',
        'SESSION_GRANT_PRIVATE_KEY auth',
        'SETTINGS_SERVICE_TOKEN_PRIVATE_KEY settings',
        'STUDIO_SERVICE_TOKEN_PRIVATE_KEY studio',
      ]);
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    for (const pid of stack.pids) {
      assert.throws(() => process.kill(pid, 0), /ESRCH/, `process ${pid} is still running`);
    }
  },
);

test(
  'the auth service gets the sandbox app credentials and no email confirmation, unless set',
  { skip: !built && 'packages not built' },
  () => {
    const defaults = authServiceEnv({});
    assert.equal(defaults.GOOGLE_CLIENT_ID, 'sandbox-google-client');
    assert.equal(defaults.GOOGLE_CLIENT_SECRET, 'sandbox-google-secret');
    assert.equal(defaults.APPLE_CLIENT_ID, 'sandbox-apple-client');
    assert.equal(defaults.APPLE_TEAM_ID, 'SANDBOXTM1');
    assert.equal(defaults.APPLE_KEY_ID, 'SANDBOXK01');
    assert.match(defaults.APPLE_PRIVATE_KEY, /^-----BEGIN PRIVATE KEY-----/);
    assert.equal(defaults.SHOPIFY_CLIENT_ID, 'sandbox-shopify-client');
    assert.equal(defaults.SHOPIFY_CLIENT_SECRET, 'sandbox-shopify-secret');
    assert.equal(defaults.AUTH_EMAIL_CONFIRMATION, 'false');
    const overridden = authServiceEnv({ GOOGLE_CLIENT_ID: 'real-id', AUTH_EMAIL_CONFIRMATION: 'true' });
    assert.equal(overridden.GOOGLE_CLIENT_ID, undefined);
    assert.equal(overridden.AUTH_EMAIL_CONFIRMATION, undefined);
    assert.equal(overridden.GOOGLE_CLIENT_SECRET, 'sandbox-google-secret');
  },
);

test(
  'the dev servers are the shell on 3000 and the remotes on 3001-3007 (docs/architecture.md, Ports, from the domain registry)',
  { skip: !existsSync(path.join(repoRoot, 'shared', 'dist', 'contracts', 'domains.js')) && '@scp/shared not built' },
  () => {
    assert.deepEqual(
      frontEndDevServers().map(({ pkg, remote, url }) => [pkg, remote, url]),
      [
        ['@scp/shell', undefined, 'http://localhost:3000/'],
        ['@scp/mfe-auth', 'auth', 'http://localhost:3001/'],
        ['@scp/mfe-settings', 'settings', 'http://localhost:3002/'],
        ['@scp/mfe-dashboard', 'dashboard', 'http://localhost:3003/'],
        ['@scp/mfe-onboarding', 'onboarding', 'http://localhost:3004/'],
        ['@scp/mfe-assistant', 'assistant', 'http://localhost:3005/'],
        ['@scp/mfe-responder', 'responder', 'http://localhost:3006/'],
        ['@scp/mfe-studio', 'studio', 'http://localhost:3007/'],
      ],
    );
  },
);

test('the sandbox redirect origins are the gateway (on localhost and 127.0.0.1), PUBLIC_ORIGIN and any already configured', () => {
  const gateway = 'http://localhost:8123,http://127.0.0.1:8123';
  assert.equal(sandboxRedirectOrigins('http://localhost:8123', undefined), gateway);
  assert.equal(
    sandboxRedirectOrigins('http://localhost:8123', 'https://app.example.com/'),
    'http://localhost:8123,https://app.example.com,http://127.0.0.1:8123',
  );
  assert.equal(sandboxRedirectOrigins('http://localhost:8123', 'http://localhost:8123'), gateway);
  assert.equal(
    sandboxRedirectOrigins('http://localhost:8123', undefined, 'http://127.0.0.1:9000, http://localhost:8123'),
    'http://localhost:8123,http://127.0.0.1:9000,http://127.0.0.1:8123',
  );
});

test('formatLogLine makes pino lines readable and leaves others alone', () => {
  assert.equal(formatLogLine('plain text'), 'plain text');
  assert.equal(
    formatLogLine(
      JSON.stringify({
        level: 40,
        msg: 'request completed',
        req: { method: 'GET', url: '/x' },
        res: { statusCode: 404 },
        responseTime: 3,
      }),
    ),
    'WARN request completed GET /x -> 404 (3 ms)',
  );
});
