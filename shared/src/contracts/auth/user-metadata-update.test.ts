import { mediaPaths } from '../settings/media';
import { userMetadataMessages, userMetadataUpdateSchema } from './user-metadata-update';

/** The stored avatar_url, or the message it is refused with. */
function avatar(value: string): { stored: string | undefined } | { refused: string } {
  const result = userMetadataUpdateSchema.safeParse({ avatar_url: value });
  return result.success ? { stored: result.data.avatar_url } : { refused: result.error.issues[0]!.message };
}

const refused = { refused: userMetadataMessages.avatarUrl };

describe('avatar_url', () => {
  it('takes our own uploaded avatar, an https address, or nothing', () => {
    expect(avatar(mediaPaths.avatar('user-1', 3))).toEqual({ stored: '/api/settings/media/avatars/user-1?v=3' });
    expect(avatar('https://cdn.example.com/me.png')).toEqual({ stored: 'https://cdn.example.com/me.png' });
    expect(avatar('')).toEqual({ stored: '' });
  });

  it('stores the address as a browser reads it', () => {
    expect(avatar('HTTPS://CDN.Example.com/a/./b.png')).toEqual({ stored: 'https://cdn.example.com/a/b.png' });
    expect(avatar('/api/settings/media/avatars/user-1/../user-1?v=3')).toEqual({
      stored: '/api/settings/media/avatars/user-1?v=3',
    });
  });

  it('refuses a path that leaves our media once a browser decodes and resolves it', () => {
    for (const value of [
      // A browser reads %2e as a dot in a path: these are /api/auth/... requests with the user's cookie.
      '/api/settings/media/%2e%2e/%2e%2e/auth/sign-out',
      '/api/settings/media/.%2E/.%2e/auth/sign-out',
      '/api/settings/media/%2E./../auth/sign-out',
      // Tabs and newlines are dropped by a browser's URL parser, which then sees '..'.
      '/api/settings/media/.\t./.\n./auth/sign-out',
      '/api/settings/media/../../auth/sign-out',
      // Encoded separators.
      '/api/settings/media/avatars%2f..%2f..%2f..%2fauth',
      '/api/settings/media/avatars%5c..%5cauth',
      '/api/settings/media/avatars/..\\..\\auth',
      // Another host, written so that it looks like a path.
      '/api/settings/media//evil.example/x',
    ])
      expect([value, avatar(value)]).toEqual([value, refused]);
  });

  it('refuses anything but an https address, percent-encoded or not', () => {
    for (const value of [
      'javascript:alert(1)',
      'javascript%3Aalert(1)',
      'java\tscript:alert(1)',
      'https://cdn.example.com/a b.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://cdn.example.com/me.png',
      'https://user:pw@cdn.example.com/me.png',
      '//evil.example/me.png',
      '/api/auth/sign-out',
      '%2Fapi%2Fsettings%2Fmedia%2Favatars%2Fx',
    ])
      expect([value, avatar(value)]).toEqual([value, refused]);
  });
});
