import { connectReturnParams } from '../../contracts/settings/connected-accounts';
import { hasConnectReturn, readConnectReturn } from './connect-return';

describe('readConnectReturn', () => {
  it('reads success and connected as a success', () => {
    expect(readConnectReturn(new URLSearchParams('instagram_status=success'))).toEqual({
      platform: 'instagram',
      outcome: 'success',
    });
    expect(readConnectReturn(new URLSearchParams('google-analytics_status=connected'))).toEqual({
      platform: 'google-analytics',
      outcome: 'success',
    });
  });

  it('reads an error with its decoded message, as the settings service writes it', () => {
    const params = new URLSearchParams(
      connectReturnParams('tiktok', { status: 'error', message: 'Access was not granted on the platform.' }).toString(),
    );
    expect(readConnectReturn(params)).toEqual({
      platform: 'tiktok',
      outcome: 'error',
      message: 'Access was not granted on the platform.',
    });
    expect(readConnectReturn(new URLSearchParams('tiktok_status=error&error_message=%20'))).toEqual({
      platform: 'tiktok',
      outcome: 'error',
      message: undefined,
    });
  });

  it('ignores other parameters, unknown platforms and unknown statuses', () => {
    expect(readConnectReturn(new URLSearchParams('connect=instagram'))).toBeUndefined();
    expect(readConnectReturn(new URLSearchParams('myspace_status=success'))).toBeUndefined();
    expect(readConnectReturn(new URLSearchParams('instagram_status=maybe'))).toBeUndefined();
    expect(hasConnectReturn(new URLSearchParams('instagram_status=maybe'))).toBe(true);
    expect(hasConnectReturn(new URLSearchParams('connect=instagram'))).toBe(false);
  });
});
