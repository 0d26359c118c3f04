import { createHmac } from 'node:crypto';
import { hasValidHmac } from './webhook-signature';

const body = Buffer.from('{"object":"page"}');
const hex = `sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`;
const base64 = createHmac('sha256', 's3cret').update(body).digest('base64');

describe('hasValidHmac', () => {
  it("accepts the platform's own signature, Meta's and Shopify's formats", () => {
    expect(hasValidHmac(body, hex, 's3cret', { encoding: 'hex', prefix: 'sha256=' })).toBe(true);
    expect(hasValidHmac(body, base64, 's3cret', { encoding: 'base64' })).toBe(true);
  });

  it('refuses a wrong secret, an altered body, a missing, truncated or unprefixed signature', () => {
    const meta = { encoding: 'hex', prefix: 'sha256=' } as const;
    expect(hasValidHmac(body, hex, 'other', meta)).toBe(false);
    expect(hasValidHmac(Buffer.from('{"object":"page" }'), hex, 's3cret', meta)).toBe(false);
    expect(hasValidHmac(body, undefined, 's3cret', meta)).toBe(false);
    expect(hasValidHmac(body, hex.slice(0, -2), 's3cret', meta)).toBe(false);
    expect(hasValidHmac(body, hex.slice('sha256='.length), 's3cret', meta)).toBe(false);
  });
});
