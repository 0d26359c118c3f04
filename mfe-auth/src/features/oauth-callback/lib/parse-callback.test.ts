import { oauthCallbackTexts } from '@scp/shared/contracts/auth/oauth-callback-texts';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { parseCallback, platformLabelOf } from './parse-callback';

const parse = (query: string) => parseCallback(new URLSearchParams(query));

describe('parseCallback (screens and routes, validation rules)', () => {
  it('reads a success', () => {
    expect(parse('status=success&platform=instagram&connected_count=2&return_to=/onboarding')).toEqual({
      valid: true,
      message: {
        type: 'OAUTH_CALLBACK',
        status: 'success',
        platform: 'instagram',
        message: integrationsTexts.integrations.connected('Instagram'),
        connectedCount: 2,
      },
      returnTo: '/onboarding',
      platformLabel: 'Instagram',
    });
  });

  it('requires a platform, then a known status', () => {
    expect(parse('status=success')).toMatchObject({ valid: false, error: oauthCallbackTexts.noPlatform });
    expect(parse('platform=facebook')).toMatchObject({
      valid: false,
      error: oauthCallbackTexts.invalidStatus,
    });
    expect(parse('platform=facebook&status=done')).toMatchObject({
      valid: false,
      error: oauthCallbackTexts.invalidStatus,
    });
  });

  it("an error's message is error_message, then error_details, then 'OAuth authentication failed'", () => {
    const messageOf = (query: string) => {
      const parsed = parse(`status=error&platform=tiktok&${query}`);
      return parsed.valid ? parsed.message.message : parsed.error;
    };
    expect(messageOf('error_message=Denied&error_details=scope')).toBe('Denied');
    expect(messageOf('error_details=scope%20missing')).toBe('scope missing');
    expect(messageOf('')).toBe(oauthCallbackTexts.authenticationFailed);
  });

  it('a partial success carries its warning', () => {
    expect(parse('status=partial_success&platform=facebook&error_message=1%20page%20failed')).toMatchObject({
      valid: true,
      message: { status: 'partial_success', message: '1 page failed' },
    });
    expect(parse('status=partial_success&platform=facebook')).toMatchObject({
      message: { message: oauthCallbackTexts.partialSuccess },
    });
  });

  it('return_to defaults to /settings/integrations and must be a path on this app', () => {
    for (const returnTo of ['', 'return_to=https://evil.example/', 'return_to=//evil.example', 'return_to=/\\evil']) {
      expect(parse(`status=success&platform=shopify&${returnTo}`).returnTo).toBe('/settings/integrations');
    }
    expect(parse('status=error&return_to=/settings/profile').returnTo).toBe('/settings/profile');
  });

  it('connected_count is a whole number, else 0', () => {
    const countOf = (value: string) => {
      const parsed = parse(`status=success&platform=shopify&connected_count=${value}`);
      return parsed.valid ? parsed.message.connectedCount : null;
    };
    expect(countOf('3')).toBe(3);
    expect(countOf('')).toBe(0);
    expect(countOf('abc')).toBe(0);
    expect(countOf('-1')).toBe(0);
  });

  it('names known platforms and passes others through', () => {
    expect(platformLabelOf('google-analytics')).toBe('Google Analytics');
    expect(platformLabelOf('myspace')).toBe('myspace');
    expect(platformLabelOf('toString')).toBe('toString');
  });
});
