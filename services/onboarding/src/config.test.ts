import { loadServiceConfig } from '@scp/service-kit/config';
import { configProblems } from '@scp/service-kit/testing';
import { neighbourUrls, onboardingEnvShape } from './config';

const local = { localMode: true };
const production = { localMode: false };

describe('onboarding configuration', () => {
  it('in local mode a missing neighbour is on its default port on 127.0.0.1', () => {
    expect(neighbourUrls({}, local)).toEqual({
      settings: 'http://127.0.0.1:8082/',
      auth: 'http://127.0.0.1:8081/',
      dashboard: 'http://127.0.0.1:8083/',
    });
    expect(neighbourUrls({ AUTH_SERVICE_URL: 'http://auth.internal:9000/' }, local).auth).toBe(
      'http://auth.internal:9000/',
    );
  });

  it('outside local mode every neighbour must be set, each named', () => {
    expect(configProblems(() => neighbourUrls({ SETTINGS_SERVICE_URL: 'http://settings:8082/' }, production))).toEqual([
      'AUTH_SERVICE_URL is required outside local mode',
      'DASHBOARD_SERVICE_URL is required outside local mode',
    ]);
    const all = {
      SETTINGS_SERVICE_URL: 'http://settings:8082/',
      AUTH_SERVICE_URL: 'http://auth:8081/',
      DASHBOARD_SERVICE_URL: 'http://dashboard:8083/',
    };
    expect(neighbourUrls(all, production)).toEqual({
      settings: 'http://settings:8082/',
      auth: 'http://auth:8081/',
      dashboard: 'http://dashboard:8083/',
    });
  });

  it('refuses at boot a neighbour URL that is not an http(s) URL, naming the variable', () => {
    const problems = configProblems(() =>
      loadServiceConfig('onboarding', onboardingEnvShape, {
        LOCAL_MODE: 'true',
        NODE_ENV: 'test',
        DASHBOARD_SERVICE_URL: 'not a url',
        AUTH_SERVICE_URL: 'ftp://auth:21/',
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/^DASHBOARD_SERVICE_URL .*\(got "not a url"\)$/m);
    expect(problems.join('\n')).toMatch(/^AUTH_SERVICE_URL /m);
  });
});
