import { ConfigError, loadServiceConfig } from '@scp/service-kit/config';
import { authEnvShape, toAuthSettings } from './config';

const production = {
  NODE_ENV: 'production',
  INTERNAL_TOKEN_SECRET: 'a-production-secret-of-at-least-32-characters',
  MONGODB_URI: 'mongodb://db.internal:27017',
  REDIS_URL: 'redis://redis.internal:6379',
};

function settingsFor(env: Record<string, string>) {
  const config = loadServiceConfig('auth', authEnvShape, env);
  return toAuthSettings(config.extra, config);
}

describe('auth settings', () => {
  it('local mode: confirmation off, dev origin and sender, no SMTP (mail is logged and skipped)', () => {
    const settings = settingsFor({ NODE_ENV: 'development' });
    expect(settings).toMatchObject({
      publicOrigin: 'http://localhost:8080',
      smtpUrl: undefined,
      emailConfirmation: false,
      passwordResetTtlSeconds: 3600,
      signInMaxFailures: 10,
      signInFailureWindowSeconds: 900,
    });
  });

  it('production refuses to start without the origin, SMTP server and sender of the mails', () => {
    expect(() => settingsFor(production)).toThrow(ConfigError);
    expect(() => settingsFor(production)).toThrow(
      /PUBLIC_ORIGIN is required in production[\s\S]*SMTP_URL[\s\S]*MAIL_FROM/,
    );
    const settings = settingsFor({
      ...production,
      PUBLIC_ORIGIN: 'https://app.example.com/',
      SMTP_URL: 'smtps://mail.example.com:465',
      MAIL_FROM: 'App <no-reply@example.com>',
    });
    expect(settings).toMatchObject({
      publicOrigin: 'https://app.example.com',
      smtpUrl: 'smtps://mail.example.com:465',
      emailConfirmation: true,
    });
  });

  it('refuses a non-SMTP mail URL and a non-positive limit', () => {
    expect(() => loadServiceConfig('auth', authEnvShape, { SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadServiceConfig('auth', authEnvShape, { SIGN_IN_MAX_FAILURES: '0' })).toThrow(ConfigError);
  });
});
