import { providerWebAddress } from './external-sign-in';

describe("a provider's picture and site address", () => {
  it('keeps http(s) addresses, normalised', () => {
    expect(providerWebAddress('https://lh3.googleusercontent.com/a/photo.jpg')).toBe(
      'https://lh3.googleusercontent.com/a/photo.jpg',
    );
    expect(providerWebAddress('HTTPS://Shop.Example.com/../logo.png')).toBe('https://shop.example.com/logo.png');
    expect(providerWebAddress('http://localhost:8090/avatars/alice.svg')).toBe(
      'http://localhost:8090/avatars/alice.svg',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '/api/settings/media/../../auth/password',
    '//evil.example/x.png',
    'https://user:secret@evil.example/x.png',
    'not a url',
    `https://example.com/${'a'.repeat(3000)}`,
    '',
    undefined,
  ])('drops %s', (value) => {
    expect(providerWebAddress(value)).toBeUndefined();
  });
});
