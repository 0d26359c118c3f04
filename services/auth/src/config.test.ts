import { ConfigError, loadServiceConfig } from '@scp/service-kit/config';
import { generateKeyEnv, LOCAL_ONLY_KEYS } from '@scp/service-kit/signing-keys';
import { configProblems } from '@scp/service-kit/testing';
import { authEnvShape, toAuthSettings } from './config';

const production = {
  NODE_ENV: 'production',
  ...generateKeyEnv(),
  MONGODB_URI: 'mongodb://db.internal:27017/?replicaSet=rs0',
  REDIS_URL: 'redis://redis.internal:6379',
  TRUST_PROXY: '1',
};
const mail = {
  PUBLIC_ORIGIN: 'https://app.example.com/',
  SMTP_URL: 'smtps://mail.example.com:465',
  MAIL_FROM: 'App <no-reply@example.com>',
  SUPPORT_EMAIL: 'support@example.com',
};

function settingsFor(env: Record<string, string>) {
  const config = loadServiceConfig('auth', authEnvShape, env);
  return toAuthSettings(config.extra, config);
}

const problemsOf = (env: Record<string, string>): string[] => configProblems(() => settingsFor(env));

describe('auth settings', () => {
  it('local mode (LOCAL_MODE=true): confirmation off, dev origin, sender and support address, no SMTP (mail is logged and skipped)', () => {
    const settings = settingsFor({ LOCAL_MODE: 'true' });
    expect(settings).toMatchObject({
      publicOrigin: 'http://localhost:8080',
      smtpUrl: undefined,
      supportEmail: 'support@localhost',
      emailConfirmation: false,
      passwordResetTtlSeconds: 3600,
      signInMaxFailures: 10,
      signInFailureWindowSeconds: 900,
    });
  });

  it('without LOCAL_MODE even a development NODE_ENV needs real settings (issue 9.2: it failed open)', () => {
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([
      'REDIS_URL is required outside local mode',
      'TRUST_PROXY is required outside local mode',
      'MONGODB_URI is required outside local mode',
      'INTERNAL_TOKEN_PUBLIC_KEY is required outside local mode',
      'AUTH_SERVICE_TOKEN_PRIVATE_KEY is required outside local mode',
    ]);
    expect(() => settingsFor({})).toThrow(/set LOCAL_MODE=true/);
  });

  it('outside local mode refuses to start without the mails origin, SMTP server, sender, support address and a real flow secret', () => {
    expect(problemsOf(production)).toEqual([
      'PUBLIC_ORIGIN is required outside local mode',
      'SMTP_URL is required outside local mode',
      'MAIL_FROM is required outside local mode',
      'SUPPORT_EMAIL is required outside local mode',
      'OAUTH_FLOW_SECRET is required outside local mode',
    ]);
    expect(problemsOf({ ...production, ...mail, OAUTH_FLOW_SECRET: 'short' })).toEqual([
      'OAUTH_FLOW_SECRET must be at least 32 characters outside local mode',
    ]);
    expect(problemsOf({ ...production, ...mail, OAUTH_FLOW_SECRET: `local-only-${'x'.repeat(40)}` })).toEqual([
      'OAUTH_FLOW_SECRET is a local-only default; set a real secret',
    ]);
    expect(
      problemsOf({
        ...production,
        ...mail,
        OAUTH_FLOW_SECRET: 'f'.repeat(32),
        SESSION_GRANT_PRIVATE_KEY: LOCAL_ONLY_KEYS.sessionGrant.privateKey,
      }),
    ).toEqual(['SESSION_GRANT_PRIVATE_KEY is a local-only key from the repository; generate a real one']);
    const settings = settingsFor({ ...production, ...mail, OAUTH_FLOW_SECRET: 'f'.repeat(32) });
    expect(settings).toMatchObject({
      publicOrigin: 'https://app.example.com',
      smtpUrl: 'smtps://mail.example.com:465',
      supportEmail: 'support@example.com',
      emailConfirmation: true,
      oauthFlowSecret: 'f'.repeat(32),
    });
  });

  it("offers Shopify sign-in in production with the real shops' prefix, https://", () => {
    const settings = settingsFor({
      ...production,
      ...mail,
      OAUTH_FLOW_SECRET: 'f'.repeat(32),
      SHOPIFY_SHOP_BASE_URL: 'https://',
      SHOPIFY_CLIENT_ID: 'shopify-client',
      SHOPIFY_CLIENT_SECRET: 'shopify-secret',
    });
    expect(settings.shopify).toMatchObject({ shopBaseUrl: 'https://', clientId: 'shopify-client' });
    expect(() =>
      settingsFor({ ...production, ...mail, OAUTH_FLOW_SECRET: 'f'.repeat(32), SHOPIFY_SHOP_BASE_URL: 'shops' }),
    ).toThrow(/SHOPIFY_SHOP_BASE_URL/);
  });

  it('refuses a non-SMTP mail URL, a support address that is not one and a non-positive limit', () => {
    const local = { LOCAL_MODE: 'true' };
    expect(() => loadServiceConfig('auth', authEnvShape, { ...local, SUPPORT_EMAIL: 'support' })).toThrow(ConfigError);
    expect(() => loadServiceConfig('auth', authEnvShape, { ...local, SMTP_URL: 'http://mail.example.com' })).toThrow(
      ConfigError,
    );
    expect(() => loadServiceConfig('auth', authEnvShape, { ...local, SIGN_IN_MAX_FAILURES: '0' })).toThrow(ConfigError);
  });
});
