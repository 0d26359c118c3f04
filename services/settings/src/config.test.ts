import { ConfigError } from '@scp/service-kit/config';
import { toSettingsServiceSettings, type SettingsEnv } from './config';

const local = { localMode: true };
const production = { localMode: false };
const strongSecret = 'whsec_' + 'k'.repeat(40);

describe('settings configuration: billing', () => {
  it('is off without billing credentials, in local mode too', () => {
    expect(toSettingsServiceSettings({ PROVIDER_SANDBOX_URL: 'http://localhost:8090' }, local).billing).toBeUndefined();
    expect(toSettingsServiceSettings({}, production).billing).toBeUndefined();
  });

  it('points at the provider sandbox in local mode', () => {
    const env: SettingsEnv = {
      PROVIDER_SANDBOX_URL: 'http://localhost:8090/',
      BILLING_SECRET_KEY: 'sk_sandbox',
      BILLING_WEBHOOK_SECRET: 'whsec_sandbox',
    };
    expect(toSettingsServiceSettings(env, local).billing).toEqual({
      apiUrl: 'http://localhost:8090/billing',
      secretKey: 'sk_sandbox',
      webhookSecret: 'whsec_sandbox',
      publicOrigin: 'http://localhost:8080',
      // The app answers on both locally; checkout comes back to whichever the person used.
      returnOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
    });
  });

  it('refuses a half-configured provider outside local mode, naming each missing variable', () => {
    const attempt = () => toSettingsServiceSettings({ BILLING_SECRET_KEY: 'sk_live_x' }, production);
    expect(attempt).toThrow(ConfigError);
    const problems = (() => {
      try {
        attempt();
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    })();
    expect(problems.join('\n')).toEqual(expect.stringContaining('BILLING_API_URL'));
    expect(problems.join('\n')).toEqual(expect.stringContaining('BILLING_WEBHOOK_SECRET'));
    expect(problems.join('\n')).toEqual(expect.stringContaining('PUBLIC_ORIGIN'));
  });

  it('refuses a short or local-only webhook secret outside local mode', () => {
    for (const secret of ['short', 'local-only-' + 'x'.repeat(40)]) {
      expect(() =>
        toSettingsServiceSettings(
          {
            BILLING_API_URL: 'https://api.payments.example',
            BILLING_SECRET_KEY: 'sk_live_x',
            BILLING_WEBHOOK_SECRET: secret,
            PUBLIC_ORIGIN: 'https://app.example',
          },
          production,
        ),
      ).toThrow(/BILLING_WEBHOOK_SECRET/);
    }
    expect(
      toSettingsServiceSettings(
        {
          BILLING_API_URL: 'https://api.payments.example/',
          BILLING_SECRET_KEY: 'sk_live_x',
          BILLING_WEBHOOK_SECRET: strongSecret,
          PUBLIC_ORIGIN: 'https://app.example',
        },
        production,
      ).billing,
    ).toEqual({
      apiUrl: 'https://api.payments.example',
      secretKey: 'sk_live_x',
      webhookSecret: strongSecret,
      publicOrigin: 'https://app.example',
      returnOrigins: ['https://app.example'],
    });
  });
});
